import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { POLICY_TYPE_OPTIONS } from '~/schemas/insurance.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  return apiJson({ policy_types: POLICY_TYPE_OPTIONS })
})

export const action = () => methodNotAllowed(['GET'])
