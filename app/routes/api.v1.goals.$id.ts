import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiUserLoader } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { GoalUpdateSchema } from '~/schemas/goals.ts'
import { goalJson } from '~/services/goals/goal-json.server.ts'
import { deleteGoal, getGoal, updateGoalJson } from '~/services/goals/goals.server.ts'

export const loader = apiUserLoader(async (userId, { params }) =>
  goalJson(userId, await getGoal(userId, requireIdParam(params.id, 'Invalid goal ID'))),
)

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (!['PUT', 'PATCH', 'DELETE'].includes(request.method)) return methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE'])
  const { user } = await requireApiUser(request)
  const id = requireIdParam(params.id, 'Invalid goal ID')
  if (request.method === 'DELETE') {
    await deleteGoal(user.id, id)
    return apiJson({ message: 'Goal deleted' })
  }
  return apiJson(await updateGoalJson(user.id, id, await parseJsonBody(request, GoalUpdateSchema)))
})
