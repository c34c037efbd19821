import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect, useState } from 'react'
import { daysLeftText, OverdueBadge, PriorityBadge, ProgressBar, StatusBadge } from '~/components/goal-cards.tsx'
import { formatDateTime, formatDay, formatDollars } from '~/lib/format.ts'
import { FeasibilityNotice, type CategoryInfoView } from '~/components/goal-form.tsx'
import { FormErrors, TextField } from '~/components/forms.tsx'
import { TextareaField } from '~/components/textarea-field.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { feasibilityBlocks } from '~/lib/goal-math.ts'
import { ProgressFormSchema } from '~/schemas/goal-forms.ts'
import type { GoalJson } from '~/services/goals/goal-json.server.ts'

type TextMeta = FieldMetadata<string | undefined>

// The goal detail page's tabs: Overview, Progress (with the inline record-progress form) and History.

export type ProgressView = {
  id: number
  current_amount: number
  percentage_complete: number
  notes: string | null
  source: string
  recorded_at: string
}
export type HistoryView = {
  id: number
  change_type: string
  actor: string | null
  changed_at: string
  reason: string | null
  changes: Record<string, { old: unknown; new: unknown }>
}

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'progress', label: 'Progress' },
  { key: 'history', label: 'History' },
] as const

const words = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())

export function GoalTabs({ id, active }: { id: number; active: string }) {
  return (
    <HStack as="nav" aria-label="Goal sections" gap="2" borderBottomWidth="1px" pb="2">
      {TABS.map((tab) => (
        <Button
          key={tab.key}
          asChild
          size="sm"
          variant={active === tab.key ? 'solid' : 'ghost'}
          colorPalette={active === tab.key ? 'blue' : 'gray'}
        >
          <Link
            to={tab.key === 'overview' ? `/plan/goals/${id}` : `/plan/goals/${id}?tab=${tab.key}`}
            aria-current={active === tab.key ? 'page' : undefined}
            preventScrollReset
          >
            {tab.label}
          </Link>
        </Button>
      ))}
    </HStack>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p="3">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  )
}

function paramValue(key: string, value: unknown) {
  if (key === 'annual_spending' && typeof value === 'number') return formatDollars(value)
  if (key === 'down_payment_percentage') return `${String(value)}%`
  return typeof value === 'string' ? words(value) : String(value)
}

