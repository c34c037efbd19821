import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { clearAllCaches } from '~/services/admin/admin.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user: admin } = await requireApiAdmin(request)
  const removed = await clearAllCaches(admin)
  return apiJson({ message: 'All caches cleared', keys_removed: removed })
})
