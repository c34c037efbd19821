import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { selfOrigin } from '~/http/self-origin.server.ts'
import { systemHealth } from '~/services/admin/system-health.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  return apiJson(await systemHealth(selfOrigin(request)))
})

export const action = () => methodNotAllowed(['GET'])
