import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { ErrorBanner, formMessages } from '~/components/error-banner.tsx'
import { CheckboxField, TextField } from '~/components/forms.tsx'
import { Stat } from '~/components/retirement-calculators.tsx'
import { optionsFrom, SelectField } from '~/components/select-field.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { formatDollars } from '~/lib/format.ts'
import { FILING_STATUS_LABELS, FILING_STATUSES } from '~/schemas/profile.ts'
import { TaxPanelFormSchema, type TaxPanelInput } from '~/schemas/tax-panel.ts'
import type { TaxPanel } from '~/services/tax/panel.server.ts'

// The Tax panel's cards, configure form and analysis (spec 02 §2.8). Everything shown is
// computed on the server from the saved record; the form is a plain POST.

type LastResult = SubmissionResult<string[]> | null | undefined

const asText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? undefined : String(value)

export function TaxCards({ panel }: { panel: TaxPanel }) {
  const { cards, analysis } = panel
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="6">
      <Stat
        label="Tax Bracket"
        testId="tax-card-bracket"
        value={cards.tax_bracket === null ? '—' : `${cards.tax_bracket}%`}
        note={
          analysis.marginal_rate === null
            ? 'Add AGI and filing status'
            : `${analysis.marginal_rate}% with ${analysis.state_tax_rate}% state`
        }
      />
      <Stat
        label="AGI"
        testId="tax-card-agi"
        value={cards.adjusted_gross_income === null ? '—' : formatDollars(cards.adjusted_gross_income)}
        note={`Tax year ${panel.year}`}
      />
      <Stat
        label="Charitable"
        testId="tax-card-charitable"
        value={cards.charitable_giving === null ? '—' : formatDollars(cards.charitable_giving)}
        note="given a year"
      />
      {/* Without an AGI nothing was analysed: "0 recommended" would read as a finding. */}
      <Stat
        label="Strategies"
        testId="tax-card-strategies"
        value={analysis.marginal_rate === null ? '—' : String(cards.strategies)}
        note={analysis.marginal_rate === null ? 'after the analysis' : 'recommended'}
      />
    </SimpleGrid>
  )
}

export function TaxConfigureForm({ panel, lastResult }: { panel: TaxPanel; lastResult: LastResult }) {
  const info = panel.tax_info
  const isSubmitting = useIsSubmitting()
  const [form, fields] = useForm<{ [K in keyof TaxPanelInput]-?: string | undefined }, TaxPanelInput>({
    id: 'tax-configure',
    lastResult,
    defaultValue: {
      tax_year: String(panel.year),
      filing_status: asText(info?.filing_status),
      adjusted_gross_income: asText(info?.adjusted_gross_income),
      federal_tax_bracket: asText(info?.federal_tax_bracket),
      effective_tax_rate: asText(info?.effective_tax_rate),
      state_tax_rate: asText(info?.state_tax_rate),
      charitable_giving_annual: asText(info?.charitable_giving_annual),
      itemized_deduction_total: asText(info?.itemized_deduction_total),
      tax_loss_harvesting_enabled: info?.tax_loss_harvesting_enabled ? 'on' : undefined,
      backdoor_roth_eligible: info?.backdoor_roth_eligible ? 'on' : undefined,
      mega_backdoor_roth_available: info?.mega_backdoor_roth_available ? 'on' : undefined,
      notes: asText(info?.notes),
    },
    constraint: getZodConstraint(TaxPanelFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TaxPanelFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)}>
      {/* The panel's red banner: the form's own refusal and, again, what it shows under each
          field, from the form's state, so it is the same with JavaScript on and off. */}
      <Box id={form.errorId}>
        <ErrorBanner messages={formMessages(form.allErrors)} testId="tax-error" />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="4">
        <TextField meta={fields.tax_year} label="Tax Year" type="number" />
        <SelectField
          meta={fields.filing_status}
          label="Filing Status"
          options={optionsFrom(FILING_STATUS_LABELS, FILING_STATUSES)}
        />
        <TextField meta={fields.adjusted_gross_income} label="Adjusted Gross Income ($)" />
        <TextField
          meta={fields.federal_tax_bracket}
          label="Federal Tax Bracket (%)"
          helperText="Used only when AGI or filing status is missing."
        />
        <TextField meta={fields.effective_tax_rate} label="Effective Tax Rate (%)" />
        <TextField meta={fields.state_tax_rate} label="State Tax Rate (%)" />
        <TextField meta={fields.charitable_giving_annual} label="Annual Charitable Giving ($)" />
        <TextField
          meta={fields.itemized_deduction_total}
          label="Itemized Deductions Total ($)"
          helperText="Including your charitable gifts."
        />
      </SimpleGrid>
      <Box mb="3">
        <CheckboxField meta={fields.tax_loss_harvesting_enabled} label="Tax-loss harvesting enabled" mb="2" />
        <CheckboxField meta={fields.backdoor_roth_eligible} label="Already using the backdoor Roth IRA" mb="2" />
        <CheckboxField
          meta={fields.mega_backdoor_roth_available}
          label="My 401(k) allows after-tax contributions (mega backdoor Roth)"
          mb="2"
        />
      </Box>
      <TextareaField meta={fields.notes} label="Notes" />
      <Button type="submit" colorPalette="blue" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Tax Information'}
      </Button>
    </Form>
  )
}

