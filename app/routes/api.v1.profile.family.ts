import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { FamilyMemberSchema } from '~/schemas/profile.ts'
import { createFamilyMember, listFamilyMembers } from '~/services/profile/profile.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(await listFamilyMembers(user.id))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = FamilyMemberSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  return apiJson(await createFamilyMember(user.id, parsed.data), 201)
})
