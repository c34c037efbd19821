import { apiUserLoader } from '~/http/api-resource.server.ts'
import { smartRecommendationsFor, toSmartRecommendationsJson } from '~/services/advisor/advisor.server.ts'

// Spec 7, Advisor: recommendations computed from the user's advisor data and entries, highest
// yearly savings first, savings in dollars. No samples: when data is missing, `hints` says
// what to add.
export const loader = apiUserLoader(async (userId) => toSmartRecommendationsJson(await smartRecommendationsFor(userId)))
