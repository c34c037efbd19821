import { describe, expect, it } from 'vitest'
import { runLifecycle } from './lifecycle-summary.ts'
import {
  createShardBuffers,
  MAX_SHARDED_PATH_YEARS,
  runLifecycleInWindows,
  runShape,
  ShardBufferKeeper,
  shardCount,
  splitRange,
} from './lifecycle-shards.ts'
import type { LifecycleInput, LifecycleResult } from './lifecycle-types.ts'

// A run split into windows of paths (one a thread in the service) gives the numbers of the same run on
// one thread, to the last bit: each window draws exactly the random words the whole run gives its
// paths. Checked on a household like the demo one (saving, a mortgage that ends, Social Security,
// retirement withdrawals with tax) under every return model and strategy, with a crash and shifts.

const MIX = { stocks: 0.78, bonds: 0.22, cash: 0 }
const household: LifecycleInput = {
  current_age: 38,
  retirement_age: 65,
  planning_age: 95,
  birth_year: 1988,
  iterations: 700,
  accounts: {
    cash: 30_200,
    taxable: 38_500,
    taxable_basis: 38_500,
    tax_deferred: 182_000,
    roth: 41_000,
    real_estate: 465_000,
  },
  allocations: {
    cash: { stocks: 0, bonds: 0, cash: 1 },
    taxable: { stocks: 0.85, bonds: 0.1, cash: 0.05 },
    tax_deferred: MIX,
    roth: MIX,
  },
  loans: [
    { balance: 318_000, annual_rate: 0.0625, monthly_payment: 2_150 },
    { balance: 14_800, annual_rate: 0.059, monthly_payment: 465 },
  ],
  monthly_spending: 4_545,
  working: {
    annual_salary: 102_600,
    monthly_take_home: 6_400,
    salary_growth: 0.02,
    k401_rate: 0.04,
    employer_match: { rate: 0.5, up_to: 0.06 },
    ira_annual: 0,
    surplus_to: 'taxable',
  },
  income: { social_security: { claiming_age: 67, monthly_benefit: 2_900 } },
  limits: { k401_employee: 24_500, k401_catch_up: 8_000, ira: 7_500, ira_catch_up: 1_100 },
  tax: {
    thresholds: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
    standard_deduction: 15_000,
  },
  strategy: { kind: 'fixed_real' },
  market: { stock_return: 0.05, bond_return: 0.04, real_estate_return: 0.025, inflation: 0.025 },
  return_model: { kind: 'parametric' },
  seed: 7,
}

/** The result without its timing, which is the only part allowed to differ. */
function numbers(result: LifecycleResult) {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

const CASES: [string, Partial<LifecycleInput>][] = [
  ['parametric, fixed real spending', {}],
  ['parametric, with the seed derived from the input', { seed: undefined }],
  ['bootstrap in 5-year blocks, fixed percentage', {
    return_model: { kind: 'bootstrap', block_years: 5 },
    strategy: { kind: 'fixed_percent', rate: 0.04 },
  }],
  ['bootstrap in 3-year blocks, guardrails', {
    return_model: { kind: 'bootstrap', block_years: 3 },
    strategy: { kind: 'guardrails', initial_rate: 0.05 },
  }],
  ['replay of every historical window', {
    return_model: { kind: 'replay' },
    current_age: 60,
    retirement_age: 60,
    planning_age: 90,
  }],
  ['parametric with a crash and return and inflation shifts', {
    shocks: { crash: { year: 3, drop: 0.3 }, return_shift: -0.01, inflation_shift: 0.01 },
  }],
  ['parametric, a retiree who runs out', {
    current_age: 70,
    retirement_age: 70,
    monthly_spending: 9_000,
    working: { ...household.working, annual_salary: 0, monthly_take_home: 0, k401_rate: 0 },
  }],
]

describe('a lifecycle run split into windows of paths', () => {
  for (const [name, overrides] of CASES) {
    it(`${name}: the same numbers as one run, in 2 and 3 windows`, () => {
      const input = { ...household, ...overrides } as LifecycleInput
      const whole = numbers(runLifecycle(input))
      expect(numbers(runLifecycleInWindows(input, 2))).toEqual(whole)
      expect(numbers(runLifecycleInWindows(input, 3))).toEqual(whole)
    })
  }

  it('the windows really differ: a window of another seed changes the numbers', () => {
    const split = numbers(runLifecycleInWindows(household, 2))
    expect(numbers(runLifecycleInWindows({ ...household, seed: 8 }, 2))).not.toEqual(split)
  })
})

describe('buffers kept from one split run for the next', () => {
  // Runs of one shape (700 paths, 57 years) that differ everywhere: one runs out of money on most paths
  // (depletion months, shortfalls, withdrawals), the other never does, under another return model.
  const runsOut = { ...household, monthly_spending: 14_000, seed: 11 } as LifecycleInput
  const lasts = { ...household, return_model: { kind: 'bootstrap', block_years: 5 } } as LifecycleInput

  it('are reused when the shape is the same, and each run still gets its own numbers', () => {
    const keeper = new ShardBufferKeeper(64 * 1024 * 1024, false)
    const first = keeper.take(runShape(runsOut))
    keeper.give(first)
    expect(keeper.take(runShape(lasts))).toBe(first) // the same memory, taken
    expect(keeper.take(runShape(lasts))).not.toBe(first) // and not handed out twice
    keeper.give(first)
    for (const input of [runsOut, lasts, runsOut, lasts]) {
      expect(numbers(runLifecycleInWindows(input, 2, keeper))).toEqual(numbers(runLifecycle(input)))
    }
    expect(numbers(runLifecycle(runsOut)).success_rate).toBeLessThan(0.5)
    expect(numbers(runLifecycle(lasts)).success_rate).toBeGreaterThan(0.5)
  })

  it('are not kept for another shape, nor over the size limit', () => {
    const keeper = new ShardBufferKeeper(1024 * 1024, false)
    const small = keeper.take({ paths: 100, years: 10 })
    keeper.give(small)
    expect(keeper.take({ paths: 100, years: 11 })).not.toBe(small)
    const large = keeper.take({ paths: 1_000, years: 57 }) // 6.5 MB
    keeper.give(large)
    expect(keeper.take({ paths: 1_000, years: 57 })).not.toBe(large)
  })
})

describe('how a run is split', () => {
  it('ranges cover every path once, in order', () => {
    expect(splitRange(10, 3)).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 10 },
    ])
  })

  it('small runs and runs too large for the shared buffers stay on one thread', () => {
    expect(shardCount({ paths: 1000, years: 57 }, 2)).toBe(2)
    expect(shardCount({ paths: 150, years: 57 }, 2)).toBe(1)
    expect(shardCount({ paths: 10_000, years: 57 }, 2)).toBe(2)
    expect(shardCount({ paths: Math.ceil(MAX_SHARDED_PATH_YEARS / 58) + 1, years: 57 }, 2)).toBe(1)
    expect(shardCount({ paths: 1000, years: 57 }, 1)).toBe(1)
  })

  it('the shape is the run result’s: paths (replay: one a historical window) and years', () => {
    const replay = {
      ...household,
      return_model: { kind: 'replay' as const },
      current_age: 60,
      retirement_age: 60,
      planning_age: 90,
    }
    const result = runLifecycle(replay)
    expect(runShape(replay)).toEqual({ paths: result.iterations, years: result.ages.length - 1 })
    const buffers = createShardBuffers(runShape(household), false)
    expect(buffers.values.byteLength).toBe(58 * 14 * 700 * 8)
  })
})
