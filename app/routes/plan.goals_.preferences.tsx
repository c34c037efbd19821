import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { Button } from '~/components/button.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { PreferencesForm, preferenceTabHref, PreferenceTabs } from '~/components/goal-preferences-form.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { GOAL_MESSAGES } from '~/lib/goal-messages.ts'
import { parsePreferenceTab, PREFERENCE_TAB_SCHEMAS } from '~/schemas/goal-forms.ts'
import { saveOrSayWhy } from './__goal-forms.server.ts'
import { updatePreferences } from '~/services/goals/preferences.server.ts'
import { preferencesScreen } from '~/services/goals/screens.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Goal preferences: tabs as links (?tab=), one form per tab.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const tab = parsePreferenceTab(new URL(request.url).searchParams.get('tab'))
    return { tab, ...(await preferencesScreen(user.id)) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const formData = await request.formData()
    const tab = parsePreferenceTab(String(formData.get('tab') ?? new URL(request.url).searchParams.get('tab') ?? ''))
    // The first save creates the preferences (defaults fill the other tabs), later saves update.
    return submitForm(formData, PREFERENCE_TAB_SCHEMAS[tab], (value, submission) =>
      saveOrSayWhy(submission, GOAL_MESSAGES.preferences, async () => {
        await updatePreferences(user.id, value)
        return redirectWithToast(preferenceTabHref(tab), { kind: 'success', title: 'Preferences saved' })
      }),
    )
  })
}

export default function GoalPreferences() {
  const { tab, saved, values, categories } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Stack gap="4" maxW="4xl">
      <Box>
        <Button asChild variant="ghost" size="sm" px="0">
          <Link to="/plan/goals">← Back to Goals</Link>
        </Button>
        <Heading as="h1" size="xl">
          Goal Preferences
        </Heading>
        <Text color="gray.700">
          {saved
            ? 'Your saved preferences shape the analysis of your goals.'
            : 'Not saved yet: these are the defaults. Saving any tab stores them.'}
        </Text>
      </Box>
      <PreferenceTabs active={tab} />
      <PreferencesForm key={tab} tab={tab} values={values} categories={categories} lastResult={actionData?.result} />
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Goal Preferences · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
