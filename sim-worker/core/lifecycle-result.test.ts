import { describe, expect, it } from 'vitest'
import { createYearSummary, lifecycleResult } from './lifecycle-summary.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { household } from './lifecycle-cases.test-support.ts'

// A run's result from its per-path figures at the planning age, on paths written by hand: which paths were
// depleted and when, and the shortfall. The depletion ages are months ÷ 12 from today's age; their
// percentiles use stats.ts's definition (linear between ranks, rank = p/100 · (n − 1)).

const input = { ...household, current_age: 60 } as LifecycleInput

function resultOf(depletedMonth: number[], shortfall: number[]) {
  const paths = depletedMonth.length
  return lifecycleResult(
    input,
    {
      paths,
      years: 35,
      seed: 1,
      depletedMonth: Int32Array.from(depletedMonth),
      shortfall: Float64Array.from(shortfall),
      shortOfNeedYear: Int32Array.from(depletedMonth, (month) => (month < 0 ? -1 : Math.floor(month / 12))),
    },
    createYearSummary(0).series,
    performance.now(),
  )
}

describe('the result of a finished run', () => {
  it('three of five paths depleted, at 62 (month 24), 63 (month 36) and 62.5 (month 30), out of path order', () => {
    const result = resultOf([-1, 24, 36, -1, 30], [0, 1_000, 3_000, 0, 2_000])
    expect(result.success_rate).toBe(2 / 5)
    expect(result.need_met_rate).toBe(2 / 5)
    expect(result.depletion.rate).toBe(3 / 5)
    // Sorted ages 62, 62.5, 63: p10 at rank 0.2 is 62 + 0.2 × 0.5, p50 the middle one, p90 at rank 1.8 is
    // 62.5 + 0.8 × 0.5.
    expect(result.depletion.p10).toBeCloseTo(62.1, 12)
    expect(result.depletion.p50).toBe(62.5)
    expect(result.depletion.p90).toBeCloseTo(62.9, 12)
    expect(result.depletion.histogram).toEqual([
      { age: 62, count: 2 },
      { age: 63, count: 1 },
    ])
    // Shortfalls 0, 0, 1,000, 2,000, 3,000: median 1,000, mean 6,000 ÷ 5.
    expect(result.shortfall).toEqual({ median: 1_000, mean: 1_200 })
  })

  it('no path depleted: every rate whole, no depletion ages, an empty histogram', () => {
    const result = resultOf([-1, -1, -1, -1], [0, 0, 0, 0])
    expect(result.success_rate).toBe(1)
    expect(result.need_met_rate).toBe(1)
    expect(result.depletion).toEqual({ rate: 0, p10: null, p50: null, p90: null, histogram: [] })
    expect(result.shortfall).toEqual({ median: 0, mean: 0 })
  })
})
