import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { BenefitPatchSchema, parseRowId } from '~/schemas/profile.ts'
import { BENEFIT_NOT_FOUND, deleteBenefit, updateBenefit } from '~/services/profile/profile.server.ts'

const ALLOWED = ['PATCH', 'DELETE']

export const loader = () => methodNotAllowed(ALLOWED)

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid ID')

  if (request.method === 'DELETE') {
    if (!(await deleteBenefit(user.id, id))) return apiError(404, BENEFIT_NOT_FOUND)
    return apiJson({ message: 'Benefit deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = BenefitPatchSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const benefit = await updateBenefit(user.id, id, parsed.data)
  if (!benefit) return apiError(404, BENEFIT_NOT_FOUND)
  return apiJson(benefit)
})
