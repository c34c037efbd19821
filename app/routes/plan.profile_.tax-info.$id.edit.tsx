import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ProfileFormCard, TaxInfoForm } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { parseRowId, TaxInfoFormSchema } from '~/schemas/profile.ts'
import { getTaxInfo, TAX_INFO_NOT_FOUND, updateTaxInfo } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

function rowId(param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const taxInfo = await getTaxInfo(user.id, rowId(params.id))
    if (!taxInfo) throw new Response(TAX_INFO_NOT_FOUND, { status: 404 })
    return { taxInfo, currentYear: new Date().getFullYear() }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const id = rowId(params.id)
    const submission = parseWithZod(await request.formData(), { schema: TaxInfoFormSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    // The form holds every field, so a field left blank is cleared.
    const saved = await updateTaxInfo(user.id, id, submission.value, 'replace')
    if (!saved.ok && saved.status === 404) throw new Response(saved.message, { status: 404 })
    if (!saved.ok) {
      const reply = submission.reply({
        formErrors: [`Failed to save: ${saved.message}`],
        fieldErrors: { [saved.field]: [saved.message] },
      })
      return data({ result: reply }, { status: saved.status })
    }
    return redirectWithToast(profileTabHref('tax-info'), { kind: 'success', title: 'Tax information updated' })
  })
}

export default function EditTaxInfoRoute() {
  const { taxInfo, currentYear } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Edit Tax Information">
      <TaxInfoForm
        taxInfo={taxInfo}
        currentYear={currentYear}
        lastResult={actionData?.result}
        cancelTo={profileTabHref('tax-info')}
      />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Tax Information · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
