import { Box } from '@chakra-ui/react'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { PlanHeader } from '~/components/plan-header.tsx'
import { PlanStepper } from '~/components/plan-stepper.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request)
  return { name: user.first_name || user.email, isAdmin: user.role === 'admin' }
}

export default function PlanLayout() {
  const { name, isAdmin } = useLoaderData<typeof loader>()
  return (
    <Box minH="100vh">
      <PlanHeader name={name} isAdmin={isAdmin} />
      <PlanStepper />
      <Box as="main" maxW="6xl" mx="auto" px="4" py="6">
        <Outlet />
      </Box>
    </Box>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
