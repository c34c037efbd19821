import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { ProgressQuerySchema, ProgressSchema } from '~/schemas/goals.ts'
import {
  GOAL_NOT_FOUND,
  goalsJson,
  listProgress,
  parseGoalId,
  recordProgress,
  toProgressJson,
} from '~/services/goals/goals.server.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseGoalId(params.id)
  if (id === null) return apiError(400, 'Invalid goal ID')
  const query = ProgressQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  const rows = await listProgress(user.id, id, query.data.limit)
  return rows ? apiJson(rows.map(toProgressJson)) : apiError(404, GOAL_NOT_FOUND)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const id = parseGoalId(params.id)
  if (id === null) return apiError(400, 'Invalid goal ID')
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = ProgressSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const recorded = await recordProgress(user.id, id, parsed.data)
  if (!recorded) return apiError(404, GOAL_NOT_FOUND)
  const [goal] = await goalsJson(user.id, [recorded.goal])
  return apiJson({ ...toProgressJson(recorded.progress), goal }, 201)
})
