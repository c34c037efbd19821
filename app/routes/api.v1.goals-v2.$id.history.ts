import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { GOAL_NOT_FOUND, goalHistory, parseGoalId } from '~/services/goals/goals.server.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseGoalId(params.id)
  if (id === null) return apiError(400, 'Invalid goal ID')
  const history = await goalHistory(user.id, id)
  return history ? apiJson(history) : apiError(404, GOAL_NOT_FOUND)
})

export const action = () => methodNotAllowed(['GET'])
