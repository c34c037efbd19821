import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FamilyMemberForm, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { FamilyMemberSchema, parseRowId } from '~/schemas/profile.ts'
import { FAMILY_MEMBER_NOT_FOUND, getFamilyMember, updateFamilyMember } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

function rowId(param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const member = await getFamilyMember(user.id, rowId(params.id))
    if (!member) throw new Response(FAMILY_MEMBER_NOT_FOUND, { status: 404 })
    return { member }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const id = rowId(params.id)
    const submission = parseWithZod(await request.formData(), { schema: FamilyMemberSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    // The form holds every field, so a field left blank is cleared.
    const member = await updateFamilyMember(user.id, id, submission.value, 'replace')
    if (!member) throw new Response(FAMILY_MEMBER_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('family'), { kind: 'success', title: 'Family member updated' })
  })
}

export default function EditFamilyMemberRoute() {
  const { member } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Edit Family Member">
      <FamilyMemberForm member={member} lastResult={actionData?.result} cancelTo={profileTabHref('family')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Family Member · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
