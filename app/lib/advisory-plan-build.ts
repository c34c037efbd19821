import {
  ADVISORY,
  riskBand,
  type AllocationLine,
  type DebtKind,
  type PlanDebt,
  type PlanInputs,
} from './advisory-plan.ts'
import { KNOWLEDGE_BASE } from './knowledge-base.ts'

// The plan inputs from the user's figures (gathered by app/services/advisory/plan-inputs.server.ts).
// A spec assumption (03 §9) fills a value only when the user has no data for it, and each one
// used is written into `assumptions`, which the report shows.

/** What the services give, money in whole dollars, rates in percent unless named a fraction. */
export type PlanSources = {
  name: string
  age: number | null
  /** 1-10; null without saved preferences. */
  riskScore: number | null
  /** Federal marginal bracket in percent (tax panel, else the preferences); null when unknown. */
  taxBracketPercent: number | null
  filingStatus: string | null
  /** A fraction; null without saved preferences. */
  stateTaxRate: number | null
  emergencyFundMonthsPreference: number | null
  netWorth: number
  totalAssets: number
  totalLiabilities: number
  cash: number
  retirementSavings: number
  investments: number
  allocation: AllocationLine[]
  monthlyIncome: number
  monthlyExpenses: number
  monthlyDebtPayments: number
  savingsRate: number
  debtToIncome: number | null
  emergencyFundMonths: number | null
  liabilities: { description: string; subcategory: string; balance: number; ratePercent: number | null }[]
  goals: PlanInputs['goals']
  /** 401(k) contribution as a percent of pay (advisor data); null when not given. */
  contributionPercent: number | null
  successRate: number | null
  retirementAge: number | null
  depletionMedianAge: number | null
  goalSuccessProbability: number | null
  conflicts: number | null
  taxStrategies: string[]
  recommendations: string[]
}

const KIND_BY_SUBCATEGORY: Record<string, DebtKind> = {
  mortgage_real_estate: 'mortgage',
  credit_cards: 'credit_card',
  student_loans: 'student',
  auto_loans: 'auto',
}

const round1 = (n: number) => Math.round(n * 10) / 10
const whole = (n: number) => Math.round(n)

function debtsOf(s: PlanSources, assume: (text: string) => void): PlanDebt[] {
  return s.liabilities
    .filter((l) => l.balance > 0)
    .map((l) => {
      const kind = KIND_BY_SUBCATEGORY[l.subcategory] ?? 'other'
      const rateAssumed = l.ratePercent === null
      const rate = l.ratePercent ?? ADVISORY.assumedRates[kind]
      if (rateAssumed) assume(`${l.description}: interest rate assumed at ${rate}% (${kind.replace('_', ' ')} rate)`)
      return {
        description: l.description,
        kind,
        balance: whole(l.balance),
        rate_percent: rate,
        rate_assumed: rateAssumed,
      }
    })
}

function clientOf(s: PlanSources, assume: (text: string) => void): PlanInputs['client'] {
  if (s.age === null) assume(`Age assumed to be ${ADVISORY.defaultAge}`)
  if (s.riskScore === null) assume(`Risk tolerance assumed at ${ADVISORY.defaultRiskTolerance} of 10`)
  if (s.taxBracketPercent === null) assume(`Federal tax bracket assumed at ${ADVISORY.assumedTaxBracket * 100}%`)
  if (s.filingStatus === null) assume('Filing status assumed to be married filing jointly')
  if (s.stateTaxRate === null) assume(`State tax rate assumed at ${ADVISORY.assumedStateTaxRate * 100}%`)
  const tolerance = s.riskScore ?? ADVISORY.defaultRiskTolerance
  return {
    name: s.name || 'Client',
    age: s.age ?? ADVISORY.defaultAge,
    risk_band: riskBand(tolerance),
    risk_tolerance: tolerance,
    tax_bracket_est: s.taxBracketPercent === null ? ADVISORY.assumedTaxBracket : s.taxBracketPercent / 100,
    filing_status: s.filingStatus ?? ADVISORY.assumedFilingStatus,
    state_tax_rate: s.stateTaxRate ?? ADVISORY.assumedStateTaxRate,
  }
}

