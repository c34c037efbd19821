import { describe, expect, it } from 'vitest'
import { runLifecycle } from './lifecycle-summary.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { packResult, unpackResult } from './packed.ts'

const MIX = { stocks: 0.6, bonds: 0.4, cash: 0 }

/** A saver retiring halfway through, so every part of the result (flows, depletion, accounts) has numbers. */
const input: LifecycleInput = {
  current_age: 50,
  retirement_age: 60,
  planning_age: 75,
  birth_year: 1976,
  iterations: 300,
  seed: 5,
  accounts: { cash: 10_000, taxable: 50_000, taxable_basis: 40_000, tax_deferred: 200_000, roth: 0, real_estate: 0 },
  allocations: { cash: { stocks: 0, bonds: 0, cash: 1 }, taxable: MIX, tax_deferred: MIX, roth: MIX },
  loans: [],
  monthly_spending: 3_000,
  working: {
    annual_salary: 90_000,
    monthly_take_home: 5_500,
    salary_growth: 0.02,
    k401_rate: 0.06,
    employer_match: { rate: 0.5, up_to: 0.06 },
    ira_annual: 0,
  },
  income: { social_security: { claiming_age: 67, monthly_benefit: 2_000 } },
  limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
  tax: { thresholds: [0, 11_925, 48_475], rates: [0.1, 0.12, 0.22], standard_deduction: 15_000 },
  strategy: { kind: 'fixed_real' },
  market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.025 },
  return_model: { kind: 'parametric' },
}

describe('packResult / unpackResult', () => {
  it('moves every long all-number array into one buffer and gives back the same result and JSON', () => {
    const result = runLifecycle(input)
    const packed = packResult(result)
    const skeleton = JSON.stringify(packed.skeleton)
    // Every series by year (26 values, flows 25) is in the buffer; none is left in the skeleton.
    expect(packed.data.length).toBeGreaterThan(25 * 40)
    expect(skeleton).not.toMatch(/\[(-?[\d.e+-]+,){7,}/)
    expect(skeleton.length).toBeLessThan(JSON.stringify(result).length / 5)
    const back = unpackResult<typeof result>(packed)
    expect(back).toEqual(result)
    expect(JSON.stringify(back)).toBe(JSON.stringify(result))
  })

  it('keeps short arrays, mixed arrays, null, strings and special numbers as they are', () => {
    const value = {
      short: [1, 2, 3],
      mixed: [1, 2, 3, 4, 5, 6, 7, 8, null],
      long: [0, -0, 1.5, Number.NaN, 1e300, -1e-300, 7, 8, 9],
      nested: [{ label: 'a', values: [1, 2, 3, 4, 5, 6, 7, 8] }],
      flag: true,
      none: null,
    }
    const packed = packResult(value)
    expect(packed.data.length).toBe(17)
    const back = unpackResult<typeof value>(packed)
    expect(back).toEqual(value)
    expect(Object.is(back.long[1], -0)).toBe(true)
  })
})
