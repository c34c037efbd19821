import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { findUserForAdmin, forceLogout } from '~/services/admin/admin.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  await requireApiAdmin(request)
  const id = Number(params.id)
  if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id)) return apiError(400, 'Invalid user ID')
  const user = await findUserForAdmin(id)
  if (!user) return apiError(404, 'User not found')
  const revoked = await forceLogout(id)
  return apiJson({ message: 'User logout initiated', user_id: id, sessions_revoked: revoked })
})
