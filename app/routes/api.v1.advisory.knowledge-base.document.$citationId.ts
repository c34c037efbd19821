import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { findKnowledgeDocument } from '../lib/knowledge-base.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  await requireApiUser(request)
  const id = params.citationId ?? ''
  const doc = /^[A-Za-z]{2,4}-\d{3}$/.test(id) ? findKnowledgeDocument(id) : null
  if (!doc) return apiError(404, 'Knowledge document not found')
  return apiJson(doc)
})

export const action = () => methodNotAllowed(['GET'])
