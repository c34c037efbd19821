import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { FormCard } from '~/components/form-card.tsx'
import { ProfileResourceEditor } from '~/components/profile-editors.tsx'
import { requireIdParam } from '~/http/params.ts'
import { profileResourceScreens } from '~/http/profile-resources.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { profileResourceTitle } from '~/lib/profile-resources.ts'

// The "edit" page of every profile resource: /plan/profile/family/7/edit, ... Another user's
// id is a 404, an id that is not a number a 400.

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const screens = profileResourceScreens(params.resource)
    const { user } = await requireUser(request)
    const row = await screens.load(user.id, requireIdParam(params.id, 'Invalid ID'))
    return { resource: screens.key, row, cancelTo: screens.back, currentYear: new Date().getFullYear() }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const screens = profileResourceScreens(params.resource)
    const { user } = await requireUser(request)
    return screens.update(user.id, requireIdParam(params.id, 'Invalid ID'), await request.formData())
  })
}

export default function EditProfileRowRoute() {
  const { resource, row, cancelTo, currentYear } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <FormCard title={profileResourceTitle(resource, 'Edit')}>
      <ProfileResourceEditor
        resource={resource}
        row={row}
        lastResult={actionData?.result}
        cancelTo={cancelTo}
        currentYear={currentYear}
      />
    </FormCard>
  )
}

export const meta: MetaFunction = ({ params }) => [
  { title: `${profileResourceTitle(params.resource, 'Edit')} · WealthPath` },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
