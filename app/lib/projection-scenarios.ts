import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'
import { plannedRetirementSpending } from '../../sim-worker/core/lifecycle-input.ts'

// The what-if scenarios and stress tests of the projection screen: each changes the household's
// lifecycle input, and runs on the base plan's seed (README, "What-if and stress tests").

export type NamedScenario = { name: string; label: string; apply: (input: LifecycleInput) => LifecycleInput }

/** Saving `extra` more (or less) a month while working: take-home pay changes, spending does not. */
function savingMore(extra: number) {
  return (input: LifecycleInput): LifecycleInput => ({
    ...input,
    retirement_monthly_spending: plannedRetirementSpending(input),
    working: { ...input.working, monthly_take_home: Math.max(0, input.working.monthly_take_home + extra) },
  })
}

function withShocks(shocks: NonNullable<LifecycleInput['shocks']>) {
  return (input: LifecycleInput): LifecycleInput => ({ ...input, shocks: { ...input.shocks, ...shocks } })
}

export const WHAT_IF_SCENARIOS: NamedScenario[] = [
  { name: 'max_savings', label: 'Max savings (+$2,500 a month)', apply: savingMore(2_500) },
  { name: 'reduced_savings', label: 'Reduced savings (−$1,000 a month)', apply: savingMore(-1_000) },
  {
    name: 'market_crash',
    label: 'Market crash (−30% in year 3)',
    apply: withShocks({ crash: { year: 3, drop: 0.3 } }),
  },
]

export const STRESS_TESTS: NamedScenario[] = [
  { name: 'lower_returns', label: 'Returns 2 points lower', apply: withShocks({ return_shift: -0.02 }) },
  { name: 'inflation_shock', label: 'Inflation 3 points higher', apply: withShocks({ inflation_shift: 0.03 }) },
  {
    name: 'higher_spending',
    label: 'Spending 15% higher',
    apply: (input) => ({
      ...input,
      monthly_spending: input.monthly_spending * 1.15,
      retirement_monthly_spending: plannedRetirementSpending(input) * 1.15,
    }),
  },
  {
    name: 'early_crash',
    label: 'A 35% crash in the first year',
    apply: withShocks({ crash: { year: 1, drop: 0.35 } }),
  },
  { name: 'saving_less', label: 'Saving $500 a month less', apply: savingMore(-500) },
  {
    name: 'retire_earlier',
    label: 'Retiring two years earlier',
    apply: (input) => ({ ...input, retirement_age: Math.max(input.current_age, input.retirement_age - 2) }),
  },
]
