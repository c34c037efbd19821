import { KNOWLEDGE_BASE } from '../../lib/knowledge-base.ts'
import { guidelineStockShare } from '../../lib/allocation-guideline.ts'
import { emergencyFundMonths } from '../../lib/financial-ratios.ts'
import { portfolioAllocation, summarize } from '../../lib/financial-summary.ts'
import { isAppError } from '../../lib/app-error.ts'
import { rankInsights, type Insight, type Situation } from '../../lib/insight-relevance.ts'
import { vectorService } from '../vector/service.server.ts'
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

/**
 * Professional Insights by retrieval (issue 14, item 5): the knowledge-base documents nearest the
 * user's own indexed documents, with those similarities as their relevance, each explained by the
 * rule that reads the user's figures for it ("why this matters for you"). When the vector store
 * is unavailable the rules alone rank them, and `ranked_by` says so.
 */
export async function getProfessionalInsights(userId: number, limit = 3): Promise<RankedInsights> {
  const situation = await buildSituation(userId)
  const explained = new Map(rankInsights(KNOWLEDGE_BASE, situation, KNOWLEDGE_BASE.length).map((i) => [i.kb_id, i]))
  let hits
  try {
    hits = await (await vectorService()).relatedKnowledge(userId, limit)
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ranked_by: 'rules', insights: [...explained.values()].slice(0, limit) }
  }
  const insights = hits.flatMap((hit) => {
    const insight = explained.get(hit.id.replace(/^kb:/, ''))
    return insight ? [{ ...insight, relevance_score: Math.round(hit.score * 1000) / 1000 }] : []
  })
  return { ranked_by: 'vector_index', insights }
}

export type RankedInsights = { ranked_by: 'vector_index' | 'rules'; insights: Insight[] }
