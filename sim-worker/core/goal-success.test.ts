import { describe, expect, it } from 'vitest'
import { goalSuccessInputSchema, goalSuccessResultSchema } from './goal-schema.ts'
import { allocateMonthly, deterministicGoalSuccess, requiredMonthly, runGoalSuccess } from './goal-success.ts'
import type { GoalSuccessGoal, GoalSuccessInput, GoalSuccessResult } from './goal-types.ts'

/** A household's goals: an emergency fund, a house deposit, college and retirement. */
const goals: GoalSuccessGoal[] = [
  {
    id: 'emergency',
    current_amount: 8_000,
    target_amount: 20_000,
    months_left: 24,
    priority: 1,
    expected_return: 0.03,
    volatility: 0.01,
  },
  {
    id: 'house',
    current_amount: 30_000,
    target_amount: 90_000,
    months_left: 60,
    priority: 2,
    expected_return: 0.05,
    volatility: 0.1,
  },
  {
    id: 'college',
    current_amount: 10_000,
    target_amount: 120_000,
    months_left: 180,
    priority: 3,
    expected_return: 0.06,
    volatility: 0.14,
  },
  {
    id: 'retirement',
    current_amount: 150_000,
    target_amount: 1_500_000,
    months_left: 360,
    priority: 4,
    expected_return: 0.065,
    volatility: 0.16,
    monthly_contribution: 1_200,
  },
]

const input: GoalSuccessInput = { seed: 11, iterations: 2_000, monthly_surplus: 2_500, goals, allocation: 'priority' }

