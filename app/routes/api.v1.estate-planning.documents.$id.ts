import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { EstateDocumentUpdateSchema } from '~/schemas/estate.ts'
import { parseRowId } from '~/schemas/planning-fields.ts'
import { deleteDocument, ESTATE_DOCUMENT_NOT_FOUND, getDocument, updateDocument } from '~/services/estate.server.ts'

const ALLOWED = ['GET', 'PUT', 'DELETE']

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid document ID')
  const document = await getDocument(user.id, id)
  return document ? apiJson(document) : apiError(404, ESTATE_DOCUMENT_NOT_FOUND)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE') return methodNotAllowed(ALLOWED)
  const { user } = await requireApiUser(request)
  const id = parseRowId(params.id)
  if (id === null) return apiError(400, 'Invalid document ID')

  if (request.method === 'DELETE') {
    if (!(await deleteDocument(user.id, id))) return apiError(404, ESTATE_DOCUMENT_NOT_FOUND)
    return apiJson({ message: 'Document deleted', id })
  }

  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = EstateDocumentUpdateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const document = await updateDocument(user.id, id, parsed.data)
  return document ? apiJson(document) : apiError(404, ESTATE_DOCUMENT_NOT_FOUND)
})
