import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { MatchAnalysisSchema } from '~/schemas/retirement.ts'
import { matchAnalysisResult } from '~/services/retirement/panel.server.ts'

// POST { salary, contribution_percent, match_formula, vesting_schedule?, deferral_limit?, year? }:
// the employer match the formula pays, what the contribution captures and what it leaves.
export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = MatchAnalysisSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const outcome = matchAnalysisResult(parsed.data)
  if (!outcome.ok) {
    return apiJson({ detail: [{ loc: ['body', outcome.field], msg: outcome.message, type: 'value_error' }] }, 422)
  }
  return apiJson(outcome.result)
})
