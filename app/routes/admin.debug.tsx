import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import * as z from 'zod'
import { requireAdmin } from '~/auth/guards.server.ts'
import { AdminCard, formatAdminDate } from '~/components/admin/admin-section.tsx'
import { AutoRefresh } from '~/components/admin/auto-refresh.tsx'
import { Button } from '~/components/button.tsx'
import { DataTable, Td } from '~/components/data-table.tsx'
import { GeneralErrorBoundary } from '~/components/error-boundary.tsx'
import { runEndpointTests } from '~/http/endpoint-tests.server.ts'
import { selfOrigin } from '~/http/self-origin.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { redirectWithToast } from '~/infra/toast.server.ts'
import { LOG_LEVEL_CHOICES, LOG_LIMITS, REFRESH_SECONDS, SCREEN_MESSAGE_CHARS } from '~/lib/admin.ts'
import { pluralise } from '~/lib/format.ts'
import { clearAllCaches } from '~/services/admin/admin.server.ts'
import { debugPerformanceForScreen, logQuery, logsForScreen } from '~/services/admin/debug-tools.server.ts'

const LEVEL_BADGE: Partial<Record<string, string>> = {
  ERROR: 'wp-badge wp-badge--red',
  WARNING: 'wp-badge wp-badge--orange',
}

const IntentSchema = z.object({ intent: z.enum(['clear-caches', 'endpoint-tests']) })

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const query = logQuery(new URL(request.url).searchParams)
    return { ...debugPerformanceForScreen(), logs: logsForScreen(query), query }
  })
}

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireAdmin(request)
    const parsed = IntentSchema.safeParse(Object.fromEntries(await request.formData()))
    if (!parsed.success) throw new Response('Unknown system action', { status: 400 })
    if (parsed.data.intent === 'clear-caches') {
      const removed = await clearAllCaches(user)
      return redirectWithToast('/admin/debug', {
        kind: 'success',
        title: 'All caches cleared',
        description: `${pluralise(removed, 'cached value')} removed.`,
      })
    }
    const results = await runEndpointTests(selfOrigin(request), user.id)
    const failed = results.filter((r) => r.status === null || r.status >= 400).length
    return redirectWithToast('/admin/debug', {
      kind: failed === 0 ? 'success' : 'warning',
      title: failed === 0 ? 'Endpoint tests passed' : `${pluralise(failed, 'endpoint test')} failed`,
      description: results.map((r) => `${r.url} · ${r.ms} ms · ${r.status ?? r.detail}`).join('; '),
    })
  })
}

export default function AdminDebug() {
  const { api_performance, system_resources, last_updated, logs, query } = useLoaderData<typeof loader>()
  const exportQuery = `level=${query.level}&limit=${query.limit}`
  return (
    <>
      <AdminCard id="debug-heading" title="Debug Tools">
        <AutoRefresh seconds={REFRESH_SECONDS.logs} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" my="4">
          <Box as="section" aria-label="API Performance" borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <Text fontWeight="semibold">API Performance (last {api_performance.window_minutes} min)</Text>
            <Text>{pluralise(api_performance.requests, 'request')}</Text>
            <Text>Average response time: {api_performance.avg_response_time} ms</Text>
            <Text>Error rate: {api_performance.error_rate}%</Text>
          </Box>
          <Box as="section" aria-label="System Resources" borderWidth="1px" borderRadius="md" p="3" fontSize="sm">
            <Text fontWeight="semibold">System Resources</Text>
            <Text>CPU: {system_resources.cpu_usage}% of one core since the last look</Text>
            <Text>
              Memory: {system_resources.memory_usage}% ({system_resources.rss_mb} MB resident, heap{' '}
              {system_resources.heap_used_mb} MB)
            </Text>
            <Text>
              Load average: {system_resources.load_average.join(' / ')} on {system_resources.cores} cores
            </Text>
          </Box>
        </SimpleGrid>
        <Text fontSize="xs" color="gray.600" mb="2">
          Last updated {formatAdminDate(last_updated)}
          {api_performance.routes_total > api_performance.routes.length
            ? ` · the busiest ${api_performance.routes.length} of ${api_performance.routes_total} routes (GET /api/v1/admin/debug/performance lists all)`
            : ''}
        </Text>
        {api_performance.routes.length === 0 ? (
          <Text>No requests recorded yet</Text>
        ) : (
          <DataTable
            columns={[
              'Route',
              { label: 'Requests', numeric: true },
              { label: 'p50 ms', numeric: true },
              { label: 'p95 ms', numeric: true },
              { label: 'Errors', numeric: true },
            ]}
          >
            {api_performance.routes.map((r) => (
              <tr key={r.route}>
                <Td small className="wp-mono">
                  {r.route}
                </Td>
                <Td numeric>{r.requests}</Td>
                <Td numeric>{r.p50_ms}</Td>
                <Td numeric>{r.p95_ms}</Td>
                <Td numeric>{r.errors}</Td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminCard>
      <AdminCard id="system-actions-heading" title="System Actions">
        <HStack gap="3" wrap="wrap">
          <Form method="post">
            <input type="hidden" name="intent" value="clear-caches" />
            <Button type="submit" size="sm" colorPalette="red" variant="outline">
              Clear All Caches
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="endpoint-tests" />
            <Button type="submit" size="sm" variant="outline">
              Run Endpoint Tests
            </Button>
          </Form>
        </HStack>
      </AdminCard>
      <AdminCard id="logs-heading" title="Logs">
        <Form method="get">
          <HStack gap="3" mb="3" wrap="wrap" fontSize="sm">
            <label>
              Level{' '}
              <select name="level" defaultValue={query.level}>
                {LOG_LEVEL_CHOICES.map((level) => (
                  <option key={level}>{level}</option>
                ))}
              </select>
            </label>
            <label>
              Limit{' '}
              <select name="limit" defaultValue={query.limit}>
                {LOG_LIMITS.map((limit) => (
                  <option key={limit}>{limit}</option>
                ))}
              </select>
            </label>
            <Button type="submit" size="xs" variant="outline">
              Show
            </Button>
            <a href={`/admin/debug/logs/ndjson?${exportQuery}`}>Export NDJSON</a>
            <a href={`/admin/debug/logs/csv?${exportQuery}`}>Export CSV</a>
          </HStack>
        </Form>
        {logs.length === 0 ? (
          <Text>No logs available</Text>
        ) : (
          <>
            <Text fontSize="xs" color="gray.600" mb="2">
              Newest first, times in UTC. Messages over {SCREEN_MESSAGE_CHARS} characters are cut here; the exports hold
              them whole.
            </Text>
            {/* One line of text per entry, not a table: the spec's 100 lines as table cells (each
                labelled for the phone layout) took the screen past 60 KB. */}
            <ol className="wp-log" aria-label="Log entries">
              {logs.map((entry, index) => (
                <li key={`${entry.time}-${index}`}>
                  <time>{entry.time}</time>{' '}
                  <span className={LEVEL_BADGE[entry.level] ?? 'wp-badge'}>{entry.level}</span> <b>{entry.module}</b>{' '}
                  {entry.message}
                </li>
              ))}
            </ol>
          </>
        )}
      </AdminCard>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
