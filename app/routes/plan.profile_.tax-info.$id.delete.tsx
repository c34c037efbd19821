import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ConfirmDelete, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId } from '~/schemas/profile.ts'
import { deleteTaxInfo, TAX_INFO_NOT_FOUND, getTaxInfo } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function ownTaxInfo(userId: number, param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  const taxInfo = await getTaxInfo(userId, id)
  if (!taxInfo) throw new Response(TAX_INFO_NOT_FOUND, { status: 404 })
  return taxInfo
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const taxInfo = await ownTaxInfo(user.id, params.id)
    return { name: `Tax Year ${taxInfo.tax_year}` }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const taxInfo = await ownTaxInfo(user.id, params.id)
    if (!(await deleteTaxInfo(user.id, taxInfo.id))) throw new Response(TAX_INFO_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('tax-info'), {
      kind: 'success',
      title: 'Tax information deleted',
      description: `Tax year ${taxInfo.tax_year} was removed.`,
    })
  })
}

export default function DeleteTaxInfoRoute() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <ProfileFormCard title="Delete Tax Information">
      <ConfirmDelete name={name} cancelTo={profileTabHref('tax-info')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Tax Information · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
