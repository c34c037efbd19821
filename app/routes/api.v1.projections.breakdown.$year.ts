import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed } from '~/http/api.server.ts'
import { DEFAULT_ITERATIONS, DEFAULT_YEARS } from '~/schemas/projections.ts'
import { breakdownJson, ProjectionUnavailable, runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const year = Number(params.year)
  if (!/^\d{1,2}$/.test(params.year ?? '') || year < 0 || year > 60) {
    return apiError(400, 'Year must be a whole number between 0 and 60')
  }
  try {
    const run = await runProjection(user.id, { years: Math.max(DEFAULT_YEARS, year), iterations: DEFAULT_ITERATIONS })
    return apiJson(breakdownJson(run, year))
  } catch (error) {
    if (error instanceof ProjectionUnavailable) {
      return apiError(503, `Projections are temporarily unavailable: ${error.message}`, { 'Retry-After': '30' })
    }
    throw error
  }
})

export const action = () => methodNotAllowed(['GET'])
