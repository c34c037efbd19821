import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { GoalBatchSchema } from '~/schemas/goals.ts'
import { batchUpdateGoals, GOAL_NOT_FOUND, goalsJson } from '~/services/goals/goals.server.ts'

export const loader = () => methodNotAllowed(['PUT'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'PATCH') return methodNotAllowed(['PUT'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = GoalBatchSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const result = await batchUpdateGoals(user.id, parsed.data)
  if (!result.ok) {
    return result.notFound
      ? apiError(404, GOAL_NOT_FOUND)
      : apiJson(
          {
            detail: [
              { loc: ['body', 'updates', ...result.field.split('.')], msg: result.message, type: 'value_error' },
            ],
          },
          422,
        )
  }
  const goals = await goalsJson(user.id, result.goals)
  return apiJson({
    message: `Updated ${goals.length} ${goals.length === 1 ? 'goal' : 'goals'}`,
    updated: goals.length,
    goals,
  })
})
