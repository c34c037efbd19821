import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { ProfileFormCard, TaxInfoForm } from '~/components/profile-forms.tsx'
import { profileTabHref } from '~/components/profile-overview.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { TaxInfoFormSchema } from '~/schemas/profile.ts'
import { createTaxInfo } from '~/services/profile/profile.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request)
  return { currentYear: new Date().getFullYear() }
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const submission = parseWithZod(await request.formData(), { schema: TaxInfoFormSchema })
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    const saved = await createTaxInfo(user.id, submission.value)
    if (!saved.ok) {
      const reply = submission.reply({
        formErrors: [`Failed to save: ${saved.message}`],
        fieldErrors: saved.status === 409 ? { [saved.field]: [saved.message] } : {},
      })
      return data({ result: reply }, { status: saved.status })
    }
    return redirectWithToast(profileTabHref('tax-info'), {
      kind: 'success',
      title: 'Tax information added',
      description: `Tax year ${saved.taxInfo.tax_year} was saved.`,
    })
  })
}

export default function NewTaxInfoRoute() {
  const { currentYear } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ProfileFormCard title="Add Tax Information">
      <TaxInfoForm
        taxInfo={null}
        currentYear={currentYear}
        lastResult={actionData?.result}
        cancelTo={profileTabHref('tax-info')}
      />
    </ProfileFormCard>
  )
}

export const meta: MetaFunction = () => [{ title: 'Add Tax Information · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
