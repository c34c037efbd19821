import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { EstateDocumentUpdateSchema } from '~/schemas/estate.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { deleteDocument, getDocument, updateDocument } from '~/services/profile/estate.server.ts'

const ALLOWED = ['GET', 'PUT', 'DELETE']

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid document ID')
  return apiJson(await getDocument(user.id, id))
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid document ID')

  if (request.method === 'DELETE') {
    await deleteDocument(user.id, id)
    return apiJson({ message: 'Document deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = EstateDocumentUpdateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  return apiJson(await updateDocument(user.id, id, parsed.data))
})
