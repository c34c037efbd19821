import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { Link } from '~/components/link.tsx'
import { requireUser } from '~/auth/guards.server.ts'
import { Button } from '~/components/button.tsx'
import { FinancialProfilePanel } from '~/components/financial-profile-panel.tsx'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { isAppError } from '~/lib/app-error.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { getComprehensiveSummary, summaryJson } from '~/services/summary/comprehensive-summary.server.ts'
import { vectorService } from '~/services/vector/service.server.ts'
import { forgetFinishedJob, indexJobOf, settledWithin, startIndexJob } from '~/services/vector/index-jobs.server.ts'
import { getEnv } from '~/env.server.ts'

const PATH = '/plan/financial-profile'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    // Read before the summary: the job's state as this request began, whatever it does meanwhile.
    const indexJob = indexJobOf(user.id)
    const [summary, index] = await Promise.all([getComprehensiveSummary(user.id), indexStatus(user.id)])
    // A finished job's outcome is shown once, on the load that follows it.
    if (indexJob && indexJob.state !== 'running') forgetFinishedJob(user.id)
    return { summary, index, indexJob, profileJson: JSON.stringify(summaryJson(summary), null, 2) }
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

/**
 * Index to Vector DB / Reindex: a background job (app/services/vector/index-jobs.server.ts). A
 * household that indexes within VECTOR_INDEX_WAIT_MS gets its result at once; a larger one comes
 * back to the panel, which shows the job's progress until it ends.
 */
export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const service = await vectorService()
    const job = startIndexJob(user.id, (report) => service.reindex(user.id, report))
    if (!(await settledWithin(job, getEnv().VECTOR_INDEX_WAIT_MS))) return redirect(PATH)
    forgetFinishedJob(user.id)
    if (job.view.state === 'done') {
      return redirectWithToast(PATH, {
        kind: 'success',
        title: `${job.view.outcome.documents_indexed} documents indexed`,
        description: 'The advisor searches your latest figures.',
      })
    }
    const error = job.view.state === 'failed' ? job.view.error : 'Indexing failed'
    return redirectWithToast(PATH, { kind: 'error', title: 'Indexing failed', description: error })
  })
}

export default function FinancialProfile() {
  const { summary, index, indexJob, profileJson } = useLoaderData<typeof loader>()
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          Financial Profile
        </Heading>
        <Text color="gray.600">Everything the advisor knows about your finances, computed from what you entered</Text>
        <Link to="/plan/advisory">Generate an AI Financial Advisory report from this profile</Link>
      </Box>
      <FinancialProfilePanel
        summary={summary}
        profileJson={profileJson}
        refreshTo={PATH}
        index={index}
        indexJob={indexJob}
      />
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
