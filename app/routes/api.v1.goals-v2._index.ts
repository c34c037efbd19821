import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiUserLoader } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { GoalCreateSchema, GoalListQuerySchema } from '~/schemas/goals.ts'
import { goalJson, goalsJson } from '~/services/goals/goal-json.server.ts'
import { createGoal, listGoals } from '~/services/goals/goals.server.ts'

export const loader = apiUserLoader(async (userId, { request }) =>
  goalsJson(userId, await listGoals(userId, parseQuery(request, GoalListQuerySchema))),
)

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const goal = await createGoal(user.id, await parseJsonBody(request, GoalCreateSchema))
  return apiJson(await goalJson(user.id, goal), 201)
})
