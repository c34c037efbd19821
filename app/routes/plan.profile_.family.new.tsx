import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FamilyMemberForm, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { FamilyMemberSchema } from '~/schemas/profile.ts'
import { createFamilyMember } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: FamilyMemberSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const member = await createFamilyMember(user.id, submission.value)
    return redirectWithToast(profileTabHref('family'), {
      kind: 'success',
      title: 'Family member added',
      description: `${member.name} was added to your family.`,
    })
  })
}

export default function NewFamilyMemberRoute() {
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Add Family Member">
      <FamilyMemberForm member={null} lastResult={actionData?.result} cancelTo={profileTabHref('family')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Family Member · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
