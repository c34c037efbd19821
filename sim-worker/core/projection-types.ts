// The contract between the app and the sim-worker for net-worth projections. Types only,
// so both the Deno service and the Node app import it without pulling runtime code.
// Money is in dollars (floats inside the simulation; the app rounds for display).
// Rates are annual fractions (0.07 = 7 %).

export type AssetClass = 'cash' | 'taxable' | 'retirement' | 'real_estate'

export interface ProjectionAssumptions {
  /** Expected annual return of stocks, used for taxable investments. Bounds 0–0.15. */
  stock_return: number
  /** Expected annual appreciation of real estate. Bounds 0–0.08. */
  real_estate_return: number
  /** Annual growth of the monthly contribution (salary growth). Bounds 0–0.10. */
  salary_growth: number
  /** Expected annual inflation. Bounds 0–0.06. */
  inflation: number
  /** Expected annual return of retirement accounts. Bounds 0–0.12. */
  retirement_return: number
}

export interface ProjectionLiability {
  balance: number
  /** Annual interest rate as a fraction. */
  annual_rate: number
  /** Monthly payment; when it does not cover interest the balance grows. */
  monthly_payment: number
}

/** A change applied on top of the base plan (what-if scenarios and stress tests). */
export interface ProjectionScenario {
  /** Added to the monthly contribution from the first month (negative = saving less). */
  extra_monthly_contribution?: number
  /** Added to the expected return of taxable, retirement and real estate (e.g. -0.02 for "lower returns"); cash follows inflation. */
  return_shift?: number
  /** Added to expected inflation for the whole horizon. */
  inflation_shift?: number
  /** A one-off drop of invested and real-estate values at the start of a year (1 = the first year, right away; at most `years`). */
  crash?: { year: number; drop: number }
  /** Multiplies monthly spending: cash flow = income − spending × factor (needs spending). */
  spending_factor?: number
  /** Contributions stop after this many years from today (e.g. retiring two years early: years − 2). */
  stop_contributions_after_years?: number
}

export interface ProjectionInput {
  /** 1–60 years, simulated in monthly steps. */
  years: number
  /** 1–100,000 paths. */
  iterations: number
  /** Same inputs and seed give the same result. */
  seed: number
  start: Record<AssetClass, number>
  liabilities: ProjectionLiability[]
  /** Monthly income and spending; contribution = income − spending (may be negative). */
  monthly_income: number
  monthly_spending: number
  /** Where a positive contribution goes; fractions summing to 1. A negative one draws from cash first. */
  contribution_split: Record<'cash' | 'taxable' | 'retirement', number>
  assumptions: ProjectionAssumptions
  /** 1 = the named volatilities; 0 = a deterministic run (tests). Default 1. */
  volatility_scale?: number
  scenario?: ProjectionScenario
}

export interface ProjectionBands {
  p10: number[]
  p25: number[]
  p50: number[]
  p75: number[]
  p90: number[]
}

export interface ProjectionResult {
  /** Index i is the end of year i (0 = today), length years + 1. */
  years: number[]
  /** Net worth percentiles across paths, by year. */
  net_worth: ProjectionBands
  mean: number[]
  /** Expected-value path with zero volatility (the compound estimate). */
  deterministic: number[]
  /** Share of paths with net worth above zero, by year (0–1). */
  probability_positive: number[]
  /** Median of each component by year, for the per-year breakdown. */
  breakdown: { cash: number[]; taxable: number[]; retirement: number[]; real_estate: number[]; liabilities: number[] }
  iterations: number
  seed: number
  elapsed_ms: number
}

export interface ProjectionBatchInput {
  base: ProjectionInput
  /** Named scenarios run on the same seed as the base, so differences are the scenario's own. */
  scenarios: { name: string; scenario: ProjectionScenario }[]
}

export interface ProjectionBatchResult {
  base: ProjectionResult
  scenarios: { name: string; result: ProjectionResult }[]
}
