import { Badge, Box, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DataTable, Td } from '~/components/data-table.tsx'
import { ADVISORY_SECTION_TITLES as TITLES, type AdvisoryReport } from '~/lib/advisory-report.ts'
import { formatDollars } from '~/lib/format.ts'
import { TitledSection } from './titled-section.tsx'

// The advisory report's sections in the spec's order (03 §2.9). Deterministic mode shows the
// structured lists; traditional mode the same sections as prose.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} padding="5">
      {children}
    </TitledSection>
  )
}

function Bullets({ items }: { items: string[] }) {
  return (
    <List.Root ps="5" gap="1">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  )
}

function Metric({ label, value }: { label: string; value: number }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {formatDollars(value)}
      </Text>
    </Box>
  )
}

function ExecutiveSummary({ report }: { report: AdvisoryReport }) {
  const { overview, key_metrics: m, status_flags: flags } = report.executive_summary
  return (
    <Section id="advisory-executive-summary" title={TITLES.summary}>
      <Text mb="3">{overview}</Text>
      {m ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="3">
          <Metric label="Net worth" value={m.net_worth} />
          <Metric label="Monthly surplus" value={m.monthly_surplus} />
          <Metric label="Required contributions / month" value={m.required_contrib_total_monthly} />
          <Metric label="Surplus gap / month" value={m.surplus_gap_monthly} />
        </SimpleGrid>
      ) : null}
      <HStack gap="2" data-testid="status-flags">
        <Badge colorPalette={flags.on_track ? 'green' : 'gray'}>
          {flags.on_track ? 'On track' : 'Not yet on track'}
        </Badge>
        {flags.stabilize_first ? <Badge colorPalette="orange">Stabilize first</Badge> : null}
      </HStack>
    </Section>
  )
}

function Allocation({ report }: { report: AdvisoryReport }) {
  return (
    <Section id="advisory-allocation" title={TITLES.allocation}>
      <DataTable columns={['Asset class', { label: 'Share', numeric: true }, { label: 'Value', numeric: true }]}>
        {report.asset_allocation.map((a) => (
          <tr key={a.asset_class}>
            <Td>{a.asset_class}</Td>
            <Td numeric>{a.percentage}%</Td>
            <Td numeric>{formatDollars(a.value)}</Td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

function PriorityActions({ report }: { report: AdvisoryReport }) {
  return (
    <Section id="advisory-actions" title={TITLES.actions}>
      <List.Root as="ol" ps="5" gap="3">
        {report.priority_actions_30d.map((a) => (
          <List.Item key={a.title}>
            <Text fontWeight="semibold">{a.title}</Text>
            <Text>{a.why_it_matters}</Text>
            {a.exact_refs.length ? (
              <Text fontSize="xs" color="gray.600" fontFamily="mono">
                References: {a.exact_refs.join(', ')}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </Section>
  )
}

function Citations({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null
  return (
    <Text fontSize="sm" color="gray.600" mt="2">
      Sources: {ids.join(', ')}
    </Text>
  )
}

export function AdvisoryReportView({ report }: { report: AdvisoryReport }) {
  const prose = report.mode === 'traditional'
  return (
    <Stack gap="4" data-testid="advisory-report">
      <ExecutiveSummary report={report} />
      <Allocation report={report} />
      <PriorityActions report={report} />
      <Section id="advisory-strategy" title={TITLES.strategy}>
        <Stack gap="2">
          {report.strategy_12m.map((q) => (
            <Box key={q.quarter}>
              <Text fontWeight="semibold">{q.quarter}</Text>
              {prose ? <Text>{q.actions.join(' ')}</Text> : <Bullets items={q.actions} />}
            </Box>
          ))}
        </Stack>
      </Section>
      <Section id="advisory-risk" title={TITLES.risk}>
        <Heading as="h3" size="sm" mb="1">
          Key Risks
        </Heading>
        <Bullets items={report.risk_management.top_risks} />
        {report.risk_management.mitigations.length ? (
          <>
            <Heading as="h3" size="sm" mt="3" mb="1">
              Mitigations
            </Heading>
            <Bullets items={report.risk_management.mitigations} />
          </>
        ) : null}
        <Citations ids={report.risk_management.citations} />
      </Section>
      <Section id="advisory-tax" title={TITLES.tax}>
        <Bullets items={report.tax_considerations.ideas} />
        <Citations ids={report.tax_considerations.citations} />
      </Section>
      {report.assumptions.length ? (
        <Section id="advisory-assumptions" title="Assumptions">
          <Bullets items={report.assumptions} />
        </Section>
      ) : null}
      <Text fontSize="sm" color="gray.700" data-testid="advisory-disclaimer">
        {report.disclaimer}
      </Text>
    </Stack>
  )
}
