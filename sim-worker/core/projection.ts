// Monte Carlo net-worth projection: monthly steps, four correlated asset classes,
// stochastic inflation, contributions, liabilities and what-if scenarios.
// The model is described in sim-worker/README.md ("Model"); constants live in
// market-model.ts. Pure TypeScript (no Deno or Node APIs): the Deno workers run
// it, and the Node app imports deterministicProjection() as its fallback.

import {
  ASSET_CORRELATION_FACTOR,
  ASSET_ORDER,
  ASSET_VOLATILITY,
  CASH_REAL_SPREAD,
  INFLATION_VOLATILITY,
  MIN_REALISED_INFLATION,
  SHORTFALL_DEBT_RATE,
} from './market-model.ts'
import type {
  ProjectionBatchInput,
  ProjectionBatchResult,
  ProjectionInput,
  ProjectionLiability,
  ProjectionResult,
  ProjectionScenario,
} from './projection-types.ts'
import { createNormalSampler } from './normal.ts'
import { createSeededRandom } from './random.ts'
import { medianWithScratch } from './select.ts'
import { mean, percentile } from './stats.ts'

export const MAX_PROJECTION_ITERATIONS = 100_000
export const MAX_PROJECTION_YEARS = 60
export const MONTHS_PER_YEAR = 12
/** Normal draws per path and year: one for inflation, one per asset class per month. */
const DRAWS_PER_PATH_YEAR = 1 + 4 * MONTHS_PER_YEAR

/**
 * Every path's state at the end of a year. The arrays are the simulation's own
 * buffers, overwritten the next year: read them inside the callback, copy what
 * must outlive it.
 */
export interface PathStates {
  cash: Float64Array
  taxable: Float64Array
  retirement: Float64Array
  realEstate: Float64Array
  /** Debt created by spending beyond cash and taxable savings (see README, "Contributions"). */
  shortfallDebt: Float64Array
  /** Total of the input liabilities: they are not random, so the same on every path. */
  liabilities: number
}

/**
 * Total balance of the liabilities at the end of each month, index 0 = today.
 * Each one: balance · (1 + rate / 12) − payment, floored at 0 (paid off stays paid off).
 */
export function liabilityBalances(liabilities: readonly ProjectionLiability[], months: number): Float64Array {
  const totals = new Float64Array(months + 1)
  for (const liability of liabilities) {
    const monthlyGrowth = 1 + liability.annual_rate / MONTHS_PER_YEAR
    let balance = liability.balance
    totals[0] += balance
    for (let month = 1; month <= months; month++) {
      balance = Math.max(0, balance * monthlyGrowth - liability.monthly_payment)
      totals[month] += balance
    }
  }
  return totals
}

/**
 * The continuously compounded drift equivalent to an annual rate, so that a 7 %
 * assumption grows money by exactly 7 % a year on the deterministic path and in
 * expectation on the random ones (E[e^X] = e^(m) when X ~ N(m − σ²/2, σ²)).
 */
function annualLogDrift(rate: number, what: string): number {
  if (!(rate > -1)) throw new RangeError(`${what} must be above -100 %, got ${rate}`)
  return Math.log1p(rate)
}

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`)
}

/**
 * Guards direct callers (the HTTP layer validates more, with clearer messages):
 * the bounds that keep memory and time bounded, and no NaN sneaking into a path.
 */
function assertRunnable(input: ProjectionInput): void {
  const { iterations, years } = input
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PROJECTION_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from 1 to ${MAX_PROJECTION_ITERATIONS}, got ${iterations}`)
  }
  if (!Number.isInteger(years) || years < 1 || years > MAX_PROJECTION_YEARS) {
    throw new RangeError(`years must be an integer from 1 to ${MAX_PROJECTION_YEARS}, got ${years}`)
  }
  for (const asset of ASSET_ORDER) assertFinite(input.start[asset], `start.${asset}`)
  assertFinite(input.monthly_income, 'monthly_income')
  assertFinite(input.monthly_spending, 'monthly_spending')
  for (const [key, value] of Object.entries(input.contribution_split)) {
    if (!(value >= 0 && value <= 1)) throw new RangeError(`contribution_split.${key} must be from 0 to 1, got ${value}`)
  }
  for (const [key, value] of Object.entries(input.assumptions)) assertFinite(value, `assumptions.${key}`)
  input.liabilities.forEach((liability, index) => {
    for (const [key, value] of Object.entries(liability)) assertFinite(value, `liabilities.${index}.${key}`)
  })
  const scale = input.volatility_scale ?? 1
  if (!(scale >= 0 && Number.isFinite(scale))) throw new RangeError(`volatility_scale must be >= 0, got ${scale}`)
  const scenario = input.scenario ?? {}
  for (const key of ['extra_monthly_contribution', 'return_shift', 'inflation_shift', 'spending_factor'] as const) {
    if (scenario[key] !== undefined) assertFinite(scenario[key], `scenario.${key}`)
  }
  if (scenario.crash !== undefined && !(scenario.crash.drop >= 0 && scenario.crash.drop <= 1)) {
    throw new RangeError(`scenario.crash.drop must be from 0 to 1, got ${scenario.crash.drop}`)
  }
}

