import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { listPolicyTypes } from '~/services/profile/insurance.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  return apiJson({ policy_types: listPolicyTypes() })
})

export const action = () => methodNotAllowed(['GET'])
