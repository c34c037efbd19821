import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { getProfessionalInsights } from '~/services/analysis/insights.server.ts'

// Professional Insights: knowledge-base documents ranked for the caller's own situation.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const insights = await getProfessionalInsights(user.id)
  return apiJson({ count: insights.length, insights })
})

export const action = () => methodNotAllowed(['GET'])