/**
 * The per-month constants of one run, worked out once before the hot loop: the monthly
 * log drifts, the Cholesky-scaled shock coefficients and the scenario's adjustments.
 */
function monthlyModel(input: ProjectionInput) {
  const { assumptions } = input
  const scenario: ProjectionScenario = input.scenario ?? {}
  const scale = input.volatility_scale ?? 1

  // Volatilities after scaling, in ASSET_ORDER: cash, taxable, retirement, real estate.
  const sigma = ASSET_ORDER.map((asset) => ASSET_VOLATILITY[asset] * scale)
  // Monthly shock of class i = Σ_j (σ_i / √12 · L_ij) · z_j: the Cholesky factor L
  // correlates independent normals z, and σ/√12 turns annual σ into monthly σ.
  const monthlySigma = sigma.map((annual) => annual / Math.sqrt(MONTHS_PER_YEAR))
  const factor = ASSET_CORRELATION_FACTOR
  const shock = {
    k00: monthlySigma[0] * factor[0][0],
    k10: monthlySigma[1] * factor[1][0],
    k11: monthlySigma[1] * factor[1][1],
    k20: monthlySigma[2] * factor[2][0],
    k21: monthlySigma[2] * factor[2][1],
    k22: monthlySigma[2] * factor[2][2],
    k30: monthlySigma[3] * factor[3][0],
    k31: monthlySigma[3] * factor[3][1],
    k32: monthlySigma[3] * factor[3][2],
    k33: monthlySigma[3] * factor[3][3],
  }

  // log-return per month = (m − σ²/2) / 12 + shock, with m the log drift of the annual rate.
  const returnShift = scenario.return_shift ?? 0
  const monthlyDrift = (rate: number, sd: number, what: string) =>
    (annualLogDrift(rate + returnShift, what) - (sd * sd) / 2) / MONTHS_PER_YEAR
  const driftTaxable = monthlyDrift(assumptions.stock_return, sigma[1], 'stock_return + return_shift')
  const driftRetirement = monthlyDrift(assumptions.retirement_return, sigma[2], 'retirement_return + return_shift')
  const driftRealEstate = monthlyDrift(assumptions.real_estate_return, sigma[3], 'real_estate_return + return_shift')
  const inflationMean = assumptions.inflation + (scenario.inflation_shift ?? 0)
  annualLogDrift(inflationMean + CASH_REAL_SPREAD, 'inflation + inflation_shift + cash spread')
  const stopAfterYears = scenario.stop_contributions_after_years

  return {
    shock,
    driftTaxable,
    driftRetirement,
    driftRealEstate,
    cashVarianceDrag: (sigma[0] * sigma[0]) / 2,
    inflationMean,
    inflationSigma: INFLATION_VOLATILITY * scale,
    debtMonthlyGrowth: 1 + SHORTFALL_DEBT_RATE / MONTHS_PER_YEAR,
    spendingFactor: scenario.spending_factor ?? 1,
    extraContribution: scenario.extra_monthly_contribution ?? 0,
    contributingMonths: stopAfterYears === undefined ? Infinity : stopAfterYears * MONTHS_PER_YEAR,
    crash: scenario.crash,
  }
}

/** Every path at today's balances; spending is per path because it follows each path's own inflation. */
function startingPaths(input: ProjectionInput, liabilitiesToday: number) {
  const { iterations, start } = input
  const paths: PathStates = {
    cash: new Float64Array(iterations).fill(start.cash),
    taxable: new Float64Array(iterations).fill(start.taxable),
    retirement: new Float64Array(iterations).fill(start.retirement),
    realEstate: new Float64Array(iterations).fill(start.real_estate),
    shortfallDebt: new Float64Array(iterations),
    liabilities: liabilitiesToday,
  }
  return { paths, spending: new Float64Array(iterations).fill(input.monthly_spending) }
}

