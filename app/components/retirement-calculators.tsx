import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { StaticTable, Td, Th } from '~/components/data-table.tsx'
import { ErrorBanner, formMessages } from '~/components/error-banner.tsx'
import type { ReactNode } from 'react'
import { TextField } from '~/components/forms.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import { formatDollars } from '~/lib/format.ts'
import { formatAgeMonths } from '~/lib/social-security.ts'
import {
  CLAIMING_AGES,
  MatchAnalysisSchema,
  SocialSecuritySchema,
  VESTING_LABELS,
  VESTING_SCHEDULES,
} from '~/schemas/retirement.ts'
import type { MatchAnalysisResult } from '~/lib/retirement/match-result.ts'
import type { SocialSecurityResult } from '~/lib/retirement/social-security-result.ts'

// The Retirement panel's two calculators. Both are GET forms: the server computes the answer
// from the query string, so a result is a URL that can be reloaded, shared or bookmarked, and
// the page works without JavaScript. With it, conform checks the fields with the same schemas.

type LastResult = SubmissionResult<string[]> | null | undefined
type FormValues = Record<string, string | undefined>

export function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string
  value: ReactNode
  note?: ReactNode
  testId?: string
}) {
  return (
    <Box bg="gray.50" borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
      {note ? (
        <Text fontSize="xs" color="gray.600">
          {note}
        </Text>
      ) : null}
    </Box>
  )
}

