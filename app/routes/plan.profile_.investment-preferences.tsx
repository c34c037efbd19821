import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { InvestmentPreferencesForm } from '~/components/investment-preferences-form.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { profileTabHref } from '~/lib/profile-tabs.ts'
import { InvestmentPreferencesFormSchema } from '~/schemas/investment-preferences.ts'
import {
  findInvestmentPreferences,
  saveInvestmentPreferences,
} from '~/services/profile/investment-preferences.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = profileTabHref('investment-preferences')

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return { preferences: await findInvestmentPreferences(user.id) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), InvestmentPreferencesFormSchema, async (value) => {
      const { created } = await saveInvestmentPreferences(user.id, value)
      return redirectWithToast(BACK, {
        kind: 'success',
        title: created ? 'Investment preferences saved' : 'Investment preferences updated',
      })
    })
  })
}

export default function InvestmentPreferencesRoute() {
  const { preferences } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FormCard title={preferences ? 'Edit Investment Preferences' : 'Set Investment Preferences'}>
      <InvestmentPreferencesForm preferences={preferences} lastResult={actionData?.result} cancelTo={BACK} />
    </FormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Investment Preferences · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
