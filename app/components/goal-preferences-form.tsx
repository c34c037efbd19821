import { Box, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useState } from 'react'
import { FormErrors, TextField, type AnyFieldMetadata } from '~/components/forms.tsx'
import { CheckboxField, NumberField, type WithFieldset } from '~/components/goal-form.tsx'
import { SelectField, type SelectOption } from '~/components/select-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { assetPreferenceLabel, riskLabel } from '~/lib/goal-math.ts'
import { PREFERENCE_TAB_SCHEMAS, PREFERENCE_TABS, type PreferenceTab } from '~/schemas/goal-forms.ts'
import {
  DEBT_PAYOFF_PRIORITIES,
  FEDERAL_BRACKETS,
  FILING_STATUSES,
  KNOWLEDGE_LEVELS,
  RETIREMENT_LIFESTYLES,
  RISK_TOLERANCES,
  TAX_OPTIMIZATION_PRIORITIES,
} from '~/schemas/goals.ts'

// Goal preferences (spec 02 section 3.14): one form per tab, each saving only its own fields.

const words = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
const choices = (values: readonly (string | number)[], label = (v: string) => words(v)): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: label(String(value)) }))

const LIFESTYLE_LABELS: Record<string, string> = {
  downsize: 'Downsize (-30% expenses)',
  maintain: 'Maintain current lifestyle',
  upgrade: 'Upgrade (+20% expenses)',
}

const WORK_FLEXIBILITY_LABELS = {
  part_time: 'Part-time work in retirement',
  consulting: 'Consulting in retirement',
  full_retirement: 'Full retirement',
} as const

const NOTIFICATION_LABELS = {
  goal_reminders: 'Goal reminders',
  milestone_alerts: 'Milestone alerts',
  deadline_warnings: 'Deadline warnings',
  conflict_alerts: 'Conflict alerts',
  monthly_summary: 'Monthly summary',
} as const

export function preferenceTabHref(tab: PreferenceTab) {
  return tab === 'risk' ? '/plan/goals/preferences' : `/plan/goals/preferences?tab=${tab}`
}

export function PreferenceTabs({ active }: { active: PreferenceTab }) {
  return (
    <HStack as="nav" aria-label="Preference sections" gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
      {PREFERENCE_TABS.map((tab) => (
        <Button
          key={tab.key}
          asChild
          size="sm"
          variant={active === tab.key ? 'solid' : 'ghost'}
          colorPalette={active === tab.key ? 'blue' : 'gray'}
        >
          <Link to={preferenceTabHref(tab.key)} aria-current={active === tab.key ? 'page' : undefined}>
            {tab.label}
          </Link>
        </Button>
      ))}
    </HStack>
  )
}

/** A 1-10 slider; its value and label show beside it (updated as it moves when JavaScript runs). */
function SliderField({
  meta,
  label,
  describe,
}: {
  meta: AnyFieldMetadata
  label: string
  describe: (value: number) => string
}) {
  const { key, ...props } = getInputProps(meta, { type: 'range', ariaAttributes: false })
  const [value, setValue] = useState(Number(meta.initialValue ?? 5))
  const errors = meta.errors?.filter(Boolean) ?? []
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label htmlFor={meta.id}>{label}</Field.Label>
      <HStack gap="3" w="full">
        <Input
          key={key}
          {...props}
          min={1}
          max={10}
          step={1}
          p="0"
          h="6"
          flex="1"
          aria-valuetext={`${value} · ${describe(value)}`}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
        />
        <chakra.output htmlFor={meta.id} minW="40" fontSize="sm">{`${value} · ${describe(value)}`}</chakra.output>
      </HStack>
      <Box minH="5" id={meta.errorId} aria-live="polite" color="red.600" fontSize="sm">
        {errors.join(' ')}
      </Box>
    </Field.Root>
  )
}

export type PreferenceValues = Record<string, unknown> & { state_tax_rate: number }

