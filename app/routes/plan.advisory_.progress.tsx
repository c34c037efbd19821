import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { useRevalidator } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { useEffect } from 'react'
import { requireUser } from '~/auth/guards.server.ts'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { currentAdvisory } from '~/services/advisory/runs.server.ts'
import { ADVISORY_PATH } from '~/lib/advisory-paths.ts'

// While a report is generating: a page that reloads itself (a refresh meta tag without
// JavaScript, a revalidation every second with it) and goes back to the advisory page when the
// stored run is no longer generating.

const REFRESH_SECONDS = 2

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const stored = await currentAdvisory(user.id)
    if (stored?.status !== 'generating') throw redirect(ADVISORY_PATH)
    return { mode: stored.mode }
  })
}

export default function AdvisoryProgress() {
  const revalidator = useRevalidator()
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate()
    }, 1000)
    return () => clearInterval(timer)
  }, [revalidator])
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Heading as="h1" size="xl">
        AI Financial Advisory
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="lg" p="6">
        <Spinner size="sm" mr="2" />
        <Text as="span">Generating your advisory report… This page refreshes itself.</Text>
      </Box>
      <Link to={ADVISORY_PATH}>Back to the advisory page</Link>
    </Stack>
  )
}

export const meta: MetaFunction = () => [
  { title: 'Generating advisory report · WealthPath' },
  { httpEquiv: 'refresh', content: String(REFRESH_SECONDS) },
]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
