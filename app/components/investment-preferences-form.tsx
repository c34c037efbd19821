import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useEditorForm, type LastResult } from '~/components/editor-form.tsx'
import { ErrorBanner } from '~/components/error-banner.tsx'
import { CheckboxField, FormActions, NumberField } from '~/components/forms.tsx'
import { RangeField } from '~/components/range-field.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import {
  ESG_MAX,
  ESG_MIN,
  INVESTMENT_PHILOSOPHIES,
  INVESTMENT_PREFERENCE_DEFAULTS,
  INVESTMENT_PREFERENCES_INVALID,
  InvestmentPreferencesFormSchema,
  PHILOSOPHY_LABELS,
  REBALANCING_FREQUENCIES,
  REBALANCING_LABELS,
  riskLabel,
  timelineLabel,
  type InvestmentPreferencesJson,
} from '~/schemas/investment-preferences.ts'

// The investment preferences form (spec 3.11, defaults in section 9). A plain HTML form; the
// risk score is a range input whose label updates with JavaScript and is read by the server
// either way. With JavaScript, conform validates on blur with the same schema as the action.

const text = (value: number | string) => String(value)
const checked = (value: boolean) => (value ? 'on' : undefined)

export function InvestmentPreferencesForm({
  preferences,
  lastResult,
  cancelTo,
}: {
  preferences: InvestmentPreferencesJson | null
  lastResult: LastResult
  cancelTo: string
}) {
  const v = preferences ?? INVESTMENT_PREFERENCE_DEFAULTS
  const [form, fields] = useEditorForm(InvestmentPreferencesFormSchema, {
    id: 'investment-preferences',
    lastResult,
    defaultValue: {
      risk_tolerance_score: text(v.risk_tolerance_score),
      investment_timeline_years: text(v.investment_timeline_years),
      rebalancing_frequency: v.rebalancing_frequency,
      investment_philosophy: v.investment_philosophy,
      esg_preference_level: text(v.esg_preference_level),
      international_allocation_target: text(v.international_allocation_target),
      cryptocurrency_allocation: text(v.cryptocurrency_allocation),
      alternative_investment_interest: checked(v.alternative_investment_interest),
      individual_stock_tolerance: checked(v.individual_stock_tolerance),
      tax_loss_harvesting_enabled: checked(v.tax_loss_harvesting_enabled),
      dollar_cost_averaging_preference: checked(v.dollar_cost_averaging_preference),
    },
  })
  // A server answer that refused the input explains itself above the form, with or without JavaScript.
  const refused = lastResult?.status === 'error' ? INVESTMENT_PREFERENCES_INVALID : null
  const banner = form.errors?.length ? form.errors.join(' ') : refused
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorBanner message={banner} />
      <Stack gap="4">
        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            Risk and timeline
          </Heading>
          <RangeField
            meta={fields.risk_tolerance_score}
            label="Risk Tolerance Score (1-10)"
            min={1}
            max={10}
            describe={riskLabel}
          />
          <NumberField
            meta={fields.investment_timeline_years}
            label="Investment Timeline (years)"
            min={1}
            max={50}
            helperText={`1 to 50 years. ${timelineLabel(Number(fields.investment_timeline_years.initialValue ?? 10))} today.`}
          />
        </Box>
        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            Strategy
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
            <SelectField
              meta={fields.investment_philosophy}
              label="Investment Philosophy"
              placeholder={null}
              options={optionsFrom(PHILOSOPHY_LABELS, INVESTMENT_PHILOSOPHIES)}
            />
            <SelectField
              meta={fields.rebalancing_frequency}
              label="Rebalancing Frequency"
              placeholder={null}
              options={optionsFrom(REBALANCING_LABELS, REBALANCING_FREQUENCIES)}
            />
            <NumberField
              meta={fields.esg_preference_level}
              label={`ESG Preference Level (${ESG_MIN}-${ESG_MAX})`}
              min={ESG_MIN}
              max={ESG_MAX}
              helperText="1 = no preference, 5 = essential"
            />
            <NumberField
              meta={fields.international_allocation_target}
              label="International Allocation Target (%)"
              min={0}
              max={100}
              step="any"
            />
            <NumberField
              meta={fields.cryptocurrency_allocation}
              label="Cryptocurrency Allocation (%)"
              min={0}
              max={100}
              step="any"
            />
          </SimpleGrid>
        </Box>
        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            Options
          </Heading>
          <CheckboxField meta={fields.alternative_investment_interest} label="Interested in alternative investments" />
          <CheckboxField meta={fields.individual_stock_tolerance} label="Comfortable holding individual stocks" />
          <CheckboxField meta={fields.tax_loss_harvesting_enabled} label="Tax-loss harvesting" />
          <CheckboxField meta={fields.dollar_cost_averaging_preference} label="Dollar-cost averaging" />
        </Box>
        <FormActions label="Save Preferences" cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}
