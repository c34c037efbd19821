import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { parseRowId, TaxInfoPatchSchema } from '~/schemas/profile.ts'
import { deleteTaxInfo, TAX_INFO_NOT_FOUND, updateTaxInfo } from '~/services/profile/profile.server.ts'

const ALLOWED = ['PATCH', 'DELETE']

export const loader = () => methodNotAllowed(ALLOWED)

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid ID')

  if (request.method === 'DELETE') {
    if (!(await deleteTaxInfo(user.id, id))) return apiError(404, TAX_INFO_NOT_FOUND)
    return apiJson({ message: 'Tax information deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = TaxInfoPatchSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const result = await updateTaxInfo(user.id, id, parsed.data)
  if (!result.ok) return apiError(result.status, result.message)
  return apiJson(result.taxInfo)
})
