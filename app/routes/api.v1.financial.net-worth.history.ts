import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseQuery } from '~/http/api.server.ts'
import { HistoryQuerySchema } from '~/schemas/financial-entry.ts'
import { getHistory, toSnapshotJson } from '~/services/finance/net-worth.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = parseQuery(request, HistoryQuerySchema)
  const history = await getHistory(user.id, query.days)
  return apiJson({ days: query.days, history: history.map(toSnapshotJson) })
})

export const action = () => methodNotAllowed(['GET'])
