import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiAdmin } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, parseJsonBody } from '~/http/api.server.ts'
import { IntegritySelectionSchema } from '~/schemas/admin.ts'
import { actOnIssues, dataIntegrityReport } from '~/services/admin/integrity.server.ts'

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request)
  return apiJson(await dataIntegrityReport())
})

/** POST { intent: 'fix' | 'ignore', issue: [keys] }: the console's bulk action for API clients. */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  const { user: admin } = await requireApiAdmin(request)
  const { intent, issue } = await parseJsonBody(request, IntegritySelectionSchema)
  return apiJson({ handled: await actOnIssues(admin, intent, issue) })
})
