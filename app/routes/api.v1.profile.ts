import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { ProfileSchema } from '~/schemas/profile.ts'
import { getProfile, patchProfile, PROFILE_NOT_FOUND, upsertProfile } from '~/services/profile/profile.server.ts'

// GET the profile; POST creates or replaces it; PATCH changes only the fields given.
// The /api/v1/profile/* routes are children of this module in the route tree, but as
// resource routes each answers its own URL: only the deepest match's handler runs.
const ALLOWED = ['GET', 'POST', 'PATCH']

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const profile = await getProfile(user.id)
  if (!profile) return apiError(404, PROFILE_NOT_FOUND)
  return apiJson(profile)
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PATCH') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = ProfileSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const profile =
    request.method === 'POST' ? await upsertProfile(user.id, parsed.data) : await patchProfile(user.id, parsed.data)
  return apiJson(profile)
})
