import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { parseQuery } from '~/http/api.server.ts'
import { badRequest } from '~/lib/app-error.ts'
import { ApiPlanQuerySchema, DEFAULT_ITERATIONS, DEFAULT_YEARS } from '~/schemas/projections.ts'
import { breakdownJson } from '~/services/projections/projection-json.server.ts'
import { runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiUserLoader(async (userId, { params, request }) => {
  const year = Number(params.year)
  if (!/^\d{1,2}$/.test(params.year ?? '') || year < 0 || year > 60) {
    throw badRequest('Year must be a whole number between 0 and 60')
  }
  const { dollars, ...plan } = parseQuery(request, ApiPlanQuerySchema)
  const run = await runProjection(userId, {
    plan,
    years: Math.max(DEFAULT_YEARS, year),
    iterations: DEFAULT_ITERATIONS,
  })
  const lastAge = run.result.ages[run.result.ages.length - 1]
  if (year >= run.result.ages.length) {
    throw badRequest(
      `Year ${year} is past the plan's end: it reaches age ${lastAge}, ${run.result.ages.length - 1} years from now`,
    )
  }
  return breakdownJson(run, year, dollars)
})

export const action = onlyGet
