import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { GoalForm, GoalTemplates, GoalTypeTiles } from '~/components/goal-form.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { submitNewGoal } from './__goal-forms.server.ts'
import { createGoal } from '~/services/goals/goals.server.ts'
import { newGoalScreen } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Create New Goal: pick a type (or a template), then fill the form. Each choice is a link,
// so the page works without JavaScript; choosing a type resets its details to the defaults.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return newGoalScreen(user.id, new URL(request.url))
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitNewGoal(await request.formData(), async (input) => {
      const goal = await createGoal(user.id, input)
      return redirectWithToast(`/plan/goals/${goal.id}`, {
        kind: 'success',
        title: 'Goal created',
        description: `${goal.name} was added to your goals.`,
      })
    })
  })
}

export default function NewGoal() {
  const { category, template, values, info, categories, templates } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const location = useLocation()
  return (
    <Stack gap="5" maxW="4xl" className="wp-wrap-words">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to="/plan/goals">← Back to Goals</Link>
        </Button>
        <Heading as="h1" size="xl">
          Create New Goal
        </Heading>
      </Box>
      <GoalTypeTiles categories={categories} current={category} />
      <GoalTemplates templates={templates} />
      {category && info ? (
        <Box as="section" aria-label="Goal details" bg="white" borderWidth="1px" borderRadius="lg" p="5">
          <GoalForm
            // A new template or type starts a fresh form.
            key={`${category}-${template ?? ''}`}
            mode="create"
            category={category}
            info={info}
            defaults={values}
            lastResult={actionData?.result}
            preview={actionData?.preview}
            action={`/plan/goals/new${location.search}`}
            cancelTo="/plan/goals"
          />
        </Box>
      ) : (
        <Text color="gray.700">Choose a goal type or a template to continue.</Text>
      )}
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Create New Goal · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
