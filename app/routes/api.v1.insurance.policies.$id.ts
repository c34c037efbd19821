import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { InsurancePolicyUpdateSchema } from '~/schemas/insurance.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { deletePolicy, getPolicy, POLICY_NOT_FOUND, updatePolicy } from '~/services/profile/insurance.server.ts'

const ALLOWED = ['GET', 'PUT', 'DELETE']

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid policy ID')
  const policy = await getPolicy(user.id, id)
  return policy ? apiJson(policy) : apiError(404, POLICY_NOT_FOUND)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid policy ID')

  if (request.method === 'DELETE') {
    if (!(await deletePolicy(user.id, id))) return apiError(404, POLICY_NOT_FOUND)
    return apiJson({ message: 'Policy deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = InsurancePolicyUpdateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const policy = await updatePolicy(user.id, id, parsed.data)
  return policy ? apiJson(policy) : apiError(404, POLICY_NOT_FOUND)
})
