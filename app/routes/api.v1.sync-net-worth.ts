import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { syncNetWorth } from '~/services/goals/net-worth-sync.server.ts'

export const loader = () => methodNotAllowed(['POST'])

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  return apiJson(await syncNetWorth(user.id))
})
