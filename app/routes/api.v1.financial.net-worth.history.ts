import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, validationError } from '~/http/api.server.ts'
import { HistoryQuerySchema } from '~/schemas/financial-entry.ts'
import { getHistory, toSnapshotJson } from '~/services/finance/net-worth.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = HistoryQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  const history = await getHistory(user.id, query.data.days)
  return apiJson({ days: query.data.days, history: history.map(toSnapshotJson) })
})

export const action = () => methodNotAllowed(['GET'])
