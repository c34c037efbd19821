import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { readValidBody } from '~/http/owned-row-api.server.ts'
import { found } from '~/lib/app-error.ts'
import { ProfileSchema } from '~/schemas/profile.ts'
import { getProfile, patchProfile, PROFILE_NOT_FOUND } from '~/services/profile/personal.server.ts'

// GET the profile; POST creates or updates it (spec 01 section 7), PATCH changes it: both keep the
// fields the body leaves out (null clears one). Only the Personal Information screen replaces the
// whole record, because its form always posts every field.
const ALLOWED = ['GET', 'POST', 'PATCH']

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(found(await getProfile(user.id), PROFILE_NOT_FOUND))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PATCH') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const input = await readValidBody(request, ProfileSchema)
  return apiJson(await patchProfile(user.id, input))
})
