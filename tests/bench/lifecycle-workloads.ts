// The workloads of the lifecycle benches and the reference engine they are measured against, shared by
// tests/bench/lifecycle.ts (Node) and tests/bench/lifecycle-deno.ts (Deno, the sim-worker's runtime), so
// both time the same code on the same inputs. Pure code only: it runs in either runtime.

import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'

export const PATHS = 5_000
export const YEARS = 30
const MEAN_RETURN = 0.058 // 60 % × 7 % + 40 % × 4 %
const VOLATILITY = 0.1

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** The reference: what a plain yearly Monte Carlo of one pot costs. Returns the mean end balance. */
export function referenceEngine(seed: number): number {
  const random = mulberry32(seed)
  const balance = new Float64Array(PATHS).fill(500_000)
  let spare = Number.NaN
  for (let year = 0; year < YEARS; year++) {
    for (let p = 0; p < PATHS; p++) {
      let z: number
      if (spare === spare) {
        z = spare
        spare = Number.NaN
      } else {
        const radius = Math.sqrt(-2 * Math.log(1 - random()))
        const angle = 2 * Math.PI * random()
        z = radius * Math.cos(angle)
        spare = radius * Math.sin(angle)
      }
      balance[p] = balance[p] * (1 + MEAN_RETURN + VOLATILITY * z) + 20_000
    }
  }
  let total = 0
  for (let p = 0; p < PATHS; p++) total += balance[p]
  return total / PATHS
}

const TAX_2025_SINGLE = {
  thresholds: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  standard_deduction: 15_000,
}
const MIX_60_40 = { stocks: 0.6, bonds: 0.4, cash: 0 }

export function onePot(seed: number): LifecycleInput {
  return {
    current_age: 35,
    retirement_age: 65,
    planning_age: 65,
    birth_year: 1991,
    iterations: PATHS,
    seed,
    accounts: { cash: 0, taxable: 500_000, taxable_basis: 500_000, tax_deferred: 0, roth: 0, real_estate: 0 },
    allocations: { cash: MIX_60_40, taxable: MIX_60_40, tax_deferred: MIX_60_40, roth: MIX_60_40 },
    loans: [],
    monthly_spending: 0,
    working: {
      annual_salary: 0,
      monthly_take_home: 20_000 / 12,
      salary_growth: 0,
      k401_rate: 0,
      employer_match: { rate: 0, up_to: 0 },
      ira_annual: 0,
    },
    income: {},
    limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
    tax: TAX_2025_SINGLE,
    strategy: { kind: 'fixed_real' },
    market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.025 },
    return_model: { kind: 'parametric' },
  }
}

export function retiree(seed: number): LifecycleInput {
  const base = onePot(seed)
  return {
    ...base,
    current_age: 65,
    retirement_age: 65,
    planning_age: 95,
    birth_year: 1960,
    accounts: { ...base.accounts, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000 },
    monthly_spending: 4_000,
    income: { social_security: { claiming_age: 67, monthly_benefit: 2_000 } },
  }
}

/** Every account, a home and a mortgage; the 401(k) has a match and the IRA is Roth. */
export function fourClasses(seed: number, paths = PATHS): LifecycleInput {
  const base = onePot(seed)
  return {
    ...base,
    iterations: paths,
    accounts: {
      cash: 30_000,
      taxable: 150_000,
      taxable_basis: 100_000,
      tax_deferred: 250_000,
      roth: 70_000,
      real_estate: 400_000,
    },
    allocations: {
      cash: { stocks: 0, bonds: 0, cash: 1 },
      taxable: { stocks: 0.7, bonds: 0.2, cash: 0.1 },
      tax_deferred: MIX_60_40,
      roth: { stocks: 0.9, bonds: 0.1, cash: 0 },
    },
    loans: [{ balance: 280_000, annual_rate: 0.065, monthly_payment: 1_900 }],
    monthly_spending: 4_500,
    working: {
      annual_salary: 130_000,
      monthly_take_home: 8_200,
      salary_growth: 0.03,
      k401_rate: 0.08,
      employer_match: { rate: 0.5, up_to: 0.06 },
      ira_annual: 7_000,
      ira_roth: true,
    },
  }
}

const TAX_2025_JOINT = {
  thresholds: [0, 23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  standard_deduction: 30_000,
}

/** The app's default projection request: 38 → 95, retiring at 65, monthly retirement, 1,000 paths. */
export function defaultRequest(seed: number): LifecycleInput {
  const household = fourClasses(seed, 1_000)
  return {
    ...household,
    current_age: 38,
    retirement_age: 65,
    planning_age: 95,
    birth_year: 1988,
    tax: TAX_2025_JOINT,
    loans: [
      { balance: 320_000, annual_rate: 0.065, monthly_payment: 2_250 },
      { balance: 18_000, annual_rate: 0.07, monthly_payment: 450 },
    ],
    monthly_spending: 5_000,
    retirement_monthly_spending: 6_000,
    working: { ...household.working, annual_salary: 140_000, monthly_take_home: 8_800 },
    income: {
      social_security: { claiming_age: 67, monthly_benefit: 2_900 },
      pension: { start_age: 65, monthly_amount: 800 },
    },
  }
}
