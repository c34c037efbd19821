import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { goalHistory } from '~/services/goals/history.server.ts'

export const loader = apiUserLoader((userId, { params }) =>
  goalHistory(userId, requireIdParam(params.id, 'Invalid goal ID')),
)

export const action = onlyGet
