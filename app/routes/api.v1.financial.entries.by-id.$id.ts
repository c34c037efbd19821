import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { requireIdParam } from '~/http/params.ts'
import { getEntry, toEntryJson } from '~/services/finance/entries.server.ts'

// One entry by its id. Not a spec call: GET /entries/{n} is the spec's /entries/{userId} (the
// caller's list), so reading one entry has this path of its own (README, "Choices").
export const loader = apiUserLoader(async (userId, { params }) =>
  toEntryJson(await getEntry(userId, requireIdParam(params.id, 'Invalid entry ID'))),
)

export const action = onlyGet
