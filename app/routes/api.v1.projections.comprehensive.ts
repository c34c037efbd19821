import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { parseQuery } from '~/http/api.server.ts'
import { ComprehensiveQuerySchema } from '~/schemas/projections.ts'
import { comprehensiveText } from '~/services/projections/projection-json.server.ts'
import { runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiUserLoader(async (userId, { request }) => {
  const { years, monte_carlo_iterations, force_recalculate, include_monte_carlo, dollars, ...plan } = parseQuery(
    request,
    ComprehensiveQuerySchema,
  )
  const run = await runProjection(userId, {
    plan,
    years,
    iterations: monte_carlo_iterations,
    force: force_recalculate,
  })
  return comprehensiveText(run, { includeMonteCarlo: include_monte_carlo, dollars, years })
})

export const action = onlyGet
