import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ConfirmDelete, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId } from '~/schemas/profile.ts'
import { deleteFamilyMember, FAMILY_MEMBER_NOT_FOUND, getFamilyMember } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function ownMember(userId: number, param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  const member = await getFamilyMember(userId, id)
  if (!member) throw new Response(FAMILY_MEMBER_NOT_FOUND, { status: 404 })
  return member
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const member = await ownMember(user.id, params.id)
    return { name: member.name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const member = await ownMember(user.id, params.id)
    if (!(await deleteFamilyMember(user.id, member.id))) throw new Response(FAMILY_MEMBER_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('family'), {
      kind: 'success',
      title: 'Family member deleted',
      description: `${member.name} was removed.`,
    })
  })
}

export default function DeleteFamilyMemberRoute() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <ProfileFormCard title="Delete Family Member">
      <ConfirmDelete name={name} cancelTo={profileTabHref('family')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Family Member · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
