import { Badge, Box, chakra, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { TIMELINE_STATUS_COLOUR, TIMELINE_STATUS_LABEL, yearsLeft } from '~/lib/analysis-display.ts'
import { formatDollars, formatMonth, pluralise } from '~/lib/format.ts'
import type { DecoratedAnalysis } from '~/services/analysis/decisions.server.ts'

type TimelineGoal = DecoratedAnalysis['timeline'][number]
type Status = TimelineGoal['status']
const STATUSES: Status[] = ['completed', 'on_track', 'at_risk', 'behind']

export function filterTimeline(goals: TimelineGoal[], categories: string[], statuses: string[]) {
  return goals
    .filter((g) => categories.length === 0 || categories.includes(g.category))
    .filter((g) => statuses.length === 0 || statuses.includes(g.status))
    .sort((a, b) => a.target_date.localeCompare(b.target_date))
}

export function TimelineTab({
  analysis,
  categories,
  today,
  filter,
}: {
  analysis: DecoratedAnalysis
  categories: Record<string, { label: string; icon: string }>
  today: string
  filter: { categories: string[]; statuses: string[] }
}) {
  if (analysis.timeline.length === 0) {
    return (
      <Box>
        <Heading as="h3" size="md">
          No Timeline Data
        </Heading>
        <Button asChild mt="2" size="sm" colorPalette="blue">
          <Link to="/plan/goals/new">Add Your First Goal</Link>
        </Button>
      </Box>
    )
  }
  const count = (s: Status) => analysis.timeline.filter((g) => g.status === s).length
  const shown = filterTimeline(analysis.timeline, filter.categories, filter.statuses)
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {STATUSES.map((s) => (
          <Box key={s} bg="white" borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="sm" color="gray.600">
              {TIMELINE_STATUS_LABEL[s]}
            </Text>
            <Text fontSize="xl" fontWeight="bold" data-testid={`timeline-count-${s}`}>
              {count(s)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Form method="get" aria-label="Filter the timeline">
        <input type="hidden" name="tab" value="timeline" />
        <Flex gap="6" wrap="wrap" align="flex-end">
          <Box as="fieldset">
            <Text as="legend" fontSize="sm" fontWeight="semibold">
              Category
            </Text>
            <HStack gap="3" wrap="wrap">
              {Object.entries(categories).map(([key, c]) => (
                <label key={key}>
                  <input type="checkbox" name="category" value={key} defaultChecked={filter.categories.includes(key)} />{' '}
                  {c.label}
                </label>
              ))}
            </HStack>
          </Box>
          <Box as="fieldset">
            <Text as="legend" fontSize="sm" fontWeight="semibold">
              Status
            </Text>
            <HStack gap="3" wrap="wrap">
              {STATUSES.map((s) => (
                <label key={s}>
                  <input type="checkbox" name="status" value={s} defaultChecked={filter.statuses.includes(s)} />{' '}
                  {TIMELINE_STATUS_LABEL[s]}
                </label>
              ))}
            </HStack>
          </Box>
          <HStack>
            <Button type="submit" size="sm" variant="outline">
              Apply Filters
            </Button>
            <Button asChild size="sm" variant="ghost">
              <Link to="?tab=timeline">Clear All</Link>
            </Button>
          </HStack>
        </Flex>
      </Form>
      <Stack as="ol" gap="3" listStyleType="none">
        {shown.map((goal) => {
          const progress =
            goal.target_amount > 0 ? Math.min(100, (goal.current_amount / goal.target_amount) * 100) : 100
          const info = categories[goal.category] ?? { label: goal.category }
          return (
            <Box as="li" key={goal.goal_id} bg="white" borderWidth="1px" borderRadius="lg" p="4">
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h3" size="sm">
                  {goal.name}
                </Heading>
                {/* The category as text: emoji icons show as empty boxes where no emoji font is installed. */}
                <Badge variant="outline">{info.label}</Badge>
                <Badge colorPalette={TIMELINE_STATUS_COLOUR[goal.status]}>{TIMELINE_STATUS_LABEL[goal.status]}</Badge>
                <Text fontSize="sm" color="gray.600" ms="auto">
                  {`Target ${formatMonth(goal.target_date)}`}
                </Text>
              </Flex>
              <Box
                mt="2"
                h="2"
                bg="gray.100"
                borderRadius="full"
                role="progressbar"
                aria-label={`${goal.name} progress`}
                aria-valuenow={Math.round(progress)}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <Box h="2" w={`${progress}%`} bg="blue.500" borderRadius="full" />
              </Box>
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" mt="2" fontSize="sm">
                <Text>{`${Math.round(progress * 10) / 10}% saved`}</Text>
                <Text>{`Feasibility ${goal.feasibility_score}%`}</Text>
                <Text>{`Needs ${formatDollars(goal.monthly_required)}/mo`}</Text>
                <Text>{`Remaining ${formatDollars(Math.max(0, goal.target_amount - goal.current_amount))}`}</Text>
                <Text>{`${pluralise(yearsLeft(goal.target_date, today), 'year')} left`}</Text>
              </SimpleGrid>
              <chakra.details mt="2">
                <chakra.summary cursor="pointer" fontSize="sm" color="blue.700">
                  Milestones
                </chakra.summary>
                <Stack as="ul" gap="1" mt="1" ps="4" fontSize="sm">
                  {goal.milestones.map((m) => (
                    <li
                      key={m.percentage}
                    >{`${m.description}: ${formatDollars(m.amount)} by ${formatMonth(m.date)}`}</li>
                  ))}
                </Stack>
              </chakra.details>
            </Box>
          )
        })}
      </Stack>
      <Text fontSize="sm" color="gray.600" textAlign="center">
        — End of timeline —
      </Text>
    </Stack>
  )
}