export function PreferencesForm({
  tab,
  values,
  categories,
  lastResult,
}: {
  tab: PreferenceTab
  values: PreferenceValues
  categories: SelectOption[]
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const action = `/plan/goals/preferences?tab=${tab}`
  const isSubmitting = useIsSubmitting(action)
  const schema = PREFERENCE_TAB_SCHEMAS[tab]
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `preferences-${tab}`,
    lastResult,
    // The state tax rate is stored as a fraction and typed in percent.
    defaultValue: { ...values, state_tax_rate: String(Math.round(values.state_tax_rate * 1000) / 10) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const f = fields as unknown as Record<string, AnyFieldMetadata>

  return (
    <Form method="post" action={action} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="tab" value={tab} />
      <Stack gap="1" bg="white" borderWidth="1px" borderRadius="lg" p="5">
        {tab === 'risk' ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="3">
              <SelectField
                meta={f.risk_tolerance}
                label="Risk Tolerance"
                placeholder={null}
                options={choices(RISK_TOLERANCES)}
              />
              <SelectField
                meta={f.investment_style}
                label="Investment Style"
                placeholder={null}
                options={choices(RISK_TOLERANCES)}
              />
              <SelectField
                meta={f.financial_knowledge}
                label="Financial Knowledge"
                placeholder={null}
                options={choices(KNOWLEDGE_LEVELS)}
              />
            </SimpleGrid>
            <NumberField meta={f.investment_timeline} label="Investment Timeline (years)" min={1} max={50} />
            <SliderField meta={f.risk_score} label="Risk Score" describe={riskLabel} />
            <SliderField meta={f.stocks_preference} label="Stocks Preference" describe={assetPreferenceLabel} />
            <SliderField meta={f.bonds_preference} label="Bonds Preference" describe={assetPreferenceLabel} />
            <SliderField
              meta={f.real_estate_preference}
              label="Real Estate Preference"
              describe={assetPreferenceLabel}
            />
            <SliderField meta={f.crypto_preference} label="Crypto Preference" describe={assetPreferenceLabel} />
          </>
        ) : null}
        {tab === 'lifestyle' ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="3">
              <NumberField meta={f.retirement_age} label="Target Retirement Age" min={50} max={80} />
              <NumberField meta={f.annual_income_goal} label="Annual Income Goal ($)" min={0} step={1000} />
              <NumberField meta={f.emergency_fund_months} label="Emergency Fund (months)" min={1} max={12} />
            </SimpleGrid>
            <SelectField
              meta={f.retirement_lifestyle}
              label="Retirement Lifestyle"
              placeholder={null}
              options={choices(RETIREMENT_LIFESTYLES, (v) => LIFESTYLE_LABELS[v] ?? words(v))}
            />
            <Box as="fieldset" mb="3">
              <Text as="legend" fontWeight="semibold" mb="1">
                Work Flexibility
              </Text>
              {(Object.keys(WORK_FLEXIBILITY_LABELS) as (keyof typeof WORK_FLEXIBILITY_LABELS)[]).map((key) => (
                <CheckboxField
                  key={key}
                  meta={(f.work_flexibility as unknown as WithFieldset).getFieldset()[key]}
                  label={WORK_FLEXIBILITY_LABELS[key]}
                />
              ))}
            </Box>
          </>
        ) : null}
        {tab === 'values' ? (
          <>
            <SelectField
              meta={f.debt_payoff_priority}
              label="Debt Payoff Priority"
              placeholder={null}
              options={[
                { value: 'avalanche', label: 'Avalanche (highest interest first)' },
                { value: 'snowball', label: 'Snowball (smallest balance first)' },
                { value: 'balanced', label: 'Balanced' },
              ].filter((o) => (DEBT_PAYOFF_PRIORITIES as readonly string[]).includes(o.value))}
            />
            <CheckboxField meta={f.esg_investing} label="ESG investing (environmental, social and governance)" />
          </>
        ) : null}
        {tab === 'categories' ? (
          <Box as="fieldset" mb="3">
            <Text as="legend" fontWeight="semibold" mb="2">
              Goal categories you plan for
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="1">
              {getCollectionProps(f.goal_categories_enabled, {
                type: 'checkbox',
                options: categories.map((c) => c.value),
              }).map(({ key, ...props }) => (
                <chakra.label key={key} display="flex" alignItems="center" gap="2" htmlFor={props.id} cursor="pointer">
                  <input {...props} />
                  <Text as="span">{categories.find((c) => c.value === props.value)?.label ?? props.value}</Text>
                </chakra.label>
              ))}
            </SimpleGrid>
            <Box minH="5" color="red.600" fontSize="sm" id={f.goal_categories_enabled.errorId}>
              {f.goal_categories_enabled.errors?.join(' ')}
            </Box>
          </Box>
        ) : null}
        {tab === 'tax' ? (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="3">
              <SelectField
                meta={f.tax_filing_status}
                label="Tax Filing Status"
                placeholder={null}
                options={choices(FILING_STATUSES)}
              />
              <SelectField
                meta={f.federal_tax_bracket}
                label="Federal Tax Bracket"
                placeholder={null}
                options={choices(FEDERAL_BRACKETS, (v) => `${v}%`)}
              />
              <NumberField meta={f.state_tax_rate} label="State Tax Rate (%)" min={0} max={15} step={0.1} />
              <TextField meta={f.state} label="State (two letters)" />
              <SelectField
                meta={f.tax_optimization_priority}
                label="Tax Optimization Priority"
                placeholder={null}
                options={choices(TAX_OPTIMIZATION_PRIORITIES)}
              />
            </SimpleGrid>
            <CheckboxField meta={f.tax_loss_harvesting} label="Tax-loss harvesting" />
            <CheckboxField meta={f.roth_ira_eligible} label="Roth IRA eligible" />
          </>
        ) : null}
        {tab === 'notifications' ? (
          <Box as="fieldset" mb="3">
            <Text as="legend" fontWeight="semibold" mb="1">
              Notify me about
            </Text>
            {(Object.keys(NOTIFICATION_LABELS) as (keyof typeof NOTIFICATION_LABELS)[]).map((key) => (
              <CheckboxField
                key={key}
                meta={(f.notification_preferences as unknown as WithFieldset).getFieldset()[key]}
                label={NOTIFICATION_LABELS[key]}
              />
            ))}
          </Box>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Preferences'}
          </Button>
          <Button asChild variant="ghost">
            <Link to="/plan/goals">Back to Goals</Link>
          </Button>
        </HStack>
      </Stack>
    </Form>
  )
}
