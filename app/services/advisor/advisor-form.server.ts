import { AppError } from '../../lib/app-error.ts'
import {
  ADVISOR_SECTION_FIELDS,
  ADVISOR_SECTIONS,
  AdvisorDataSchema,
  PRESET_SUBSCRIPTIONS,
  type AdvisorDataInput,
  type AdvisorFormDefaults,
  type AdvisorFormInput,
  type AdvisorSection,
} from '../../schemas/advisor.ts'
import { getAdvisorData, saveAdvisorData, smartRecommendationsFor, toFlatInput } from './advisor.server.ts'

// The advisor form's mapping both ways: the saved record to the form's starting text, and a
// posted form (all four sections, or one) laid over the saved record for the service to save.

const isPreset = (name: string) => PRESET_SUBSCRIPTIONS.some((p) => p.name.toLowerCase() === name.toLowerCase())

/** The whole record to save: the stored one with the submitted sections laid over it. */
function mergeSubmission(stored: AdvisorDataInput, form: AdvisorFormInput, section: AdvisorSection | null) {
  const merged: AdvisorDataInput = { ...stored }
  const sections: readonly AdvisorSection[] = section ? [section] : ADVISOR_SECTIONS
  for (const s of sections) {
    for (const field of ADVISOR_SECTION_FIELDS[s]) Object.assign(merged, { [field]: form[field] })
  }
  if (sections.includes('subscriptions')) {
    // The form lists the ten presets; subscriptions saved through the API under other names stay.
    const others = stored.subscriptions.filter((sub) => !isPreset(sub.name))
    const chosen = form.presets
      .filter((p) => p.selected)
      .map((p) => ({
        name: p.name,
        cost: p.cost ?? PRESET_SUBSCRIPTIONS.find((d) => d.name === p.name)?.cost ?? 0,
        usage_frequency: p.usage_frequency,
        can_cancel: true,
      }))
    merged.subscriptions = [...chosen, ...others]
  }
  return merged
}

function formDefaults(stored: AdvisorDataInput): AdvisorFormDefaults {
  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value))
  const find = (name: string) => stored.subscriptions.find((s) => s.name.toLowerCase() === name.toLowerCase())
  return {
    mortgage_rate: text(stored.mortgage_rate),
    mortgage_payment: text(stored.mortgage_payment),
    mortgage_lender: text(stored.mortgage_lender),
    mortgage_term_years: text(stored.mortgage_term_years),
    mortgage_start_date: text(stored.mortgage_start_date),
    contribution_401k: text(stored.contribution_401k),
    employer_match: text(stored.employer_match),
    employer_match_limit: text(stored.employer_match_limit),
    vesting_schedule: text(stored.vesting_schedule),
    stock_percentage: text(stored.stock_percentage),
    bond_percentage: text(stored.bond_percentage),
    average_expense_ratio: text(stored.average_expense_ratio),
    investment_platform: text(stored.investment_platform),
    presets: PRESET_SUBSCRIPTIONS.map((preset) => {
      const saved = find(preset.name)
      return {
        selected: saved ? 'on' : undefined,
        name: preset.name,
        cost: (saved?.cost ?? preset.cost).toFixed(2),
        usage_frequency: saved?.usage_frequency ?? 'monthly',
      }
    }),
  }
}

/** The form page: whether anything was saved, and the saved values as the form's text. */
export async function getAdvisorForm(userId: number) {
  const view = await getAdvisorData(userId)
  return { hasData: view.updated_at !== null, defaults: formDefaults(toFlatInput(view)) }
}

/**
 * Saves a posted form over the saved record and answers how many recommendations the data
 * now supports. A 422 AppError when one section's new values do not fit the others' saved ones.
 */
export async function saveAdvisorForm(userId: number, form: AdvisorFormInput) {
  const stored = toFlatInput(await getAdvisorData(userId))
  const whole = AdvisorDataSchema.safeParse(mergeSubmission(stored, form, form.section ?? null))
  if (!whole.success) throw new AppError(422, whole.error.issues.map((issue) => issue.message).join(' '))
  await saveAdvisorData(userId, whole.data)
  const { recommendations } = await smartRecommendationsFor(userId)
  return recommendations.length
}
