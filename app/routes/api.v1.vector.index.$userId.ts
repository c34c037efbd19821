import { vectorCall } from '~/http/vector-routes.server.ts'
import { methodNotAllowed } from '~/http/api.server.ts'

// POST: builds (or refreshes) the caller's vector index from their data; answers documents_indexed.
export const loader = () => methodNotAllowed(['POST'])
export const action = vectorCall('POST', (service, userId) => service.index(userId))
