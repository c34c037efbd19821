import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { clearUserCache } from '~/services/admin/admin.server.ts'

export const loader = () => methodNotAllowed(['DELETE'])

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return methodNotAllowed(['DELETE'])
  const { user: admin } = await requireApiAdmin(request)
  const userId = requireIdParam(params.id, 'Invalid user ID')
  const removed = await clearUserCache(admin, userId)
  return apiJson({ message: 'User cache cleared', user_id: userId, keys_removed: removed })
})
