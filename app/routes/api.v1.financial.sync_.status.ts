import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { apiHandler, apiJson } from '~/http/api.server.ts'
import { syncStatus } from '~/services/vector/sync.server.ts'

// GET: needs_sync, unsynced_count, total_entries for the caller's vector index (the rule is in syncStatus).
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(await syncStatus(user.id))
})
export const action = onlyGet
