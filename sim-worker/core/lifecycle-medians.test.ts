import { describe, expect, it } from 'vitest'
import { runLifecycle, runLifecycleMedians } from './lifecycle-summary.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { CASES, household } from './lifecycle-cases.test-support.ts'

// The scenario tables' runs (POST /v1/lifecycle/medians) answer the median net worth and success rate of
// the full run, to the last bit, under every return model and strategy, with shocks and a retiree who
// runs out: they skip the other series, never change the ones they keep.

describe('a run summarised for a scenario table', () => {
  for (const [name, overrides] of CASES) {
    it(`${name}: the full run's median net worth (nominal and real), success and need-met rates`, () => {
      const input = { ...household, ...overrides } as LifecycleInput
      const full = runLifecycle(input)
      const medians = runLifecycleMedians(input)
      expect(medians.net_worth.nominal.p50).toEqual(full.net_worth.nominal.p50)
      expect(medians.net_worth.real.p50).toEqual(full.net_worth.real.p50)
      expect(medians.success_rate).toBe(full.success_rate)
      expect(medians.need_met_rate).toBe(full.need_met_rate)
      expect(medians.ages).toEqual(full.ages)
      expect([medians.iterations, medians.seed]).toEqual([full.iterations, full.seed])
    })
  }

  it("the expected-returns path (one path, no volatility): the full run's net worth, as the app's answer shows it", () => {
    const input: LifecycleInput = { ...household, iterations: 1, volatility_scale: 0 }
    const full = runLifecycle(input)
    const medians = runLifecycleMedians(input)
    expect(medians.net_worth.nominal.p50).toEqual(full.net_worth.nominal.p50)
    expect(medians.net_worth.real.p50).toEqual(full.net_worth.real.p50)
    expect(medians.success_rate).toBe(full.success_rate)
  })

  it('is a different answer for a different plan (the comparison can fail)', () => {
    const saves = runLifecycleMedians(household)
    const spends = runLifecycleMedians({ ...household, monthly_spending: 9_000 })
    expect(spends.net_worth.real.p50.at(-1)).toBeLessThan(saves.net_worth.real.p50.at(-1)!)
    expect(spends.success_rate).toBeLessThan(saves.success_rate)
  })
})
