// Monte Carlo success probability of savings goals: each goal's balance grows
// monthly with a lognormal return plus its monthly allocation, and succeeds when it
// reaches its target at months_left. Described in sim-worker/README.md ("Goal
// success"). Pure TypeScript (no Deno or Node APIs): the Deno workers run it, and
// the Node app may import it (deterministicGoalSuccess as a fallback).

import type { GoalSuccessGoal, GoalSuccessInput, GoalSuccessResult } from './goal-types.ts'
import { createNormalSampler } from './normal.ts'
import { MAX_PROJECTION_ITERATIONS, MONTHS_PER_YEAR } from './projection.ts'
import { createSeededRandom } from './random.ts'
import { percentile } from './stats.ts'

export const MAX_GOAL_ITERATIONS = MAX_PROJECTION_ITERATIONS
export const MAX_GOALS = 50
/** 60 years, the projection's horizon. */
export const MAX_GOAL_MONTHS = 720
/** What the app asks for (spec 03 §9: Monte Carlo 1000 iterations). */
export const DEFAULT_GOAL_ITERATIONS = 1000

/** The amount a goal still needs each month to reach its target without growth: remaining ÷ months left (spec 03 §9). */
export function requiredMonthly(
  goal: Pick<GoalSuccessGoal, 'current_amount' | 'target_amount' | 'months_left'>,
): number {
  return Math.max(0, goal.target_amount - goal.current_amount) / goal.months_left
}

/**
 * The monthly amount each goal receives, in input order: its own
 * `monthly_contribution` when given, else its share of `monthly_surplus` under
 * `allocation` (see GoalAllocation). Computed once at the start and kept for the
 * whole horizon. A surplus below 0 is treated as 0.
 */
export function allocateMonthly(input: Pick<GoalSuccessInput, 'goals' | 'monthly_surplus' | 'allocation'>): number[] {
  const allocated = input.goals.map((goal) => goal.monthly_contribution ?? 0)
  const sharing = input.goals
    .map((goal, index) => ({ index, priority: goal.priority, required: requiredMonthly(goal) }))
    .filter(({ index }) => input.goals[index].monthly_contribution === undefined)
  const surplus = Math.max(0, input.monthly_surplus)

  if (input.allocation === 'priority') {
    // Array.prototype.sort is stable: equal priorities keep their input order.
    sharing.sort((a, b) => a.priority - b.priority)
    let left = surplus
    for (const { index, required } of sharing) {
      const amount = Math.min(required, left)
      allocated[index] = amount
      left -= amount
    }
  } else {
    const totalRequired = sharing.reduce((sum, { required }) => sum + required, 0)
    const share = totalRequired > 0 ? Math.min(1, surplus / totalRequired) : 0
    for (const { index, required } of sharing) allocated[index] = required * share
  }
  return allocated
}

