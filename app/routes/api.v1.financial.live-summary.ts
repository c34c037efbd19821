import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { requireOwnUserParam } from '~/http/params.ts'
import { getLiveSummary } from '~/services/finance/summary.server.ts'

// Also served as /live-summary/{userId} (the flow shell's path); the id must be the caller's own.
export const loader = apiUserLoader(async (userId, { params }) => {
  requireOwnUserParam(params.userId, userId)
  return getLiveSummary(userId)
})

export const action = onlyGet
