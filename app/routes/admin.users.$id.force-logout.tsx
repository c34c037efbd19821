import { Box } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { requireAdmin } from '~/auth/guards.server.ts'
import { ConfirmDeletePage } from '~/components/confirm-delete.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { requireIdParam } from '~/http/params.ts'
import { pluralise } from '~/lib/format.ts'
import { forceLogout, getUserForAdmin } from '~/services/admin/admin.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const user = await getUserForAdmin(requireIdParam(params.id, 'Invalid user ID'))
    return { id: user.id, email: user.email }
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const user = await getUserForAdmin(requireIdParam(params.id, 'Invalid user ID'))
    const count = await forceLogout(user.id)
    return redirectWithToast('/admin', {
      kind: 'success',
      title: 'User logout initiated',
      description: `${pluralise(count, 'session')} of ${user.email} ended.`,
    })
  })
}

/** The confirmation step, as a page so it works without JavaScript. */
export default function ConfirmForceLogout() {
  const { email } = useLoaderData<typeof loader>()
  return (
    <Box mb="6">
      <ConfirmDeletePage
        title="Force Logout"
        question={`Are you sure you want to force logout for user ${email}?`}
        cancelTo="/admin"
        confirmLabel="Confirm"
        busyLabel="Ending sessions..."
      />
    </Box>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
