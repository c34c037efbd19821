import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { RetryError } from '~/components/estate-panel.tsx'
import {
  Card,
  EmptyState,
  Facts,
  LinkButton,
  PrimaryLink,
  profileTabHref,
  SectionHeader,
  Tile,
  wholeDollars,
} from '~/components/profile-overview.tsx'
import { POLICY_TYPE_LABELS, POLICY_TYPES } from '~/schemas/insurance.ts'
import type { InsurancePolicyDto, InsuranceSummary } from '~/services/profile/insurance.server.ts'

// The Insurance tab of Profile Management: stat cards, coverage gaps, policies grouped by type.

export const INSURANCE_DELETE_MESSAGE = 'Are you sure you want to delete this insurance policy?'
export const INSURANCE_LOAD_ERROR = 'Failed to load insurance data'

function PolicyCard({ policy }: { policy: InsurancePolicyDto }) {
  return (
    <Card
      headingAs="h4"
      title={policy.policy_name}
      actions={
        <>
          <LinkButton to={`/plan/profile/insurance/${policy.id}/edit`} label={`Edit ${policy.policy_name}`}>
            Edit
          </LinkButton>
          <ConfirmDeleteLink
            to={`/plan/profile/insurance/${policy.id}/delete`}
            ariaLabel={`Delete ${policy.policy_name}`}
            message={INSURANCE_DELETE_MESSAGE}
          >
            Delete
          </ConfirmDeleteLink>
        </>
      }
    >
      <Facts
        rows={[
          ['Coverage', wholeDollars(policy.coverage_amount)],
          ['Annual Premium', wholeDollars(policy.annual_premium)],
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
  const groups = POLICY_TYPES.map((type) => ({
    type,
    policies: policies.filter((p) => p.policy_type === type),
  })).filter((group) => group.policies.length > 0)
  return (
    <Stack gap="6">
      <SectionHeader
        title="Insurance"
        action={policies.length > 0 ? <PrimaryLink to="/plan/profile/insurance/new">Add Policy</PrimaryLink> : null}
      />
      <SimpleGrid as="section" aria-label="Insurance summary" columns={{ base: 1, md: 3 }} gap="3">
        <Tile label="Total Policies" value={summary.total_policies} />
        <Tile label="Annual Premiums" value={wholeDollars(summary.total_annual_premiums)} />
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
          <List.Root gap="2" ps="4">
            {summary.coverage_gaps.map((gap) => (
              <List.Item key={gap.key} data-testid="coverage-gap">
                <Text as="span" fontWeight="semibold">
                  {gap.title}
                </Text>
                : {gap.reason}
              </List.Item>
            ))}
          </List.Root>
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
          return (
            <Box as="section" key={group.type} aria-labelledby={`policy-group-${group.type}`}>
              <Heading as="h3" size="sm" id={`policy-group-${group.type}`}>
                {POLICY_TYPE_LABELS[group.type]}
              </Heading>
              <Text fontSize="sm" color="gray.700" mb="2" data-testid={`policy-group-${group.type}`}>
                {group.policies.length} {group.policies.length === 1 ? 'policy' : 'policies'} · Total coverage{' '}
                {wholeDollars(totals?.total_coverage ?? 0)} · Annual premium {wholeDollars(totals?.total_premiums ?? 0)}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {group.policies.map((policy) => (
                  <PolicyCard key={policy.id} policy={policy} />
                ))}
              </SimpleGrid>
            </Box>
          )
        })
      )}
    </Stack>
  )
}
