import { describe, expect, it } from 'vitest'
import { ASSET_CORRELATION, ASSET_ORDER, ASSET_VOLATILITY, SHORTFALL_DEBT_RATE } from './market-model.ts'
import {
  deterministicProjection,
  liabilityBalances,
  runProjection,
  runProjectionBatch,
  simulateProjectionPaths,
} from './projection.ts'
import type { ProjectionInput, ProjectionResult } from './projection-types.ts'

const BANDS = ['p10', 'p25', 'p50', 'p75', 'p90'] as const

/** A household with every feature in play: four classes, two loans, contributions. */
const household: ProjectionInput = {
  years: 30,
  iterations: 1000,
  seed: 42,
  start: { cash: 20_000, taxable: 50_000, retirement: 80_000, real_estate: 300_000 },
  liabilities: [
    { balance: 250_000, annual_rate: 0.065, monthly_payment: 1_896.2 },
    { balance: 15_000, annual_rate: 0.08, monthly_payment: 400 },
  ],
  monthly_income: 8_000,
  monthly_spending: 6_000,
  contribution_split: { cash: 0.2, taxable: 0.3, retirement: 0.5 },
  // The spec's default assumptions (02 §9).
  assumptions: {
    stock_return: 0.05,
    real_estate_return: 0.025,
    salary_growth: 0.02,
    inflation: 0.025,
    retirement_return: 0.065,
  },
}

/** One asset class started at 1 with no cash flows: its value after a year is e^(annual log return). */
function singleYearUnitAssets(iterations: number, seed: number): ProjectionInput {
  return {
    ...household,
    years: 1,
    iterations,
    seed,
    start: { cash: 1, taxable: 1, retirement: 1, real_estate: 1 },
    liabilities: [],
    monthly_income: 0,
    monthly_spending: 0,
  }
}

/** Annual log returns of every class on every path, straight from the simulation's year-1 state. */
function annualLogReturns(input: ProjectionInput): Record<'taxable' | 'retirement' | 'realEstate', Float64Array> {
  let captured: Record<'taxable' | 'retirement' | 'realEstate', Float64Array> | undefined
  simulateProjectionPaths(input, (year, paths) => {
    if (year !== 1) return
    const logOf = (values: Float64Array) => values.map((value) => Math.log(value))
    captured = {
      taxable: logOf(paths.taxable),
      retirement: logOf(paths.retirement),
      realEstate: logOf(paths.realEstate),
    }
  })
  return captured!
}

function sampleMean(values: Float64Array): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

function sampleSd(values: Float64Array): number {
  const center = sampleMean(values)
  return Math.sqrt(values.reduce((sum, value) => sum + (value - center) ** 2, 0) / (values.length - 1))
}

function correlation(a: Float64Array, b: Float64Array): number {
  const meanA = sampleMean(a)
  const meanB = sampleMean(b)
  let covariance = 0
  let varianceA = 0
  let varianceB = 0
  for (let i = 0; i < a.length; i++) {
    covariance += (a[i] - meanA) * (b[i] - meanB)
    varianceA += (a[i] - meanA) ** 2
    varianceB += (b[i] - meanB) ** 2
  }
  return covariance / Math.sqrt(varianceA * varianceB)
}

