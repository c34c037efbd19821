import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { listDocumentTypes } from '~/services/profile/estate.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  return apiJson({ document_types: listDocumentTypes() })
})

export const action = () => methodNotAllowed(['GET'])
