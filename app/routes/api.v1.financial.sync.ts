import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { getSummary } from '~/services/finance/summary.server.ts'
import { takeSnapshot, toSnapshotJson } from '~/services/finance/net-worth.server.ts'

export const loader = () => methodNotAllowed(['POST'])

// No account connections exist yet, so a sync refreshes the figures and today's snapshot.
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const { user } = await requireApiUser(request)
  const snapshot = await takeSnapshot(user.id, 'manual')
  return apiJson({
    message: 'Sync complete. No connected accounts yet: your manual entries are up to date.',
    synced_accounts: 0,
    summary: await getSummary(user.id),
    snapshot: toSnapshotJson(snapshot),
  })
})