function retirementContribution(s: PlanSources, assume: (text: string) => void) {
  if (s.contributionPercent !== null && s.monthlyIncome > 0) {
    return whole((s.monthlyIncome * s.contributionPercent) / 100)
  }
  assume(
    `Retirement saving assumed at $${ADVISORY.assumed401kMonthly} a month to a 401(k) and $${ADVISORY.assumedIraMonthly} to an IRA`,
  )
  return ADVISORY.assumed401kMonthly + ADVISORY.assumedIraMonthly
}

function computedOf(s: PlanSources, debts: PlanDebt[], minMonths: number, assume: (text: string) => void) {
  const surplus = whole(s.monthlyIncome - s.monthlyExpenses - s.monthlyDebtPayments)
  const months = s.emergencyFundMonths ?? (s.cash > 0 ? minMonths : 0)
  const target = whole(s.monthlyExpenses * minMonths)
  const retirement = retirementContribution(s, assume)
  const required = whole(s.goals.reduce((sum, g) => sum + g.monthly_required, 0) + retirement)
  return {
    emergency_fund_months: round1(months),
    emergency_fund_target: target,
    emergency_fund_gap: Math.max(0, target - whole(s.cash)),
    credit_card_debt: debts.filter((d) => d.kind === 'credit_card').reduce((sum, d) => sum + d.balance, 0),
    retirement_contrib_monthly: retirement,
    required_contrib_total_monthly: required,
    surplus_gap_monthly: Math.max(0, required - surplus),
  }
}

/** The plan inputs (spec 03 §3) from the user's figures, assumptions listed. */
export function buildPlanInputs(s: PlanSources): PlanInputs {
  const assumptions: string[] = []
  const assume = (text: string) => assumptions.push(text)
  const client = clientOf(s, assume)
  const minMonths = s.emergencyFundMonthsPreference ?? ADVISORY.minCashBufferMonths
  if (s.emergencyFundMonthsPreference === null) assume(`Minimum cash buffer assumed at ${minMonths} months`)
  if (s.successRate === null) assume('The retirement projection could not run; its success rate is left out')
  const debts = debtsOf(s, assume)
  const computed = computedOf(s, debts, minMonths, assume)
  return {
    client,
    snapshot: {
      net_worth: whole(s.netWorth),
      total_assets: whole(s.totalAssets),
      total_liabilities: whole(s.totalLiabilities),
      cash: whole(s.cash),
      retirement_savings: whole(s.retirementSavings),
      investments: whole(s.investments),
      asset_allocation: s.allocation,
    },
    goals: s.goals,
    cashflow: {
      monthly_income: whole(s.monthlyIncome),
      monthly_expenses: whole(s.monthlyExpenses),
      monthly_debt_payments: whole(s.monthlyDebtPayments),
      monthly_surplus: whole(s.monthlyIncome - s.monthlyExpenses - s.monthlyDebtPayments),
      savings_rate: s.savingsRate,
      debt_to_income: s.debtToIncome,
      debts,
    },
    plan_outputs: {
      success_rate: s.successRate,
      retirement_age: s.retirementAge,
      depletion_median_age: s.depletionMedianAge,
      goal_success_probability: s.goalSuccessProbability,
      conflicts: s.conflicts,
    },
    computed,
    constraints: {
      min_cash_buffer_months: minMonths,
      credit_card_payoff_threshold: ADVISORY.creditCardPayoffThreshold,
      stabilization_success_threshold: ADVISORY.stabilizationSuccessThreshold,
    },
    kb_context: KNOWLEDGE_BASE.filter((d) => ADVISORY.knowledgeIds.some((id) => id === d.kb_id)).map((d) => ({
      id: d.kb_id,
      title: d.title,
      takeaway: d.actionable_takeaway,
    })),
    raw_details: { tax_strategies: s.taxStrategies, recommendations: s.recommendations },
    assumptions,
  }
}
