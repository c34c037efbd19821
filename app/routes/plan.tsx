import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { STATIC_STYLES } from '~/components/chakra-scope.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { PlanHeader } from '~/components/plan-header.tsx'
import { PlanStepper } from '~/components/plan-stepper.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request)
  return { name: user.first_name || user.email, isAdmin: user.role === 'admin' }
}

// The layout draws no Chakra component; each screen under it says for itself (app/components/chakra-scope.tsx).
export const handle = STATIC_STYLES

export default function PlanLayout() {
  const { name, isAdmin } = useLoaderData<typeof loader>()
  return (
    <div className="wp-shell">
      <PlanHeader name={name} isAdmin={isAdmin} />
      <PlanStepper />
      <main className="wp-main">
        <Outlet />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
