import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { listAuditLog } from '~/services/admin/audit.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  return apiJson({ entries: await listAuditLog() })
})

export const action = () => methodNotAllowed(['GET'])
