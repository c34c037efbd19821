import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { EstateDocumentForm } from '~/components/estate-insurance-forms.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { EstateDocumentSchema } from '~/schemas/estate.ts'
import { createDocument } from '~/services/profile/estate.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: EstateDocumentSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const document = await createDocument(user.id, submission.value)
    return redirectWithToast(profileTabHref('estate-planning'), {
      kind: 'success',
      title: 'Document added',
      description: `${document.document_name} was added.`,
    })
  })
}

export default function NewEstateDocumentRoute() {
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Add Estate Planning Document">
      <EstateDocumentForm
        document={null}
        lastResult={actionData?.result}
        cancelTo={profileTabHref('estate-planning')}
      />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Estate Planning Document · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
