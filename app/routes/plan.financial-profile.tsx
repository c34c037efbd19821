import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { FinancialProfilePanel } from '~/components/financial-profile-panel.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { isAppError } from '~/lib/app-error.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { getComprehensiveSummary, summaryJson } from '~/services/summary/comprehensive-summary.server.ts'
import { vectorService } from '~/services/vector/service.server.ts'

const PATH = '/plan/financial-profile'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const [summary, index] = await Promise.all([getComprehensiveSummary(user.id), indexStatus(user.id)])
    return { summary, index, profileJson: JSON.stringify(summaryJson(summary), null, 2) }
  })
}

/** The panel's index line; a store that is down shows "Index unavailable" rather than failing the page. */
async function indexStatus(userId: number) {
  try {
    const status = await (await vectorService()).status(userId)
    return { documentCount: status.is_indexed ? status.total_documents : 0, stale: status.stale, unavailable: false }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { documentCount: 0, stale: false, unavailable: true }
  }
}

/** Index to Vector DB / Reindex: the user's documents (re)built now, then back to the panel. */
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const service = await vectorService()
    try {
      const result = await service.reindex(user.id)
      return redirectWithToast(PATH, {
        kind: 'success',
        title: `${result.documents_indexed} documents indexed`,
        description: 'The advisor searches your latest figures.',
      })
    } catch (error) {
      if (!isAppError(error)) throw error
      return redirectWithToast(PATH, { kind: 'error', title: 'Indexing failed', description: error.message })
    }
  })
}

export default function FinancialProfile() {
  const { summary, index, profileJson } = useLoaderData<typeof loader>()
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          Financial Profile
        </Heading>
        <Text color="gray.600">Everything the advisor knows about your finances, computed from what you entered</Text>
      </Box>
      <FinancialProfilePanel summary={summary} profileJson={profileJson} refreshTo={PATH} index={index} />
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
