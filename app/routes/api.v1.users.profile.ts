import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { requireOwnUserParam } from '~/http/params.ts'
import { getUserWithProfile } from '~/services/profile/personal.server.ts'

// GET /api/v1/users/profile (the flow shell's service test) and, re-exported,
// /api/v1/users/{userId}/profile (the analysis): the id must be the caller's own (404 otherwise).
export const loader = apiHandler(async ({ request, params }) => {
  const { user } = await requireApiUser(request)
  requireOwnUserParam(params.userId, user.id)
  return apiJson(await getUserWithProfile(user))
})

export const action = onlyGet
