import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { goalSummary } from '~/services/goals/summary.server.ts'

export const loader = apiUserLoader(goalSummary)

export const action = onlyGet
