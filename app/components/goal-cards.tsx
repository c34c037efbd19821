import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { Link } from '@remix-run/react'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { priorityColour, type Colour } from '~/lib/goal-math.ts'
import { formatDay, formatDollars } from '~/lib/format.ts'
import type { GoalJson } from '~/services/goals/goal-json.server.ts'

// The goals manager's cards: summary figures, one card per goal (coloured by progress and
// deadline, spec 02 section 4) and the timeline view.

const STATUS_COLOUR: Record<string, Colour | 'gray'> = {
  active: 'blue',
  paused: 'gray',
  achieved: 'green',
  cancelled: 'gray',
}

export function daysLeftText(days: number) {
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`
  if (days === 0) return 'Due today'
  return `${days} ${days === 1 ? 'day' : 'days'} left`
}

export function ProgressBar({ value, colour, label }: { value: number; colour: Colour; label: string }) {
  const shown = Math.min(100, Math.max(0, value))
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(shown)}
      h="2"
      bg="gray.100"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${shown}%`} bg={`${colour}.500`} data-colour={colour} />
    </Box>
  )
}

export function PriorityBadge({ priority, label }: { priority: number; label: string }) {
  return (
    <Badge colorPalette={priorityColour(priority)} variant="subtle">
      {`${label} (${priority})`}
    </Badge>
  )
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge colorPalette={STATUS_COLOUR[status] ?? 'gray'} variant="outline">
      {label}
    </Badge>
  )
}

export function OverdueBadge() {
  return (
    <Badge colorPalette="red" variant="solid">
      Overdue
    </Badge>
  )
}

type Summary = {
  active_goals: number
  achieved_goals: number
  total_target: number
  average_progress: number
  nearest_deadline: string | null
}

export function GoalSummaryCards({ summary }: { summary: Summary }) {
  const cards = [
    { key: 'active', label: 'Active Goals', value: String(summary.active_goals) },
    { key: 'achieved', label: 'Achieved', value: String(summary.achieved_goals) },
    { key: 'target', label: 'Total Target', value: formatDollars(summary.total_target) },
    {
      key: 'progress',
      label: 'Average Progress',
      value: `${Math.round(summary.average_progress)}%`,
      note: summary.nearest_deadline ? `Next deadline ${formatDay(summary.nearest_deadline)}` : 'No upcoming deadline',
    },
  ]
  return (
    <SimpleGrid as="section" aria-label="Goals summary" columns={{ base: 2, md: 4 }} gap="3">
      {cards.map((card) => (
        <Box key={card.key} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid={`summary-${card.key}`}>
          <Text fontSize="sm" color="gray.600">
            {card.label}
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {card.value}
          </Text>
          {card.note ? (
            <Text fontSize="xs" color="gray.600">
              {card.note}
            </Text>
          ) : null}
        </Box>
      ))}
    </SimpleGrid>
  )
}

/**
 * For a goal screen's outermost box: a long unbroken word (a 200-letter goal name) wraps
 * instead of widening the page. Chakra's base styles set overflow-wrap: break-word on every
 * element, which does not shrink a flex or grid item below the word's width; "anywhere" does.
 */
export const wrapLongWords = { '& *': { overflowWrap: 'anywhere' } } as const

export function GoalActions({ goal }: { goal: GoalJson }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline">
        <Link to={`/plan/goals/${goal.id}`} aria-label={`View ${goal.name}`}>
          View
        </Link>
      </Button>
      <Button asChild size="xs" variant="outline">
        <Link to={`/plan/goals/${goal.id}/edit`} aria-label={`Edit ${goal.name}`}>
          Edit
        </Link>
      </Button>
      <ConfirmDeleteLink
        to={`/plan/goals/${goal.id}/delete`}
        ariaLabel={`Delete ${goal.name}`}
        message={`Are you sure you want to delete the goal "${goal.name}"? This action cannot be undone.`}
      >
        Delete
      </ConfirmDeleteLink>
    </HStack>
  )
}

