import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { analysisCsv, csvResponse } from '~/services/analysis/export.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const result = await analysisCsv(user.id, 'conflicts')
    if (!result.ok) {
      return new Response(`The analysis is temporarily unavailable: ${result.message}`, { status: 503 })
    }
    return csvResponse(result.csv, 'conflict-report')
  })
}
