import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
import { GoalBatchSchema } from '~/schemas/goals.ts'
import { batchUpdateGoals } from '~/services/goals/batch.server.ts'
import { goalsJson } from '~/services/goals/goal-json.server.ts'

export const loader = () => methodNotAllowed(['PUT'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'PATCH') return methodNotAllowed(['PUT'])
  const { user } = await requireApiUser(request)
  const updated = await batchUpdateGoals(user.id, await parseJsonBody(request, GoalBatchSchema))
  const goals = await goalsJson(user.id, updated)
  return apiJson({
    message: `Updated ${goals.length} ${goals.length === 1 ? 'goal' : 'goals'}`,
    updated: goals.length,
    goals,
  })
})
