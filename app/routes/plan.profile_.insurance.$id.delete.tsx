import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ConfirmDeletePage } from '~/components/estate-insurance-forms.tsx'
import { INSURANCE_DELETE_MESSAGE } from '~/components/insurance-panel.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { deletePolicy, POLICY_NOT_FOUND, getPolicy } from '~/services/profile/insurance.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function ownPolicy(userId: number, param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  const policy = await getPolicy(userId, id)
  if (!policy) throw new Response(POLICY_NOT_FOUND, { status: 404 })
  return policy
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const policy = await ownPolicy(user.id, params.id)
    return { name: policy.policy_name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const policy = await ownPolicy(user.id, params.id)
    if (!(await deletePolicy(user.id, policy.id))) throw new Response(POLICY_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('insurance'), {
      kind: 'success',
      title: 'Policy deleted',
      description: `${policy.policy_name} was removed.`,
    })
  })
}

export default function DeleteInsurancePolicyRoute() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <ProfileFormCard title="Delete Insurance Policy">
      <ConfirmDeletePage message={INSURANCE_DELETE_MESSAGE} name={name} cancelTo={profileTabHref('insurance')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Insurance Policy · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
