import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { InsurancePolicyForm } from '~/components/estate-insurance-forms.tsx'
import { ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { InsurancePolicySchema } from '~/schemas/insurance.ts'
import { createPolicy } from '~/services/profile/insurance.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: InsurancePolicySchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const policy = await createPolicy(user.id, submission.value)
    return redirectWithToast(profileTabHref('insurance'), {
      kind: 'success',
      title: 'Policy added',
      description: `${policy.policy_name} was added.`,
    })
  })
}

export default function NewInsurancePolicyRoute() {
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Add Insurance Policy">
      <InsurancePolicyForm policy={null} lastResult={actionData?.result} cancelTo={profileTabHref('insurance')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Insurance Policy · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
