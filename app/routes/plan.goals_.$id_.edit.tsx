import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FeasibilityNotice, GoalForm } from '~/components/goal-form.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import {
  editGoalDefaults,
  goalDetail,
  isGoalCategory,
  requireOwnGoal,
  updateGoalFromForm,
} from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, goal } = await requireOwnGoal(request, params.id)
    const detail = await goalDetail(user.id, goal, 'overview')
    return {
      id: goal.id,
      name: goal.name,
      category: isGoalCategory(goal.category) ? goal.category : 'other',
      info: detail.info,
      notice: detail.goal.feasibility_notice,
      defaults: editGoalDefaults(goal),
    }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, goal } = await requireOwnGoal(request, params.id)
    const outcome = await updateGoalFromForm(user.id, goal, await request.formData())
    if (outcome.kind === 'reply') {
      return data({ result: outcome.result, preview: outcome.preview }, { status: outcome.status })
    }
    return redirectWithToast(`/plan/goals/${goal.id}`, {
      kind: 'success',
      title: 'Goal updated',
      description: `${outcome.name} was saved.`,
    })
  })
}

export default function EditGoal() {
  const { id, name, category, info, notice, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to={`/plan/goals/${id}`}>← Back to Goal</Link>
        </Button>
        <Heading as="h1" size="xl">
          Edit Goal
        </Heading>
        <Text color="gray.700">{`${info.icon} ${name} · ${info.name}`}</Text>
      </Box>
      {notice && !actionData?.preview ? <FeasibilityNotice notice={notice} /> : null}
      <Box as="section" aria-label="Goal details" bg="white" borderWidth="1px" borderRadius="lg" p="5">
        <GoalForm
          mode="edit"
          category={category}
          info={info}
          defaults={defaults}
          lastResult={actionData?.result}
          preview={actionData?.preview}
          action={`/plan/goals/${id}/edit`}
          cancelTo={`/plan/goals/${id}`}
        />
      </Box>
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Goal · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
