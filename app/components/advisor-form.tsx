import { Box, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import type { ReactNode } from 'react'
import { DataTable, Td, type DataColumn } from '~/components/data-table.tsx'
import { FormErrors, NumberField, TextField, type AnyFieldMetadata } from '~/components/forms.tsx'
import { optionsFrom, SelectField, type SelectOption } from '~/components/select-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { pluralise } from '~/lib/format.ts'
import {
  ADVISOR_SECTION_FIELDS,
  ADVISOR_SECTION_LABELS,
  ADVISOR_SECTIONS,
  AdvisorFormSchema,
  INVESTMENT_PLATFORMS,
  MORTGAGE_TERMS,
  PLATFORM_LABELS,
  PRESET_SUBSCRIPTIONS,
  USAGE_FREQUENCIES,
  USAGE_LABELS,
  VESTING_LABELS,
  VESTING_SCHEDULES,
  type AdvisorFlatField,
  type AdvisorFormDefaults,
  type AdvisorSection,
} from '~/schemas/advisor.ts'

// The advisor data form (spec 2.2, 5 and 9): four sections, or one when `section` is set.
// A plain HTML form; with JavaScript conform checks the same schema as the action on blur,
// and the free-money and subscription hints follow what is typed.

type LastResult = SubmissionResult<string[]> | null | undefined

export type { AdvisorFormDefaults }

/** How one flat field is asked for; the sections list them in ADVISOR_SECTION_FIELDS' order. */
type FieldSpec =
  | { kind: 'number'; label: string; min: number; max?: number; helperText?: string }
  | { kind: 'text' | 'date'; label: string; helperText?: string }
  | { kind: 'select'; label: string; options: SelectOption[] }

const FIELD_SPECS: Record<AdvisorFlatField, FieldSpec> = {
  mortgage_rate: { kind: 'number', label: 'Interest Rate (%)', min: 0, max: 20, helperText: '0 to 20%' },
  // Text, not a number input: a mistyped amount reaches the schema's message in both modes.
  mortgage_payment: { kind: 'text', label: 'Monthly Payment ($)', helperText: 'e.g. 2,150' },
  mortgage_lender: { kind: 'text', label: 'Lender' },
  mortgage_term_years: {
    kind: 'select',
    label: 'Loan Term',
    options: MORTGAGE_TERMS.map((t) => ({ value: String(t), label: `${t} years` })),
  },
  mortgage_start_date: {
    kind: 'date',
    label: 'Start Date',
    helperText: 'When the loan began; with the term it gives the months left.',
  },
  contribution_401k: { kind: 'number', label: 'Your 401(k) Contribution (% of pay)', min: 0, max: 100 },
  employer_match: {
    kind: 'number',
    label: 'Employer Match (% of pay)',
    min: 0,
    max: 200,
    helperText: 'e.g. 3 when the employer adds up to 3% of your pay',
  },
  employer_match_limit: {
    kind: 'number',
    label: 'Match Limit (% of pay you contribute)',
    min: 0,
    max: 100,
    helperText: 'e.g. 6 for a match on the first 6% you contribute',
  },
  vesting_schedule: {
    kind: 'select',
    label: 'Vesting Schedule',
    options: optionsFrom(VESTING_LABELS, VESTING_SCHEDULES),
  },
  stock_percentage: {
    kind: 'number',
    label: 'Target Stock Allocation (%)',
    min: 0,
    max: 100,
    helperText: 'Stock + Bond must equal 100%',
  },
  bond_percentage: { kind: 'number', label: 'Target Bond Allocation (%)', min: 0, max: 100 },
  average_expense_ratio: { kind: 'number', label: 'Average Expense Ratio (%)', min: 0, max: 10 },
  investment_platform: {
    kind: 'select',
    label: 'Investment Platform',
    options: optionsFrom(PLATFORM_LABELS, INVESTMENT_PLATFORMS),
  },
}

function AdvisorField({ spec, meta }: { spec: FieldSpec; meta: AnyFieldMetadata }) {
  if (spec.kind === 'select') return <SelectField meta={meta} label={spec.label} options={spec.options} />
  if (spec.kind === 'number') {
    const { label, min, max, helperText } = spec
    return <NumberField meta={meta} label={label} min={min} max={max} step="any" helperText={helperText} />
  }
  return <TextField meta={meta} label={spec.label} type={spec.kind} helperText={spec.helperText} />
}

const number = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/**
 * Section 5's hint: the contribution is below the match limit (or, with no limit, the match),
 * so part of the employer's match is not collected.
 */
export function freeMoneyTarget(contribution: number | null, match: number | null, limit: number | null) {
  const target = limit !== null && limit > 0 ? limit : match
  if (contribution === null || target === null || !(target > 0) || !(match !== null && match > 0)) return null
  return contribution < target ? target : null
}

function SectionBox({ id, children }: { id: AdvisorSection; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p="4" bg="white" aria-labelledby={`section-${id}`}>
      <Heading as="legend" id={`section-${id}`} size="md" mb="2" px="1">
        {ADVISOR_SECTION_LABELS[id]}
      </Heading>
      {children}
    </Box>
  )
}

function Hint({ tone, testId, children }: { tone: 'yellow' | 'blue'; testId: string; children: ReactNode }) {
  return (
    <Box
      role="status"
      bg={`${tone}.50`}
      borderWidth="1px"
      borderColor={tone === 'yellow' ? 'yellow.300' : undefined}
      borderRadius="md"
      p="3"
      mt={tone === 'yellow' ? '2' : '3'}
      data-testid={testId}
    >
      {children}
    </Box>
  )
}

type PresetFields = ReturnType<ReturnType<typeof useAdvisorForm>[1]['presets']['getFieldList']>[number]

const SUBSCRIPTION_COLUMNS = [
  'Subscription',
  { label: 'Monthly cost ($)', numeric: true },
  'Usage',
] as const satisfies readonly DataColumn[]

/**
 * One preset subscription: ticked or not, its monthly cost and how often it is used. Its cells
 * carry their headings as `data-label` themselves (for the stacked rows on a phone): DataTable
 * labels the cells of a <tr> it is given, not those of a component's row.
 */
function SubscriptionRow({ preset, index }: { preset: PresetFields; index: number }) {
  const p = preset.getFieldset()
  const name = PRESET_SUBSCRIPTIONS[index]?.name ?? String(p.name.initialValue)
  const { key: checkKey, ...checkProps } = getInputProps(p.selected, { type: 'checkbox', ariaAttributes: false })
  const { key: costKey, ...costProps } = getInputProps(p.cost, { type: 'number', ariaAttributes: false })
  const { key: usageKey, ...usageProps } = getSelectProps(p.usage_frequency, { ariaAttributes: false })
  const errors = [...(p.cost.errors ?? []), ...(p.usage_frequency.errors ?? [])]
  return (
    <tr>
      <Td data-label={SUBSCRIPTION_COLUMNS[0]}>
        <input type="hidden" name={p.name.name} value={name} />
        <chakra.label display="flex" alignItems="center" gap="2" htmlFor={p.selected.id}>
          <chakra.input key={checkKey} {...checkProps} w="4" h="4" />
          <span>{name}</span>
        </chakra.label>
        {errors.length ? (
          <Text color="red.600" fontSize="sm" id={p.cost.errorId}>
            {errors.join(' ')}
          </Text>
        ) : null}
      </Td>
      <Td numeric data-label={SUBSCRIPTION_COLUMNS[1].label}>
        <chakra.input
          key={costKey}
          {...costProps}
          min={0}
          step="0.01"
          aria-label={`${name} monthly cost`}
          aria-invalid={p.cost.errors?.length ? true : undefined}
          w="24"
          borderWidth="1px"
          borderRadius="md"
          px="2"
          py="1"
        />
      </Td>
      <Td data-label={SUBSCRIPTION_COLUMNS[2]}>
        <chakra.select
          key={usageKey}
          {...usageProps}
          aria-label={`${name} usage`}
          borderWidth="1px"
          borderRadius="md"
          px="2"
          py="1"
        >
          {USAGE_FREQUENCIES.map((u) => (
            <option key={u} value={u}>
              {USAGE_LABELS[u]}
            </option>
          ))}
        </chakra.select>
      </Td>
    </tr>
  )
}

function SubscriptionsTable({ presets }: { presets: PresetFields[] }) {
  const selectedCount = presets.filter((p) => p.getFieldset().selected.value === 'on').length
  return (
    <>
      <Text fontSize="sm" color="gray.600" mb="2">
        Tick the services you pay for; adjust the monthly cost and how often you use each.
      </Text>
      <DataTable columns={SUBSCRIPTION_COLUMNS}>
        {presets.map((preset, index) => (
          <SubscriptionRow key={preset.key} preset={preset} index={index} />
        ))}
      </DataTable>
      {selectedCount > 3 ? (
        <Hint tone="blue" testId="subscription-hint">
          <Text fontSize="sm">
            {`You have ${pluralise(selectedCount, 'subscription')} selected. Review which ones you really use: mark the ones you use rarely or never and we will size what cancelling them saves.`}
          </Text>
        </Hint>
      ) : null}
    </>
  )
}

function useAdvisorForm(section: AdvisorSection | null, defaults: AdvisorFormDefaults, lastResult: LastResult) {
  return useForm({
    id: `advisor-data-${section ?? 'all'}`,
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(AdvisorFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdvisorFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
}

export function AdvisorForm({
  defaults,
  section,
  lastResult,
  skipTo,
}: {
  defaults: AdvisorFormDefaults
  section: AdvisorSection | null
  lastResult: LastResult
  skipTo: string
}) {
  const [form, fields] = useAdvisorForm(section, defaults, lastResult)
  const isSubmitting = useIsSubmitting()
  const shown = ADVISOR_SECTIONS.filter((s) => section === null || section === s)
  const target = freeMoneyTarget(
    number(fields.contribution_401k.value),
    number(fields.employer_match.value),
    number(fields.employer_match_limit.value),
  )
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {section ? <input type="hidden" name="section" value={section} /> : null}
      <Stack gap="4">
        {shown.map((id) => (
          <SectionBox key={id} id={id}>
            {id === 'subscriptions' ? (
              <SubscriptionsTable presets={fields.presets.getFieldList()} />
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
                {ADVISOR_SECTION_FIELDS[id].map((name) => (
                  <AdvisorField key={name} spec={FIELD_SPECS[name]} meta={fields[name]} />
                ))}
              </SimpleGrid>
            )}
            {id === 'retirement' && target !== null ? (
              <Hint tone="yellow" testId="free-money-hint">
                <Text fontWeight="semibold">{`You're leaving free money on the table!`}</Text>
                <Text fontSize="sm">
                  {`Contribute at least ${target}% of your pay to collect your employer's full match.`}
                </Text>
              </Hint>
            ) : null}
          </SectionBox>
        ))}

        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save & Generate Recommendations'}
          </Button>
          <Button asChild variant="outline">
            <Link to={skipTo}>Skip for Now</Link>
          </Button>
        </HStack>
        {section ? (
          <Text fontSize="sm" color="gray.600">
            {'Only this section is shown; the others keep what you saved. '}
            <Link to="?">Show all sections</Link>
          </Text>
        ) : (
          <HStack as="nav" aria-label="Edit one section" gap="3" fontSize="sm" wrap="wrap">
            {ADVISOR_SECTIONS.map((s) => (
              <Link key={s} to={`?section=${s}`}>
                {`Only ${ADVISOR_SECTION_LABELS[s]}`}
              </Link>
            ))}
          </HStack>
        )}
      </Stack>
    </Form>
  )
}
