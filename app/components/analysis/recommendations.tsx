import { Badge, Box, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import {
  allOf,
  PRIORITY_COLOUR,
  RECOMMENDATION_STATUS_LABEL,
  RECOMMENDATION_TYPE_LABEL,
  STATUS_ACTION_LABEL,
} from '~/lib/analysis-display.ts'
import { formatDollars, pluralise } from '~/lib/format.ts'
import type { DecoratedAnalysis, DecoratedRecommendation } from '~/services/analysis/decisions.server.ts'

export const RECOMMENDATION_FILTERS = ['all', 'immediate', 'short_term', 'long_term'] as const
export type RecommendationFilter = (typeof RECOMMENDATION_FILTERS)[number]

function RecommendationCard({ rec, goalNames }: { rec: DecoratedRecommendation; goalNames: Record<string, string> }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('recommendation_id') === rec.id
  const impact = rec.projected_impact
  return (
    <Box as="article" aria-labelledby={`rec-${rec.id}`} bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h3" size="sm" id={`rec-${rec.id}`}>
          {rec.title}
        </Heading>
        <Badge colorPalette={PRIORITY_COLOUR[rec.priority]}>{`${rec.priority} priority`}</Badge>
        <Badge variant="outline">{RECOMMENDATION_TYPE_LABEL[rec.type]}</Badge>
        <Badge variant="outline">{rec.category.replace('_', ' ')}</Badge>
        <Badge
          colorPalette={rec.status === 'accepted' || rec.status === 'completed' ? 'green' : 'gray'}
          ms="auto"
          data-testid={`rec-status-${rec.id}`}
        >
          {RECOMMENDATION_STATUS_LABEL[rec.status]}
        </Badge>
      </Flex>
      <Text fontSize="sm" mt="2">
        {rec.description}
      </Text>
      <Text fontSize="sm" color="gray.700" mt="1">
        {rec.impact_description}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="1" mt="2" fontSize="sm">
        <Box>
          <Text as="dt" color="gray.600">
            Success rate
          </Text>
          <Text as="dd">{`+${pluralise(impact.success_rate_improvement, 'point')}`}</Text>
        </Box>
        {impact.cost_reduction > 0 ? (
          <Box>
            <Text as="dt" color="gray.600">
              Monthly amount
            </Text>
            <Text as="dd">{formatDollars(impact.cost_reduction)}</Text>
          </Box>
        ) : null}
        {impact.time_saved !== 0 ? (
          <Box>
            <Text as="dt" color="gray.600">
              {impact.time_saved > 0 ? 'Time saved' : 'Time added'}
            </Text>
            <Text as="dd">{pluralise(Math.abs(impact.time_saved), 'month')}</Text>
          </Box>
        ) : null}
        {impact.additional_savings > 0 ? (
          <Box>
            <Text as="dt" color="gray.600">
              Additional savings
            </Text>
            <Text as="dd">{`${formatDollars(impact.additional_savings)}/yr`}</Text>
          </Box>
        ) : null}
        <Box>
          <Text as="dt" color="gray.600">
            Estimated time
          </Text>
          <Text as="dd">{rec.estimated_time}</Text>
        </Box>
        <Box>
          <Text as="dt" color="gray.600">
            Difficulty
          </Text>
          <Text as="dd">{rec.difficulty}</Text>
        </Box>
        <Box>
          <Text as="dt" color="gray.600">
            Goals
          </Text>
          <Text as="dd" title={rec.goals_affected.map((id) => goalNames[id] ?? id).join(', ')}>
            {rec.goals_affected.length}
          </Text>
        </Box>
      </SimpleGrid>
      {rec.prerequisites.length || rec.action_steps.length ? (
        <chakra.details mt="2">
          <chakra.summary cursor="pointer" fontSize="sm" color="blue.700">
            Prerequisites and action steps
          </chakra.summary>
          {rec.prerequisites.length ? (
            <>
              <Text fontSize="sm" fontWeight="semibold" mt="1">
                Prerequisites
              </Text>
              <Stack as="ul" gap="0" ps="5" fontSize="sm">
                {rec.prerequisites.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Stack>
            </>
          ) : null}
          <Text fontSize="sm" fontWeight="semibold" mt="1">
            Action steps
          </Text>
          <Stack as="ol" gap="0" ps="5" fontSize="sm">
            {rec.action_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Stack>
        </chakra.details>
      ) : null}
      {rec.next_statuses.length ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="recommendation_id" value={rec.id} />
          {rec.status !== 'new' ? (
            <Box mt="3">
              <label htmlFor={`notes-${rec.id}`}>
                <Text as="span" fontSize="sm" fontWeight="medium">
                  Notes
                </Text>
              </label>
              <Textarea id={`notes-${rec.id}`} name="notes" defaultValue={rec.notes ?? ''} maxLength={2000} size="sm" />
            </Box>
          ) : null}
          <HStack mt="3" gap="2" wrap="wrap">
            {rec.next_statuses.map((status) => (
              <Button
                key={status}
                type="submit"
                name="status"
                value={status}
                size="sm"
                disabled={busy}
                colorPalette={
                  status === 'rejected' ? 'red' : status === 'accepted' || status === 'completed' ? 'green' : 'gray'
                }
                variant={status === 'viewed' ? 'outline' : 'solid'}
                aria-label={`${STATUS_ACTION_LABEL[status]}: ${rec.title}`}
              >
                {STATUS_ACTION_LABEL[status]}
              </Button>
            ))}
          </HStack>
        </Form>
      ) : rec.notes ? (
        <Text fontSize="sm" mt="2" color="gray.700">{`Notes: ${rec.notes}`}</Text>
      ) : null}
    </Box>
  )
}

export function RecommendationsTab({
  analysis,
  filter,
  goalNames,
}: {
  analysis: DecoratedAnalysis
  filter: RecommendationFilter
  goalNames: Record<string, string>
}) {
  const groups = analysis.recommendations
  const total = analysis.counts.recommendations
  if (total === 0) {
    return (
      <Box>
        <Heading as="h3" size="md">
          No Recommendations
        </Heading>
        <Text color="gray.600">Your goals and cash flow need no changes right now.</Text>
        <Form method="post">
          <input type="hidden" name="intent" value="refresh" />
          <Button type="submit" mt="2" size="sm">
            Run New Analysis
          </Button>
        </Form>
      </Box>
    )
  }
  const shown = filter === 'all' ? allOf(analysis) : groups[filter]
  const countOf = (f: RecommendationFilter) => (f === 'all' ? total : groups[f].length)
  const highPending = allOf(analysis).filter(
    (r) => r.priority === 'high' && (r.status === 'new' || r.status === 'viewed'),
  ).length
  return (
    <Stack gap="4">
      <SimpleGrid columns={3} gap="2">
        {[
          ['Completed', analysis.counts.recommendations_completed],
          ['In progress', analysis.counts.recommendations_in_progress],
          ['Pending', analysis.counts.recommendations_pending],
        ].map(([label, value]) => (
          <Box key={label} bg="white" borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="sm" color="gray.600">
              {label}
            </Text>
            <Text fontSize="xl" fontWeight="bold">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack as="nav" aria-label="Filter recommendations" gap="2" wrap="wrap">
        {RECOMMENDATION_FILTERS.map((f) => (
          <Button key={f} asChild size="sm" variant={f === filter ? 'solid' : 'outline'}>
            <Link
              to={`?tab=recommendations&type=${f}`}
              aria-current={f === filter ? 'page' : undefined}
              preventScrollReset
            >
              {`${f === 'all' ? 'All' : RECOMMENDATION_TYPE_LABEL[f]} (${countOf(f)})`}
            </Link>
          </Button>
        ))}
      </HStack>
      {shown.map((rec) => (
        <RecommendationCard key={rec.id} rec={rec} goalNames={goalNames} />
      ))}
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Quick Actions
        </Heading>
        <HStack gap="2" wrap="wrap">
          {highPending > 0 ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="accept-high" />
              <Button type="submit" size="sm" colorPalette="green">
                {`Accept All High Priority (${highPending})`}
              </Button>
            </Form>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <a href="/plan/analysis/action-plan.csv" download>
              Export Action Plan (CSV)
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/plan/analysis/report?kind=action-plan">Printable Action Plan</Link>
          </Button>
        </HStack>
      </Box>
    </Stack>
  )
}
