import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { logQuery, readLogs } from '~/services/admin/debug-tools.server.ts'

/** ?level=ALL|ERROR|WARNING|INFO|DEBUG (default INFO) &limit=50|100|200|500 (default 100). */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  const query = logQuery(new URL(request.url).searchParams)
  return apiJson({ ...query, logs: readLogs(query) })
})

export const action = () => methodNotAllowed(['GET'])
