import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { GoalCreateSchema, GoalListQuerySchema } from '~/schemas/goals.ts'
import { createGoal, goalsJson, listGoals } from '~/services/goals/goals.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = GoalListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  return apiJson(await goalsJson(user.id, await listGoals(user.id, query.data)))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = GoalCreateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const goal = await createGoal(user.id, parsed.data)
  const [json] = await goalsJson(user.id, [goal])
  return apiJson(json, 201)
})
