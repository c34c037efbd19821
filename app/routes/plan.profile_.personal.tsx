import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { PersonalInfoForm } from '~/components/profile-forms.tsx'
import { orServiceUnavailable, submitForm } from '~/http/screen.server.ts'
import { profileTabHref } from '~/lib/profile-tabs.ts'
import { ProfileSchema } from '~/schemas/profile.ts'
import { getProfile, upsertProfile } from '~/services/profile/personal.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Add or edit the personal information: one form, saved as a whole.

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return { profile: await getProfile(user.id) }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return submitForm(await request.formData(), ProfileSchema, async (value) => {
      await upsertProfile(user.id, value)
      return redirectWithToast(profileTabHref('personal'), { kind: 'success', title: 'Personal information saved' })
    })
  })
}

export default function PersonalInfoRoute() {
  const { profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FormCard title={profile ? 'Edit Personal Information' : 'Add Personal Information'}>
      <PersonalInfoForm profile={profile} lastResult={actionData?.result} cancelTo={profileTabHref('personal')} />
    </FormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Personal Information · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
