// What the advisory generator works from (spec 03 §3 "Plan inputs to the generator") and the
// constants of §9 it falls back on. Money here is whole US dollars, the unit the report writes,
// so the number audit can hold every figure in the report against these inputs. Pure: shared by
// the server (which fills it from the user's records) and the report screen.

export const ADVISORY = {
  maxAttempts: 3,
  maxTokens: 4000,
  temperature: 0.1,
  defaultAge: 54,
  minCashBufferMonths: 6,
  assumedTaxBracket: 0.24,
  assumedStateTaxRate: 0.065,
  assumedFilingStatus: 'married_filing_jointly',
  defaultRiskTolerance: 5,
  assumed401kMonthly: 2400,
  assumedIraMonthly: 500,
  emergencyFundCap: 25_000,
  /** APR in percent by liability kind, when an entry has none. */
  assumedRates: { mortgage: 6.5, credit_card: 18, student: 4.5, auto: 5.5, other: 8 },
  creditCardPayoffThreshold: 5000,
  stabilizationSuccessThreshold: 0.7,
  knowledgeIds: ['KB-001', 'KB-002', 'KB-003', 'KB-004', 'IRS-001', 'IRS-002'],
} as const

export type DebtKind = keyof typeof ADVISORY.assumedRates

export type RiskBand = 'conservative' | 'moderate' | 'aggressive'

/** The spec's bands for a 1-10 risk tolerance: up to 3 conservative, up to 7 moderate. */
export function riskBand(tolerance: number): RiskBand {
  if (tolerance <= 3) return 'conservative'
  if (tolerance <= 7) return 'moderate'
  return 'aggressive'
}

export type PlanDebt = {
  description: string
  kind: DebtKind
  balance: number
  rate_percent: number
  /** True when the rate is the spec's assumed rate for the kind, not the entry's. */
  rate_assumed: boolean
}

export type AllocationLine = { asset_class: string; percentage: number; value: number }

export type PlanInputs = {
  client: {
    name: string
    age: number
    risk_band: RiskBand
    risk_tolerance: number
    tax_bracket_est: number
    filing_status: string
    state_tax_rate: number
  }
  snapshot: {
    net_worth: number
    total_assets: number
    total_liabilities: number
    cash: number
    retirement_savings: number
    investments: number
    asset_allocation: AllocationLine[]
  }
  goals: { name: string; category: string; target_amount: number; current_amount: number; monthly_required: number }[]
  cashflow: {
    monthly_income: number
    monthly_expenses: number
    monthly_debt_payments: number
    monthly_surplus: number
    savings_rate: number
    debt_to_income: number | null
    debts: PlanDebt[]
  }
  plan_outputs: {
    /** Lifecycle Monte Carlo success to the planning age, 0-1; null when it could not run. */
    success_rate: number | null
    retirement_age: number | null
    depletion_median_age: number | null
    goal_success_probability: number | null
    conflicts: number | null
  }
  computed: {
    emergency_fund_months: number
    emergency_fund_target: number
    emergency_fund_gap: number
    credit_card_debt: number
    retirement_contrib_monthly: number
    required_contrib_total_monthly: number
    surplus_gap_monthly: number
  }
  constraints: {
    min_cash_buffer_months: number
    credit_card_payoff_threshold: number
    stabilization_success_threshold: number
  }
  kb_context: { id: string; title: string; takeaway: string }[]
  raw_details: { tax_strategies: string[]; recommendations: string[] }
  /** Every value above that is the spec's assumption rather than the user's data, in words. */
  assumptions: string[]
}
