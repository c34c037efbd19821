import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { analysisFailure } from '~/http/analysis-api.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { ConflictResolutionSchema } from '~/schemas/analysis.ts'
import { applyConflictResolution } from '~/services/analysis/analysis.server.ts'

export const loader = () => methodNotAllowed(['POST'])

/** Applies one of a conflict's resolution options and stores the decision. */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = ConflictResolutionSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  try {
    return apiJson(await applyConflictResolution(user.id, String(params.id), parsed.data.option_type))
  } catch (error) {
    return analysisFailure(error)
  }
})
