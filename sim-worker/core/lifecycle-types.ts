// The contract of the lifecycle engine (lifecycle.ts): one household from today to a planning age,
// saving while working and drawing its accounts in retirement. Types only, like projection-types.ts,
// so the app and the Deno service can share them. Money in dollars; rates are annual fractions.
// "Today's dollars" means deflated by the path's own cumulative realised inflation.

/** A portfolio mix, fractions summing to 1; rebalanced to it at the start of every year. */
export interface Allocation {
  stocks: number
  bonds: number
  cash: number
}

export type LiquidAccount = 'cash' | 'taxable' | 'tax_deferred' | 'roth'

export interface LifecycleAccounts {
  cash: number
  /** Brokerage account and its cost basis (basis ≤ balance is not required; a loss just realises no gain). */
  taxable: number
  taxable_basis: number
  /** 401(k), 403(b), traditional IRA. */
  tax_deferred: number
  roth: number
  /** Home and other property: grows, counts in net worth, never sold. */
  real_estate: number
}

export interface LifecycleLoan {
  balance: number
  annual_rate: number
  /** Fixed nominal payment until payoff (the last one is whatever is left). */
  monthly_payment: number
}

/** Federal ordinary-income brackets for the base year and the household's filing status. */
export interface TaxTable {
  /** Ascending lower bounds of taxable income, first 0, e.g. 2025 single: 0, 11 925, 48 475, … */
  thresholds: number[]
  /** Marginal rates, same length, e.g. 0.10, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37. */
  rates: number[]
  standard_deduction: number
}

/** IRS contribution limits for the base year; later years are indexed with the path's inflation. */
export interface ContributionLimits {
  /** Employee elective deferral, e.g. 23 500 (2025). */
  k401_employee: number
  /** Extra deferral from age 50, e.g. 7 500. */
  k401_catch_up: number
  /** IRA contribution, e.g. 7 000. */
  ira: number
  /** Extra IRA contribution from age 50, e.g. 1 000. */
  ira_catch_up: number
}

export interface WorkingYears {
  /** Gross annual salary today: the base of the 401(k) percentage and the employer match. */
  annual_salary: number
  /** Monthly take-home pay today, after income and payroll taxes AND after the 401(k) deferral. */
  monthly_take_home: number
  /** Nominal annual growth of salary and take-home pay, until retirement. */
  salary_growth: number
  /** Employee 401(k) deferral as a fraction of gross salary, capped at the year's limit. */
  k401_rate: number
  /** Whether the deferral goes to a Roth 401(k) instead of the traditional one. */
  k401_roth?: boolean
  /** Employer match: `rate` × the deferral, on deferrals up to `up_to` × salary (e.g. 0.5 up to 0.06). */
  employer_match: { rate: number; up_to: number }
  /** Annual IRA contribution wanted (paid monthly from take-home), capped at the year's limit. */
  ira_annual: number
  ira_roth?: boolean
  /** Where take-home pay left after spending, loan payments and the IRA goes. Default taxable. */
  surplus_to?: 'cash' | 'taxable'
}

export interface RetirementIncome {
  /** Social Security from this age (integer, 62–70), monthly benefit in today's dollars; COLA = inflation. */
  social_security?: { claiming_age: number; monthly_benefit: number }
  /** Pension from an age, nominal monthly amount; `cola: true` raises it with inflation. */
  pension?: { start_age: number; monthly_amount: number; cola?: boolean }
  /** Part-time work from retirement until `until_age` (exclusive), monthly, today's dollars. */
  part_time?: { until_age: number; monthly_amount: number }
}

export type WithdrawalStrategy =
  /** Spend `retirement_monthly_spending` (today's dollars) every year: the "4 % rule" form. */
  | { kind: 'fixed_real' }
  /** Each year the portfolio pays p × the liquid balance at the start of the year (net of tax). */
  | { kind: 'fixed_percentage'; rate: number }
  /** Guyton–Klinger decision rules (see withdrawals.ts); `initial_rate` × the liquid balance at retirement. */
  | { kind: 'guardrails'; initial_rate: number }

export type ReturnModel =
  | { kind: 'parametric' }
  /** Blocks of `block_years` consecutive historical years (circular), all columns from the same year. */
  | { kind: 'bootstrap'; block_years?: number }
  /** Every historical window of the horizon's length; `iterations` is ignored (one path per start year). */
  | { kind: 'replay' }

export interface MarketAssumptions {
  /** Expected annual (arithmetic) returns for the parametric model. */
  stock_return: number
  bond_return: number
  real_estate_return: number
  /** Expected inflation; cash earns it + 0.5 % (market-model.ts) in the parametric model. */
  inflation: number
  /**
   * Parametric model only: an account's own expected annual return, overriding its mix's. Its yearly
   * factor is scaled by (1 + this) ÷ (1 + the mix's expected return), so its volatility stays its mix's.
   * (The app's "retirement account return" assumption sets it for the tax-deferred and Roth accounts.)
   */
  account_returns?: Partial<Record<LiquidAccount, number>>
}

