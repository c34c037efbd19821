import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, parseQuery } from '~/http/api.server.ts'
import { TaxYearQuerySchema } from '~/schemas/tax-panel.ts'
import { getTaxPanel } from '~/services/tax/panel.server.ts'

// GET ?year=: the Tax panel's cards, savings analysis and recommendations for the user's tax
// information record of that year (without a year: this year's, else the latest). The record is
// written through /api/v1/profile/tax-info, which takes the panel's fields too.
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  const query = parseQuery(request, TaxYearQuerySchema)
  return apiJson(await getTaxPanel(user.id, query.year))
})

export const action = () => methodNotAllowed(['GET'])
