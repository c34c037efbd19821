import { parseWithZod } from '@conform-to/zod/v4'
import { Box, Heading, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { AdvisorForm, type AdvisorFormDefaults } from '~/components/advisor-form.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import {
  ADVISOR_SECTION_LABELS,
  ADVISOR_SECTIONS,
  AdvisorDataSchema,
  AdvisorFormSchema,
  parseAdvisorSection,
  PRESET_SUBSCRIPTIONS,
  type AdvisorDataInput,
  type AdvisorFormInput,
  type AdvisorSection,
} from '~/schemas/advisor.ts'
import { getAdvisorData, saveAdvisorData, smartRecommendationsFor, toFlatInput } from '~/services/advisor/advisor.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = '/plan/finances?tab=advisor'

const SECTION_FIELDS = {
  mortgage: ['mortgage_rate', 'mortgage_payment', 'mortgage_lender', 'mortgage_term_years', 'mortgage_start_date'],
  retirement: ['contribution_401k', 'employer_match', 'employer_match_limit', 'vesting_schedule'],
  investments: ['stock_percentage', 'bond_percentage', 'average_expense_ratio', 'investment_platform'],
  subscriptions: [],
} as const satisfies Record<AdvisorSection, readonly (keyof AdvisorDataInput)[]>

const isPreset = (name: string) => PRESET_SUBSCRIPTIONS.some((p) => p.name.toLowerCase() === name.toLowerCase())

/** The whole record to save: the stored one with the submitted sections laid over it. */
function mergeSubmission(stored: AdvisorDataInput, form: AdvisorFormInput, section: AdvisorSection | null) {
  const merged: AdvisorDataInput = { ...stored }
  const sections: readonly AdvisorSection[] = section ? [section] : ADVISOR_SECTIONS
  for (const s of sections) {
    for (const field of SECTION_FIELDS[s]) Object.assign(merged, { [field]: form[field] })
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

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const section = parseAdvisorSection(new URL(request.url).searchParams.get('section'))
    const view = await getAdvisorData(user.id)
    return { section, hasData: view.updated_at !== null, defaults: formDefaults(toFlatInput(view)) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: AdvisorFormSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const section = submission.value.section ?? null
    const stored = toFlatInput(await getAdvisorData(user.id))
    // Checked again as a whole: one section's new values must fit the others' saved ones.
    const whole = AdvisorDataSchema.safeParse(mergeSubmission(stored, submission.value, section))
    if (!whole.success) {
      return data(
        { result: submission.reply({ formErrors: whole.error.issues.map((i) => i.message) }) },
        { status: 400 },
      )
    }
    await saveAdvisorData(user.id, whole.data)
    const { recommendations } = await smartRecommendationsFor(user.id)
    return redirectWithToast(BACK, {
      kind: 'success',
      title: 'Advisor data saved',
      description:
        recommendations.length === 1
          ? '1 recommendation from your data.'
          : `${recommendations.length} recommendations from your data.`,
    })
  })
}

export default function AdvisorDataRoute() {
  const { section, hasData, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Box as="section" aria-labelledby="advisor-form-title" bg="white" borderWidth="1px" borderRadius="lg" p="6">
      <Heading as="h1" id="advisor-form-title" size="xl" mb="1">
        {hasData ? 'Update Advisor Data' : 'Add Advisor Data'}
      </Heading>
      <Text color="gray.600" mb="4">
        {section
          ? `${ADVISOR_SECTION_LABELS[section]}: the numbers behind your smart recommendations.`
          : 'Your mortgage, 401(k), investment mix and subscriptions: the numbers behind your smart recommendations. Leave blank what you do not have.'}
      </Text>
      <AdvisorForm
        key={section ?? 'all'}
        defaults={defaults}
        section={section}
        lastResult={actionData?.result}
        skipTo={BACK}
      />
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Advisor Data · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
