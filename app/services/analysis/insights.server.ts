import { KNOWLEDGE_BASE } from '../../lib/knowledge-base.ts'
import { guidelineStockShare } from '../../lib/allocation-guideline.ts'
import { emergencyFundMonths } from '../../lib/financial-ratios.ts'
import { portfolioAllocation, summarize } from '../../lib/financial-summary.ts'
import { rankInsights, type Situation } from '../../lib/insight-relevance.ts'
import { allEntries } from '../finance/entries.server.ts'
import { getProfile } from '../profile/personal.server.ts'

const TAXABLE = new Set(['investment_accounts'])

/** The facts the insight rules read, from the user's own entries and profile. */
export async function buildSituation(userId: number): Promise<Situation> {
  const [entries, profile] = await Promise.all([allEntries(userId), getProfile(userId)])
  const summary = summarize(entries)
  const sum = (filter: (e: (typeof entries)[number]) => boolean) =>
    entries.filter(filter).reduce((total, e) => total + e.amount_cents / 100, 0)
  const cash = sum((e) => e.category === 'assets' && e.subcategory === 'cash_bank_accounts')
  const debtRates = entries
    .filter((e) => e.category === 'liabilities' && e.amount_cents > 0)
    .map((e) => e.interest_rate ?? 0)
  const { allocation } = portfolioAllocation(entries)
  const allocated =
    allocation.real_estate.value_cents +
    allocation.stocks.value_cents +
    allocation.bonds.value_cents +
    allocation.cash.value_cents +
    allocation.alternative.value_cents
  const age = profile?.age ?? null
  return {
    age,
    emergency_fund_months: emergencyFundMonths(cash * 100, summary.monthly_expenses_cents),
    savings_rate: summary.savings_rate,
    monthly_income: summary.monthly_income_cents / 100,
    highest_debt_rate: debtRates.length ? Math.max(...debtRates) : null,
    retirement_balance: sum((e) => e.category === 'assets' && e.subcategory === 'retirement_accounts'),
    taxable_balance: sum((e) => e.category === 'assets' && TAXABLE.has(e.subcategory)),
    total_assets: summary.total_assets_cents / 100,
    stock_share: allocated > 0 ? (allocation.stocks.value_cents / allocated) * 100 : null,
    guideline_stock_share: guidelineStockShare(age, profile?.risk_tolerance ?? null),
  }
}

export async function getProfessionalInsights(userId: number, limit = 3) {
  return rankInsights(KNOWLEDGE_BASE, await buildSituation(userId), limit)
}
