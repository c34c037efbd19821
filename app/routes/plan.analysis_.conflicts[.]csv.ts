import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { csvDownload } from '~/http/download.server.ts'
import { analysisCsv } from '~/services/analysis/export.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    return csvDownload(await analysisCsv(user.id, 'conflicts'), 'conflict-report')
  })
}
