import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { withFormMessage } from '~/components/form-message.ts'
import { FormActions, FormErrors, TextField, type AnyFieldMetadata } from '~/components/forms.tsx'
import { SelectField } from '~/components/select-field.tsx'
import type { SmartLiabilitySubcategory } from '~/lib/catalogue.ts'
import { formatCentsExact, formatDollars, pluralise } from '~/lib/format.ts'
import { readSmartFormValues, smartInsights } from '~/lib/smart-liability-mapping.ts'
import { FORM_FAILED_MESSAGE } from '~/schemas/financial-entry.ts'
import {
  PERSONAL_LOAN_PURPOSES,
  REWARDS_TYPES,
  SMART_FORM_SUBTITLE,
  SmartLiabilitySchemas,
  smartFormTitle,
  STUDENT_LOAN_TYPES,
} from '~/schemas/smart-liability.ts'

type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'money' | 'number' | 'date' | 'yesno' }
  | { name: string; label: string; kind: 'select'; options: readonly string[] }

const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())

const text = (name: string, label: string): FieldSpec => ({ name, label, kind: 'text' })
const moneyInput = (name: string, label: string): FieldSpec => ({ name, label: `${label} ($)`, kind: 'money' })
const number = (name: string, label: string): FieldSpec => ({ name, label, kind: 'number' })
const date = (name: string, label: string): FieldSpec => ({ name, label, kind: 'date' })
const yesNo = (name: string, label: string): FieldSpec => ({ name, label, kind: 'yesno' })
const choice = (name: string, label: string, options: readonly string[]): FieldSpec => ({
  name,
  label,
  kind: 'select',
  options,
})

const BALANCE = moneyInput('current_balance', 'Current balance')
const MONTHLY_PAYMENT = moneyInput('monthly_payment', 'Monthly payment')
const INTEREST_RATE = number('interest_rate', 'Interest rate (%)')

// The fields of each loan type, in the order a person reads their statement.
const FIELDS: Record<SmartLiabilitySubcategory, FieldSpec[]> = {
  mortgage_real_estate: [
    text('description', 'Description'),
    BALANCE,
    MONTHLY_PAYMENT,
    INTEREST_RATE,
    number('loan_term_years', 'Loan term (years)'),
    number('remaining_years', 'Remaining years'),
    yesNo('is_fixed_rate', 'Fixed rate'),
    moneyInput('property_value', 'Property value'),
    date('purchase_date', 'Purchase date'),
    yesNo('escrow_included', 'Escrow included'),
    yesNo('tax_deductible', 'Tax deductible'),
    date('refinance_date', 'Refinance date'),
  ],
  credit_cards: [
    text('card_name', 'Card name'),
    BALANCE,
    moneyInput('credit_limit', 'Credit limit'),
    number('apr', 'APR (%)'),
    number('intro_apr', 'Intro APR (%)'),
    date('intro_apr_end_date', 'Intro APR end date'),
    moneyInput('minimum_payment', 'Minimum payment'),
    moneyInput('average_monthly_payment', 'Average monthly payment'),
    choice('rewards_type', 'Rewards type', REWARDS_TYPES),
  ],
  auto_loans: [
    text('vehicle_description', 'Vehicle description'),
    BALANCE,
    MONTHLY_PAYMENT,
    INTEREST_RATE,
    moneyInput('original_loan_amount', 'Original loan amount'),
    number('loan_term_months', 'Loan term (months)'),
    number('remaining_months', 'Remaining months'),
    moneyInput('vehicle_value', 'Vehicle value'),
    number('vehicle_year', 'Vehicle year'),
    text('vehicle_make', 'Make'),
    text('vehicle_model', 'Model'),
  ],
  student_loans: [
    text('loan_servicer', 'Loan servicer'),
    BALANCE,
    MONTHLY_PAYMENT,
    INTEREST_RATE,
    choice('loan_type', 'Loan type', STUDENT_LOAN_TYPES),
    text('repayment_plan', 'Repayment plan'),
    yesNo('subsidized', 'Subsidized'),
    yesNo('eligible_for_forgiveness', 'Eligible for forgiveness'),
    date('graduation_date', 'Graduation date'),
    date('first_payment_date', 'First payment date'),
    date('expected_payoff_date', 'Expected payoff date'),
  ],
  personal_loans: [
    text('description', 'Description'),
    BALANCE,
    MONTHLY_PAYMENT,
    INTEREST_RATE,
    number('loan_term_months', 'Loan term (months)'),
    number('remaining_months', 'Remaining months'),
    choice('purpose', 'Purpose', PERSONAL_LOAN_PURPOSES),
    yesNo('secured', 'Secured'),
  ],
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
]

