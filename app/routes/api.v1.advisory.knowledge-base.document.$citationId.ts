import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { found } from '~/lib/app-error.ts'
import { findKnowledgeDocument } from '~/lib/knowledge-base.ts'

export const loader = apiUserLoader(async (_userId, { params }) => {
  const id = params.citationId ?? ''
  const doc = /^[A-Za-z]{2,4}-\d{3}$/.test(id) ? findKnowledgeDocument(id) : null
  return found(doc, 'Knowledge document not found')
})

export const action = onlyGet
