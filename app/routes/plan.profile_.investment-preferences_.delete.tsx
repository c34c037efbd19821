import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Form, Link } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { INVESTMENT_PREFERENCES_DELETE_MESSAGE } from '~/components/investment-preferences-panel.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { useIsSubmitting } from '~/components/use-is-submitting.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import {
  deleteInvestmentPreferences,
  getInvestmentPreferences,
  INVESTMENT_PREFERENCES_NOT_FOUND,
} from '~/services/profile/investment-preferences.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = '/plan/profile?tab=investment-preferences'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    if (!(await getInvestmentPreferences(user.id)))
      throw new Response(INVESTMENT_PREFERENCES_NOT_FOUND, { status: 404 })
    return null
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    if (!(await deleteInvestmentPreferences(user.id))) {
      throw new Response(INVESTMENT_PREFERENCES_NOT_FOUND, { status: 404 })
    }
    return redirectWithToast(BACK, { kind: 'success', title: 'Investment preferences deleted' })
  })
}

export default function DeleteInvestmentPreferencesRoute() {
  const isSubmitting = useIsSubmitting()
  return (
    <ProfileFormCard title="Delete Investment Preferences">
      <Box
        role="alertdialog"
        aria-labelledby="confirm-text"
        bg="orange.50"
        borderWidth="1px"
        borderColor="orange.200"
        borderRadius="lg"
        p="4"
      >
        <Text id="confirm-text" mb="3">
          {INVESTMENT_PREFERENCES_DELETE_MESSAGE}
        </Text>
        <HStack>
          <Button asChild variant="outline">
            <Link to={BACK}>Cancel</Link>
          </Button>
          <Form method="post">
            <Button type="submit" colorPalette="red" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Deleting...' : 'Delete'}
            </Button>
          </Form>
        </HStack>
      </Box>
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Investment Preferences · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
