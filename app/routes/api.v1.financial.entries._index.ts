import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody, parseQuery } from '~/http/api.server.ts'
import { EntryCreateSchema, EntryListQuerySchema } from '~/schemas/financial-entry.ts'
import { createEntry, listEntries, toEntryJson } from '~/services/finance/entries.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const { entries, total } = await listEntries(user.id, parseQuery(request, EntryListQuerySchema))
  return apiJson(entries.map(toEntryJson), { headers: { 'X-Total-Count': String(total) } })
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const input = await parseJsonBody(request, EntryCreateSchema)
  return apiJson(toEntryJson(await createEntry(user.id, input)), 201)
})
