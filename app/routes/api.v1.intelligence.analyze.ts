import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { analysisFailure } from '~/http/analysis-api.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { AnalyzeRequestSchema } from '~/schemas/analysis.ts'
import { analysisJson, runAnalysis } from '~/services/analysis/analysis.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = AnalyzeRequestSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  try {
    return apiJson(await analysisJson(user.id, await runAnalysis(user.id, parsed.data)))
  } catch (error) {
    return analysisFailure(error)
  }
})
