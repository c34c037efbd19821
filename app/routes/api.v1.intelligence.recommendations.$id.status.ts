import { methodNotAllowed } from '~/http/api.server.ts'
import { apiUserWrite } from '~/http/api-resource.server.ts'
import { RecommendationStatusSchema } from '~/schemas/analysis.ts'
import { setRecommendationStatus } from '~/services/analysis/decisions.server.ts'

export const loader = () => methodNotAllowed(['PUT'])

/** Moves a recommendation to its next status (03 section 4), stored on the server. */
export const action = apiUserWrite(
  RecommendationStatusSchema,
  (userId, { status, notes }, { params }) => setRecommendationStatus(userId, String(params.id), status, notes),
  { methods: ['PUT', 'POST'], allow: ['PUT'] },
)
