import { apiHandler, apiJson } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { vectorDebugStatus } from '~/services/vector/service.server.ts'

// GET without sign-in (the spec's shadow-mode fallback): which backend serves the vector store,
// whether Redis has the search module, and document counts. Counts only, no user's content.
export const loader = apiHandler(async () => apiJson(await vectorDebugStatus()))
export const action = onlyGet
