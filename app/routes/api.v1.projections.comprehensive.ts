import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { parseQuery } from '~/http/api.server.ts'
import { ProjectionQuerySchema } from '~/schemas/projections.ts'
import { comprehensiveJson } from '~/services/projections/projection-json.server.ts'
import { runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiUserLoader(async (userId, { request }) => {
  const query = parseQuery(request, ProjectionQuerySchema)
  const run = await runProjection(userId, {
    years: query.years,
    iterations: query.monte_carlo_iterations,
    force: query.force_recalculate,
  })
  return comprehensiveJson(run, query.include_monte_carlo)
})

export const action = onlyGet
