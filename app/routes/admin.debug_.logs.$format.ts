import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireAdmin } from '~/auth/guards.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { logQuery, logsAsCsv, logsAsNdjson, readLogs } from '~/services/admin/debug-tools.server.ts'

const TYPES = { ndjson: 'application/x-ndjson; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const

/** The log viewer's export: the same level and limit, as NDJSON or CSV, in a file named by date. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    await requireAdmin(request)
    const format = params.format
    if (format !== 'ndjson' && format !== 'csv') throw new Response('Not found', { status: 404 })
    const logs = readLogs(logQuery(new URL(request.url).searchParams))
    return new Response(format === 'csv' ? logsAsCsv(logs) : logsAsNdjson(logs), {
      headers: {
        'Content-Type': TYPES[format],
        'Content-Disposition': `attachment; filename="wealthpath-logs-${new Date().toISOString().slice(0, 10)}.${format}"`,
        'Cache-Control': 'no-store',
      },
    })
  })
}