function assertRunnable(input: GoalSuccessInput): void {
  const { iterations, goals } = input
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_GOAL_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from 1 to ${MAX_GOAL_ITERATIONS}, got ${iterations}`)
  }
  if (goals.length < 1 || goals.length > MAX_GOALS) {
    throw new RangeError(`goals must hold 1 to ${MAX_GOALS} goals, got ${goals.length}`)
  }
  if (!Number.isFinite(input.monthly_surplus)) throw new RangeError('monthly_surplus must be a finite number')
  goals.forEach((goal, index) => {
    if (!Number.isInteger(goal.months_left) || goal.months_left < 1 || goal.months_left > MAX_GOAL_MONTHS) {
      throw new RangeError(`goals.${index}.months_left must be an integer from 1 to ${MAX_GOAL_MONTHS}`)
    }
    for (const key of ['current_amount', 'target_amount', 'expected_return', 'volatility'] as const) {
      if (!Number.isFinite(goal[key])) throw new RangeError(`goals.${index}.${key} must be a finite number`)
    }
    if (!(goal.expected_return > -1)) throw new RangeError(`goals.${index}.expected_return must be above -100 %`)
    if (!(goal.volatility >= 0)) throw new RangeError(`goals.${index}.volatility must be >= 0`)
    if (goal.monthly_contribution !== undefined && !Number.isFinite(goal.monthly_contribution)) {
      throw new RangeError(`goals.${index}.monthly_contribution must be a finite number`)
    }
  })
}

/**
 * Goals with the same expected return and volatility grow by the same factor on
 * a path: that factor (one exp per path-month) is computed once per such class.
 */
interface ReturnClass {
  /** Monthly log drift (ln(1 + μ) − σ²/2) / 12. */
  drift: number
  /** Monthly σ: σ / √12, times the month's shock. */
  shock: number
  /** The longest horizon among its goals: after that its factors are not needed. */
  months: number
  /** This month's growth factor per path. */
  growth: Float64Array
}

/**
 * The full Monte Carlo run. Same input (seed included) ⇒ same result, except `elapsed_ms`.
 *
 * All goals share one standard normal shock per path and month, scaled by each
 * goal's own volatility (as if invested in the same market), and the shocks are
 * drawn month by month for every path, so the draw for (month, path) depends only
 * on the seed and `iterations`: calls that differ in surplus, allocation or goals
 * see the same markets, and their differences are the inputs' own.
 */
export function runGoalSuccess(input: GoalSuccessInput): GoalSuccessResult {
  const startedAt = performance.now()
  assertRunnable(input)
  const { iterations, goals } = input
  const allocated = allocateMonthly(input)

  const classes = new Map<string, ReturnClass>()
  const goalClass = goals.map((goal) => {
    const key = `${goal.expected_return}|${goal.volatility}`
    let returnClass = classes.get(key)
    if (returnClass === undefined) {
      const sigma = goal.volatility
      returnClass = {
        drift: (Math.log1p(goal.expected_return) - (sigma * sigma) / 2) / MONTHS_PER_YEAR,
        shock: sigma / Math.sqrt(MONTHS_PER_YEAR),
        months: 0,
        growth: new Float64Array(iterations),
      }
      // Without volatility the factor is the same on every path and month.
      if (returnClass.shock === 0) returnClass.growth.fill(Math.exp(returnClass.drift))
      classes.set(key, returnClass)
    }
    returnClass.months = Math.max(returnClass.months, goal.months_left)
    return returnClass
  })
  const randomClasses = [...classes.values()].filter((returnClass) => returnClass.shock !== 0)
  const horizon = goals.reduce((longest, goal) => Math.max(longest, goal.months_left), 0)

  // balances[g · iterations + path]: goal g's balance on a path; frozen after its months_left.
  const balances = new Float64Array(goals.length * iterations)
  goals.forEach((goal, g) => balances.fill(goal.current_amount, g * iterations, (g + 1) * iterations))

  const normals = createNormalSampler(createSeededRandom(input.seed))
  const shocks = new Float64Array(iterations)
  for (let month = 0; month < horizon; month++) {
    normals.fill(shocks)
    for (const returnClass of randomClasses) {
      if (month >= returnClass.months) continue
      const { drift, shock, growth } = returnClass
      for (let path = 0; path < iterations; path++) growth[path] = Math.exp(drift + shock * shocks[path])
    }
    for (let g = 0; g < goals.length; g++) {
      if (month >= goals[g].months_left) continue
      // Growth first, then the month's allocation at its end (an ordinary annuity).
      const growth = goalClass[g].growth
      const amount = allocated[g]
      const offset = g * iterations
      for (let path = 0; path < iterations; path++) {
        balances[offset + path] = balances[offset + path] * growth[path] + amount
      }
    }
  }

  const reachedAll = new Uint8Array(iterations).fill(1)
  const results = goals.map((goal, g) => {
    const finals = balances.subarray(g * iterations, (g + 1) * iterations)
    const target = goal.target_amount
    let reached = 0
    for (let path = 0; path < iterations; path++) {
      if (finals[path] >= target) reached++
      else reachedAll[path] = 0
    }
    finals.sort() // in place, once, for the three percentiles
    return {
      id: goal.id,
      success_probability: reached / iterations,
      median_final: percentile(finals, 50),
      p10_final: percentile(finals, 10),
      p90_final: percentile(finals, 90),
      monthly_allocated: allocated[g],
    }
  })
  let allReached = 0
  for (let path = 0; path < iterations; path++) allReached += reachedAll[path]

  return {
    goals: results,
    all_goals_probability: allReached / iterations,
    iterations,
    seed: input.seed,
    elapsed_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  }
}

/**
 * One path with zero volatility (every probability 0 or 1, every percentile the
 * compound estimate, `iterations` 1): costs about goals × months_left steps, so
 * the app can call it in-process when the service is down.
 */
export function deterministicGoalSuccess(input: GoalSuccessInput): GoalSuccessResult {
  return runGoalSuccess({
    ...input,
    iterations: 1,
    goals: input.goals.map((goal) => ({ ...goal, volatility: 0 })),
  })
}
