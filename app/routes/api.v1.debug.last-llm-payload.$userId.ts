import { onlyGet } from '~/http/api-resource.server.ts'
import { debugCall } from '~/http/debug-routes.server.ts'
import { debugLastPayload } from '~/services/vector/sync.server.ts'

// GET: the last prompt the caller sent to a language model with its content checks (status 'ok'),
// or status 'empty' with the message asking for a chat message first.
export const loader = debugCall('GET', (userId) => debugLastPayload(userId))
export const action = onlyGet
