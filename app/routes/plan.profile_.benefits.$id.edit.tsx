import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { BenefitForm, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { BenefitSchema, parseRowId } from '~/schemas/profile.ts'
import { BENEFIT_NOT_FOUND, getBenefit, updateBenefit } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

function rowId(param: string | undefined) {
  const id = parseRowId(param)
  if (id === null) throw new Response('Invalid ID', { status: 400 })
  return id
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const benefit = await getBenefit(user.id, rowId(params.id))
    if (!benefit) throw new Response(BENEFIT_NOT_FOUND, { status: 404 })
    return { benefit }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const id = rowId(params.id)
    const submission = parseWithZod(await request.formData(), { schema: BenefitSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    // The form holds every field, so a field left blank is cleared.
    const benefit = await updateBenefit(user.id, id, submission.value, 'replace')
    if (!benefit) throw new Response(BENEFIT_NOT_FOUND, { status: 404 })
    return redirectWithToast(profileTabHref('benefits'), { kind: 'success', title: 'Benefit updated' })
  })
}

export default function EditBenefitRoute() {
  const { benefit } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Edit Benefit">
      <BenefitForm benefit={benefit} lastResult={actionData?.result} cancelTo={profileTabHref('benefits')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Edit Benefit · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
