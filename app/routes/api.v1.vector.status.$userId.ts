import { vectorCall } from '~/http/vector-routes.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'

// GET: is_indexed, total_documents, indexed_at, model, dimension, and stale after a write or a model change.
export const loader = vectorCall('GET', (service, userId) => service.status(userId))
export const action = onlyGet
