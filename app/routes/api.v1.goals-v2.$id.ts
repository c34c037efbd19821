import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { GoalUpdateSchema } from '~/schemas/goals.ts'
import { deleteGoal, getGoal, GOAL_NOT_FOUND, goalsJson, parseGoalId, updateGoal } from '~/services/goals/goals.server.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseGoalId(params.id)
  if (id === null) return apiError(400, 'Invalid goal ID')
  const goal = await getGoal(user.id, id)
  if (!goal) return apiError(404, GOAL_NOT_FOUND)
  const [json] = await goalsJson(user.id, [goal])
  return apiJson(json)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (!['PUT', 'PATCH', 'DELETE'].includes(request.method)) return methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE'])
  const { user } = await requireApiUser(request)
  const id = parseGoalId(params.id)
  if (id === null) return apiError(400, 'Invalid goal ID')
  if (request.method === 'DELETE') {
    return (await deleteGoal(user.id, id)) ? apiJson({ message: 'Goal deleted' }) : apiError(404, GOAL_NOT_FOUND)
  }
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = GoalUpdateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const updated = await updateGoal(user.id, id, parsed.data)
  if (!updated.ok) {
    return updated.notFound
      ? apiError(404, GOAL_NOT_FOUND)
      : apiJson(
          { detail: [{ loc: ['body', ...updated.field.split('.')], msg: updated.message, type: 'value_error' }] },
          422,
        )
  }
  const [json] = await goalsJson(user.id, [updated.goal])
  return apiJson({ ...json, changes: updated.changes })
})
