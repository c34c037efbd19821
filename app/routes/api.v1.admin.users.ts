import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { listUsersWithActivity } from '~/services/admin/admin.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  const users = await listUsersWithActivity()
  return apiJson({ users, total: users.length })
})

export const action = () => methodNotAllowed(['GET'])
