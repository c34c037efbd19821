import { formatCents } from '../../lib/format.ts'
import type { ComprehensiveSummary } from './comprehensive-summary.server.ts'

// The summary as plain text for a language model: labelled sections, whole dollars, and a hard
// size bound so a household with many goals or warnings cannot crowd out the rest of a prompt.

export const LLM_TEXT_MAX_CHARS = 6000
const MAX_GOALS = 10
const MAX_LIST = 8

const orNotSet = (value: unknown) => (value === null || value === undefined || value === '' ? 'not set' : String(value))

function financialLines(s: ComprehensiveSummary) {
  const f = s.financials
  const a = f.assetAllocation
  const share = (label: string, x: { percentage: number; valueCents: number }) =>
    `${label} ${x.percentage}% (${formatCents(x.valueCents)})`
  return [
    'FINANCIALS',
    `Net worth: ${formatCents(f.netWorthCents)} (assets ${formatCents(f.totalAssetsCents)}, liabilities ${formatCents(f.totalLiabilitiesCents)})`,
    `Monthly income: ${formatCents(f.monthlyIncomeCents)}; monthly expenses: ${formatCents(f.monthlyExpensesCents)}`,
    `Monthly surplus before loan payments: ${formatCents(f.monthlySurplusCents)}; loan payments: ${formatCents(f.monthlyLoanPaymentsCents)} a month`,
    `Savings rate (after loan payments): ${f.savingsRate.toFixed(1)}%`,
    `Debt-to-income: ${f.debtToIncomeRatio === null ? 'no income' : `${f.debtToIncomeRatio}% (${f.dtiStatus})`}`,
    `Emergency fund: ${f.emergencyFundCoverage === null ? 'no expenses entered' : `${f.emergencyFundCoverage} months of expenses`}`,
    `Allocation: ${[share('real estate', a.realEstate), share('investments', a.investments), share('cash', a.cash), share('personal property', a.personalProperty)].join(', ')}`,
    ...f.liabilities.map(
      (l) => `Debt: ${l.label} ${formatCents(l.totalCents)}, ${formatCents(l.monthlyPaymentCents)} a month`,
    ),
  ]
}

function preferenceLines(s: ComprehensiveSummary) {
  const p = s.preferences.goals
  if (!p)
    return [
      'PREFERENCES',
      `Goal preferences not saved; profile risk tolerance: ${orNotSet(s.preferences.profileRiskTolerance)}`,
    ]
  return [
    'PREFERENCES',
    `Risk tolerance: ${p.risk_tolerance} (score ${orNotSet(p.risk_score)}/10); investment style: ${orNotSet(p.investment_style)}`,
    `Retirement age: ${p.retirement_age}; emergency fund target: ${p.emergency_fund_months} months; tax filing status: ${orNotSet(p.tax_filing_status)}`,
  ]
}

function goalLines(s: ComprehensiveSummary) {
  if (s.goals.length === 0) return ['GOALS', 'None set']
  return [
    'GOALS',
    ...s.goals
      .slice(0, MAX_GOALS)
      .map(
        (g) =>
          `${g.name} (${g.category}): ${formatCents(g.currentProgressCents)} of ${formatCents(g.targetAmountCents)} (${g.progressPercentage}%) by ${g.target_date}, needs ${formatCents(g.monthlyRequiredCents)} a month`,
      ),
  ]
}

function projectionLines(s: ComprehensiveSummary) {
  const p = s.projections
  if (!p.available) return ['PROJECTION', `Not available: ${p.reason}`]
  const depletion =
    p.depletionMedianAge === null
      ? 'no path runs out'
      : `paths that run out do so at age ${p.depletionMedianAge} (median)`
  return [
    "PROJECTION (default plan, today's dollars)",
    `Success to age ${p.planningAge}: ${Math.round(p.successRate * 100)}% of ${p.iterations} paths; ${depletion}`,
    `Median net worth at retirement (age ${p.retirementAge}): ${formatCents(p.medianNetWorthAtRetirementCents)}; at age ${p.planningAge}: ${formatCents(p.medianNetWorthAtPlanningAgeCents)}`,
  ]
}

function recommendationLines(s: ComprehensiveSummary) {
  const r = s.recommendations
  return [
    'RECOMMENDATIONS',
    `Portfolio: ${r.portfolio_adjustment}`,
    `Risk: ${r.risk_assessment}`,
    `Tax: ${r.tax_optimization}`,
    ...r.next_steps.slice(0, MAX_LIST).map((step) => `Next step: ${step}`),
    ...r.warnings.slice(0, MAX_LIST).map((w) => `Warning: ${w}`),
  ]
}

export function llmText(s: ComprehensiveSummary): string {
  const sections = [
    ['CLIENT', `Name: ${s.user.name}; age: ${orNotSet(s.user.age)}`],
    financialLines(s),
    preferenceLines(s),
    goalLines(s),
    projectionLines(s),
    recommendationLines(s),
    [
      'DATA QUALITY',
      `Score ${s.data_quality.score}/100`,
      ...s.data_quality.deductions.map((d) => `-${d.points}: ${d.reason}`),
    ],
  ]
  const text = sections.map((lines) => lines.join('\n')).join('\n\n')
  return text.length <= LLM_TEXT_MAX_CHARS ? text : `${text.slice(0, LLM_TEXT_MAX_CHARS - 12)}\n[truncated]`
}
