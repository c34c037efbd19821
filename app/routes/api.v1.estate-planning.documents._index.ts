import { createRowAction, listRowsLoader } from '~/http/owned-row-api.server.ts'
import { EstateDocumentCreateSchema } from '~/schemas/estate.ts'
import { createDocument, listDocuments } from '~/services/profile/estate.server.ts'

export const loader = listRowsLoader(listDocuments)
export const action = createRowAction(EstateDocumentCreateSchema, createDocument)
