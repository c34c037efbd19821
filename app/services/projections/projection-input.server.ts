import type { ProjectionInput } from '../../../sim-worker/core/projection-types.ts'
import type { Assumptions } from '../../schemas/projections.ts'
import { allEntries } from '../finance/entries.server.ts'
import { getSummary } from '../finance/summary.server.ts'

const CASH = new Set(['cash_bank_accounts'])
const RETIREMENT = new Set(['retirement_accounts'])
const REAL_ESTATE = new Set(['real_estate'])
const TAXABLE = new Set(['investment_accounts', 'business_assets'])

/**
 * The engine's inputs from the user's entries. Investments and business assets grow as
 * taxable investments; personal property and other assets are held flat in cash (they do
 * not compound). Liabilities pay their minimum payment, else a 1 % of balance estimate.
 */
export async function buildProjectionInput(
  userId: number,
  {
    years,
    iterations,
    assumptions,
    seed,
  }: { years: number; iterations: number; assumptions: Assumptions; seed: number },
): Promise<ProjectionInput> {
  const [entries, summary] = await Promise.all([allEntries(userId), getSummary(userId)])
  const start = { cash: 0, taxable: 0, retirement: 0, real_estate: 0 }
  const liabilities: ProjectionInput['liabilities'] = []
  for (const e of entries) {
    const dollars = e.amount_cents / 100
    if (e.category === 'assets') {
      if (RETIREMENT.has(e.subcategory)) start.retirement += dollars
      else if (REAL_ESTATE.has(e.subcategory)) start.real_estate += dollars
      else if (TAXABLE.has(e.subcategory)) start.taxable += dollars
      else if (CASH.has(e.subcategory)) start.cash += dollars
      else start.cash += dollars
    } else if (e.category === 'liabilities' && dollars > 0) {
      const payment = e.minimum_payment_cents !== null ? e.minimum_payment_cents / 100 : Math.max(25, dollars * 0.01)
      liabilities.push({ balance: dollars, annual_rate: (e.interest_rate ?? 0) / 100, monthly_payment: payment })
    }
  }
  // The engine pays loans outside the cash flow and expects spending to include their payments,
  // so they are added here: loan payments belong on the loans, not in the expense entries.
  const loanPayments = liabilities.reduce((sum, l) => sum + l.monthly_payment, 0)
  return {
    years,
    iterations,
    seed,
    start,
    liabilities: liabilities.slice(0, 50),
    monthly_income: summary.monthly_income,
    monthly_spending: summary.monthly_expenses + loanPayments,
    contribution_split: { cash: 0.2, taxable: 0.3, retirement: 0.5 },
    assumptions: {
      stock_return: assumptions.stock_market_return,
      real_estate_return: assumptions.real_estate_appreciation,
      salary_growth: assumptions.salary_growth_rate,
      inflation: assumptions.inflation_rate,
      retirement_return: assumptions.retirement_account_return,
    },
  }
}
