import { formatCents } from '../../lib/format.ts'
import type { SummaryFinancials } from './financials.server.ts'
import type { SummarySources } from './sources.server.ts'

// The summary's Personalized Recommendations, taken from the services that already make them:
// smart recommendations (advisor data), the tax analysis, estate and insurance gaps. Nothing
// here invents advice; it picks and words what those found, and states the ratios' meaning.

export type SummaryRecommendations = {
  portfolio_adjustment: string
  risk_assessment: string
  tax_optimization: string
  next_steps: string[]
  warnings: string[]
}

/** Spec 03 §5: an asset class above 40 % of assets is a concentration. */
const CONCENTRATION_PERCENT = 40
const MAX_NEXT_STEPS = 6
const CLASS_LABELS = {
  realEstate: 'Real estate',
  investments: 'Investments',
  cash: 'Cash',
  personalProperty: 'Personal property',
}

function portfolioAdjustment(sources: SummarySources, financials: SummaryFinancials) {
  const advice = sources.advisor.recommendations.find((r) => r.category === 'investments')
  if (advice) return `${advice.title}: ${advice.description}`
  const concentrated = (Object.keys(CLASS_LABELS) as (keyof typeof CLASS_LABELS)[]).filter(
    (key) => financials.assetAllocation[key].percentage > CONCENTRATION_PERCENT,
  )
  if (concentrated.length > 0) {
    return concentrated
      .map(
        (key) =>
          `${CLASS_LABELS[key]} is ${financials.assetAllocation[key].percentage}% of your assets (over ${CONCENTRATION_PERCENT}%): consider spreading new savings elsewhere.`,
      )
      .join(' ')
  }
  if (financials.totalAssetsCents === 0) return 'Add your assets to see how your money is spread.'
  return 'No asset class is over 40% of your assets; no change suggested.'
}

function riskTolerance(sources: SummarySources) {
  if (sources.preferences)
    return `${sources.preferences.risk_tolerance} (goal preferences, risk score ${sources.preferences.risk_score ?? 'not set'}/10)`
  if (sources.profile?.risk_tolerance) return `${sources.profile.risk_tolerance} (profile)`
  return 'not stated'
}

function emergencyTarget(sources: SummarySources) {
  return sources.preferences?.emergency_fund_months ?? 6
}

function riskAssessment(sources: SummarySources, f: SummaryFinancials) {
  const parts = [`Risk tolerance: ${riskTolerance(sources)}.`]
  if (f.debtToIncomeRatio !== null) parts.push(`Debt-to-income ${f.debtToIncomeRatio}% (${f.dtiStatus}).`)
  if (f.emergencyFundCoverage !== null) {
    parts.push(
      `Emergency fund covers ${f.emergencyFundCoverage} months of expenses (target ${emergencyTarget(sources)}).`,
    )
  }
  return parts.join(' ')
}

function taxOptimization(sources: SummarySources) {
  const found = sources.tax.analysis.recommendations
  if (found.length > 0) return found.map((r) => r.title).join('; ')
  return sources.tax.analysis.hints[0] ?? 'No tax strategy applies to the figures on record.'
}

function nextSteps(sources: SummarySources) {
  const steps = sources.advisor.recommendations.map((r) =>
    r.annual_savings_cents > 0 ? `${r.title} (saves about ${formatCents(r.annual_savings_cents)} a year)` : r.title,
  )
  steps.push(...sources.advisor.hints.map((h) => h.message))
  return steps.slice(0, MAX_NEXT_STEPS)
}

function warnings(sources: SummarySources, f: SummaryFinancials) {
  const list: string[] = []
  if (f.monthlyIncomeCents > 0 && f.monthlySurplusCents < 0)
    list.push(`Monthly shortfall of ${formatCents(-f.monthlySurplusCents)}: expenses exceed income.`)
  else if (f.monthlyIncomeCents > 0 && f.savingsRate < 0)
    list.push('Loan payments take more than what is left after expenses.')
  if (f.dtiStatus === 'Fair' || f.dtiStatus === 'High')
    list.push(`Debt-to-income is ${f.debtToIncomeRatio}% (${f.dtiStatus}).`)
  if (f.emergencyFundCoverage !== null && f.emergencyFundCoverage < emergencyTarget(sources)) {
    list.push(
      `Emergency fund covers ${f.emergencyFundCoverage} months, below the ${emergencyTarget(sources)}-month target.`,
    )
  }
  list.push(...sources.estate.gaps.map((g) => `${g.title}: ${g.reason}`))
  list.push(...sources.insurance.coverage_gaps.map((g) => `${g.title}: ${g.reason}`))
  return list
}

export function summaryRecommendations(sources: SummarySources, financials: SummaryFinancials): SummaryRecommendations {
  return {
    portfolio_adjustment: portfolioAdjustment(sources, financials),
    risk_assessment: riskAssessment(sources, financials),
    tax_optimization: taxOptimization(sources),
    next_steps: nextSteps(sources),
    warnings: warnings(sources, financials),
  }
}
