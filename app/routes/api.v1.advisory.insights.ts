import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getProfessionalInsights } from '~/services/analysis/insights.server.ts'

// Professional Insights: the knowledge-base documents nearest the caller's own indexed data.
export const loader = apiUserLoader(async (userId) => {
  const { ranked_by, insights } = await getProfessionalInsights(userId)
  return { count: insights.length, ranked_by, insights }
})

export const action = onlyGet
