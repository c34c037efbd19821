import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { withIdempotencyKey } from '~/http/idempotency.server.ts'
import { apiUserLoader } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { requireOwnUserId } from '~/http/params.ts'
import { GoalCreateSchema, GoalListQuerySchema } from '~/schemas/goals.ts'
import { goalJson, goalsJson } from '~/services/goals/goal-json.server.ts'
import { createGoal, listGoals } from '~/services/goals/goals.server.ts'

// `?user_id=` is the flow shell's form of the call: it must name the caller.
export const loader = apiUserLoader(async (userId, { request }) => {
  const { user_id, ...filters } = parseQuery(request, GoalListQuerySchema)
  requireOwnUserId(user_id, userId)
  return goalsJson(userId, await listGoals(userId, filters))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  return withIdempotencyKey(request, user.id, async () => {
    const goal = await createGoal(user.id, await parseJsonBody(request, GoalCreateSchema))
    return apiJson(await goalJson(user.id, goal), 201)
  })
})
