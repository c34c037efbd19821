import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { PersonalInfoForm, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { ProfileSchema } from '~/schemas/profile.ts'
import { getProfile, upsertProfile } from '~/services/profile/profile.server.ts'
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
    const submission = parseWithZod(await request.formData(), { schema: ProfileSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    await upsertProfile(user.id, submission.value)
    return redirectWithToast(profileTabHref('personal'), { kind: 'success', title: 'Personal information saved' })
  })
}

export default function PersonalInfoRoute() {
  const { profile } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title={profile ? 'Edit Personal Information' : 'Add Personal Information'}>
      <PersonalInfoForm profile={profile} lastResult={actionData?.result} cancelTo={profileTabHref('personal')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Personal Information · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
