import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { profileTabHref } from '~/lib/profile-tabs.ts'
import { INVESTMENT_PREFERENCES_DELETE_MESSAGE } from '~/schemas/investment-preferences.ts'
import {
  deleteInvestmentPreferences,
  getInvestmentPreferences,
} from '~/services/profile/investment-preferences.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = profileTabHref('investment-preferences')

// GET asks, POST deletes; a 404 when no preferences are set.
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    await getInvestmentPreferences(user.id)
    return null
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    await deleteInvestmentPreferences(user.id)
    return redirectWithToast(BACK, { kind: 'success', title: 'Investment preferences deleted' })
  })
}

export default function DeleteInvestmentPreferencesRoute() {
  return (
    <ConfirmDeletePage
      title="Delete Investment Preferences"
      question={INVESTMENT_PREFERENCES_DELETE_MESSAGE}
      cancelTo={BACK}
    />
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Investment Preferences · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
