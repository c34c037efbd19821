import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'

/** /admin opens the first section, User Management. */
export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    return redirect('/admin/users')
  })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
