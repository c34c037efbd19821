import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { BenefitForm, ProfileFormCard } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { BenefitSchema } from '~/schemas/profile.ts'
import { createBenefit } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: BenefitSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const benefit = await createBenefit(user.id, submission.value)
    return redirectWithToast(profileTabHref('benefits'), {
      kind: 'success',
      title: 'Benefit added',
      description: `${benefit.benefit_name} was added.`,
    })
  })
}

export default function NewBenefitRoute() {
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Add Benefit">
      <BenefitForm benefit={null} lastResult={actionData?.result} cancelTo={profileTabHref('benefits')} />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Benefit · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
