import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { requireOwnUserParam } from '~/http/params.ts'
import { getCashFlow } from '~/services/finance/summary.server.ts'

// Also served as /cash-flow/{userId} (the flow shell's path); the id must be the caller's own.
export const loader = apiUserLoader(async (userId, { params }) => {
  requireOwnUserParam(params.userId, userId)
  return getCashFlow(userId)
})

export const action = onlyGet
