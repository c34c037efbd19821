import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FeasibilityNotice, GoalForm } from '~/components/goal-form.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { submitGoalEdit } from './__goal-forms.server.ts'
import { updateGoal } from '~/services/goals/goals.server.ts'
import { editGoalScreen, getOwnGoal } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return editGoalScreen(user.id, await getOwnGoal(user.id, params.id))
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const goal = await getOwnGoal(user.id, params.id)
    return submitGoalEdit(goal, await request.formData(), async (input) => {
      const { goal: saved } = await updateGoal(user.id, goal.id, input)
      return redirectWithToast(`/plan/goals/${goal.id}`, {
        kind: 'success',
        title: 'Goal updated',
        description: `${saved.name} was saved.`,
      })
    })
  })
}

export default function EditGoal() {
  const { id, name, category, info, notice, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl" className="wp-wrap-words">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to={`/plan/goals/${id}`}>← Back to Goal</Link>
        </Button>
        <Heading as="h1" size="xl">
          Edit Goal
        </Heading>
        <Text color="gray.700">{`${name} · ${info.name}`}</Text>
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
