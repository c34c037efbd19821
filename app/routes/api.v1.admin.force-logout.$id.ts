import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { forceLogout } from '~/services/admin/admin.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user: admin } = await requireApiAdmin(request)
  const userId = requireIdParam(params.id, 'Invalid user ID')
  const revoked = await forceLogout(admin, userId)
  return apiJson({ message: 'User logout initiated', user_id: userId, sessions_revoked: revoked })
})
