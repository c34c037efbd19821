import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { withIdempotencyKey } from '~/http/idempotency.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { requireOwnUserParam } from '~/http/params.ts'
import { EntryCreateSchema, EntryListQuerySchema } from '~/schemas/financial-entry.ts'
import { createEntry, listEntries, toEntryJson } from '~/services/finance/entries.server.ts'

// Also GET /entries/{userId} (the analysis's path; entries.$id.ts re-exports this loader, so the
// parameter is named `id` there): it must name the caller.
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  requireOwnUserParam(params.id, user.id)
  const { entries, total } = await listEntries(user.id, parseQuery(request, EntryListQuerySchema))
  return apiJson(entries.map(toEntryJson), { headers: { 'X-Total-Count': String(total) } })
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  return withIdempotencyKey(request, user.id, async () => {
    const input = await parseJsonBody(request, EntryCreateSchema)
    return apiJson(toEntryJson(await createEntry(user.id, input)), 201)
  })
})
