import { apiUserLoader, onlyGet } from '~/http/api-resource.server.ts'
import { badRequest } from '~/lib/app-error.ts'
import { DEFAULT_ITERATIONS, DEFAULT_YEARS } from '~/schemas/projections.ts'
import { breakdownJson } from '~/services/projections/projection-json.server.ts'
import { runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiUserLoader(async (userId, { params }) => {
  const year = Number(params.year)
  if (!/^\d{1,2}$/.test(params.year ?? '') || year < 0 || year > 60) {
    throw badRequest('Year must be a whole number between 0 and 60')
  }
  const run = await runProjection(userId, { years: Math.max(DEFAULT_YEARS, year), iterations: DEFAULT_ITERATIONS })
  return breakdownJson(run, year)
})

export const action = onlyGet
