import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { EstateDocumentForm } from '~/components/estate-insurance-forms.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { EstateDocumentSchema } from '~/schemas/estate.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { ESTATE_DOCUMENT_NOT_FOUND, getDocument, updateDocument } from '~/services/profile/estate.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

function rowId(param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const document = await getDocument(user.id, rowId(params.id))
    if (!document) throw new Response(ESTATE_DOCUMENT_NOT_FOUND, { status: 404 })
    return { document }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const id = rowId(params.id)
    const submission = parseWithZod(await request.formData(), { schema: EstateDocumentSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    // The form holds every field, so a field left blank is cleared.
    const document = await updateDocument(user.id, id, submission.value, 'replace')
    if (!document) throw new Response(ESTATE_DOCUMENT_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('estate-planning'), { kind: 'success', title: 'Document updated' })
  })
}

export default function EditEstateDocumentRoute() {
  const { document } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Edit Estate Planning Document">
      <EstateDocumentForm
        document={document}
        lastResult={actionData?.result}
        cancelTo={profileTabHref('estate-planning')}
      />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Estate Planning Document · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
