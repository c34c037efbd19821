import { ownedRowApi } from '~/http/owned-row-api.server.ts'
import { EstateDocumentUpdateSchema } from '~/schemas/estate.ts'
import { deleteDocument, getDocument, updateDocument } from '~/services/profile/estate.server.ts'

const api = ownedRowApi({
  invalidIdMessage: 'Invalid document ID',
  get: getDocument,
  updateMethod: 'PUT',
  schema: EstateDocumentUpdateSchema,
  update: updateDocument,
  remove: deleteDocument,
  deletedMessage: 'Document deleted',
})

export const loader = api.loader
export const action = api.action
