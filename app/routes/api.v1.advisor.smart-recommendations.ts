import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson } from '~/http/api.server.ts'
import { smartRecommendationsFor, toRecommendationJson } from '~/services/advisor/advisor.server.ts'

// Spec 7, Advisor: recommendations computed from the user's advisor data and entries, highest
// yearly savings first, savings in dollars. No samples: when data is missing, `hints` says
// what to add.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const report = await smartRecommendationsFor(user.id)
  const recommendations = report.recommendations.map(toRecommendationJson)
  return apiJson({
    recommendations,
    total_monthly_savings: report.recommendations.reduce((sum, r) => sum + r.monthly_savings_cents, 0) / 100,
    total_annual_savings: report.recommendations.reduce((sum, r) => sum + r.annual_savings_cents, 0) / 100,
    hints: report.hints,
  })
})
