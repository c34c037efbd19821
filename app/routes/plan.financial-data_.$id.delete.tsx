import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { deleteEntry, getEntry } from '~/services/finance/entries.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const entry = await getEntry(user.id, requireIdParam(params.id, 'Invalid entry ID'))
    return { description: entry.description, category: entry.category }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const entry = await getEntry(user.id, requireIdParam(params.id, 'Invalid entry ID'))
    await deleteEntry(user.id, entry.id)
    return redirectWithToast(`/plan/financial-data?tab=${entry.category}`, {
      kind: 'success',
      title: 'Entry deleted',
      description: `${entry.description} was removed.`,
    })
  })
}

/** The delete confirmation, as its own page so it works without JavaScript. */
export default function ConfirmDeleteEntry() {
  const { description, category } = useLoaderData<typeof loader>()
  return (
    <ConfirmDeletePage
      title="Delete entry"
      question={`Are you sure you want to delete "${description}"?`}
      cancelTo={`/plan/financial-data?tab=${category}`}
    />
  )
}

export const meta: MetaFunction = () => [{ title: 'Delete Entry · WealthPath' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
