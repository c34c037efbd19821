import { Box } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { GOAL_MESSAGES } from '~/lib/goal-messages.ts'
import { requireUser } from '~/auth/guards.server.ts'
import { orServerFailure } from './__goal-forms.server.ts'
import { deleteGoal } from '~/services/goals/goals.server.ts'
import { getOwnGoal } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const goal = await getOwnGoal(user.id, params.id)
    return { id: goal.id, name: goal.name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const goal = await getOwnGoal(user.id, params.id)
    return orServerFailure(
      async () => {
        await deleteGoal(user.id, goal.id)
        return redirectWithToast('/plan/goals', {
          kind: 'success',
          title: 'Goal deleted',
          description: `${goal.name} was removed.`,
        })
      },
      (status) => data({ error: GOAL_MESSAGES.delete }, { status }),
    )
  })
}

/** The delete confirmation, as its own page so it works without JavaScript. */
export default function ConfirmDeleteGoal() {
  const { id, name } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Box className="wp-wrap-words">
      <ConfirmDeletePage
        title="Delete goal"
        question={`Are you sure you want to delete the goal "${name}"? This action cannot be undone.`}
        cancelTo={`/plan/goals/${id}`}
        errors={actionData?.error ? [actionData.error] : []}
      />
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Goal · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
