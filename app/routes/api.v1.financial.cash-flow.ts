import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { getCashFlow } from '~/services/finance/summary.server.ts'

// Also served as /cash-flow/{userId} (the flow shell's path); the id must be the caller's own.
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  if (params.userId !== undefined && params.userId !== String(user.id)) return apiError(404, 'User not found')
  return apiJson(await getCashFlow(user.id))
})

export const action = () => methodNotAllowed(['GET'])
