import { col, fn } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { ENTRY_CATEGORIES } from '../../lib/catalogue.ts'
import { loanPaymentCents } from '../../lib/loan-math.ts'
import { centsToDollars } from '../../lib/money.ts'
import {
  dataQuality,
  dataQualityOfCounts,
  groupByCategory,
  portfolioAllocation,
  savingsRate,
  summarize,
  type FinancialSummary,
} from '../../lib/financial-summary.ts'
import { allEntries, entriesOf, toEntryJson } from './entries.server.ts'
import { entryTotals, type EntryTotals } from './entry-totals.server.ts'
import { listProfileRows, type ProfileRow } from '../profile/rows.server.ts'

export function summaryJson(summary: FinancialSummary) {
  return {
    total_assets: centsToDollars(summary.total_assets_cents),
    total_liabilities: centsToDollars(summary.total_liabilities_cents),
    net_worth: centsToDollars(summary.net_worth_cents),
    monthly_income: centsToDollars(summary.monthly_income_cents),
    monthly_expenses: centsToDollars(summary.monthly_expenses_cents),
    monthly_cash_flow: centsToDollars(summary.monthly_cash_flow_cents),
    monthly_loan_payments: centsToDollars(summary.monthly_loan_payments_cents),
    annual_income: centsToDollars(summary.monthly_income_cents * 12),
    annual_expenses: centsToDollars(summary.monthly_expenses_cents * 12),
    savings_rate: summary.savings_rate,
    entry_count: summary.entry_count,
  }
}

/** The figures summarize() gives, from totals summed in the database. */
export function summaryOfTotals(totals: EntryTotals): FinancialSummary {
  const cashFlow = totals.monthlyIncomeCents - totals.monthlyExpensesCents
  const loanPayments = totals.liabilities.reduce((sum, loan) => sum + loanPaymentCents(loan), 0)
  return {
    total_assets_cents: totals.totalAssetsCents,
    total_liabilities_cents: totals.totalLiabilitiesCents,
    net_worth_cents: totals.totalAssetsCents - totals.totalLiabilitiesCents,
    monthly_income_cents: totals.monthlyIncomeCents,
    monthly_expenses_cents: totals.monthlyExpensesCents,
    monthly_cash_flow_cents: cashFlow,
    monthly_loan_payments_cents: loanPayments,
    savings_rate: savingsRate(cashFlow, totals.monthlyIncomeCents, loanPayments),
    entry_count: totals.entryCount,
  }
}

export async function getSummary(userId: number) {
  return summaryJson(summaryOfTotals(await entryTotals(userId)))
}

/** GET /entries/categorized: every catalogue key of every category, each with its entries. */
/** Entries by category key, plus the profile-derived rows under profile, benefits and tax_info. */
export async function getCategorized(userId: number) {
  const [entries, profileRows] = await Promise.all([allEntries(userId), listProfileRows(userId)])
  return { ...categorizedJson(entries), ...profileRowsByCategory(profileRows) }
}

function profileRowsByCategory(rows: ProfileRow[]) {
  // The API keeps the spec's row fields; where a row is edited and how it is labelled are the screen's.
  const strip = ({ edit: _edit, section: _section, amount_label: _amountLabel, ...row }: ProfileRow) => row
  return {
    profile: rows.filter((r) => r.category === 'profile').map(strip),
    benefits: rows.filter((r) => r.category === 'benefits').map(strip),
    tax_info: rows.filter((r) => r.category === 'tax_info').map(strip),
  }
}

function categorizedJson(entries: Awaited<ReturnType<typeof allEntries>>) {
  const groups = groupByCategory(entries)
  return Object.fromEntries(
    ENTRY_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(groups[category].map((g) => [g.key, g.entries.map(toEntryJson)])),
    ]),
  ) as Record<(typeof ENTRY_CATEGORIES)[number], Record<string, ReturnType<typeof toEntryJson>[]>>
}

/** The entries' data quality, from their count at each level (one GROUP BY, no entry read). */
export async function getDataQuality(userId: number) {
  const rows = (await getDb().FinancialEntry.findAll({
    attributes: ['data_quality', [fn('COUNT', col('id')), 'entries']],
    where: { user_id: userId },
    group: ['data_quality'],
    raw: true,
  })) as unknown as { data_quality: string; entries: unknown }[]
  return dataQualityOfCounts(Object.fromEntries(rows.map((row) => [row.data_quality, Number(row.entries)])))
}

