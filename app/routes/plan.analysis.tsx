import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { ConflictsTab } from '~/components/analysis/conflicts.tsx'
import { InsightsPanel, MetricCards, ScoreGauge } from '~/components/analysis/overview.tsx'
import { RECOMMENDATION_FILTERS, RecommendationsTab } from '~/components/analysis/recommendations.tsx'
import { ScenariosTab } from '~/components/analysis/scenarios.tsx'
import { TimelineTab } from '~/components/analysis/timeline.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { replyMessages } from '~/components/reply-messages.ts'
import { invalidForm, orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { isAppError } from '~/lib/app-error.ts'
import { percentText } from '~/lib/analysis-display.ts'
import { findStep, nextStep } from '~/lib/plan-steps.ts'
import { formatDollars, pluralise } from '~/lib/format.ts'
import { AnalysisScreenActionSchema } from '~/schemas/analysis.ts'
import { unavailableReason } from '~/services/analysis/analysis.server.ts'
import { runAnalysisScreenAction } from '~/services/analysis/screen-actions.server.ts'
import { loadAnalysisScreen, loadInsights } from '~/services/analysis/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import type { RankedInsights } from '~/services/analysis/insights.server.ts'

export const meta: MetaFunction = () => [{ title: 'Intelligence Analysis · WealthPath' }]

// The step after this one that exists: the AI advisor chat (step 6). The spec's button text starts with an
// emoji; the screens use words only (emoji show as empty boxes where no emoji font is installed).
const analysisStep = findStep('analysis')
const NEXT_STEP = analysisStep ? nextStep(analysisStep) : undefined

const TABS = ['overview', 'conflicts', 'scenarios', 'timeline', 'recommendations'] as const

const NO_INSIGHTS: RankedInsights = { ranked_by: 'rules', insights: [] }

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const params = new URL(request.url).searchParams
    const tab = TABS.find((t) => t === params.get('tab')) ?? 'overview'
    const screen = await loadAnalysisScreen(user.id)
    const insights = screen.state === 'ready' && tab === 'overview' ? await loadInsights(user.id) : NO_INSIGHTS
    return {
      screen,
      insights,
      tab,
      scenario: params.get('scenario'),
      recommendationFilter: RECOMMENDATION_FILTERS.find((f) => f === params.get('type')) ?? 'all',
      timelineFilter: { categories: params.getAll('category'), statuses: params.getAll('status') },
    }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), AnalysisScreenActionSchema, async (value, submission) => {
      try {
        const { to, toast } = await runAnalysisScreenAction(user.id, value)
        return redirectWithToast(to, toast)
      } catch (error) {
        // The page stays up when the simulation service is down; it says so above the tabs.
        if (!isAppError(error) || error.status !== 503) throw error
        const message = `Failed to run simulation: ${unavailableReason(error)}`
        return invalidForm(submission.reply({ formErrors: [message] }), 503)
      }
    })
  })
}

function Loading() {
  return (
    <Box role="status" bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center">
      <Text fontWeight="semibold">Analyzing your financial goals...</Text>
      <Text color="gray.600">Running Monte Carlo simulations and conflict detection</Text>
    </Box>
  )
}

function RefreshButton({ label = 'Refresh Analysis' }: { label?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="refresh" />
      <Button type="submit" size="sm" colorPalette="blue">
        {label}
      </Button>
    </Form>
  )
}

