import { buildPlanInputs, type PlanSources } from '../../lib/advisory-plan-build.ts'
import type { PlanInputs } from '../../lib/advisory-plan.ts'
import { centsToDollars } from '../../lib/money.ts'
import { getAdvisorData } from '../advisor/advisor.server.ts'
import { DEFAULT_ANALYZE_REQUEST, runAnalysis } from '../analysis/analysis.server.ts'
import { entriesOf } from '../finance/entries.server.ts'
import { retirementReadiness } from '../projections/projections.server.ts'
import { getComprehensiveSummary, type ComprehensiveSummary } from '../summary/comprehensive-summary.server.ts'
import { getTaxPanel } from '../tax/panel.server.ts'

// The advisory generator's plan inputs from the services that own each figure: the comprehensive
// summary, the liabilities with their rates, the lifecycle projection's success and depletion,
// the goal analysis, the tax panel and the advisor data. The projection and the analysis need
// the simulation service; when it is down the report is still written, without those figures,
// and says so among its assumptions.

const dollars = centsToDollars

async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work()
  } catch {
    return null
  }
}

function allocationOf(summary: ComprehensiveSummary) {
  const a = summary.financials.assetAllocation
  const line = (asset_class: string, share: { percentage: number; valueCents: number }) => ({
    asset_class,
    percentage: share.percentage,
    value: Math.round(dollars(share.valueCents)),
  })
  return [
    line('Real estate', a.realEstate),
    line('Investments', a.investments),
    line('Cash', a.cash),
    line('Personal property', a.personalProperty),
  ]
}

function assetTotal(summary: ComprehensiveSummary, subcategory: string) {
  return dollars(summary.financials.assets.find((a) => a.subcategory === subcategory)?.totalCents ?? 0)
}

export async function loadPlanInputs(userId: number): Promise<PlanInputs> {
  const [summary, debts, advisor, tax, readiness, analysis] = await Promise.all([
    getComprehensiveSummary(userId),
    entriesOf(userId, ['liabilities']),
    getAdvisorData(userId),
    getTaxPanel(userId),
    orNull(() => retirementReadiness(userId)),
    orNull(() => runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)),
  ])
  const f = summary.financials
  const prefs = summary.preferences.goals
  const openGoals = summary.goals.filter((g) => g.status === 'active' || g.status === 'paused')
  const sources: PlanSources = {
    name: summary.user.name,
    age: summary.user.age,
    riskScore: prefs?.risk_score ?? null,
    taxBracketPercent: tax.cards.tax_bracket ?? prefs?.federal_tax_bracket ?? null,
    filingStatus: tax.analysis.filing_status ?? prefs?.tax_filing_status ?? null,
    stateTaxRate: prefs?.state_tax_rate ?? null,
    emergencyFundMonthsPreference: prefs?.emergency_fund_months ?? null,
    netWorth: dollars(f.netWorthCents),
    totalAssets: dollars(f.totalAssetsCents),
    totalLiabilities: dollars(f.totalLiabilitiesCents),
    cash: assetTotal(summary, 'cash_bank_accounts'),
    retirementSavings: assetTotal(summary, 'retirement_accounts'),
    investments: assetTotal(summary, 'investment_accounts'),
    allocation: allocationOf(summary),
    monthlyIncome: dollars(f.monthlyIncomeCents),
    monthlyExpenses: dollars(f.monthlyExpensesCents),
    monthlyDebtPayments: dollars(f.monthlyLoanPaymentsCents),
    savingsRate: f.savingsRate,
    debtToIncome: f.debtToIncomeRatio,
    emergencyFundMonths: f.emergencyFundCoverage,
    liabilities: debts.map((e) => ({
      description: e.description,
      subcategory: e.subcategory,
      balance: dollars(e.amount_cents),
      ratePercent: e.interest_rate,
    })),
    goals: openGoals.map((g) => ({
      name: g.name,
      category: g.category,
      target_amount: Math.round(dollars(g.targetAmountCents)),
      current_amount: Math.round(dollars(g.currentProgressCents)),
      monthly_required: Math.round(dollars(g.monthlyRequiredCents)),
    })),
    contributionPercent: advisor.retirement.contribution_percent,
    successRate: readiness?.success_rate ?? null,
    retirementAge: readiness?.retirement_age ?? prefs?.retirement_age ?? null,
    depletionMedianAge: readiness?.depletion_median_age ?? null,
    goalSuccessProbability: analysis?.analysis.success_probability ?? null,
    conflicts: analysis ? analysis.analysis.conflicts.length : null,
    taxStrategies: tax.analysis.recommendations.map((r) => `${r.title}: ${r.description}`),
    recommendations: summary.recommendations.next_steps,
  }
  return buildPlanInputs(sources)
}