/**
 * Runs the paths year by year and hands every path's state to `onYearEnd` after
 * year 0 (today) and after each simulated year. Memory is a handful of arrays of
 * `iterations` doubles, whatever the horizon.
 *
 * Paths advance year-major (every path through year 1, then year 2, ...) from one
 * seeded stream, and every path-year consumes exactly DRAWS_PER_PATH_YEAR (49) normal draws (1 for
 * inflation, 4 per month) whatever the scenario, so a scenario run with the base
 * run's seed sees the same market: differences between them are the scenario's own.
 *
 * The setup lives in monthlyModel() and startingPaths(); the loops stay here, in one
 * function, with every constant in a local so the JIT keeps them in registers.
 */
export function simulateProjectionPaths(
  input: ProjectionInput,
  onYearEnd: (year: number, paths: PathStates) => void,
): void {
  assertRunnable(input)
  const { iterations, years, assumptions, contribution_split: split } = input
  const model = monthlyModel(input)
  const { k00, k10, k11, k20, k21, k22, k30, k31, k32, k33 } = model.shock
  const { driftTaxable, driftRetirement, driftRealEstate, cashVarianceDrag } = model
  const { inflationMean, inflationSigma, debtMonthlyGrowth, spendingFactor, extraContribution } = model
  const { contributingMonths, crash } = model
  const splitCash = split.cash
  const splitTaxable = split.taxable
  const splitRetirement = split.retirement

  const liabilityByMonth = liabilityBalances(input.liabilities, years * MONTHS_PER_YEAR)
  const { paths, spending } = startingPaths(input, liabilityByMonth[0])
  const { cash, taxable, retirement, realEstate, shortfallDebt } = paths
  onYearEnd(0, paths)

  const normals = createNormalSampler(createSeededRandom(input.seed))
  // One path-year's draws: [inflation, then cash, taxable, retirement, real estate for each month].
  const draws = new Float64Array(DRAWS_PER_PATH_YEAR)
  let income = input.monthly_income
  for (let year = 1; year <= years; year++) {
    // Raises arrive once a year; year 1 is paid today's income.
    if (year > 1) income *= 1 + assumptions.salary_growth
    // Multiplying by exactly 1 in the other years keeps the loop free of a branch and the values unchanged.
    const crashKeeps = crash !== undefined && crash.year === year ? 1 - crash.drop : 1
    const firstMonth = (year - 1) * MONTHS_PER_YEAR

    for (let path = 0; path < iterations; path++) {
      let c = cash[path]
      let t = taxable[path] * crashKeeps
      let r = retirement[path] * crashKeeps
      let e = realEstate[path] * crashKeeps
      let debt = shortfallDebt[path]

      normals.fill(draws)
      const inflation = Math.max(MIN_REALISED_INFLATION, inflationMean + inflationSigma * draws[0])
      const driftCash = (Math.log1p(inflation + CASH_REAL_SPREAD) - cashVarianceDrag) / MONTHS_PER_YEAR
      const plannedFlow = income - spending[path] * spendingFactor + extraContribution

      for (let month = 0; month < MONTHS_PER_YEAR; month++) {
        const base = 1 + month * 4
        const z0 = draws[base]
        const z1 = draws[base + 1]
        const z2 = draws[base + 2]
        const z3 = draws[base + 3]
        // Growth first, then the month's cash flow at its end (an ordinary annuity).
        c *= Math.exp(driftCash + k00 * z0)
        t *= Math.exp(driftTaxable + k10 * z0 + k11 * z1)
        r *= Math.exp(driftRetirement + k20 * z0 + k21 * z1 + k22 * z2)
        e *= Math.exp(driftRealEstate + k30 * z0 + k31 * z1 + k32 * z2 + k33 * z3)
        if (debt > 0) debt *= debtMonthlyGrowth

        let flow = firstMonth + month < contributingMonths ? plannedFlow : 0
        if (flow >= 0) {
          // Savings pay back shortfall debt before they are invested.
          if (debt > 0) {
            const repaid = flow < debt ? flow : debt
            debt -= repaid
            flow -= repaid
          }
          c += flow * splitCash
          t += flow * splitTaxable
          r += flow * splitRetirement
        } else {
          // A deficit is drawn from cash, then taxable savings; retirement accounts
          // and real estate are left alone, and what remains is borrowed.
          let need = -flow
          if (c >= need) {
            c -= need
            need = 0
          } else {
            need -= c
            c = 0
          }
          if (t >= need) {
            t -= need
            need = 0
          } else {
            need -= t
            t = 0
          }
          debt += need
        }
      }

      // Next year's prices are this year's raised by this year's realised inflation.
      spending[path] *= 1 + inflation
      cash[path] = c
      taxable[path] = t
      retirement[path] = r
      realEstate[path] = e
      shortfallDebt[path] = debt
    }

    paths.liabilities = liabilityByMonth[year * MONTHS_PER_YEAR]
    onYearEnd(year, paths)
  }
}

