import { vectorCall } from '~/http/vector-routes.server.ts'
import { methodNotAllowed } from '~/http/api.server.ts'

// DELETE: removes the caller's documents (the shared knowledge base stays).
export const loader = () => methodNotAllowed(['DELETE'])
export const action = vectorCall('DELETE', (service, userId) => service.clear(userId))
