import type { ProjectionScenario } from '../../sim-worker/core/projection-types.ts'

// The what-if scenarios and stress tests the projection screen runs on the base plan's random
// paths (README, "What-if and stress tests").

export type NamedScenario = { name: string; label: string; scenario: (years: number) => ProjectionScenario }

export const WHAT_IF_SCENARIOS: NamedScenario[] = [
  {
    name: 'max_savings',
    label: 'Max savings (+$2,500 a month)',
    scenario: () => ({ extra_monthly_contribution: 2500 }),
  },
  {
    name: 'reduced_savings',
    label: 'Reduced savings (−$1,000 a month)',
    scenario: () => ({ extra_monthly_contribution: -1000 }),
  },
  {
    name: 'market_crash',
    label: 'Market crash (−30% in year 3)',
    scenario: () => ({ crash: { year: 3, drop: 0.3 } }),
  },
]

export const STRESS_TESTS: NamedScenario[] = [
  { name: 'lower_returns', label: 'Returns 2 points lower', scenario: () => ({ return_shift: -0.02 }) },
  { name: 'inflation_shock', label: 'Inflation 3 points higher', scenario: () => ({ inflation_shift: 0.03 }) },
  { name: 'higher_spending', label: 'Spending 15% higher', scenario: () => ({ spending_factor: 1.15 }) },
  { name: 'early_crash', label: 'A 35% crash in the first year', scenario: () => ({ crash: { year: 1, drop: 0.35 } }) },
  { name: 'saving_less', label: 'Saving $500 a month less', scenario: () => ({ extra_monthly_contribution: -500 }) },
  {
    name: 'retire_earlier',
    label: 'Retiring two years earlier',
    scenario: (years) => ({ stop_contributions_after_years: Math.max(0, years - 2) }),
  },
]