export interface LifecycleInput {
  /** Integer ages; every age-based event happens on a birthday, i.e. at the start of a simulated year. */
  current_age: number
  retirement_age: number
  /** Default 95. */
  planning_age?: number
  /** Calendar year of birth: decides the RMD start age (SECURE 2.0). */
  birth_year: number
  /** Paths (1–100 000); ignored by the replay model. */
  iterations: number
  /** Optional: derived from the rest of the input (seedFromInput) when missing. */
  seed?: number
  accounts: LifecycleAccounts
  allocations: Record<LiquidAccount, Allocation>
  loans: LifecycleLoan[]
  /** Spending excluding loan payments, monthly, today's dollars, while working. */
  monthly_spending: number
  /** Same in retirement; default `monthly_spending`. Used by the fixed-real strategy. */
  retirement_monthly_spending?: number
  working: WorkingYears
  income: RetirementIncome
  limits: ContributionLimits
  tax: TaxTable
  /** Flat tax on realised gains of the taxable account; default 0.15. */
  capital_gains_rate?: number
  /** Order liquid accounts are drawn in; default cash, taxable, tax_deferred, roth. */
  withdrawal_order?: LiquidAccount[]
  strategy: WithdrawalStrategy
  /**
   * When retirement income, RMDs and spending happen: every month (default), or all at the start of each
   * year (the convention of the Trinity study and most published backtests).
   */
  withdrawal_timing?: 'monthly' | 'start_of_year'
  market: MarketAssumptions
  return_model: ReturnModel
  /** Historical models: which bond column stands for "bonds". Default tBonds10y. */
  historical_bonds?: 'tBonds10y' | 'baaCorporate'
  /** 1 = the named volatilities (parametric only); 0 = a deterministic path. Default 1. */
  volatility_scale?: number
  /**
   * What-if and stress knobs, applied in every return model on the SAME random paths as the base
   * (they are left out of the derived seed).
   */
  shocks?: ScenarioShocks
}

export interface ScenarioShocks {
  /** Added to every year's stock, bond and real-estate return (e.g. −0.02); −0.25 … 0.25. */
  return_shift?: number
  /** Added to every year's inflation; cash returns follow it one for one; −0.25 … 0.25. */
  inflation_shift?: number
  /**
   * Stocks (each account's stock share) and real estate fall by `drop` (0 … 1) at the start of simulated
   * year `year` (1 = the first), before that year's flows and ordinary return. A year past the plan's end
   * never comes.
   */
  crash?: { year: number; drop: number }
}

/** Per-year medians across paths of each account's balance (index = year, like the bands). */
export interface AccountMedians {
  cash: number[]
  taxable: number[]
  tax_deferred: number[]
  roth: number[]
  real_estate: number[]
  /** Loans are the same on every path: nominal = the balance; real = its median in today's dollars. */
  loans: number[]
}

export interface Bands {
  p10: number[]
  p25: number[]
  p50: number[]
  p75: number[]
  p90: number[]
  mean: number[]
}

/** A per-year flow: index i = the total over year i + 1 (length = years). */
export interface FlowSeries {
  median: number[]
  mean: number[]
}

export interface FlowReport {
  income: FlowSeries
  withdrawals: Record<LiquidAccount, FlowSeries>
  taxes: FlowSeries
  rmd: FlowSeries
  /**
   * What the household spent in each retirement year: income after tax plus what the portfolio paid towards
   * spending (loan payments and reinvested RMDs left out); 0 in working years. With fixed-real spending it is
   * the planned spending less any unfunded part; with the other strategies it rises and falls with them.
   */
  spending: FlowSeries
}

/**
 * What a scenario table reads of a run (POST /v1/lifecycle/medians): the median net worth by year and the
 * share of paths funded to the planning age, the same numbers as the whole LifecycleResult's.
 */
export interface LifecycleMedians {
  ages: number[]
  success_rate: number
  need_met_rate: number
  net_worth: { nominal: { p50: number[] }; real: { p50: number[] } }
  iterations: number
  seed: number
  elapsed_ms: number
}

export interface LifecycleResult {
  /** Ages at the index of the bands: current_age … planning_age (index 0 = today). */
  ages: number[]
  /** Share of paths whose accounts fund the strategy's spending every month to the planning age. */
  success_rate: number
  /**
   * Share of paths on which the household never spends less than its planned spending
   * (`retirement_monthly_spending`, raised with inflation) in a retirement year, and no working year's deficit
   * goes unfunded. The same as `success_rate` for fixed-real spending; for the fixed-percentage and guardrail
   * strategies, whose spending follows the portfolio, it is the share on which that spending never falls short
   * of the plan's (a portfolio that cannot run out can still pay too little).
   */
  need_met_rate: number
  depletion: {
    /** Share of paths that ran out before the planning age. */
    rate: number
    /** Percentiles of the depletion age among depleted paths (fractional ages, months / 12); null when none. */
    p10: number | null
    p50: number | null
    p90: number | null
    /** Depleted paths by whole age at depletion. */
    histogram: { age: number; count: number }[]
  }
  /**
   * Per path over the whole plan, today's dollars: spending below the plan's (fixed-real: the unfunded part of
   * it; the other strategies: the plan's spending less what they spent, in each year they spent less), plus
   * loan payments and working-year deficits left unpaid.
   */
  shortfall: { median: number; mean: number }
  net_worth: { nominal: Bands; real: Bands }
  liquid: { nominal: Bands; real: Bands }
  flows: { nominal: FlowReport; real: FlowReport }
  /** Median balance of each account by year, nominal and real (optional in the contract; always filled). */
  accounts?: { nominal: AccountMedians; real: AccountMedians }
  /** Replay only: each path's first historical year, its success, whether it met the plan's spending, its depletion age. */
  windows?: { start_year: number; success: boolean; need_met: boolean; depletion_age: number | null }[]
  iterations: number
  seed: number
  elapsed_ms: number
}
