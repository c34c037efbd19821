import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { clearUserTokens } from '~/services/admin/admin.server.ts'

export const loader = () => methodNotAllowed(['DELETE'])

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const { user: admin } = await requireApiAdmin(request)
  const userId = requireIdParam(params.id, 'Invalid user ID')
  const revoked = await clearUserTokens(admin, userId)
  return apiJson({ message: 'User tokens cleared', user_id: userId, sessions_revoked: revoked })
})
