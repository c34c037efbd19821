import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiError, apiHandler, apiJson, methodNotAllowed, validationError } from '~/http/api.server.ts'
import { ProjectionQuerySchema } from '~/schemas/projections.ts'
import { comprehensiveJson, ProjectionUnavailable, runProjection } from '~/services/projections/projections.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = ProjectionQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return validationError(query.error, 'query')
  const { years, monte_carlo_iterations, include_monte_carlo, force_recalculate } = query.data
  try {
    const run = await runProjection(user.id, { years, iterations: monte_carlo_iterations, force: force_recalculate })
    return apiJson(comprehensiveJson(run, include_monte_carlo))
  } catch (error) {
    if (error instanceof ProjectionUnavailable) {
      return apiError(503, `Projections are temporarily unavailable: ${error.message}`, { 'Retry-After': '30' })
    }
    throw error
  }
})

export const action = () => methodNotAllowed(['GET'])
