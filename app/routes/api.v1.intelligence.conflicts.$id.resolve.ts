import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { ConflictResolutionSchema } from '~/schemas/analysis.ts'
import { applyConflictResolution } from '~/services/analysis/decisions.server.ts'

export const loader = onlyPost

/** Applies one of a conflict's resolution options and stores the decision. */
export const action = apiUserWrite(ConflictResolutionSchema, (userId, { option_type }, { params }) =>
  applyConflictResolution(userId, String(params.id), option_type),
)