export function GoalCard({ goal }: { goal: GoalJson }) {
  const colour = goal.progress_colour
  return (
    <Box
      as="article"
      aria-label={goal.name}
      bg="white"
      borderWidth="1px"
      borderLeftWidth="6px"
      borderLeftColor={`${colour}.500`}
      borderRadius="lg"
      p="4"
      data-testid="goal-card"
      data-progress-colour={colour}
    >
      <Flex justify="space-between" align="start" gap="2" wrap="wrap">
        <Box>
          <Text fontSize="xs" color="gray.600">
            {goal.category_label}
          </Text>
          <Heading as="h3" size="md">
            {goal.name}
          </Heading>
        </Box>
        <HStack gap="1" wrap="wrap">
          {goal.is_overdue ? <OverdueBadge /> : null}
          <StatusBadge status={goal.status} label={goal.status_label} />
          <PriorityBadge priority={goal.priority} label={goal.priority_label} />
        </HStack>
      </Flex>
      {goal.description ? (
        <Text fontSize="sm" color="gray.700" mt="1">
          {goal.description}
        </Text>
      ) : null}
      <Flex justify="space-between" mt="3" fontSize="sm">
        <Text>{`${formatDollars(goal.current_amount)} of ${formatDollars(goal.target_amount)}`}</Text>
        <Text fontWeight="semibold" color={`${colour}.700`}>{`${Math.round(goal.progress_percentage)}%`}</Text>
      </Flex>
      <ProgressBar value={goal.progress_percentage} colour={colour} label={`${goal.name} progress`} />
      <Flex justify="space-between" mt="2" fontSize="sm" gap="2" wrap="wrap">
        <Text color={goal.deadline_near ? 'red.600' : 'gray.700'} data-deadline-near={goal.deadline_near}>
          {`${formatDay(goal.target_date)} · ${daysLeftText(goal.days_left)}`}
        </Text>
        {goal.status === 'active' || goal.status === 'paused' ? (
          <Text color="gray.700">{`${formatDollars(goal.monthly_required)}/mo needed`}</Text>
        ) : null}
      </Flex>
      {goal.feasibility_notice ? (
        <Text fontSize="sm" color="orange.700" mt="1">
          {`⚠ ${goal.feasibility_notice}`}
        </Text>
      ) : null}
      <Box mt="3">
        <GoalActions goal={goal} />
      </Box>
    </Box>
  )
}

/** Goals in date order, grouped by the year of their target date. */
export function GoalTimeline({ goals }: { goals: GoalJson[] }) {
  const sorted = [...goals].sort((a, b) => a.target_date.localeCompare(b.target_date) || a.id - b.id)
  const years = [...new Set(sorted.map((g) => g.target_date.slice(0, 4)))]
  return (
    <Stack as="ol" aria-label="Goals timeline" gap="5" listStyleType="none">
      {years.map((year) => (
        <Box as="li" key={year}>
          <Heading as="h3" size="md" mb="2">
            {year}
          </Heading>
          <Stack as="ol" gap="3" borderLeftWidth="2px" borderColor="gray.300" pl="4" listStyleType="none">
            {sorted
              .filter((g) => g.target_date.startsWith(year))
              .map((goal) => (
                <Box as="li" key={goal.id} position="relative">
                  <Box
                    position="absolute"
                    left="-23px"
                    top="2"
                    w="3"
                    h="3"
                    borderRadius="full"
                    bg={`${goal.is_overdue ? 'red' : goal.progress_colour}.500`}
                    aria-hidden
                  />
                  <Text fontSize="sm" color={goal.deadline_near ? 'red.600' : 'gray.600'}>
                    {`${formatDay(goal.target_date)} · ${daysLeftText(goal.days_left)}`}
                  </Text>
                  <GoalCard goal={goal} />
                </Box>
              ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  )
}
