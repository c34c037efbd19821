import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireIdParam } from '~/http/params.ts'
import { profileResourceScreens } from '~/http/profile-resources.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { profileResourceTitle } from '~/lib/profile-resources.ts'

// The delete confirmation of every profile resource: /plan/profile/family/7/delete, ...
// GET asks, POST deletes; another user's id is a 404.

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const screens = profileResourceScreens(params.resource)
    const { user } = await requireUser(request)
    const confirmation = await screens.confirmation(user.id, requireIdParam(params.id, 'Invalid ID'))
    return { resource: screens.key, cancelTo: screens.back, ...confirmation }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const screens = profileResourceScreens(params.resource)
    const { user } = await requireUser(request)
    return screens.remove(user.id, requireIdParam(params.id, 'Invalid ID'))
  })
}

export default function DeleteProfileRowRoute() {
  const { resource, ...confirmation } = useLoaderData<typeof loader>()
  return <ConfirmDeletePage title={profileResourceTitle(resource, 'Delete')} {...confirmation} />
}

export const meta: MetaFunction = ({ params }) => [
  { title: `${profileResourceTitle(params.resource, 'Delete')} · WealthPath` },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