/** The other calculator's query values, so submitting one form keeps the other's answer. */
function KeepValues({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export function SocialSecurityForm({
  values,
  lastResult,
  keep,
  prefillNote,
}: {
  values: FormValues
  lastResult: LastResult
  keep: Record<string, string>
  prefillNote: string | null
}) {
  const [form, fields] = useForm({
    id: 'social-security',
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(SocialSecuritySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SocialSecuritySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="get" {...getFormProps(form)}>
      <ErrorBanner messages={formMessages(form.allErrors)} testId="retirement-error" />
      <KeepValues values={keep} />
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
        <TextField meta={fields.estimated_benefit} label="Estimated Monthly Benefit at Full Retirement Age ($)" />
        <SelectField
          meta={fields.claiming_age}
          label="Claiming Age"
          placeholder={null}
          options={CLAIMING_AGES.map((age) => ({ value: String(age), label: String(age) }))}
        />
        <TextField
          meta={fields.birth_year}
          label="Birth Year"
          type="number"
          helperText="Sets your full retirement age; 67 when left blank."
        />
        <TextField
          meta={fields.birth_date}
          label="Date of Birth"
          type="date"
          helperText="Optional, more exact: SSA counts someone born on the 1st as born the month before, and pays from 62 only for a whole month at 62."
        />
      </SimpleGrid>
      {prefillNote ? (
        <Text fontSize="sm" color="gray.600" mb="2">
          {prefillNote}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="blue">
        Calculate Benefits
      </Button>
    </Form>
  )
}

const TIMING_LABEL = { early: 'Early', full: 'Full', delayed: 'Delayed' } as const

const SS_COLUMNS = ['Claiming Age', '% of Full Benefit', 'Monthly', 'Annual', 'Timing'] as const

/** The claimed age's row, as Chakra's blue.50 (a token of /styles/chakra-global.css). */
const CHOSEN_ROW = { background: 'var(--chakra-colors-blue-50)' }

/**
 * The benefit at each claiming age. StaticTable rather than DataTable for its caption and test id;
 * each cell carries its heading as `data-label`, so on a phone the rows stack as "heading: value"
 * lines (app/styles/layout.css) as DataTable's do.
 */
function ClaimingComparison({ result }: { result: SocialSecurityResult }) {
  return (
    <div className="wp-stack-table wp-table-scroll">
      <StaticTable data-testid="ss-comparison">
        <caption>Benefit by claiming age (SSA reduction and delayed retirement credit rules)</caption>
        <thead>
          <tr>
            <Th>{SS_COLUMNS[0]}</Th>
            <Th numeric>{SS_COLUMNS[1]}</Th>
            <Th numeric>{SS_COLUMNS[2]}</Th>
            <Th numeric>{SS_COLUMNS[3]}</Th>
            <Th>{SS_COLUMNS[4]}</Th>
          </tr>
        </thead>
        <tbody>
          {result.comparison.map((row) => {
            const chosen = row.claiming_age_months === result.claiming_age_months
            return (
              <tr
                key={row.claiming_age_months}
                style={chosen ? CHOSEN_ROW : undefined}
                aria-current={chosen ? 'true' : undefined}
                data-testid={`ss-row-${row.claiming_age_months}`}
              >
                <Td data-label={SS_COLUMNS[0]}>
                  {row.claiming_age_label}
                  {chosen ? ' (your choice)' : ''}
                </Td>
                <Td numeric data-label={SS_COLUMNS[1]}>
                  {row.percent_of_pia}%
                </Td>
                <Td numeric data-label={SS_COLUMNS[2]}>
                  {formatDollars(row.monthly_benefit)}
                </Td>
                <Td numeric data-label={SS_COLUMNS[3]}>
                  {formatDollars(row.annual_benefit)}
                </Td>
                <Td data-label={SS_COLUMNS[4]}>
                  <Badge colorPalette={row.timing === 'early' ? 'orange' : row.timing === 'full' ? 'green' : 'blue'}>
                    {TIMING_LABEL[row.timing]}
                  </Badge>
                </Td>
              </tr>
            )
          })}
        </tbody>
      </StaticTable>
    </div>
  )
}

export function SocialSecurityResults({ result }: { result: SocialSecurityResult }) {
  return (
    <Stack gap="4" mt="5" data-testid="ss-results">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Stat
          label="Full Retirement Age"
          value={result.full_retirement_age.label}
          testId="ss-fra"
          note={fraNote(result)}
        />
        <Stat
          label={`Monthly Benefit at ${result.claiming_age_label}`}
          value={formatDollars(result.monthly_benefit)}
          testId="ss-monthly"
          note={`${result.percent_of_pia}% of your full benefit · ${formatDollars(result.annual_benefit)} a year`}
        />
        <Stat
          label="Change from Full Benefit"
          value={`${result.change_from_full_benefit < 0 ? '-' : '+'}${formatDollars(Math.abs(result.change_from_full_benefit))}`}
          testId="ss-change"
          note="a month, for life"
        />
      </SimpleGrid>
      <Text data-testid="ss-recommendation">{result.recommendation}</Text>
      {result.notes.length > 0 ? (
        <Stack as="ul" gap="1" pl="5" fontSize="sm" color="gray.700" data-testid="ss-notes">
          {result.notes.map((note) => (
            <Text as="li" key={note}>
              {note}
            </Text>
          ))}
        </Stack>
      ) : null}
      <ClaimingComparison result={result} />
      {result.breakeven.length > 0 ? (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            Breakeven Ages
          </Heading>
          <Stack as="ul" gap="1" pl="5" data-testid="ss-breakeven">
            {result.breakeven.map((b) => (
              <Text as="li" key={`${b.earlier_claiming_age}-${b.later_claiming_age}`}>
                Claiming at {formatAgeMonths(b.later_claiming_age_months)} instead of{' '}
                {formatAgeMonths(b.earlier_claiming_age_months)}:{' '}
                {b.breakeven_age_label
                  ? `pays more in total from age ${b.breakeven_age_label}`
                  : 'never pays more in total'}
              </Text>
            ))}
          </Stack>
          <Text fontSize="xs" color="gray.600" mt="1">
            Totals in today&apos;s dollars, before taxes, without cost-of-living adjustments or discounting.
          </Text>
        </Box>
      ) : null}
    </Stack>
  )
}

function fraNote(result: SocialSecurityResult) {
  const { source, month } = result.full_retirement_age
  if (source === 'birth_date') return `Born ${result.birth_date}; reached in ${month}`
  return source === 'birth_year' ? `Born in ${result.birth_year}` : 'Default: no birth year given'
}

export function MatchForm({
  values,
  lastResult,
  keep,
  limitLabelYear,
  limitPlaceholder,
  prefillNote,
}: {
  values: FormValues
  lastResult: LastResult
  keep: Record<string, string>
  limitLabelYear: number
  limitPlaceholder: string
  prefillNote: string | null
}) {
  const [form, fields] = useForm({
    id: 'match-analysis',
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(MatchAnalysisSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MatchAnalysisSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="get" {...getFormProps(form)}>
      <ErrorBanner messages={formMessages(form.allErrors)} testId="retirement-error" />
      <KeepValues values={keep} />
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
        <TextField meta={fields.salary} label="Annual Salary ($)" />
        <TextField meta={fields.contribution_percent} label="Your Contribution (% of pay)" />
        <TextField
          meta={fields.match_formula}
          label="Employer Match Formula"
          helperText='For example "100% up to 3%", "50% up to 6%" or "100% of first 3% and 50% of next 2%".'
        />
        <SelectField
          meta={fields.vesting_schedule}
          label="Vesting Schedule"
          options={optionsFrom(VESTING_LABELS, VESTING_SCHEDULES)}
        />
        <TextField
          meta={fields.deferral_limit}
          label={`${limitLabelYear} Contribution Limit ($)`}
          helperText={`Leave blank for the IRS limit (${limitPlaceholder}); enter more to include an age-50 catch-up.`}
        />
      </SimpleGrid>
      <input type="hidden" name="year" value={String(limitLabelYear)} />
      {prefillNote ? (
        <Text fontSize="sm" color="gray.600" mb="2">
          {prefillNote}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="blue">
        Analyze Match
      </Button>
    </Form>
  )
}

export function MatchResults({ result }: { result: MatchAnalysisResult }) {
  const leaving = result.left_on_table > 0
  return (
    <Stack gap="4" mt="5" data-testid="match-results">
      <Text>
        Formula read as: <strong data-testid="match-formula">{result.formula}</strong>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <Stat
          label="Annual Employer Match"
          value={formatDollars(result.max_annual_match)}
          testId="match-max"
          note="the most your plan pays"
        />
        <Stat
          label="Your Contribution Captures"
          value={formatDollars(result.captured_match)}
          testId="match-captured"
          note={`${formatDollars(result.captured_match / 12)} a month`}
        />
        <Stat label="Left on the Table" value={formatDollars(result.left_on_table)} testId="match-left" note="a year" />
        <Stat
          label="Contribution Needed"
          value={`${result.contribution_needed_percent}%`}
          testId="match-needed"
          note="of pay for the full match"
        />
      </SimpleGrid>
      <Box
        role="status"
        bg={leaving ? 'orange.50' : 'green.50'}
        borderWidth="1px"
        borderColor={leaving ? 'orange.300' : 'green.300'}
        borderRadius="md"
        px="4"
        py="3"
        data-testid="match-message"
      >
        {result.message}
      </Box>
      <Text fontSize="sm" color="gray.600">
        You contribute {formatDollars(result.employee_contribution)} a year against a {result.limits_year} deferral
        limit of {formatDollars(result.deferral_limit)} (
        {result.deferral_limit_source === 'irs' ? 'IRS limit' : 'your entry'}).
        {result.compensation_capped
          ? ` Pay above ${formatDollars(result.compensation)} is not counted by the plan (IRS compensation limit).`
          : ''}
        {result.max_limited_by_deferral_limit ? ' The deferral limit, not the formula, caps your match.' : ''} Computed
        on the year as a whole, as if the plan trues up at year end.
      </Text>
      {result.vesting_note ? <Text fontSize="sm">{result.vesting_note}</Text> : null}
    </Stack>
  )
}
