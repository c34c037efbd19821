import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ConfirmDeletePage } from '~/components/estate-insurance-forms.tsx'
import { ESTATE_DELETE_MESSAGE } from '~/components/estate-panel.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { deleteDocument, getDocument } from '~/services/profile/estate.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

async function ownDocument(userId: number, param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return getDocument(userId, id)
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const document = await ownDocument(user.id, params.id)
    return { name: document.document_name }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const document = await ownDocument(user.id, params.id)
    await deleteDocument(user.id, document.id)
    return redirectWithToast(profileTabHref('estate-planning'), {
      kind: 'success',
      title: 'Document deleted',
      description: `${document.document_name} was removed.`,
    })
  })
}

export default function DeleteEstateDocumentRoute() {
  const { name } = useLoaderData<typeof loader>()
  return (
    <ProfileFormCard title="Delete Estate Planning Document">
      <ConfirmDeletePage message={ESTATE_DELETE_MESSAGE} name={name} cancelTo={profileTabHref('estate-planning')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Estate Planning Document · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
