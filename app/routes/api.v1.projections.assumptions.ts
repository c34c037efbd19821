import { apiUserLoader, apiUserWrite } from '~/http/api-resource.server.ts'
import { AssumptionsSchema, type Assumptions } from '~/schemas/projections.ts'
import { getAssumptions, saveAssumptions } from '~/services/projections/assumptions.server.ts'

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

export const loader = apiUserLoader(async (userId) => assumptionsJson(await getAssumptions(userId)))

export const action = apiUserWrite(
  AssumptionsSchema,
  async (userId, values) => assumptionsJson(await saveAssumptions(userId, values)),
  { methods: ['POST', 'PUT'], allow: ['GET', 'POST', 'PUT'] },
)
