import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { EntryUpdateSchema } from '~/schemas/financial-entry.ts'
import { clearProfileRow } from '~/services/profile/rows.server.ts'
import {
  deleteEntry,
  ENTRY_NOT_FOUND,
  getEntry,
  toEntryJson,
  updateEntry,
} from '~/services/finance/entries.server.ts'

function entryId(param: string | undefined) {
  return /^\d{1,10}$/.test(param ?? '') ? Number(param) : null
}

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const id = entryId(params.id)
  if (id === null) return apiError(400, 'Invalid entry ID')
  const entry = await getEntry(user.id, id)
  return entry ? apiJson(toEntryJson(entry)) : apiError(404, ENTRY_NOT_FOUND)
})

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  const { user } = await requireApiUser(request)
  if (request.method === 'DELETE') {
    // Profile-derived rows (profile-age, ...) are cleared from the profile, not deleted.
    if (params.id?.startsWith('profile-')) {
      const cleared = await clearProfileRow(user.id, params.id)
      return cleared.ok ? apiJson({ message: cleared.message }) : apiError(cleared.status, cleared.message)
    }
    const id = entryId(params.id)
    if (id === null) return apiError(400, 'Invalid entry ID')
    return (await deleteEntry(user.id, id)) ? apiJson({ message: 'Entry deleted' }) : apiError(404, ENTRY_NOT_FOUND)
  }
  if (request.method !== 'PUT' && request.method !== 'PATCH') return methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE'])
  const id = entryId(params.id)
  if (id === null) return apiError(400, 'Invalid entry ID')
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = EntryUpdateSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  const updated = await updateEntry(user.id, id, parsed.data)
  if (!updated.ok) {
    return updated.notFound
      ? apiError(404, ENTRY_NOT_FOUND)
      : apiJson({ detail: [{ loc: ['body', updated.field], msg: updated.message, type: 'value_error' }] }, 422)
  }
  return apiJson(toEntryJson(updated.entry))
})
