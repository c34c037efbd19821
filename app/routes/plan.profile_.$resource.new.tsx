import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { ProfileResourceEditor } from '~/components/profile-editors.tsx'
import { profileResourceScreens } from '~/http/profile-resources.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { profileResourceTitle } from '~/lib/profile-resources.ts'

// The "add" page of every profile resource: /plan/profile/family/new, /plan/profile/estate/new, ...

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { key, back } = profileResourceScreens(params.resource)
    await requireUser(request)
    return { resource: key, cancelTo: back, currentYear: new Date().getFullYear() }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const screens = profileResourceScreens(params.resource)
    const { user } = await requireUser(request)
    return screens.create(user.id, await request.formData())
  })
}

export default function NewProfileRowRoute() {
  const { resource, cancelTo, currentYear } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FormCard title={profileResourceTitle(resource, 'Add')}>
      <ProfileResourceEditor
        resource={resource}
        row={null}
        lastResult={actionData?.result}
        cancelTo={cancelTo}
        currentYear={currentYear}
      />
    </FormCard>
  )
}

export const meta: MetaFunction = ({ params }) => [
  { title: `${profileResourceTitle(params.resource, 'Add')} · WealthPath` },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
