import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { EntryCreateSchema, EntryListQuerySchema } from '~/schemas/financial-entry.ts'
import { createEntry, listEntries, toEntryJson } from '~/services/finance/entries.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = EntryListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  const { entries, total } = await listEntries(user.id, query.data)
  return apiJson(entries.map(toEntryJson), { headers: { 'X-Total-Count': String(total) } })
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = EntryCreateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const created = await createEntry(user.id, parsed.data)
  if (!created.ok) {
    return apiJson({ detail: [{ loc: ['body', created.field], msg: created.message, type: 'value_error' }] }, 422)
  }
  return apiJson(toEntryJson(created.entry), 201)
})
