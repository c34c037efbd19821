import { methodNotAllowed } from '~/http/api.server.ts'
import { debugCall } from '~/http/debug-routes.server.ts'
import { triggerVectorSync } from '~/services/vector/sync.server.ts'

// POST: reindexes the caller's documents; answers the counts before and after.
export const loader = () => methodNotAllowed(['POST'])
export const action = debugCall('POST', (userId) => triggerVectorSync(userId))
