import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiUserLoader } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { requireOwnUserId } from '~/http/params.ts'
import { OwnUserQuerySchema, PreferencesSchema } from '~/schemas/goals.ts'
import { createPreferences, getPreferences, updatePreferences } from '~/services/goals/preferences.server.ts'

// GET answers null until preferences are saved; POST saves them the first time (409 after), PUT changes them.
// `?user_id=` is the flow shell's form of the read: it must name the caller.
export const loader = apiUserLoader(async (userId, { request }) => {
  requireOwnUserId(parseQuery(request, OwnUserQuerySchema).user_id, userId)
  return getPreferences(userId)
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PUT') return methodNotAllowed(['GET', 'POST', 'PUT'])
  const { user } = await requireApiUser(request)
  const input = await parseJsonBody(request, PreferencesSchema)
  if (request.method === 'POST') return apiJson(await createPreferences(user.id, input), 201)
  return apiJson(await updatePreferences(user.id, input))
})
