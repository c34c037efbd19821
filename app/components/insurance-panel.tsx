import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { GapList, groupByType, RetryError, TypeGroup } from '~/components/planning-panel.tsx'
import {
  Card,
  EmptyState,
  Facts,
  PrimaryLink,
  RowActions,
  SectionHeader,
  Tile,
} from '~/components/profile-overview.tsx'
import { formatDollars, pluralise } from '~/lib/format.ts'
import { profileTabHref } from '~/lib/profile-tabs.ts'
import {
  INSURANCE_DELETE_MESSAGE,
  INSURANCE_LOAD_ERROR,
  POLICY_TYPE_LABELS,
  POLICY_TYPES,
} from '~/schemas/insurance.ts'
import type { InsurancePolicyDto, InsuranceSummary } from '~/services/profile/insurance.server.ts'

// The Insurance tab of Profile Management: stat cards, coverage gaps, policies grouped by type.

function PolicyCard({ policy }: { policy: InsurancePolicyDto }) {
  return (
    <Card
      headingAs="h4"
      title={policy.policy_name}
      actions={
        <RowActions
          to={`/plan/profile/insurance/${policy.id}`}
          name={policy.policy_name}
          deleteMessage={INSURANCE_DELETE_MESSAGE}
        />
      }
    >
      <Facts
        rows={[
          ['Coverage', formatDollars(policy.coverage_amount)],
          ['Annual Premium', formatDollars(policy.annual_premium)],
          ['Primary Beneficiary', policy.beneficiary_primary],
          ['Secondary Beneficiary', policy.beneficiary_secondary],
        ]}
      />
    </Card>
  )
}

export function InsuranceTab({
  policies,
  summary,
  error,
}: {
  policies: InsurancePolicyDto[]
  summary: InsuranceSummary | null
  error: string | null
}) {
  if (!summary) return <RetryError message={error ?? INSURANCE_LOAD_ERROR} retryTo={profileTabHref('insurance')} />
  const groups = groupByType(POLICY_TYPES, policies, (policy) => policy.policy_type)
  return (
    <Stack gap="6">
      <SectionHeader
        title="Insurance"
        action={policies.length > 0 ? <PrimaryLink to="/plan/profile/insurance/new">Add Policy</PrimaryLink> : null}
      />
      <SimpleGrid as="section" aria-label="Insurance summary" columns={{ base: 1, md: 3 }} gap="3">
        <Tile label="Total Policies" value={summary.total_policies} />
        <Tile label="Annual Premiums" value={formatDollars(summary.total_annual_premiums)} />
        <Tile label="Coverage Types" value={Object.keys(summary.coverage_by_type).length} />
      </SimpleGrid>

      {summary.coverage_gaps.length > 0 ? (
        <Box
          as="section"
          aria-labelledby="coverage-gaps-title"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          borderRadius="lg"
          p="4"
        >
          <Heading as="h3" size="sm" id="coverage-gaps-title" mb="2">
            Coverage Gaps
          </Heading>
          <GapList gaps={summary.coverage_gaps} itemTestId="coverage-gap" />
        </Box>
      ) : null}

      {policies.length === 0 ? (
        <EmptyState
          text="No insurance policies yet."
          action={<PrimaryLink to="/plan/profile/insurance/new">Add Your First Policy</PrimaryLink>}
        />
      ) : (
        groups.map((group) => {
          const totals = summary.coverage_by_type[group.type]
          const count = group.rows.length
          return (
            <TypeGroup
              key={group.type}
              id={`policy-group-${group.type}`}
              heading={POLICY_TYPE_LABELS[group.type]}
              caption={
                <Text fontSize="sm" color="gray.700" mb="2" data-testid={`policy-group-${group.type}`}>
                  {pluralise(count, 'policy', 'policies')} · Total coverage {formatDollars(totals?.total_coverage ?? 0)}{' '}
                  · Annual premium {formatDollars(totals?.total_premiums ?? 0)}
                </Text>
              }
            >
              {group.rows.map((policy) => (
                <PolicyCard key={policy.id} policy={policy} />
              ))}
            </TypeGroup>
          )
        })
      )}
    </Stack>
  )
}
