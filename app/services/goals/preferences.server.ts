import { getDb, type GoalPreferences } from '../../../db/index.ts'
import { isAppError } from '../../lib/app-error.ts'
import { centsToDollars } from '../../lib/money.ts'
import { PREFERENCE_DEFAULTS, type PreferencesInput } from '../../schemas/goals.ts'
import { ownedSingleRow } from '../owned-rows.server.ts'
import { toCents } from './goal-changes.server.ts'
import { parseJson } from './goal-json.server.ts'

// Goal preferences: one row per user. The first save fills what it leaves out with the
// defaults; later saves change only the fields they name.

export const PREFERENCES_EXIST = 'Goal preferences already exist; use PUT to change them'

export type PreferencesJson = ReturnType<typeof toPreferencesJson>
type PreferenceValues = Omit<PreferencesJson, 'created_at' | 'updated_at'>

export function toPreferencesJson(row: GoalPreferences) {
  return {
    risk_tolerance: row.risk_tolerance,
    investment_timeline: row.investment_timeline,
    financial_knowledge: row.financial_knowledge,
    retirement_age: row.retirement_age,
    annual_income_goal: centsToDollars(row.annual_income_goal_cents),
    emergency_fund_months: row.emergency_fund_months,
    debt_payoff_priority: row.debt_payoff_priority,
    goal_categories_enabled: parseJson<string[]>(row.goal_categories_enabled, []),
    notification_preferences: parseJson<Record<string, boolean>>(row.notification_preferences, {}),
    risk_score: row.risk_score,
    investment_style: row.investment_style,
    stocks_preference: row.stocks_preference,
    bonds_preference: row.bonds_preference,
    real_estate_preference: row.real_estate_preference,
    crypto_preference: row.crypto_preference,
    retirement_lifestyle: row.retirement_lifestyle,
    work_flexibility: parseJson<Record<string, boolean>>(row.work_flexibility, {}),
    esg_investing: Boolean(row.esg_investing),
    tax_filing_status: row.tax_filing_status,
    federal_tax_bracket: row.federal_tax_bracket,
    state_tax_rate: row.state_tax_rate,
    state: row.state,
    tax_optimization_priority: row.tax_optimization_priority,
    tax_loss_harvesting: Boolean(row.tax_loss_harvesting),
    roth_ira_eligible: Boolean(row.roth_ira_eligible),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** The defaults as a fresh copy, safe to change. */
export function defaultPreferences() {
  return {
    ...PREFERENCE_DEFAULTS,
    goal_categories_enabled: [...PREFERENCE_DEFAULTS.goal_categories_enabled],
    notification_preferences: { ...PREFERENCE_DEFAULTS.notification_preferences },
    work_flexibility: { ...PREFERENCE_DEFAULTS.work_flexibility },
  }
}

/** Columns from a complete set of preference values (defaults merged in by the caller). */
function preferenceColumns(values: PreferenceValues) {
  const { annual_income_goal, goal_categories_enabled, notification_preferences, work_flexibility, ...rest } = values
  return {
    ...rest,
    annual_income_goal_cents: toCents(annual_income_goal),
    goal_categories_enabled: JSON.stringify(goal_categories_enabled),
    notification_preferences: JSON.stringify(notification_preferences),
    work_flexibility: JSON.stringify(work_flexibility),
  }
}

function mergePreferences(base: PreferenceValues, input: PreferencesInput) {
  // Only the fields the input names; an absent optional field must not overwrite with undefined.
  const named = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  return {
    ...base,
    ...named,
    goal_categories_enabled: input.goal_categories_enabled ?? base.goal_categories_enabled,
    notification_preferences: { ...base.notification_preferences, ...input.notification_preferences },
    work_flexibility: { ...base.work_flexibility, ...input.work_flexibility },
  }
}

const preferences = ownedSingleRow(() => getDb().GoalPreferences, {
  toDto: toPreferencesJson,
  notFoundMessage: 'Goal preferences not found',
  existsMessage: PREFERENCES_EXIST,
})

/** The user's saved preferences, or null when none were saved (the screens then show the defaults). */
export const getPreferences = preferences.find

/** Saves preferences for the first time, defaults filling what the input leaves out; a 409 AppError when they exist. */
export async function createPreferences(userId: number, input: PreferencesInput) {
  return preferences.create(userId, preferenceColumns(mergePreferences(defaultPreferences(), input)))
}

/** Changes the named preferences; saves defaults plus the input when none exist yet. */
export async function updatePreferences(userId: number, input: PreferencesInput): Promise<PreferencesJson> {
  const existing = await preferences.find(userId)
  if (!existing) {
    // A racing first save may win; then this one changes what it saved.
    return createPreferences(userId, input).catch((error: unknown) => {
      if (isAppError(error) && error.status === 409) return updatePreferences(userId, input)
      throw error
    })
  }
  const { created_at: _created, updated_at: _updated, ...current } = existing
  return preferences.update(userId, preferenceColumns(mergePreferences(current, input)))
}