export async function getPortfolioAllocation(userId: number) {
  const { total_cents, allocation } = portfolioAllocation(await entriesOf(userId, ['assets']))
  return {
    total_value: centsToDollars(total_cents),
    allocation: Object.fromEntries(
      Object.entries(allocation).map(([k, v]) => [
        k,
        { value: centsToDollars(v.value_cents), percentage: v.percentage },
      ]),
    ),
  }
}

/** Every asset and liability is a manually kept account until account connections exist. */
export async function listAccounts(userId: number) {
  const entries = await entriesOf(userId, ['assets', 'liabilities'])
  return entries.map((e) => ({
    id: e.id,
    name: e.description,
    account_type: e.category === 'assets' ? 'asset' : 'liability',
    subcategory: e.subcategory,
    balance: centsToDollars(e.amount_cents),
    currency: e.currency,
    is_active: true,
    is_manual: true,
    provider: null,
    last_updated: e.updated_at.toISOString(),
  }))
}

const LIQUID = ['cash_bank_accounts']
const INVESTED = ['investment_accounts', 'retirement_accounts']
const REAL_ESTATE = ['real_estate']

function assetBreakdown(entries: { category: string; subcategory: string; amount_cents: number }[]) {
  const sum = (keys: string[] | null) =>
    entries
      .filter((e) => e.category === 'assets')
      .filter((e) =>
        keys ? keys.includes(e.subcategory) : ![...LIQUID, ...INVESTED, ...REAL_ESTATE].includes(e.subcategory),
      )
      .reduce((total, e) => total + e.amount_cents, 0)
  return { liquid: sum(LIQUID), invested: sum(INVESTED), real_estate: sum(REAL_ESTATE), other: sum(null) }
}

export async function getLiveSummary(userId: number) {
  const started = performance.now()
  const entries = await allEntries(userId)
  const summary = summarize(entries)
  const breakdown = assetBreakdown(entries)
  return {
    net_worth: centsToDollars(summary.net_worth_cents),
    asset_breakdown: Object.fromEntries(Object.entries(breakdown).map(([k, v]) => [k, centsToDollars(v)])),
    calculation_time: Math.round((performance.now() - started) * 10) / 10,
  }
}

export async function getCashFlow(userId: number) {
  const summary = summaryOfTotals(await entryTotals(userId))
  return {
    monthly_income: centsToDollars(summary.monthly_income_cents),
    monthly_expenses: centsToDollars(summary.monthly_expenses_cents),
    monthly_surplus: centsToDollars(summary.monthly_cash_flow_cents),
    savings_rate: summary.savings_rate,
    annual_income: centsToDollars(summary.monthly_income_cents * 12),
    annual_expenses: centsToDollars(summary.monthly_expenses_cents * 12),
  }
}

/** The planning flow's overview (GET /categorized-summary). */
export async function getFlowShellSummary(userId: number) {
  const entries = await allEntries(userId)
  const summary = summarize(entries)
  const breakdown = assetBreakdown(entries)
  const quality = dataQuality(entries)
  return {
    net_worth: centsToDollars(summary.net_worth_cents),
    total_assets: centsToDollars(summary.total_assets_cents),
    total_liabilities: centsToDollars(summary.total_liabilities_cents),
    liquid_assets: centsToDollars(breakdown.liquid),
    investment_assets: centsToDollars(breakdown.invested),
    real_estate_assets: centsToDollars(breakdown.real_estate),
    data_quality_score: quality.score,
    data_quality_label: quality.label,
    connected_accounts: 0,
    manual_entries: entries.length,
    categorized_data: { totals: flowShellTotals(summary), ...categorizedJson(entries) },
  }
}

/**
 * The overview's `categorized_data.totals` (spec 03 section 3). Assets and liabilities repeat the
 * totals under the names the flow shell reads. The annual savings potential is what the savings rate
 * counts as saved (income − expenses − loan payments) over twelve months, never below zero.
 */
function flowShellTotals(summary: FinancialSummary) {
  const monthlySavingsCents = summary.monthly_cash_flow_cents - summary.monthly_loan_payments_cents
  return {
    net_worth: centsToDollars(summary.net_worth_cents),
    total_assets: centsToDollars(summary.total_assets_cents),
    assets: centsToDollars(summary.total_assets_cents),
    liabilities: centsToDollars(summary.total_liabilities_cents),
    monthly_cash_flow: centsToDollars(summary.monthly_cash_flow_cents),
    savings_rate: summary.savings_rate,
    monthly_income: centsToDollars(summary.monthly_income_cents),
    monthly_expenses: centsToDollars(summary.monthly_expenses_cents),
    annual_savings_potential: centsToDollars(Math.max(0, monthlySavingsCents * 12)),
  }
}
