import type { ActionFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseJsonBody } from '~/http/api.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { EntryUpdateSchema } from '~/schemas/financial-entry.ts'
import { clearProfileRow } from '~/services/profile/rows.server.ts'
import { deleteEntry, toEntryJson, updateEntry } from '~/services/finance/entries.server.ts'

const INVALID_ID = 'Invalid entry ID'

// GET /entries/{n} is the spec's /entries/{userId} (03 section 7): the caller's entries, as GET
// /entries answers them. PUT, PATCH and DELETE take an entry id (01 section 7). One entry is read at
// /entries/by-id/{id}.
export { loader } from './api.v1.financial.entries._index.ts'

export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  const { user } = await requireApiUser(request)
  if (request.method === 'DELETE') {
    // Profile-derived rows (profile-age, ...) are cleared from the profile, not deleted.
    if (params.id?.startsWith('profile-')) return apiJson(await clearProfileRow(user.id, params.id))
    await deleteEntry(user.id, requireIdParam(params.id, INVALID_ID))
    return apiJson({ message: 'Entry deleted' })
  }
  if (request.method !== 'PUT' && request.method !== 'PATCH') return methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE'])
  const id = requireIdParam(params.id, INVALID_ID)
  const input = await parseJsonBody(request, EntryUpdateSchema)
  return apiJson(toEntryJson(await updateEntry(user.id, id, input)))
})
