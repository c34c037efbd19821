import { Box, Field, Flex, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { GoalCard, GoalSummaryCards, GoalTimeline, wrapLongWords } from '~/components/goal-cards.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { GOAL_STATUS_LABELS, GOAL_STATUSES } from '~/lib/goal-math.ts'
import { findStep } from '~/lib/plan-steps.ts'
import { GOAL_MESSAGES } from '~/schemas/goal-forms.ts'
import { orServerFailure } from './__goal-forms.server.ts'
import { syncNetWorth } from '~/services/goals/net-worth-sync.server.ts'
import { goalsScreen } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Step 4 of the plan, "Goals & Preferences": the Financial Goals manager. Filters and the
// view are query parameters, so a link, a reload and the back button keep them.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return goalsScreen(user.id, new URL(request.url))
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const form = await request.formData()
    if (form.get('intent') !== 'sync-net-worth') throw new Response('Unknown action', { status: 400 })
    const back = `/plan/goals${new URL(request.url).search}`
    // When the sync fails on the server, the list comes back with the spec's message as a toast.
    return orServerFailure(
      async () => {
        const synced = await syncNetWorth(user.id)
        return redirectWithToast(back, { kind: 'success', title: 'Net worth synced', description: synced.message })
      },
      () => redirectWithToast(back, { kind: 'error', title: GOAL_MESSAGES.sync }),
    )
  })
}

function hrefWith(params: Record<string, string>) {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '' && v !== 'list'))
  const text = search.toString()
  return text ? `/plan/goals?${text}` : '/plan/goals'
}

export default function GoalsManager() {
  const { goals, summary, filters, view, categories } = useLoaderData<typeof loader>()
  const syncing = useIsSubmitting()
  const analysis = findStep('analysis')
  const filtered = filters.status !== '' || filters.category !== ''

  return (
    <Stack gap="5" css={wrapLongWords}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Text color="gray.600" fontSize="sm">
            Step 4 · Goals &amp; Preferences
          </Text>
          <Heading as="h1" size="xl">
            Goals &amp; Preferences
          </Heading>
          <Text color="gray.700">
            Define your financial goals and preferences so the analysis and recommendations fit your plans.
          </Text>
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <Link to="/plan/goals/preferences">Preferences</Link>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value="sync-net-worth" />
            <Button type="submit" size="sm" variant="outline" disabled={syncing} aria-busy={syncing}>
              {syncing ? 'Syncing...' : 'Sync Net Worth'}
            </Button>
          </Form>
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/plan/goals/new">Create Goal</Link>
          </Button>
        </HStack>
      </Flex>

      {/* A new account's zeros are not figures: the "No Goals Yet" state below says it all. */}
      {summary.total_goals > 0 ? <GoalSummaryCards summary={summary} /> : null}

      {summary.total_goals > 1 && analysis ? (
        <Box
          role="note"
          bg="blue.50"
          borderWidth="1px"
          borderColor="blue.200"
          borderRadius="lg"
          p="4"
          data-testid="analysis-banner"
        >
          <Text fontWeight="semibold">{`You have ${summary.total_goals} goals.`}</Text>
          <Text>
            {`See how they fit together in Step ${analysis.number}: ${analysis.title} — conflicts, scenarios and recommendations. `}
            <Link to="/plan/analysis" style={{ textDecoration: 'underline' }}>
              Open the analysis
            </Link>
          </Text>
        </Box>
      ) : null}

      <Form method="get" aria-label="Filter goals">
        {view === 'timeline' ? <input type="hidden" name="view" value="timeline" /> : null}
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root w="auto" minW="40">
            <Field.Label htmlFor="filter-status">Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id="filter-status" name="status" defaultValue={filters.status} bg="white">
                <option value="">All statuses</option>
                {GOAL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {GOAL_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="auto" minW="40">
            <Field.Label htmlFor="filter-category">Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id="filter-category" name="category" defaultValue={filters.category} bg="white">
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" variant="outline">
            Apply Filters
          </Button>
          <Button asChild variant="ghost">
            <Link to={hrefWith({ view })}>Clear Filters</Link>
          </Button>
        </Flex>
      </Form>

      <HStack as="nav" aria-label="Goal views" gap="2">
        {(['list', 'timeline'] as const).map((v) => (
          <Button
            key={v}
            asChild
            size="sm"
            variant={view === v ? 'solid' : 'ghost'}
            colorPalette={view === v ? 'blue' : 'gray'}
          >
            <Link to={hrefWith({ ...filters, view: v })} aria-current={view === v ? 'page' : undefined}>
              {v === 'list' ? 'List' : 'Timeline'}
            </Link>
          </Button>
        ))}
      </HStack>

      {goals.length === 0 ? (
        filtered ? (
          <Box bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
            <Text mb="3">No goals match these filters.</Text>
            <Button asChild variant="outline">
              <Link to={hrefWith({ view })}>Clear Filters</Link>
            </Button>
          </Box>
        ) : (
          <Box bg="white" borderWidth="1px" borderRadius="lg" p="8" textAlign="center">
            <Heading as="h2" size="lg" mb="2">
              No Goals Yet
            </Heading>
            <Text color="gray.700" mb="4">
              Set your first financial goal to start tracking your progress.
            </Text>
            <Button asChild colorPalette="blue">
              <Link to="/plan/goals/new">Create Your First Goal</Link>
            </Button>
          </Box>
        )
      ) : view === 'timeline' ? (
        <GoalTimeline goals={goals} />
      ) : (
        <Stack as="section" aria-label="Goals" gap="3">
          {goals.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </Stack>
      )}

      <Flex justify="flex-end">
        <Button asChild colorPalette="blue">
          <Link to="/plan/analysis">Proceed to Intelligence Analysis →</Link>
        </Button>
      </Flex>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Goals & Preferences · WealthPath' }]

/** A failed load says so in the spec's words and offers Retry; a 404 or sign-in issue uses the shared view. */
export function ErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  if (isRouteErrorResponse(error) && error.status < 500) return <GeneralErrorBoundary />
  return (
    <Box role="alert" maxW="xl" mx="auto" my="10" p="6" bg="white" borderWidth="1px" borderRadius="lg">
      <Heading as="h1" size="lg" mb="2">
        Goals & Preferences
      </Heading>
      <Text mb="4">{GOAL_MESSAGES.load}</Text>
      <Button asChild colorPalette="blue">
        <Link to={`${location.pathname}${location.search}`} reloadDocument>
          Retry
        </Link>
      </Button>
    </Box>
  )
}