function withoutTiming(result: GoalSuccessResult): Omit<GoalSuccessResult, 'elapsed_ms'> {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

/** Month by month, independently of the engine: growth by (1 + μ)^(1/12), then the contribution. */
function futureValue(current: number, monthly: number, annualReturn: number, months: number): number {
  const growth = Math.pow(1 + annualReturn, 1 / 12)
  let balance = current
  for (let month = 0; month < months; month++) balance = balance * growth + monthly
  return balance
}

function problems(parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('allocateMonthly', () => {
  it('funds priority 1 first at its required amount; a starved lower priority gets 0', () => {
    const low = { ...goals[1], id: 'low', priority: 5, monthly_contribution: undefined }
    const high = { ...goals[2], id: 'high', priority: 1, monthly_contribution: undefined }
    const highRequired = requiredMonthly(high)
    expect(highRequired).toBeCloseTo((120_000 - 10_000) / 180, 12)

    // Listed low first: the order of the list does not matter, the priority does.
    const exact = allocateMonthly({ goals: [low, high], monthly_surplus: highRequired, allocation: 'priority' })
    expect(exact).toEqual([0, highRequired])

    const more = allocateMonthly({ goals: [low, high], monthly_surplus: highRequired + 100, allocation: 'priority' })
    expect(more[1]).toBe(highRequired)
    expect(more[0]).toBeCloseTo(100, 9)

    // Beyond every requirement the rest stays unallocated.
    const plenty = allocateMonthly({ goals: [low, high], monthly_surplus: 1e6, allocation: 'priority' })
    expect(plenty).toEqual([requiredMonthly(low), highRequired])
  })

  it('splits the surplus in proportion to the required amounts, capped at them', () => {
    const a = { ...goals[0], monthly_contribution: undefined } // requires 500 a month
    const b = { ...goals[1], monthly_contribution: undefined } // requires 1,000 a month
    expect(requiredMonthly(a)).toBe(500)
    expect(requiredMonthly(b)).toBe(1_000)
    expect(allocateMonthly({ goals: [a, b], monthly_surplus: 600, allocation: 'proportional' })).toEqual([200, 400])
    expect(allocateMonthly({ goals: [a, b], monthly_surplus: 5_000, allocation: 'proportional' })).toEqual([500, 1_000])
  })

  it('uses a fixed contribution as given and shares the surplus among the others', () => {
    const allocated = allocateMonthly(input)
    expect(allocated[3]).toBe(1_200)
    // 2,500: emergency 500, house 1,000, college the remaining 1,000 of its 611.1 required.
    expect(allocated.slice(0, 3)).toEqual([500, 1_000, 110_000 / 180])
    // A goal already at its target requires nothing.
    expect(requiredMonthly({ current_amount: 50, target_amount: 40, months_left: 3 })).toBe(0)
  })
})

describe('runGoalSuccess', () => {
  it('with zero volatility: every path is the deterministic future value, each probability exactly 0 or 1', () => {
    const current = 12_000
    const monthly = 350
    const months = 84
    const expected = futureValue(current, monthly, 0.06, months)
    // Closed form as a second opinion: c·g^n + a·(g^n − 1)/(g − 1) with g = 1.06^(1/12).
    const growth = Math.pow(1.06, 1 / 12)
    const closedForm = current * Math.pow(1.06, months / 12) + (monthly * (Math.pow(growth, months) - 1)) / (growth - 1)
    expect(expected).toBeCloseTo(closedForm, 6)

    const base = { current_amount: current, months_left: months, priority: 1, expected_return: 0.06, volatility: 0 }
    const result = runGoalSuccess({
      seed: 3,
      iterations: 300,
      monthly_surplus: 0,
      allocation: 'priority',
      goals: [
        { ...base, id: 'reached', target_amount: expected * 0.999, monthly_contribution: monthly },
        { ...base, id: 'missed', target_amount: expected * 1.001, monthly_contribution: monthly },
      ],
    })

    for (const goal of result.goals) {
      expect(goal.median_final).toBeCloseTo(expected, 6)
      expect(goal.p10_final).toBe(goal.median_final)
      expect(goal.p90_final).toBe(goal.median_final)
      expect(goal.monthly_allocated).toBe(monthly)
    }
    expect(result.goals.map((goal) => [goal.id, goal.success_probability])).toEqual([
      ['reached', 1],
      ['missed', 0],
    ])
    expect(result.all_goals_probability).toBe(0)
    // The in-process fallback drops the volatility and runs that same path once.
    const fallback = deterministicGoalSuccess({
      seed: 3,
      iterations: 1_000,
      monthly_surplus: 0,
      allocation: 'priority',
      goals: [{
        ...base,
        id: 'risky',
        volatility: 0.2,
        target_amount: expected * 0.999,
        monthly_contribution: monthly,
      }],
    })
    expect(fallback).toMatchObject({ iterations: 1, all_goals_probability: 1 })
    expect(fallback.goals[0].median_final).toBeCloseTo(expected, 6)
  })

  it('grows by the lognormal model: the median final balance is c·e^((ln(1+μ) − σ²/2)·years)', () => {
    const result = runGoalSuccess({
      seed: 5,
      iterations: 20_000,
      monthly_surplus: 0,
      allocation: 'priority',
      goals: [
        {
          id: 'lump',
          current_amount: 100_000,
          target_amount: 200_000,
          months_left: 240,
          priority: 1,
          expected_return: 0.07,
          volatility: 0.16,
        },
      ],
    })
    const years = 20
    const median = 100_000 * Math.exp((Math.log1p(0.07) - 0.16 ** 2 / 2) * years)
    expect(result.goals[0].median_final / median).toBeCloseTo(1, 1)
    // log(final) ~ N(ln c + (m − σ²/2)·t, σ²·t): P(final ≥ 2c) from the normal CDF, about 0.6.
    const z = (Math.log(2) - (Math.log1p(0.07) - 0.16 ** 2 / 2) * years) / (0.16 * Math.sqrt(years))
    const exact = 0.5 * erfc(z / Math.SQRT2)
    expect(Math.abs(result.goals[0].success_probability - exact)).toBeLessThan(0.015)
  })

  it('never lowers any goal’s probability when the surplus grows (same seed), in both allocations', () => {
    for (const allocation of ['priority', 'proportional'] as const) {
      let previous: GoalSuccessResult | null = null
      for (const monthly_surplus of [0, 300, 800, 1_500, 2_500, 4_000, 10_000]) {
        const result = runGoalSuccess({ ...input, iterations: 1_000, allocation, monthly_surplus })
        if (previous !== null) {
          result.goals.forEach((goal, index) => {
            expect(goal.success_probability).toBeGreaterThanOrEqual(previous!.goals[index].success_probability)
            expect(goal.monthly_allocated).toBeGreaterThanOrEqual(previous!.goals[index].monthly_allocated)
          })
          expect(result.all_goals_probability).toBeGreaterThanOrEqual(previous.all_goals_probability)
        }
        previous = result
      }
      // And it does matter: from nothing to everything required, the house goes from unlikely to likely.
      const none = runGoalSuccess({ ...input, allocation, monthly_surplus: 0 })
      const full = runGoalSuccess({ ...input, allocation, monthly_surplus: 10_000 })
      expect(none.goals[1].success_probability).toBeLessThan(0.05)
      expect(full.goals[1].success_probability).toBeGreaterThan(0.5)
    }
  })

  it('starves a low-priority goal when the surplus covers only priority 1', () => {
    const low = { ...goals[1], id: 'low', priority: 9 }
    const high = { ...goals[0], id: 'high', priority: 1 }
    const result = runGoalSuccess({ ...input, goals: [low, high], monthly_surplus: requiredMonthly(high) })
    expect(result.goals.map((goal) => [goal.id, goal.monthly_allocated])).toEqual([
      ['low', 0],
      ['high', 500],
    ])
    // Funded at its required amount plus some growth: nearly always reached; the starved one never.
    expect(result.goals[1].success_probability).toBeGreaterThan(0.9)
    expect(result.goals[0].success_probability).toBe(0)
  })

  it('gives the same result for the same seed, and another for another seed', () => {
    const first = runGoalSuccess(input)
    expect(withoutTiming(runGoalSuccess(input))).toEqual(withoutTiming(first))
    expect(runGoalSuccess({ ...input, seed: 12 }).goals[2].median_final).not.toBe(first.goals[2].median_final)
  })

  it('keeps each goal’s paths when other goals change (the shocks depend only on seed and iterations)', () => {
    const all = runGoalSuccess(input)
    const alone = runGoalSuccess({ ...input, goals: [goals[3]] })
    expect(alone.goals[0]).toEqual(all.goals[3])
  })

  it('keeps probabilities in [0, 1], bands in order, and all goals at most the least likely one', () => {
    for (const seed of [1, 2, 3]) {
      for (const allocation of ['priority', 'proportional'] as const) {
        const result = runGoalSuccess({ ...input, seed, allocation, iterations: 500 })
        expect(result).toMatchObject({ iterations: 500, seed, elapsed_ms: expect.any(Number) })
        expect(result.goals.map((goal) => goal.id)).toEqual(goals.map((goal) => goal.id))
        for (const goal of result.goals) {
          expect(goal.success_probability).toBeGreaterThanOrEqual(0)
          expect(goal.success_probability).toBeLessThanOrEqual(1)
          expect(goal.p10_final).toBeLessThanOrEqual(goal.median_final)
          expect(goal.median_final).toBeLessThanOrEqual(goal.p90_final)
        }
        const least = Math.min(...result.goals.map((goal) => goal.success_probability))
        expect(result.all_goals_probability).toBeGreaterThanOrEqual(0)
        expect(result.all_goals_probability).toBeLessThanOrEqual(least)
      }
    }
  })

  it('refuses inputs it cannot run', () => {
    expect(() => runGoalSuccess({ ...input, iterations: 0 })).toThrow(/iterations/)
    expect(() => runGoalSuccess({ ...input, goals: [] })).toThrow(/goals/)
    expect(() => runGoalSuccess({ ...input, goals: [{ ...goals[0], months_left: 0 }] })).toThrow(/months_left/)
    expect(() => runGoalSuccess({ ...input, goals: [{ ...goals[0], expected_return: -1 }] })).toThrow(/expected/)
  })
})

describe('goal success schemas', () => {
  it('accepts a valid request and what the engine returns', () => {
    expect(goalSuccessInputSchema.parse(input)).toEqual(input)
    const result = runGoalSuccess({ ...input, iterations: 50 })
    expect(goalSuccessResultSchema.parse(result)).toEqual(result)
  })

  it.each([
    ['51 goals', { goals: Array.from({ length: 51 }, (_, i) => ({ ...goals[0], id: `g${i}` })) }, /^goals: .*<=50/],
    ['no goals', { goals: [] }, /^goals: .*>=1/],
    ['months_left 0', { goals: [{ ...goals[0], months_left: 0 }] }, /^goals\.0\.months_left: .*>=1/],
    ['months_left 721', { goals: [{ ...goals[0], months_left: 721 }] }, /^goals\.0\.months_left: .*<=720/],
    ['priority 11', { goals: [{ ...goals[0], priority: 11 }] }, /^goals\.0\.priority: .*<=10/],
    ['a negative surplus', { monthly_surplus: -1 }, /^monthly_surplus: .*>=0/],
    ['iterations 100001', { iterations: 100_001 }, /^iterations: .*<=100000/],
    ['an unknown allocation', { allocation: 'random' }, /^allocation: /],
    ['duplicate ids', { goals: [goals[0], goals[0]] }, /^goals\.1\.id: duplicate goal id "emergency"/],
    [
      'too many path-months',
      { iterations: 100_000, goals: [{ ...goals[0], months_left: 720 }, { ...goals[1], months_left: 720 }] },
      /^: iterations × total months_left is 144,000,000 path-months; at most 100,000,000 per request/,
    ],
  ])('refuses %s, naming the field', (_what, change, message) => {
    expect(problems(goalSuccessInputSchema.safeParse({ ...input, ...change }))).toContainEqual(
      expect.stringMatching(message),
    )
  })
})

/** Complementary error function (Numerical Recipes' erfcc, relative error < 1.2e-7). */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x))
  const y = t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return x >= 0 ? y : 2 - y
}
