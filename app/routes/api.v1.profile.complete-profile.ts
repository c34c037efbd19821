import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { getCompleteProfile } from '~/services/profile/complete-profile.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(await getCompleteProfile(user.id))
})

export const action = () => methodNotAllowed(['GET'])
