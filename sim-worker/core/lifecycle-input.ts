// Checks on a LifecycleInput for direct callers (the HTTP schema will check more, with clearer
// messages), and the seed derived from the input so that identical inputs give identical numbers.

import type { LifecycleInput, ReturnModel, WithdrawalStrategy } from './lifecycle-types.ts'
import { seedFromContent } from './input-seed.ts'

export const MAX_LIFECYCLE_ITERATIONS = 100_000
const STRATEGY_KINDS: readonly string[] = [
  'fixed_real',
  'fixed_percentage',
  'guardrails',
] satisfies WithdrawalStrategy['kind'][]
const RETURN_MODEL_KINDS: readonly string[] = ['parametric', 'bootstrap', 'replay'] satisfies ReturnModel['kind'][]

/** The monthly spending a plan holds retirement to (today's dollars): its own, else the working years'. */
export function plannedRetirementSpending(input: LifecycleInput): number {
  return input.retirement_monthly_spending ?? input.monthly_spending
}

function finite(value: unknown, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${what} must be a finite number`)
}

function checkNumbers(value: unknown, path: string): void {
  if (typeof value === 'number') finite(value, path)
  else if (Array.isArray(value)) value.forEach((item, i) => checkNumbers(item, `${path}.${i}`))
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) checkNumbers(item, path ? `${path}.${key}` : key)
  }
}

export function assertLifecycleInput(input: LifecycleInput): void {
  checkNumbers(input, '')
  const planningAge = input.planning_age ?? 95
  const ages = [input.current_age, input.retirement_age, planningAge]
  if (!ages.every(Number.isInteger)) throw new RangeError('ages must be integers')
  if (!(input.current_age >= 18 && input.current_age < planningAge && planningAge <= 120)) {
    throw new RangeError('need 18 <= current_age < planning_age <= 120')
  }
  if (input.retirement_age < input.current_age) throw new RangeError('retirement_age must be >= current_age')
  if (input.return_model.kind !== 'replay') {
    const n = input.iterations
    if (!Number.isInteger(n) || n < 1 || n > MAX_LIFECYCLE_ITERATIONS) {
      throw new RangeError(`iterations must be an integer from 1 to ${MAX_LIFECYCLE_ITERATIONS}`)
    }
  }
  for (const [name, mix] of Object.entries(input.allocations)) {
    const total = mix.stocks + mix.bonds + mix.cash
    if (Math.min(mix.stocks, mix.bonds, mix.cash) < 0 || Math.abs(total - 1) > 1e-6) {
      throw new RangeError(`allocations.${name} must be non-negative fractions summing to 1`)
    }
  }
  // An unknown kind would run as no strategy at all (every branch skipped) rather than fail.
  if (!STRATEGY_KINDS.includes(input.strategy?.kind)) {
    throw new RangeError(`strategy.kind must be one of ${STRATEGY_KINDS.join(', ')}`)
  }
  if (!RETURN_MODEL_KINDS.includes(input.return_model?.kind)) {
    throw new RangeError(`return_model.kind must be one of ${RETURN_MODEL_KINDS.join(', ')}`)
  }
  const order = input.withdrawal_order
  if (order && new Set(order).size !== 4) throw new RangeError('withdrawal_order must name each liquid account once')
  if (input.seed !== undefined && !Number.isSafeInteger(input.seed)) throw new RangeError('seed must be a safe integer')
  assertShocks(input.shocks)
}

/** Largest return or inflation shift accepted, either way (as the HTTP schema). */
export const MAX_SCENARIO_SHIFT = 0.25

function assertShocks(shocks: LifecycleInput['shocks']): void {
  if (shocks === undefined) return
  for (const name of ['return_shift', 'inflation_shift'] as const) {
    const shift = shocks[name]
    if (shift !== undefined && !(Math.abs(shift) <= MAX_SCENARIO_SHIFT)) {
      throw new RangeError(`shocks.${name} must be between -${MAX_SCENARIO_SHIFT} and ${MAX_SCENARIO_SHIFT}`)
    }
  }
  const crash = shocks.crash
  if (crash === undefined) return
  if (!(Number.isInteger(crash.year) && crash.year >= 1)) {
    throw new RangeError('shocks.crash.year must be an integer >= 1 (1 = the first simulated year)')
  }
  if (!(crash.drop >= 0 && crash.drop <= 1)) throw new RangeError('shocks.crash.drop must be a fraction from 0 to 1')
}

/**
 * A stable seed from the input itself (see input-seed.ts). `shocks` is left out so that a what-if or
 * stress scenario runs on the same random paths as its base: the difference is the scenario's alone.
 * `withdrawal_order` is left out for the same reason: plans that differ only in the order the accounts
 * are drawn see the same markets, so comparing them shows what the order does, not another draw.
 */
export function seedFromInput(input: LifecycleInput): number {
  return seedFromContent({ ...input, shocks: undefined, withdrawal_order: undefined })
}
