import { Box, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { FieldShell, FormActions, FormErrors, TextField, type AnyFieldMetadata } from '~/components/forms.tsx'
import { SelectField } from '~/components/select-field.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import {
  CATALOGUE,
  FREQUENCY_LABELS,
  INTEREST_BEARING_ASSETS,
  type EntryCategory,
  type Frequency,
} from '~/lib/catalogue.ts'
import { EntryFormSchema, entryFormMessage } from '~/schemas/financial-entry.ts'
import { withFormMessage } from '~/components/form-message.ts'

const FORM_FREQUENCIES: Frequency[] = ['one_time', 'monthly', 'quarterly', 'annually', 'weekly', 'daily']
const ALLOCATION_FIELDS = [
  ['real_estate_percentage', 'Real estate %'],
  ['stocks_percentage', 'Stocks %'],
  ['bonds_percentage', 'Bonds %'],
  ['cash_percentage', 'Cash %'],
  ['alternative_percentage', 'Alternative %'],
] as const

export type EntryFormDefaults = Partial<Record<string, string | number | null>>

// Small text: green.600 is 3.3:1 on white, below WCAG AA's 4.5:1; green.700 passes.
function AllocationTotal({ values }: { values: unknown[] }) {
  const total = values.reduce<number>((sum, v) => sum + (Number(v) || 0), 0)
  const rounded = Math.round(total * 100) / 100
  return (
    <Text
      aria-live="polite"
      fontSize="sm"
      color={rounded > 100 ? 'red.600' : rounded === 100 ? 'green.700' : 'gray.600'}
    >
      {`Total: ${rounded}%`}
      {rounded > 100 ? ' — Total exceeds 100%' : rounded === 100 ? ' — Perfect!' : ''}
    </Text>
  )
}

/** The full entry form, for create and edit. Works as a plain HTML form; JavaScript adds inline checks. */
export function EntryForm({
  category,
  defaults,
  lastResult,
  mode,
  cancelTo,
}: {
  category: EntryCategory
  defaults: EntryFormDefaults
  lastResult: SubmissionResult<string[]> | undefined
  mode: 'create' | 'edit'
  cancelTo: string
}) {
  const [form, fields] = useForm({
    id: `entry-${mode}`,
    lastResult,
    constraint: getZodConstraint(EntryFormSchema),
    defaultValue: { ...defaults, category },
    onValidate: ({ formData }) =>
      withFormMessage(parseWithZod(formData, { schema: EntryFormSchema }), entryFormMessage(mode, formData)),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const subcategory = fields.subcategory.value ?? String(defaults.subcategory ?? '')
  const showInterest = category === 'assets' && (INTEREST_BEARING_ASSETS as readonly string[]).includes(subcategory)
  const showLoan = category === 'liabilities'
  const allocationErrors = form.allErrors['allocation_total']

  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.category, { type: 'hidden' })} key={fields.category.key} />
      <Stack gap="1">
        <SelectField
          meta={fields.subcategory}
          label="Subcategory"
          placeholder={null}
          options={CATALOGUE[category].map((s) => ({ value: s.key, label: s.label }))}
        />
        <TextField meta={fields.description} label="Description" />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <AmountField meta={fields.amount} />
          <Field.Root disabled>
            <Field.Label>Currency</Field.Label>
            <Input value="USD" disabled readOnly bg="gray.100" />
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <SelectField
            meta={fields.frequency}
            label="Frequency"
            placeholder={null}
            options={FORM_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
          />
          <TextField meta={fields.entry_date} label="Date" type="date" />
        </SimpleGrid>
        {showInterest ? (
          <TextField
            meta={fields.interest_rate}
            label="Interest rate / APY (%)"
            type="number"
            helperText="0–20%, e.g. 4.25"
          />
        ) : null}
        {showLoan ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField meta={fields.interest_rate} label="Interest rate (%)" type="number" />
            <TextField meta={fields.minimum_payment} label="Minimum payment ($)" />
            <TextField meta={fields.loan_term_months} label="Loan term (months)" type="number" />
            <TextField meta={fields.remaining_months} label="Remaining months" type="number" />
          </SimpleGrid>
        ) : null}
        {category === 'assets' ? (
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" mb="3">
            <Text as="legend" px="1" fontWeight="semibold">
              Asset allocation
            </Text>
            <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
              {ALLOCATION_FIELDS.map(([name, label]) => (
                <TextField key={name} meta={fields[name]} label={label} type="number" />
              ))}
            </SimpleGrid>
            <AllocationTotal values={ALLOCATION_FIELDS.map(([name]) => fields[name].value)} />
            {allocationErrors?.length ? (
              <Text color="red.600" fontSize="sm" role="alert">
                {allocationErrors.join(' ')}
              </Text>
            ) : null}
          </Box>
        ) : null}
        <TextareaField meta={fields.notes} label="Notes" />
        <FormActions label={mode === 'create' ? 'Add Entry' : 'Update Entry'} cancelTo={cancelTo} />
      </Stack>
    </Form>
  )
}

/**
 * Typed as text ("1,234.50" is fine); never cleaned as the user types: a "-" or a third decimal
 * reaches the schema and is refused with its message, the same with JavaScript on and off.
 */
function AmountField({ meta }: { meta: AnyFieldMetadata }) {
  const { key, ...props } = getInputProps(meta, { type: 'text', ariaAttributes: false })
  return (
    <FieldShell meta={meta} label="Value ($)" required>
      {(control) => <Input key={key} {...props} inputMode="decimal" autoComplete="off" bg="white" {...control} />}
    </FieldShell>
  )
}
