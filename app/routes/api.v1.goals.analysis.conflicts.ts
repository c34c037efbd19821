import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { goalConflicts } from '~/services/goals/summary.server.ts'

export const loader = apiUserLoader(goalConflicts)

export const action = onlyGet
