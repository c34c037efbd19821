import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { readValidBody } from '~/http/owned-row-api.server.ts'
import { found } from '~/lib/app-error.ts'
import { ProfileSchema } from '~/schemas/profile.ts'
import { getProfile, patchProfile, PROFILE_NOT_FOUND, upsertProfile } from '~/services/profile/personal.server.ts'

// GET the profile; POST creates or replaces it; PATCH changes only the fields given.
// The /api/v1/profile/* routes are children of this module in the route tree, but as
// resource routes each answers its own URL: only the deepest match's handler runs.
const ALLOWED = ['GET', 'POST', 'PATCH']

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(found(await getProfile(user.id), PROFILE_NOT_FOUND))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PATCH') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const input = await readValidBody(request, ProfileSchema)
  return apiJson(request.method === 'POST' ? await upsertProfile(user.id, input) : await patchProfile(user.id, input))
})
