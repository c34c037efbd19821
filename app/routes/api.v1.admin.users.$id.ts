import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { getUserDetail } from '~/services/admin/admin.server.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  return apiJson(await getUserDetail(requireIdParam(params.id, 'Invalid user ID')))
})

export const action = () => methodNotAllowed(['GET'])
