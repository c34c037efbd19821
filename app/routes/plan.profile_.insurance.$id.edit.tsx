import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { InsurancePolicyForm } from '~/components/estate-insurance-forms.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { InsurancePolicySchema } from '~/schemas/insurance.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { POLICY_NOT_FOUND, getPolicy, updatePolicy } from '~/services/profile/insurance.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

function rowId(param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const policy = await getPolicy(user.id, rowId(params.id))
    if (!policy) throw new Response(POLICY_NOT_FOUND, { status: 404 })
    return { policy }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const id = rowId(params.id)
    const submission = parseWithZod(await request.formData(), { schema: InsurancePolicySchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    // The form holds every field, so a field left blank is cleared.
    const policy = await updatePolicy(user.id, id, submission.value, 'replace')
    if (!policy) throw new Response(POLICY_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('insurance'), { kind: 'success', title: 'Policy updated' })
  })
}

export default function EditInsurancePolicyRoute() {
  const { policy } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Edit Insurance Policy">
      <InsurancePolicyForm policy={policy} lastResult={actionData?.result} cancelTo={profileTabHref('insurance')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Insurance Policy · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
