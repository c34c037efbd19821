import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson } from '~/http/api.server.ts'
import { getAdvisorData, toAdvisorDataJson } from '~/services/advisor/advisor.server.ts'

// Spec 7, Advisor: the user's advisor data as nested groups (mortgage, retirement,
// investments, subscriptions), money in dollars; fields never saved are null.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(toAdvisorDataJson(await getAdvisorData(user.id)))
})
