import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { logQuery, readLogs } from '~/services/admin/debug-tools.server.ts'

/** GET /api/v1/admin/logs?limit=N (03 §7): every level, the spec's limits, default 100. */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  const params = new URL(request.url).searchParams
  params.set('level', 'ALL')
  const query = logQuery(params)
  return apiJson({ ...query, logs: readLogs(query) })
})

export const action = () => methodNotAllowed(['GET'])
