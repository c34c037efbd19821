import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { FamilyMemberPatchSchema, parseRowId } from '~/schemas/profile.ts'
import { deleteFamilyMember, FAMILY_MEMBER_NOT_FOUND, updateFamilyMember } from '~/services/profile/profile.server.ts'

const ALLOWED = ['PATCH', 'DELETE']

export const loader = () => methodNotAllowed(ALLOWED)

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid ID')

  if (request.method === 'DELETE') {
    if (!(await deleteFamilyMember(user.id, id))) return apiError(404, FAMILY_MEMBER_NOT_FOUND)
    return apiJson({ message: 'Family member deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = FamilyMemberPatchSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const member = await updateFamilyMember(user.id, id, parsed.data)
  if (!member) return apiError(404, FAMILY_MEMBER_NOT_FOUND)
  return apiJson(member)
})
