import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiUserLoader } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { ProgressQuerySchema, ProgressSchema } from '~/schemas/goals.ts'
import { goalJson, toProgressJson } from '~/services/goals/goal-json.server.ts'
import { listProgress, recordProgress } from '~/services/goals/progress.server.ts'

export const loader = apiUserLoader(async (userId, { request, params }) => {
  const id = requireIdParam(params.id, 'Invalid goal ID')
  const { limit } = parseQuery(request, ProgressQuerySchema)
  return (await listProgress(userId, id, limit)).map(toProgressJson)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const id = requireIdParam(params.id, 'Invalid goal ID')
  const recorded = await recordProgress(user.id, id, await parseJsonBody(request, ProgressSchema))
  return apiJson({ ...toProgressJson(recorded.progress), goal: await goalJson(user.id, recorded.goal) }, 201)
})