interface ProjectionSummary {
  net_worth: ProjectionResult['net_worth']
  mean: number[]
  probability_positive: number[]
  breakdown: ProjectionResult['breakdown']
}

function summarise(input: ProjectionInput): ProjectionSummary {
  const netWorth = new Float64Array(input.iterations)
  const scratch = new Float64Array(input.iterations)
  const summary: ProjectionSummary = {
    net_worth: { p10: [], p25: [], p50: [], p75: [], p90: [] },
    mean: [],
    probability_positive: [],
    breakdown: { cash: [], taxable: [], retirement: [], real_estate: [], liabilities: [] },
  }

  simulateProjectionPaths(input, (_year, paths) => {
    const { cash, taxable, retirement, realEstate, shortfallDebt, liabilities } = paths
    let positive = 0
    for (let path = 0; path < netWorth.length; path++) {
      const value = cash[path] + taxable[path] + retirement[path] + realEstate[path] - shortfallDebt[path] - liabilities
      netWorth[path] = value
      if (value > 0) positive++
    }
    summary.mean.push(mean(netWorth))
    summary.probability_positive.push(positive / netWorth.length)
    netWorth.sort() // once, so each percentile below reads the sorted array directly
    const bands = summary.net_worth
    bands.p10.push(percentile(netWorth, 10))
    bands.p25.push(percentile(netWorth, 25))
    bands.p50.push(percentile(netWorth, 50))
    bands.p75.push(percentile(netWorth, 75))
    bands.p90.push(percentile(netWorth, 90))

    // Medians per component: they describe a typical path's mix, and need not add up to the median net worth.
    const breakdown = summary.breakdown
    breakdown.cash.push(medianWithScratch(cash, scratch))
    breakdown.taxable.push(medianWithScratch(taxable, scratch))
    breakdown.retirement.push(medianWithScratch(retirement, scratch))
    breakdown.real_estate.push(medianWithScratch(realEstate, scratch))
    breakdown.liabilities.push(liabilities + medianWithScratch(shortfallDebt, scratch))
  })
  return summary
}

/** Net worth by year of the single zero-volatility path of `input`. */
function deterministicNetWorth(input: ProjectionInput): number[] {
  return summarise({ ...input, iterations: 1, volatility_scale: 0 }).mean
}

/** The full Monte Carlo projection. Same input (seed included) ⇒ same result, except `elapsed_ms`. */
export function runProjection(input: ProjectionInput): ProjectionResult {
  const startedAt = performance.now()
  const summary = summarise(input)
  const deterministic = deterministicNetWorth(input)
  return {
    years: Array.from({ length: input.years + 1 }, (_, year) => year),
    net_worth: summary.net_worth,
    mean: summary.mean,
    deterministic,
    probability_positive: summary.probability_positive,
    breakdown: summary.breakdown,
    iterations: input.iterations,
    seed: input.seed,
    elapsed_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  }
}

/**
 * The compound estimate alone: one path with zero volatility, shaped like a full
 * result (every band equals `deterministic`, `iterations` is 1). Costs about
 * `years × 12` steps, so the app can call it in-process when the service is down.
 */
export function deterministicProjection(input: ProjectionInput): ProjectionResult {
  return runProjection({ ...input, iterations: 1, volatility_scale: 0 })
}

/** The input of one named scenario in a batch: the base plan with the scenario in place of the base's own. */
export function scenarioInput(base: ProjectionInput, scenario: ProjectionScenario): ProjectionInput {
  return { ...base, scenario }
}

/** Base and scenarios one after another on the same seed (the service may spread them over threads instead). */
export function runProjectionBatch(input: ProjectionBatchInput): ProjectionBatchResult {
  return {
    base: runProjection(input.base),
    scenarios: input.scenarios.map(({ name, scenario }) => ({
      name,
      result: runProjection(scenarioInput(input.base, scenario)),
    })),
  }
}