const SAVINGS = [
  {
    key: 'charitable',
    label: 'Charitable Deduction Savings',
    testId: 'saving-charitable',
    note: 'a year, from gifts above the standard deduction',
  },
  {
    key: 'itemizing',
    label: 'Itemizing Benefit',
    testId: 'saving-itemizing',
    note: 'itemized total above the standard deduction',
  },
  {
    key: 'backdoor_roth',
    label: 'Backdoor Roth',
    testId: 'saving-backdoor',
    note: 'tax-free growth room at your marginal rate',
  },
  { key: 'tax_loss_harvesting', label: 'Tax-Loss Harvesting', testId: 'saving-harvesting', note: 'estimated a year' },
] as const satisfies readonly { key: keyof NonNullable<TaxPanel['analysis']['savings']>; [k: string]: string }[]

export function TaxSavingsAnalysis({ panel }: { panel: TaxPanel }) {
  const { analysis } = panel
  const { savings } = analysis
  return (
    <Box as="section" aria-labelledby="tax-savings" bg="white" borderWidth="1px" borderRadius="lg" p="5" mb="6">
      <Heading as="h2" id="tax-savings" size="lg" mb="3">
        Tax Savings Analysis
      </Heading>
      {savings ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="tax-savings">
          {SAVINGS.map(({ key, label, testId, note }) => (
            <Stat key={key} label={label} testId={testId} value={formatDollars(savings[key])} note={note} />
          ))}
        </SimpleGrid>
      ) : (
        <Text color="gray.600">Save your tax information to see estimated savings.</Text>
      )}
      {analysis.federal_tax !== null ? (
        <Text mt="3" fontSize="sm" data-testid="tax-federal">
          Estimated {analysis.table_year} federal income tax: {formatDollars(analysis.federal_tax)} on taxable income of{' '}
          {formatDollars(analysis.taxable_income ?? 0)} (effective rate {analysis.effective_rate}%; standard deduction{' '}
          {formatDollars(analysis.standard_deduction ?? 0)}).
        </Text>
      ) : null}
      {analysis.hints.length > 0 ? (
        <Stack as="ul" gap="1" pl="5" mt="3" fontSize="sm" color="gray.700" data-testid="tax-hints">
          {analysis.hints.map((hint) => (
            <Text as="li" key={hint}>
              {hint}
            </Text>
          ))}
        </Stack>
      ) : null}
      {analysis.assumptions.length > 0 ? (
        <Stack as="ul" gap="1" pl="5" mt="2" fontSize="xs" color="gray.600">
          {analysis.assumptions.map((a) => (
            <Text as="li" key={a}>
              {a}
            </Text>
          ))}
        </Stack>
      ) : null}
      {analysis.table_source ? (
        <Text mt="2" fontSize="xs" color="gray.600">
          Brackets: {analysis.table_source}
        </Text>
      ) : null}
    </Box>
  )
}

export function TaxRecommendations({ panel }: { panel: TaxPanel }) {
  const { recommendations } = panel.analysis
  return (
    <Box as="section" aria-labelledby="tax-recommendations" bg="white" borderWidth="1px" borderRadius="lg" p="5" mb="6">
      <Heading as="h2" id="tax-recommendations" size="lg" mb="3">
        Tax Planning Recommendations
      </Heading>
      {recommendations.length === 0 ? (
        <Text color="gray.600">No strategies to recommend for the information on file.</Text>
      ) : (
        <Stack gap="3" data-testid="tax-recommendation-list">
          {recommendations.map((r) => (
            <Box key={r.id} borderWidth="1px" borderRadius="md" p="4" data-testid={`tax-recommendation-${r.id}`}>
              <Heading as="h3" size="md" mb="1">
                {r.title}{' '}
                <Badge colorPalette={r.priority === 'high' ? 'red' : 'yellow'}>
                  {r.priority === 'high' ? 'High priority' : 'Medium priority'}
                </Badge>
              </Heading>
              <Text>{r.description}</Text>
              {r.estimated_annual_savings !== null ? (
                <Text fontWeight="semibold" mt="1">
                  Estimated value: {formatDollars(r.estimated_annual_savings)} a year
                </Text>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  )
}
