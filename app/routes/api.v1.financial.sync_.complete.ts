import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { completeSync } from '~/services/vector/sync.server.ts'

// POST: reindexes the caller's vector documents and checks they state the DTI the app computes.
export const loader = () => methodNotAllowed(['POST'])
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  return apiJson(await completeSync(user.id))
})
