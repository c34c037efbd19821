import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { getProfessionalInsights } from '~/services/analysis/insights.server.ts'

// Professional Insights: knowledge-base documents ranked for the caller's own situation.
export const loader = apiUserLoader(async (userId) => {
  const insights = await getProfessionalInsights(userId)
  return { count: insights.length, insights }
})

export const action = onlyGet