export function GoalOverview({ goal, info }: { goal: GoalJson; info: CategoryInfoView }) {
  const blocks = feasibilityBlocks(goal.feasibility_score)
  const params = Object.entries(goal.params)
  return (
    <Stack gap="4">
      {goal.feasibility_notice ? <FeasibilityNotice notice={goal.feasibility_notice} /> : null}
      <Box>
        <Flex justify="space-between" fontSize="sm" mb="1">
          <Text>{`${formatDollars(goal.current_amount)} of ${formatDollars(goal.target_amount)}`}</Text>
          <Text fontWeight="semibold" data-testid="goal-progress">{`${goal.progress_percentage}%`}</Text>
        </Flex>
        <ProgressBar value={goal.progress_percentage} colour={goal.progress_colour} label={`${goal.name} progress`} />
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label="Current Amount" value={formatDollars(goal.current_amount)} testId="goal-current" />
        <Figure label="Target Amount" value={formatDollars(goal.target_amount)} testId="goal-target" />
        <Figure label="Monthly Required" value={formatDollars(goal.monthly_required)} testId="goal-monthly" />
        <Figure label="Target Date" value={formatDay(goal.target_date)} />
      </SimpleGrid>
      <Text color={goal.deadline_near ? 'red.600' : 'gray.700'}>{daysLeftText(goal.days_left)}</Text>
      <Box>
        <Text fontSize="sm" color="gray.600">
          Feasibility
        </Text>
        <HStack gap="1" aria-label={`Feasibility ${goal.feasibility_score} out of 100`} role="img">
          {[1, 2, 3, 4, 5].map((n) => (
            <Box key={n} w="6" h="3" borderRadius="sm" bg={n <= blocks ? 'green.500' : 'gray.200'} />
          ))}
          <Text fontSize="sm" ms="2">{`${goal.feasibility_score}/100 · ${words(goal.timeline_status)}`}</Text>
        </HStack>
        <Text fontSize="xs" color="gray.600">
          Compares the monthly amount needed with your monthly surplus from your financial data.
        </Text>
      </Box>
      {params.length ? (
        <Box as="section" aria-label={`${info.name} details`}>
          <Heading as="h3" size="sm" mb="1">{`${info.name} Details`}</Heading>
          <SimpleGrid as="dl" columns={2} gap="1" fontSize="sm" maxW="md">
            {params.map(([key, value]) => (
              <Box key={key} display="contents">
                <Text as="dt" color="gray.600">
                  {words(key)}
                </Text>
                <Text as="dd">{paramValue(key, value)}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
      {goal.description ? <Text>{goal.description}</Text> : null}
      <Box bg="blue.50" borderRadius="md" p="3">
        <Text fontWeight="semibold">{info.name}</Text>
        <Text fontSize="sm">{info.description}</Text>
        <Text fontSize="sm" color="gray.700">{`Typical timeline: ${info.typical_timeline}`}</Text>
      </Box>
    </Stack>
  )
}

export function GoalBadges({ goal }: { goal: GoalJson }) {
  return (
    <HStack gap="1" wrap="wrap">
      {goal.is_overdue ? <OverdueBadge /> : null}
      <StatusBadge status={goal.status} label={goal.status_label} />
      <PriorityBadge priority={goal.priority} label={goal.priority_label} />
    </HStack>
  )
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export function RecordProgressForm({
  id,
  lastResult,
}: {
  id: number
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const action = `/plan/goals/${id}?tab=progress`
  const isSubmitting = useIsSubmitting(action)
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: `record-progress-${id}`,
    lastResult,
    constraint: getZodConstraint(ProgressFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProgressFormSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const [amount, setAmount] = useState(String(fields.current_amount.initialValue ?? ''))
  // Disabled while empty, but only once JavaScript runs: without it the button must stay usable.
  const empty = hydrated && amount.trim() === ''
  return (
    <Box as="section" aria-labelledby="record-progress" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" id="record-progress" size="sm" mb="2">
        Record Progress
      </Heading>
      <Form
        method="post"
        action={action}
        {...getFormProps(form)}
        onChange={(e) => {
          const target = e.target
          if (target instanceof HTMLInputElement && target.name === 'current_amount') setAmount(target.value)
        }}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="record-progress" />
        <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="3">
          {/* Text, not a number input: "abc" or "-500" reaches the schema and gets its message
              with JavaScript on and off, and "7,500" is fine. */}
          <TextField
            meta={fields.current_amount}
            label="Current Amount ($)"
            helperText="The total saved towards this goal so far."
          />
          <TextareaField meta={fields.notes as unknown as TextMeta} label="Notes" rows={2} />
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" disabled={isSubmitting || empty} aria-busy={isSubmitting}>
          {isSubmitting ? 'Recording...' : 'Record Progress'}
        </Button>
      </Form>
    </Box>
  )
}

export function ProgressList({ entries }: { entries: ProgressView[] }) {
  if (entries.length === 0) return <Text color="gray.600">No progress recorded yet.</Text>
  return (
    <Box as="section" aria-labelledby="progress-history">
      <Heading as="h3" id="progress-history" size="sm" mb="2">
        Recent Progress
      </Heading>
      <Stack as="ol" gap="0" listStyleType="none" bg="white" borderWidth="1px" borderRadius="lg">
        {entries.map((entry) => (
          <Flex
            as="li"
            key={entry.id}
            data-testid="progress-entry"
            px="4"
            py="2"
            borderTopWidth="1px"
            justify="space-between"
            gap="3"
            wrap="wrap"
          >
            <Box>
              <Text fontWeight="semibold">{`${formatDollars(entry.current_amount)} · ${entry.percentage_complete}%`}</Text>
              {entry.notes ? <Text fontSize="sm">{entry.notes}</Text> : null}
            </Box>
            <Text fontSize="sm" color="gray.600">
              {`${formatDateTime(entry.recorded_at)}${entry.source === 'net_worth_sync' ? ' · from net worth' : ''}`}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  )
}

const MONEY_FIELDS = new Set(['target_amount', 'current_amount', 'annual_spending'])

function show(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatDollars(value)
  if (key === 'progress_percentage' && typeof value === 'number') return `${value}%`
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The diff as rows; params are opened up so each changed detail reads on its own line. */
function diffRows(changes: HistoryView['changes']) {
  const rows: { key: string; label: string; old: string; new: string }[] = []
  for (const [field, change] of Object.entries(changes)) {
    const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
    if (field === 'params' && (isObject(change.old) || isObject(change.new))) {
      const before = isObject(change.old) ? change.old : {}
      const after = isObject(change.new) ? change.new : {}
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue
        rows.push({ key: `params.${key}`, label: words(key), old: show(key, before[key]), new: show(key, after[key]) })
      }
      continue
    }
    rows.push({ key: field, label: words(field), old: show(field, change.old), new: show(field, change.new) })
  }
  return rows
}

export function HistoryList({ entries }: { entries: HistoryView[] }) {
  if (entries.length === 0) return <Text color="gray.600">No history yet.</Text>
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Goal history">
      {entries.map((entry) => (
        <Box as="li" key={entry.id} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="history-entry">
          <Flex justify="space-between" gap="2" wrap="wrap">
            <Text fontWeight="semibold">{words(entry.change_type)}</Text>
            <Text fontSize="sm" color="gray.600">
              {`${entry.actor ?? 'Unknown user'} · ${formatDateTime(entry.changed_at)}`}
            </Text>
          </Flex>
          {entry.reason ? <Text fontSize="sm">{`Reason: ${entry.reason}`}</Text> : null}
          <Box as="table" mt="2" fontSize="sm" w="full">
            <Box as="thead">
              <Box as="tr" textAlign="left" color="gray.600">
                <Box as="th" fontWeight="normal">
                  Field
                </Box>
                <Box as="th" fontWeight="normal">
                  Change
                </Box>
              </Box>
            </Box>
            <Box as="tbody">
              {diffRows(entry.changes).map((row) => (
                <Box as="tr" key={row.key}>
                  <Box as="td" pe="3">
                    {row.label}
                  </Box>
                  <Box as="td">{`${row.old} → ${row.new}`}</Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  )
}