export default function IntelligenceAnalysis() {
  const { screen, insights, tab, scenario, recommendationFilter, timelineFilter } = useLoaderData<typeof loader>()
  const errors = replyMessages(useActionData<typeof action>()?.result)
  const navigation = useNavigation()
  const analysing =
    (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'refresh') ||
    (navigation.state === 'loading' && navigation.location.pathname === '/plan/analysis' && !navigation.formData)

  return (
    <Stack gap="5" aria-busy={analysing}>
      <Flex justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Box>
          <Text color="gray.600" fontSize="sm">
            Step 5
          </Text>
          <Heading as="h1" size="xl">
            Intelligence Analysis
          </Heading>
          <Text color="gray.600">
            Goal conflicts, Monte Carlo scenarios and your action plan, from your own numbers
          </Text>
        </Box>
        <Stack align="flex-end" gap="1">
          <RefreshButton />
          <Link to="/plan/advisory">AI Financial Advisory report</Link>
          {screen.state === 'ready' ? (
            <Text fontSize="xs" color="gray.600">
              {`Last updated: ${screen.updated}`}
            </Text>
          ) : null}
        </Stack>
      </Flex>

      {errors.length > 0 ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="3">
          <Text color="red.800">{`Error: ${errors.join(' ')}`}</Text>
        </Box>
      ) : null}

      {analysing ? <Loading /> : null}

      {screen.state === 'empty' ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" size="md">
            No Analysis Available
          </Heading>
          <Text color="gray.600" mt="1">
            The analysis looks at your active goals against your monthly cash flow. Add a goal first, then run it.
          </Text>
          <HStack mt="3" gap="2">
            <RefreshButton label="Run Intelligence Analysis" />
            <Button asChild size="sm" variant="outline">
              <Link to="/plan/goals/new">Add a Goal</Link>
            </Button>
          </HStack>
        </Box>
      ) : null}

      {screen.state === 'error' ? (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="lg" p="6">
          <Heading as="h2" size="md" color="red.800">
            Analysis Failed
          </Heading>
          <Text mt="1">Unable to analyze your goals. Please ensure you have completed Steps 2 and 3.</Text>
          <Text fontSize="sm" color="gray.700" mt="1">
            {screen.message}
          </Text>
          <HStack mt="3" gap="2">
            <Button asChild size="sm" colorPalette="red">
              <Link to="/plan/analysis">Retry Analysis</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/plan/goals">Check Goals Setup</Link>
            </Button>
          </HStack>
        </Box>
      ) : null}

      {screen.state === 'ready' ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <ScoreGauge score={screen.analysis.overall_score} />
            <Box gridColumn={{ md: 'span 2' }}>
              <MetricCards analysis={screen.analysis} />
            </Box>
          </SimpleGrid>
          {screen.retirementPlan ? (
            <Text data-testid="retirement-plan" color="gray.700">
              {screen.retirementPlan}{' '}
              <Link to="/plan/projections" style={{ textDecoration: 'underline' }}>
                See the projection
              </Link>
            </Text>
          ) : null}

          <HStack as="nav" aria-label="Analysis sections" gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
            {TABS.map((t) => {
              const count =
                t === 'conflicts'
                  ? screen.analysis.counts.conflicts
                  : t === 'scenarios'
                    ? screen.analysis.counts.scenarios
                    : t === 'recommendations'
                      ? screen.analysis.counts.recommendations
                      : null
              return (
                <Button
                  key={t}
                  asChild
                  size="sm"
                  variant={t === tab ? 'solid' : 'ghost'}
                  colorPalette={t === tab ? 'blue' : 'gray'}
                >
                  <Link to={`?tab=${t}`} aria-current={t === tab ? 'page' : undefined} preventScrollReset>
                    {t[0].toUpperCase() + t.slice(1)}
                    {count !== null ? <Badge ms="2">{count}</Badge> : null}
                  </Link>
                </Button>
              )
            })}
          </HStack>

          {tab === 'overview' ? (
            <Stack gap="4">
              <Box bg="white" borderWidth="1px" borderRadius="lg" p="5">
                <Heading as="h2" size="md">
                  Summary
                </Heading>
                <Text mt="2">
                  {`Your ${pluralise(screen.analysis.timeline.length, 'goal')} ${screen.analysis.timeline.length === 1 ? 'needs' : 'need'} ${formatDollars(screen.analysis.gaps.total_monthly_required)} a month; your surplus is ${formatDollars(screen.analysis.gaps.monthly_surplus)}. `}
                  {`On the current plan each goal has on average a ${percentText(screen.analysis.success_rate)} chance of being reached on time, and all of them together ${percentText(screen.analysis.success_probability)}.`}
                </Text>
                <Text mt="2">
                  {`${pluralise(screen.analysis.counts.conflicts, 'open conflict')}, ${pluralise(screen.analysis.counts.recommendations, 'recommendation')} (${screen.analysis.counts.recommendations_pending} pending).`}
                </Text>
              </Box>
              <InsightsPanel insights={insights.insights} rankedBy={insights.ranked_by} />
            </Stack>
          ) : null}
          {tab === 'conflicts' ? <ConflictsTab analysis={screen.analysis} goalNames={screen.goalNames} /> : null}
          {tab === 'scenarios' ? <ScenariosTab analysis={screen.analysis} selectedId={scenario} /> : null}
          {tab === 'timeline' ? (
            <TimelineTab
              analysis={screen.analysis}
              categories={screen.categories}
              today={screen.today}
              filter={timelineFilter}
            />
          ) : null}
          {tab === 'recommendations' ? (
            <RecommendationsTab analysis={screen.analysis} filter={recommendationFilter} goalNames={screen.goalNames} />
          ) : null}

          <HStack gap="2" wrap="wrap" borderTopWidth="1px" pt="4">
            <Button asChild size="sm" variant="outline">
              <Link to="/plan/analysis/report?kind=full">Share Analysis</Link>
            </Button>
            {NEXT_STEP ? (
              <Button asChild size="sm" colorPalette="blue" ms="auto">
                <Link to={`/plan/${NEXT_STEP.slug}`}>
                  {NEXT_STEP.slug === 'chat' ? 'Chat with AI Advisor →' : `Continue to ${NEXT_STEP.title} →`}
                </Link>
              </Button>
            ) : null}
            {NEXT_STEP?.slug === 'chat' ? (
              <Text fontSize="sm" color="gray.600" w="full">
                Step 6: Get personalized financial guidance through AI-powered chat
              </Text>
            ) : null}
          </HStack>
        </>
      ) : null}
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
