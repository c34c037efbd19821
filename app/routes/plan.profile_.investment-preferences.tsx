import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { InvestmentPreferencesForm } from '~/components/investment-preferences-form.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { InvestmentPreferencesFormSchema } from '~/schemas/investment-preferences.ts'
import { getInvestmentPreferences, saveInvestmentPreferences } from '~/services/profile/investment-preferences.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

const BACK = '/plan/profile?tab=investment-preferences'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return { preferences: await getInvestmentPreferences(user.id) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: InvestmentPreferencesFormSchema })
    if (submission.status !== 'success') {
      return data({ result: submission.reply(), error: 'Please correct the highlighted fields.' }, { status: 400 })
    }
    const existed = (await getInvestmentPreferences(user.id)) !== null
    await saveInvestmentPreferences(user.id, submission.value)
    return redirectWithToast(BACK, {
      kind: 'success',
      title: existed ? 'Investment preferences updated' : 'Investment preferences saved',
    })
  })
}

export default function InvestmentPreferencesRoute() {
  const { preferences } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title={preferences ? 'Edit Investment Preferences' : 'Set Investment Preferences'}>
      <InvestmentPreferencesForm
        preferences={preferences}
        lastResult={actionData?.result}
        errorMessage={actionData?.error}
        cancelTo={BACK}
      />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Investment Preferences · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
