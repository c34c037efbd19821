import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { SelectField } from '~/components/select-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import type { SmartLiabilitySubcategory } from '~/lib/catalogue.ts'
import { formatCents, formatCentsExact } from '~/lib/format.ts'
import { readSmartFormValues, smartInsights } from '~/lib/smart-liability-mapping.ts'
import {
  PERSONAL_LOAN_PURPOSES,
  REWARDS_TYPES,
  SMART_FORM_SUBTITLE,
  SmartLiabilitySchemas,
  smartFormTitle,
  STUDENT_LOAN_TYPES,
} from '~/schemas/smart-liability.ts'

type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'money' | 'number' | 'date' }
  | { name: string; label: string; kind: 'yesno' }
  | { name: string; label: string; kind: 'select'; options: readonly string[] }

const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())

// The fields of each loan type, in the order a person reads their statement.
const FIELDS: Record<SmartLiabilitySubcategory, FieldSpec[]> = {
  mortgage_real_estate: [
    { name: 'description', label: 'Description', kind: 'text' },
    { name: 'current_balance', label: 'Current balance ($)', kind: 'money' },
    { name: 'monthly_payment', label: 'Monthly payment ($)', kind: 'money' },
    { name: 'interest_rate', label: 'Interest rate (%)', kind: 'number' },
    { name: 'loan_term_years', label: 'Loan term (years)', kind: 'number' },
    { name: 'remaining_years', label: 'Remaining years', kind: 'number' },
    { name: 'is_fixed_rate', label: 'Fixed rate', kind: 'yesno' },
    { name: 'property_value', label: 'Property value ($)', kind: 'money' },
    { name: 'purchase_date', label: 'Purchase date', kind: 'date' },
    { name: 'escrow_included', label: 'Escrow included', kind: 'yesno' },
    { name: 'tax_deductible', label: 'Tax deductible', kind: 'yesno' },
    { name: 'refinance_date', label: 'Refinance date', kind: 'date' },
  ],
  credit_cards: [
    { name: 'card_name', label: 'Card name', kind: 'text' },
    { name: 'current_balance', label: 'Current balance ($)', kind: 'money' },
    { name: 'credit_limit', label: 'Credit limit ($)', kind: 'money' },
    { name: 'apr', label: 'APR (%)', kind: 'number' },
    { name: 'intro_apr', label: 'Intro APR (%)', kind: 'number' },
    { name: 'intro_apr_end_date', label: 'Intro APR end date', kind: 'date' },
    { name: 'minimum_payment', label: 'Minimum payment ($)', kind: 'money' },
    { name: 'average_monthly_payment', label: 'Average monthly payment ($)', kind: 'money' },
    { name: 'rewards_type', label: 'Rewards type', kind: 'select', options: REWARDS_TYPES },
  ],
  auto_loans: [
    { name: 'vehicle_description', label: 'Vehicle description', kind: 'text' },
    { name: 'current_balance', label: 'Current balance ($)', kind: 'money' },
    { name: 'monthly_payment', label: 'Monthly payment ($)', kind: 'money' },
    { name: 'interest_rate', label: 'Interest rate (%)', kind: 'number' },
    { name: 'original_loan_amount', label: 'Original loan amount ($)', kind: 'money' },
    { name: 'loan_term_months', label: 'Loan term (months)', kind: 'number' },
    { name: 'remaining_months', label: 'Remaining months', kind: 'number' },
    { name: 'vehicle_value', label: 'Vehicle value ($)', kind: 'money' },
    { name: 'vehicle_year', label: 'Vehicle year', kind: 'number' },
    { name: 'vehicle_make', label: 'Make', kind: 'text' },
    { name: 'vehicle_model', label: 'Model', kind: 'text' },
  ],
  student_loans: [
    { name: 'loan_servicer', label: 'Loan servicer', kind: 'text' },
    { name: 'current_balance', label: 'Current balance ($)', kind: 'money' },
    { name: 'monthly_payment', label: 'Monthly payment ($)', kind: 'money' },
    { name: 'interest_rate', label: 'Interest rate (%)', kind: 'number' },
    { name: 'loan_type', label: 'Loan type', kind: 'select', options: STUDENT_LOAN_TYPES },
    { name: 'repayment_plan', label: 'Repayment plan', kind: 'text' },
    { name: 'subsidized', label: 'Subsidized', kind: 'yesno' },
    { name: 'eligible_for_forgiveness', label: 'Eligible for forgiveness', kind: 'yesno' },
    { name: 'graduation_date', label: 'Graduation date', kind: 'date' },
    { name: 'first_payment_date', label: 'First payment date', kind: 'date' },
    { name: 'expected_payoff_date', label: 'Expected payoff date', kind: 'date' },
  ],
  personal_loans: [
    { name: 'description', label: 'Description', kind: 'text' },
    { name: 'current_balance', label: 'Current balance ($)', kind: 'money' },
    { name: 'monthly_payment', label: 'Monthly payment ($)', kind: 'money' },
    { name: 'interest_rate', label: 'Interest rate (%)', kind: 'number' },
    { name: 'loan_term_months', label: 'Loan term (months)', kind: 'number' },
    { name: 'remaining_months', label: 'Remaining months', kind: 'number' },
    { name: 'purpose', label: 'Purpose', kind: 'select', options: PERSONAL_LOAN_PURPOSES },
    { name: 'secured', label: 'Secured', kind: 'yesno' },
  ],
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
          <Text>{`Estimated monthly payment: ${formatCents(insights.monthlyPaymentEstimateDollars * 100)}`}</Text>
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
  const isSubmitting = useIsSubmitting()
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `smart-${subcategory}-${mode}`,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: Object.fromEntries(
      Object.entries(defaults).map(([k, v]) => [k, v === undefined || v === null ? '' : String(v)]),
    ),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
          {FIELDS[subcategory].map((spec) => {
            const meta = fields[spec.name]
            if (spec.kind === 'yesno') {
              return (
                <SelectField
                  key={spec.name}
                  meta={meta}
                  label={spec.label}
                  placeholder={null}
                  options={[
                    { value: 'true', label: 'Yes' },
                    { value: 'false', label: 'No' },
                  ]}
                />
              )
            }
            if (spec.kind === 'select') {
              return (
                <SelectField
                  key={spec.name}
                  meta={meta}
                  label={spec.label}
                  placeholder="Not specified"
                  options={spec.options.map((o) => ({ value: o, label: humanize(o) }))}
                />
              )
            }
            return (
              <TextField
                key={spec.name}
                meta={meta}
                label={spec.label}
                type={spec.kind === 'date' ? 'date' : spec.kind === 'number' ? 'number' : 'text'}
              />
            )
          })}
        </SimpleGrid>
        <HStack gap="3" mt="2">
          <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Saving...' : mode === 'create' ? 'Add Liability' : 'Update Liability'}
          </Button>
          <Button asChild variant="outline">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
        </HStack>
      </Form>
    </Box>
  )
}
