import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { analysisFailure } from '~/http/analysis-api.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { RecommendationStatusSchema } from '~/schemas/analysis.ts'
import { setRecommendationStatus } from '~/services/analysis/analysis.server.ts'

export const loader = () => methodNotAllowed(['PUT'])

/** Moves a recommendation to its next status (03 section 4), stored on the server. */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'POST') return methodNotAllowed(['PUT'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = RecommendationStatusSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  try {
    const { status, notes } = parsed.data
    return apiJson(await setRecommendationStatus(user.id, String(params.id), status, notes))
  } catch (error) {
    return analysisFailure(error)
  }
})
