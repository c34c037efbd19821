import { describe, expect, it } from 'vitest'
import { simulateLifecyclePaths } from './lifecycle.ts'
import { runLifecycle } from './lifecycle-summary.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { CLASS_CORRELATION, CLASS_VOLATILITY, createReturnGenerator, createYearReturns } from './return-models.ts'
import { percentile } from './stats.ts'

const ALL_STOCKS = { stocks: 1, bonds: 0, cash: 0 }
const MIX_60_40 = { stocks: 0.6, bonds: 0.4, cash: 0 }
const MARKET = { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.025 }

/** A pot with no flows, in stocks (or `mix`), for `years` years. */
function pot(paths: number, years: number, overrides: Partial<LifecycleInput> = {}): LifecycleInput {
  return {
    current_age: 40,
    retirement_age: 40 + years,
    planning_age: 40 + years,
    birth_year: 1986,
    iterations: paths,
    seed: 7,
    accounts: { cash: 0, taxable: 100_000, taxable_basis: 100_000, tax_deferred: 0, roth: 0, real_estate: 0 },
    allocations: { cash: ALL_STOCKS, taxable: ALL_STOCKS, tax_deferred: ALL_STOCKS, roth: ALL_STOCKS },
    loans: [],
    monthly_spending: 0,
    working: {
      annual_salary: 0,
      monthly_take_home: 0,
      salary_growth: 0,
      k401_rate: 0,
      employer_match: { rate: 0, up_to: 0 },
      ira_annual: 0,
    },
    income: {},
    limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
    tax: { thresholds: [0], rates: [0.1], standard_deduction: 0 },
    strategy: { kind: 'fixed_real' },
    market: MARKET,
    return_model: { kind: 'parametric' },
    ...overrides,
  }
}

/** The standard normal quantile at 10 % and 90 % (tables). */
const Z90 = 1.2815515655

describe('parametric returns (inverse-CDF table draws)', () => {
  it('gives a stocks-only pot the closed-form lognormal percentiles and mean after 10 years', () => {
    // ln(end / start) ~ N(10·(ln 1.07 − σ²/2), σ²·10), σ = 16 %: p50 = e^μ, p10/p90 = e^(μ ∓ 1.2816 σ√10),
    // mean = 1.07^10. 40,000 paths: the sample quantiles' standard errors are about 0.3 % here.
    const sigma = CLASS_VOLATILITY.stocks
    const result = runLifecycle(pot(40_000, 10))
    const mu = 10 * (Math.log(1.07) - (sigma * sigma) / 2)
    const spread = sigma * Math.sqrt(10)
    const end = (band: number[]) => band[10] / 100_000
    expect(end(result.liquid.nominal.p50) / Math.exp(mu) - 1).toBeCloseTo(0, 2)
    expect(end(result.liquid.nominal.p10) / Math.exp(mu - Z90 * spread) - 1).toBeCloseTo(0, 2)
    expect(end(result.liquid.nominal.p90) / Math.exp(mu + Z90 * spread) - 1).toBeCloseTo(0, 2)
    expect(end(result.liquid.nominal.mean) / Math.pow(1.07, 10) - 1).toBeCloseTo(0, 2)
  })

  it('draws every class with its mean, volatility and correlations', () => {
    const paths = 100_000
    const input = pot(paths, 1, { accounts: { ...pot(1, 1).accounts, real_estate: 1 } })
    const used = { stocks: true, bonds: true, cash: true, real_estate: true }
    const out = createYearReturns(paths)
    createReturnGenerator(input, 1, 3, used).fill(0, out)
    const series = [out.stocks, out.bonds, out.cash, out.real_estate]
    const logs = series.map((values) => Float64Array.from(values, Math.log))
    const means = logs.map((values) => values.reduce((sum, v) => sum + v, 0) / paths)
    const sd = logs.map((values, i) => Math.sqrt(values.reduce((sum, v) => sum + (v - means[i]) ** 2, 0) / paths))
    const volatility = [
      CLASS_VOLATILITY.stocks,
      CLASS_VOLATILITY.bonds,
      CLASS_VOLATILITY.cash,
      CLASS_VOLATILITY.real_estate,
    ]
    // Cash also carries inflation's shock (σ 1 % ÷ 1.03), independent of its own.
    const cashSd = Math.hypot(volatility[2], 0.01 / (1 + MARKET.inflation + 0.005))
    const expectedSd = [volatility[0], volatility[1], cashSd, volatility[3]]
    sd.forEach((value, i) => expect(value / expectedSd[i]).toBeCloseTo(1, 1))
    const grossMeans = series.map((values) => values.reduce((sum, v) => sum + v, 0) / paths)
    expect(grossMeans[0]).toBeCloseTo(1.07, 2)
    expect(grossMeans[1]).toBeCloseTo(1.04, 2)
    expect(grossMeans[3]).toBeCloseTo(1.03, 2)
    for (const [i, j] of [[0, 3], [1, 2], [1, 3], [0, 1]]) {
      let covariance = 0
      for (let p = 0; p < paths; p++) covariance += (logs[i][p] - means[i]) * (logs[j][p] - means[j])
      const correlation = covariance / paths / (sd[i] * sd[j])
      const stated = CLASS_CORRELATION[i][j] * (i === 2 || j === 2 ? volatility[2] / cashSd : 1)
      expect(Math.abs(correlation - stated)).toBeLessThan(0.02)
    }
    const inflation = Float64Array.from(out.inflation).sort()
    expect(percentile(inflation, 50)).toBeCloseTo(0.025, 3)
    expect(percentile(inflation, 90) - percentile(inflation, 50)).toBeCloseTo(Z90 * 0.01, 3)
  })

  it('nominalOnly skips inflation when nothing depends on it, with the same nominal numbers', () => {
    const input = pot(2_000, 20, { allocations: { ...pot(1, 1).allocations, taxable: MIX_60_40 } })
    const collect = (options?: { nominalOnly: boolean }) => {
      const seen: { balance: Float64Array; deflator: Float64Array }[] = []
      simulateLifecyclePaths(
        input,
        (_year, paths) => seen.push({ balance: paths.balances[1].slice(), deflator: paths.deflator.slice() }),
        undefined,
        options,
      )
      return seen
    }
    const full = collect()
    const nominal = collect({ nominalOnly: true })
    expect(nominal.map((year) => year.balance)).toEqual(full.map((year) => year.balance))
    expect(nominal[20].deflator.every((value) => value === 1)).toBe(true)
    expect(full[20].deflator.some((value) => value !== 1)).toBe(true)
    // Spending depends on inflation: then it is drawn anyway.
    const spends = { ...input, monthly_spending: 100, working: { ...input.working, monthly_take_home: 1_000 } }
    let last = new Float64Array()
    simulateLifecyclePaths(spends, (_year, paths) => (last = paths.deflator.slice()), undefined, { nominalOnly: true })
    expect(last.some((value) => value !== 1)).toBe(true)
  })
})
