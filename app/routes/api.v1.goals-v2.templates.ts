import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { goalTemplates } from '~/services/goals/goals.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  return apiJson(goalTemplates())
})

export const action = () => methodNotAllowed(['GET'])
