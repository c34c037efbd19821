import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { FinancialProfilePanel } from '~/components/financial-profile-panel.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { getComprehensiveSummary, summaryJson } from '~/services/summary/comprehensive-summary.server.ts'

const PATH = '/plan/financial-profile'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const summary = await getComprehensiveSummary(user.id)
    return { summary, profileJson: JSON.stringify(summaryJson(summary), null, 2) }
  })
}

export default function FinancialProfile() {
  const { summary, profileJson } = useLoaderData<typeof loader>()
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          Financial Profile
        </Heading>
        <Text color="gray.600">Everything the advisor knows about your finances, computed from what you entered</Text>
      </Box>
      <FinancialProfilePanel summary={summary} profileJson={profileJson} refreshTo={PATH} />
    </Stack>
  )
}

export const meta: MetaFunction = () => [{ title: 'Financial Profile Data · WealthPath' }]

/** The spec's error card: what failed and a Retry link that loads the page again. */
export function ErrorBoundary() {
  const error = useRouteError()
  const detail =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : 'Failed to load summary'
  return (
    <Box role="alert" bg="white" borderWidth="1px" borderRadius="lg" p="6" maxW="xl">
      <Heading as="h2" size="md" mb="2">
        Error Loading Summary
      </Heading>
      <Text mb="4">{detail}</Text>
      <Button asChild colorPalette="blue">
        <Link to={PATH} reloadDocument>
          Retry
        </Link>
      </Button>
    </Box>
  )
}
