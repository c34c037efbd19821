import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormErrors } from '~/components/forms.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { GOAL_MESSAGES } from '~/schemas/goal-forms.ts'
import { attemptWrite, requireOwnGoal } from '~/services/goals/screens.server.ts'
import { deleteGoal } from '~/services/goals/goals.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { goal } = await requireOwnGoal(request, params.id)
    return { id: goal.id, name: goal.name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user, goal } = await requireOwnGoal(request, params.id)
    const deleted = await attemptWrite(() => deleteGoal(user.id, goal.id))
    if (!deleted.ok) return data({ error: GOAL_MESSAGES.delete }, { status: deleted.status })
    return redirectWithToast('/plan/goals', {
      kind: 'success',
      title: 'Goal deleted',
      description: `${goal.name} was removed.`,
    })
  })
}

/** The delete confirmation, as its own page so it works without JavaScript. */
export default function ConfirmDeleteGoal() {
  const { id, name } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const isSubmitting = useIsSubmitting()
  return (
    <Box
      role="alertdialog"
      aria-labelledby="confirm-delete-goal"
      maxW="xl"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="6"
    >
      <Heading as="h1" size="md" mb="3">
        Delete goal
      </Heading>
      <FormErrors id="delete-goal-errors" errors={actionData?.error ? [actionData.error] : []} />
      <Text id="confirm-delete-goal" mb="4">
        {`Are you sure you want to delete the goal "${name}"? This action cannot be undone.`}
      </Text>
      <HStack gap="3">
        <Form method="post">
          <Button type="submit" colorPalette="red" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting...' : 'Delete'}
          </Button>
        </Form>
        <Button asChild variant="outline">
          <Link to={`/plan/goals/${id}`}>Cancel</Link>
        </Button>
      </HStack>
    </Box>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Goal · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