/** One field of a loan form: yes/no and choices as selects, everything else as an input. */
function SmartField({ spec, meta }: { spec: FieldSpec; meta: AnyFieldMetadata }) {
  if (spec.kind === 'yesno') return <SelectField meta={meta} label={spec.label} placeholder={null} options={YES_NO} />
  if (spec.kind === 'select') {
    return (
      <SelectField
        meta={meta}
        label={spec.label}
        placeholder="Not specified"
        options={spec.options.map((o) => ({ value: o, label: humanize(o) }))}
      />
    )
  }
  const type = spec.kind === 'date' ? 'date' : spec.kind === 'number' ? 'number' : 'text'
  return <TextField meta={meta} label={spec.label} type={type} />
}

export function SmartInsightsPanel({
  subcategory,
  values,
}: {
  subcategory: SmartLiabilitySubcategory
  values: Record<string, unknown>
}) {
  const insights = smartInsights(subcategory, readSmartFormValues(subcategory, values))
  if (!insights) return null
  return (
    <Box
      as="section"
      aria-labelledby="smart-insights"
      bg="blue.50"
      borderWidth="1px"
      borderColor="blue.200"
      borderRadius="md"
      p="3"
      mb="3"
    >
      <Heading as="h3" id="smart-insights" size="sm" mb="1">
        Smart Insights
      </Heading>
      <Stack gap="1" fontSize="sm" aria-live="polite">
        {insights.monthlyPaymentEstimateDollars !== null ? (
          <Text>
            {`Estimated monthly payment: ${formatDollars(insights.monthlyPaymentEstimateDollars)}` +
              (insights.estimateMonths === null ? '' : ` over ${pluralise(insights.estimateMonths, 'month')}`)}
          </Text>
        ) : null}
        {insights.payoffText ? <Text>{insights.payoffText}</Text> : null}
        {insights.totalInterestCents !== null ? (
          <Text>{`Total interest: ${formatCentsExact(insights.totalInterestCents)}`}</Text>
        ) : null}
        {insights.rateAdvice ? <Text fontWeight="medium">{insights.rateAdvice}</Text> : null}
        {insights.utilization ? (
          <Text color={insights.utilization.high ? 'red.600' : undefined}>
            {`Credit utilization: ${insights.utilization.label}${insights.utilization.high ? ' (High)' : ''}`}
          </Text>
        ) : null}
      </Stack>
    </Box>
  )
}

/** One of the five loan forms; posts category + subcategory with its fields. Works without JavaScript. */
export function SmartLiabilityForm({
  subcategory,
  defaults,
  lastResult,
  mode,
  cancelTo,
}: {
  subcategory: SmartLiabilitySubcategory
  defaults: Record<string, unknown>
  lastResult: SubmissionResult<string[]> | undefined
  mode: 'create' | 'edit'
  cancelTo: string
}) {
  const schema = SmartLiabilitySchemas[subcategory]
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `smart-${subcategory}-${mode}`,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: Object.fromEntries(
      Object.entries(defaults).map(([k, v]) => [k, v === undefined || v === null ? '' : String(v)]),
    ),
    // The action's refusal has the same message above the form (__entry-editor.server.ts).
    onValidate: ({ formData }) => withFormMessage(parseWithZod(formData, { schema }), FORM_FAILED_MESSAGE),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const values = Object.fromEntries(FIELDS[subcategory].map((f) => [f.name, fields[f.name].value ?? defaults[f.name]]))
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg">
        {smartFormTitle(subcategory, mode === 'edit')}
      </Heading>
      <Text color="gray.600" mb="4">
        {SMART_FORM_SUBTITLE}
      </Text>
      <SmartInsightsPanel subcategory={subcategory} values={values} />
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="category" value="liabilities" />
        <input type="hidden" name="subcategory" value={subcategory} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4">
          {FIELDS[subcategory].map((spec) => (
            <SmartField key={spec.name} spec={spec} meta={fields[spec.name]} />
          ))}
        </SimpleGrid>
        <FormActions label={mode === 'create' ? 'Add Liability' : 'Update Liability'} cancelTo={cancelTo} mt="2" />
      </Form>
    </Box>
  )
}