function withoutTiming(result: ProjectionResult): Omit<ProjectionResult, 'elapsed_ms'> {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

describe('runProjection with volatility_scale 0', () => {
  it('follows the compound path computed by hand, to the cent, in every band', () => {
    // One asset, monthly contributions growing with salary, spending with inflation.
    const input: ProjectionInput = {
      ...household,
      years: 10,
      iterations: 50,
      start: { cash: 0, taxable: 10_000, retirement: 0, real_estate: 0 },
      liabilities: [],
      monthly_income: 2_000,
      monthly_spending: 800,
      contribution_split: { cash: 0, taxable: 1, retirement: 0 },
      assumptions: { ...household.assumptions, stock_return: 0.07, salary_growth: 0.03, inflation: 0.02 },
      volatility_scale: 0,
    }
    const expected = [10_000]
    let balance = 10_000
    let income = 2_000
    let spending = 800
    for (let year = 1; year <= 10; year++) {
      for (let month = 0; month < 12; month++) balance = balance * 1.07 ** (1 / 12) + (income - spending)
      expected.push(balance)
      income *= 1.03
      spending *= 1.02
    }

    const result = runProjection(input)
    for (let year = 0; year <= 10; year++) {
      for (const band of BANDS) expect(result.net_worth[band][year]).toBeCloseTo(expected[year], 2)
      expect(result.mean[year]).toBeCloseTo(expected[year], 2)
      expect(result.deterministic[year]).toBeCloseTo(expected[year], 2)
    }
    // 7 % a year compounds to exactly 7 % a year: the starting 10,000 alone would be 19,671.51.
    expect(expected[10]).toBeGreaterThan(10_000 * 1.07 ** 10)
  })

  it('gives bands equal to the deterministic path in a mixed case (loans, crash, deficit years)', () => {
    const input: ProjectionInput = {
      ...household,
      volatility_scale: 0,
      // Spending above income after contributions stop: cash, then taxable, then debt.
      scenario: {
        crash: { year: 5, drop: 0.3 },
        extra_monthly_contribution: 500,
        inflation_shift: 0.01,
        spending_factor: 1.2,
        stop_contributions_after_years: 20,
      },
    }
    const result = runProjection(input)
    for (const band of BANDS) expect(result.net_worth[band]).toEqual(result.deterministic)
    expect(result.mean).toEqual(result.deterministic)
    expect(result.deterministic).toEqual(deterministicProjection(input).deterministic)
  })
})

describe('simulated returns', () => {
  it('have annual log returns with mean ln(1 + μ) − σ²/2 and sd σ within 3 standard errors (100,000 draws)', () => {
    const draws = 100_000
    const input = singleYearUnitAssets(draws, 7)
    const { taxable, retirement } = annualLogReturns(input)
    for (
      const [values, mu, sigma] of [
        [taxable, input.assumptions.stock_return, ASSET_VOLATILITY.taxable],
        [retirement, input.assumptions.retirement_return, ASSET_VOLATILITY.retirement],
      ] as const
    ) {
      const standardErrorOfMean = sigma / Math.sqrt(draws)
      const standardErrorOfSd = sigma / Math.sqrt(2 * (draws - 1))
      expect(Math.abs(sampleMean(values) - (Math.log1p(mu) - sigma ** 2 / 2))).toBeLessThan(3 * standardErrorOfMean)
      expect(Math.abs(sampleSd(values) - sigma)).toBeLessThan(3 * standardErrorOfSd)
    }
  })

  it('scale their volatility by volatility_scale', () => {
    const { taxable } = annualLogReturns({ ...singleYearUnitAssets(100_000, 8), volatility_scale: 2 })
    const sigma = 2 * ASSET_VOLATILITY.taxable
    expect(Math.abs(sampleSd(taxable) - sigma)).toBeLessThan((3 * sigma) / Math.sqrt(2 * 99_999))
  })

  it('are correlated across classes as the correlation matrix says, within 0.02', () => {
    // Cash is left out: its return also carries the separate inflation draw, which dilutes its correlations by design.
    const returns = annualLogReturns(singleYearUnitAssets(100_000, 9))
    const index = (asset: string) => ASSET_ORDER.indexOf(asset as (typeof ASSET_ORDER)[number])
    for (
      const [a, b, assetA, assetB] of [
        [returns.taxable, returns.retirement, 'taxable', 'retirement'],
        [returns.taxable, returns.realEstate, 'taxable', 'real_estate'],
        [returns.retirement, returns.realEstate, 'retirement', 'real_estate'],
      ] as const
    ) {
      expect(Math.abs(correlation(a, b) - ASSET_CORRELATION[index(assetA)][index(assetB)])).toBeLessThan(0.02)
    }
  })
})

describe('runProjection', () => {
  it('gives identical output for the same seed and different output for another seed', () => {
    const first = runProjection(household)
    expect(withoutTiming(runProjection(household))).toEqual(withoutTiming(first))
    const other = runProjection({ ...household, seed: 43 })
    expect(other.net_worth.p50).not.toEqual(first.net_worth.p50)
    // The expected path does not depend on the seed.
    expect(other.deterministic).toEqual(first.deterministic)
  })

  it('orders the bands p10 <= p25 <= p50 <= p75 <= p90 in every year, and spreads them apart', () => {
    const result = runProjection(household)
    expect(result.years).toEqual(Array.from({ length: 31 }, (_, year) => year))
    for (let year = 0; year <= 30; year++) {
      for (let band = 1; band < BANDS.length; band++) {
        expect(result.net_worth[BANDS[band - 1]][year]).toBeLessThanOrEqual(result.net_worth[BANDS[band]][year])
      }
    }
    expect(result.net_worth.p90[30]).toBeGreaterThan(result.net_worth.p10[30] * 1.5)
  })

  it('starts from today and keeps the mean near the deterministic path (returns compound at the stated rates)', () => {
    const result = runProjection({ ...household, iterations: 20_000 })
    const today = 20_000 + 50_000 + 80_000 + 300_000 - 250_000 - 15_000
    for (const band of BANDS) expect(result.net_worth[band][0]).toBe(today)
    expect(result.deterministic[0]).toBe(today)
    expect(Math.abs(result.mean[30] / result.deterministic[30] - 1)).toBeLessThan(0.02)
    expect(result.probability_positive[0]).toBe(1)
  })

  it('reports the loans amortising in the breakdown', () => {
    const result = runProjection(household)
    const balances = liabilityBalances(household.liabilities, 360)
    expect(result.breakdown.liabilities[0]).toBe(265_000)
    expect(result.breakdown.liabilities[10]).toBeCloseTo(balances[120], 6)
    expect(result.breakdown.liabilities[30]).toBeLessThan(10)
  })

  it('draws a deficit from cash, then taxable savings, then borrows at the shortfall rate', () => {
    // Zero returns everywhere (cash: inflation −0.5 % cancels its +0.5 % spread) keep the arithmetic visible.
    const input: ProjectionInput = {
      ...household,
      years: 1,
      iterations: 1,
      start: { cash: 1_000, taxable: 2_000, retirement: 5_000, real_estate: 0 },
      liabilities: [],
      monthly_income: 0,
      monthly_spending: 500,
      assumptions: { ...household.assumptions, stock_return: 0, retirement_return: 0, inflation: -0.005 },
      volatility_scale: 0,
    }
    // Months 1–2 empty cash, 3–6 taxable; months 7–12 borrow 500 each on a growing balance.
    let debt = 0
    for (let month = 7; month <= 12; month++) debt = debt * (1 + SHORTFALL_DEBT_RATE / 12) + 500
    const result = runProjection(input)
    expect(result.breakdown.cash[1]).toBe(0)
    expect(result.breakdown.taxable[1]).toBe(0)
    expect(result.breakdown.retirement[1]).toBe(5_000)
    expect(result.breakdown.liabilities[1]).toBeCloseTo(debt, 9)
    expect(result.deterministic[1]).toBeCloseTo(5_000 - debt, 9)
  })

  it('rejects inputs that would run unbounded or produce NaN', () => {
    expect(() => runProjection({ ...household, iterations: 100_001 })).toThrow(/iterations/)
    expect(() => runProjection({ ...household, years: 0 })).toThrow(/years/)
    expect(() => runProjection({ ...household, monthly_income: Number.NaN })).toThrow(/monthly_income/)
    expect(() => runProjection({ ...household, assumptions: { ...household.assumptions, stock_return: -1 } })).toThrow(
      /stock_return/,
    )
  })
})

describe('scenarios', () => {
  it('run on the base seed, so an empty scenario reproduces the base and a crash only lowers it', () => {
    const batch = runProjectionBatch({
      base: household,
      scenarios: [
        { name: 'unchanged', scenario: {} },
        { name: 'crash', scenario: { crash: { year: 3, drop: 0.4 } } },
        { name: 'save more', scenario: { extra_monthly_contribution: 1_000 } },
        { name: 'retire at 15', scenario: { stop_contributions_after_years: 15 } },
      ],
    })
    const [unchanged, crash, saveMore, retire] = batch.scenarios.map((scenario) => scenario.result)
    expect(batch.scenarios.map((scenario) => scenario.name)).toEqual([
      'unchanged',
      'crash',
      'save more',
      'retire at 15',
    ])
    expect(withoutTiming(unchanged)).toEqual(withoutTiming(batch.base))
    for (let year = 0; year <= 30; year++) {
      // Same market draws on every path, so the ordering holds path by path and therefore for every band.
      for (const band of BANDS) {
        if (year < 3) expect(crash.net_worth[band][year]).toBe(batch.base.net_worth[band][year])
        else expect(crash.net_worth[band][year]).toBeLessThan(batch.base.net_worth[band][year])
        if (year > 0) expect(saveMore.net_worth[band][year]).toBeGreaterThan(batch.base.net_worth[band][year])
        if (year <= 15) expect(retire.net_worth[band][year]).toBe(batch.base.net_worth[band][year])
      }
    }
    expect(retire.deterministic[30]).toBeLessThan(batch.base.deterministic[30])
  })
})

describe('liabilityBalances', () => {
  it('amortises a 30-year 6.5 % $300,000 mortgage paying $1,896.20 a month to ~0 at month 360', () => {
    const balances = liabilityBalances([{ balance: 300_000, annual_rate: 0.065, monthly_payment: 1_896.2 }], 361)
    const rate = 0.065 / 12
    // Closed form of the remaining balance after n payments.
    const remaining = (n: number) => 300_000 * (1 + rate) ** n - (1_896.2 * ((1 + rate) ** n - 1)) / rate
    expect(balances[0]).toBe(300_000)
    expect(balances[12]).toBeCloseTo(remaining(12), 6)
    expect(balances[180]).toBeCloseTo(remaining(180), 4)
    expect(balances[359]).toBeGreaterThan(1_800)
    // $1,896.20 is the payment rounded to the cent, so a few dollars are left, then nothing.
    expect(balances[360]).toBeGreaterThanOrEqual(0)
    expect(balances[360]).toBeLessThan(10)
    expect(balances[361]).toBe(0)
  })

  it('lets a balance grow when the payment does not cover the interest, and sums several loans', () => {
    const balances = liabilityBalances(
      [
        { balance: 10_000, annual_rate: 0.12, monthly_payment: 50 },
        { balance: 1_000, annual_rate: 0, monthly_payment: 100 },
      ],
      12,
    )
    expect(balances[1]).toBeCloseTo(10_000 * 1.01 - 50 + 900, 9)
    expect(balances[12]).toBeCloseTo(10_000 * 1.01 ** 12 - (50 * (1.01 ** 12 - 1)) / 0.01, 6)
  })
})
