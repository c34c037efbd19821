import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ConfirmDelete, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId } from '~/schemas/profile.ts'
import { deleteBenefit, BENEFIT_NOT_FOUND, getBenefit } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function ownBenefit(userId: number, param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  const benefit = await getBenefit(userId, id)
  if (!benefit) throw new Response(BENEFIT_NOT_FOUND, { status: 404 })
  return benefit
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const benefit = await ownBenefit(user.id, params.id)
    return { name: benefit.benefit_name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const benefit = await ownBenefit(user.id, params.id)
    if (!(await deleteBenefit(user.id, benefit.id))) throw new Response(BENEFIT_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('benefits'), {
      kind: 'success',
      title: 'Benefit deleted',
      description: `${benefit.benefit_name} was removed.`,
    })
  })
}

export default function DeleteBenefitRoute() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <ProfileFormCard title="Delete Benefit">
      <ConfirmDelete name={name} cancelTo={profileTabHref('benefits')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Benefit · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
