import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { ESTATE_DOCUMENT_TYPE_OPTIONS } from '~/schemas/estate.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  return apiJson({ document_types: ESTATE_DOCUMENT_TYPE_OPTIONS })
})

export const action = () => methodNotAllowed(['GET'])
