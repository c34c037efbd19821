import { onlyGet } from '~/http/api-resource.server.ts'
import { debugCall } from '~/http/debug-routes.server.ts'
import { debugVectorContents } from '~/services/vector/sync.server.ts'

// GET: the caller's indexed documents (id, content, type/category), total_documents, last_updated.
export const loader = debugCall('GET', (userId) => debugVectorContents(userId))
export const action = onlyGet
