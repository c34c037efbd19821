import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { AppError, isAppError, notFound } from '~/lib/app-error.ts'
import { clearProfileRow, listProfileRows } from '~/services/profile/rows.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'

// Deleting a profile-derived row on the financial screen clears that profile field; this page
// asks first, as every delete does.

const FINANCES = '/plan/finances'

async function profileRow(userId: number, rowId: string | undefined) {
  const row = (await listProfileRows(userId)).find((r) => r.id === rowId && r.edit.kind === 'profile')
  if (!row) throw notFound('Unknown profile field')
  return row
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const row = await profileRow(user.id, params.rowId)
    return { description: row.description }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const row = await profileRow(user.id, params.rowId)
    await clearProfileRow(user.id, row.id).catch((error: unknown) => {
      throw isAppError(error) ? new AppError(error.status, 'Failed to clear profile field. Please try again.') : error
    })
    return redirectWithToast(FINANCES, {
      kind: 'success',
      title: 'Profile field cleared',
      description: row.description,
    })
  })
}

export default function ConfirmClearProfileRow() {
  const { description } = useLoaderData<typeof loader>()
  return (
    <ConfirmDeletePage
      title="Clear profile field"
      question={`Are you sure you want to clear "${description}" from your profile?`}
      cancelTo={FINANCES}
      confirmLabel="Clear"
      busyLabel="Clearing..."
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
