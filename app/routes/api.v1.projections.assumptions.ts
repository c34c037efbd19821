import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { requireApiUser } from '~/auth/guards.server.ts'
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, validationError } from '~/http/api.server.ts'
import { AssumptionsSchema, type Assumptions } from '~/schemas/projections.ts'
import { getAssumptions, saveAssumptions } from '~/services/projections/projections.server.ts'

// The five rates flat (as posted), plus the nested shape the flow view reads.
function assumptionsJson({ values, is_default }: { values: Assumptions; is_default: boolean }) {
  return {
    ...values,
    is_default,
    assumptions: {
      growth_rates: {
        stocks: values.stock_market_return,
        real_estate: values.real_estate_appreciation,
        retirement_accounts: values.retirement_account_return,
        salary: values.salary_growth_rate,
      },
      inflation: { rate: values.inflation_rate },
    },
  }
}

export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { user } = await requireApiUser(request)
  return apiJson(assumptionsJson(await getAssumptions(user.id)))
})

export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'PUT') return methodNotAllowed(['GET', 'POST', 'PUT'])
  const { user } = await requireApiUser(request)
  const body = await readJsonBody(request)
  if (!body.ok) return body.response
  const parsed = AssumptionsSchema.safeParse(body.body)
  if (!parsed.success) return validationError(parsed.error)
  return apiJson(assumptionsJson(await saveAssumptions(user.id, parsed.data)))
})
