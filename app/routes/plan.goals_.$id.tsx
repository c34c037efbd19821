import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { ConfirmDeleteLink } from '~/components/confirm-delete-link.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import {
  GoalBadges,
  GoalOverview,
  GoalTabs,
  HistoryList,
  ProgressList,
  RecordProgressForm,
} from '~/components/goal-detail.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { GOAL_MESSAGES } from '~/lib/goal-messages.ts'
import { ProgressFormSchema } from '~/schemas/goal-forms.ts'
import { saveOrSayWhy } from './__goal-forms.server.ts'
import { recordProgress } from '~/services/goals/progress.server.ts'
import { getOwnGoal, goalDetail, parseGoalDetailTab } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// One goal, with tabs Overview, Progress and History as links (?tab=).

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const goal = await getOwnGoal(user.id, params.id)
    const tab = parseGoalDetailTab(new URL(request.url).searchParams.get('tab'))
    return goalDetail(user.id, goal, tab)
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const goal = await getOwnGoal(user.id, params.id)
    const formData = await request.formData()
    if (formData.get('intent') !== 'record-progress') throw new Response('Unknown action', { status: 400 })
    return submitForm(formData, ProgressFormSchema, (value, submission) =>
      saveOrSayWhy(submission, GOAL_MESSAGES.progress, async () => {
        const recorded = await recordProgress(user.id, goal.id, value)
        return redirectWithToast(`/plan/goals/${goal.id}?tab=progress`, {
          kind: 'success',
          title: 'Progress recorded',
          description: `${recorded.goal.name} is now ${recorded.goal.progress_percentage}% complete.`,
        })
      }),
    )
  })
}

export default function GoalDetail() {
  const { tab, goal, info, progress, history } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl" className="wp-wrap-words">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to="/plan/goals">← Back to Goals</Link>
        </Button>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Box>
            <Text color="gray.600" fontSize="sm">
              {info.name}
            </Text>
            <Heading as="h1" size="xl">
              {goal.name}
            </Heading>
            <GoalBadges goal={goal} />
          </Box>
          <HStack gap="2">
            <Button asChild size="sm" colorPalette="blue">
              <Link to={`/plan/goals/${goal.id}/edit`}>Edit Goal</Link>
            </Button>
            <ConfirmDeleteLink
              to={`/plan/goals/${goal.id}/delete`}
              ariaLabel={`Delete ${goal.name}`}
              message={`Are you sure you want to delete the goal "${goal.name}"? This action cannot be undone.`}
            >
              Delete
            </ConfirmDeleteLink>
          </HStack>
        </Flex>
      </Box>
      <GoalTabs id={goal.id} active={tab} />
      {tab === 'overview' ? <GoalOverview goal={goal} info={info} /> : null}
      {tab === 'progress' ? (
        <Stack gap="4">
          <RecordProgressForm key={goal.updated_at} id={goal.id} lastResult={actionData?.result} />
          <ProgressList entries={progress} />
        </Stack>
      ) : null}
      {tab === 'history' ? <HistoryList entries={history} /> : null}
    </Stack>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.goal.name} · Goals · WealthPath` : 'Goal · WealthPath' },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
