import type { GoalSuccessResult } from '../../../sim-worker/core/goal-types.ts'
import { formatDollars, pluralise } from '../format.ts'
import { pct, round, scenarioSimulationInput, type PlanFigures } from './plan.ts'
import {
  SCENARIO_IDS,
  type AnalysisInput,
  type Conflict,
  type Scenario,
  type ScenarioId,
  type Simulate,
} from './types.ts'

// Scenarios: the current plan and up to three alternatives, each measured by a Monte Carlo
// run of the sim-worker; then the recommended one.

type ScenarioShape = Pick<Scenario, 'id' | 'name' | 'description' | 'timeline_impact' | 'required_changes'> & {
  monthlyChange: number
}

/** What each scenario changes, before it is measured. */
function scenarioShapes(figures: PlanFigures): ScenarioShape[] {
  const { extendFactor, extraSavings, required } = figures
  const maxMonths = required.length ? Math.max(...required.map((r) => r.months)) : 0
  const extension = Math.round(maxMonths * (extendFactor - 1))
  return [
    {
      id: 'current_plan',
      name: 'Current plan',
      description: 'Your goals, dates and surplus as they are, highest priority funded first.',
      monthlyChange: 0,
      timeline_impact: 0,
      required_changes: [],
    },
    {
      id: 'extend_timelines',
      name: 'Extend timelines',
      description: `Every target date moved out by ${Math.round((extendFactor - 1) * 100)}%.`,
      monthlyChange: 0,
      timeline_impact: extension,
      required_changes: [
        { type: 'timeline', description: `Move target dates about ${pluralise(extension, 'month')} later`, amount: 0 },
      ],
    },
    {
      id: 'increase_savings',
      name: 'Increase savings',
      description: `Set aside ${formatDollars(extraSavings)} more each month.`,
      monthlyChange: extraSavings,
      timeline_impact: 0,
      required_changes: [
        {
          type: 'savings',
          description: `Save ${formatDollars(extraSavings)} more a month`,
          amount: round(extraSavings),
        },
      ],
    },
    {
      id: 'reprioritize',
      name: 'Reprioritise',
      description: 'Share the surplus across all goals in proportion to what each needs.',
      monthlyChange: 0,
      timeline_impact: 0,
      required_changes: [
        { type: 'priority', description: 'Fund goals side by side instead of one after another', amount: 0 },
      ],
    },
  ]
}

/** A scenario with what its simulation measured. */
function measured(
  input: AnalysisInput,
  surplus: number,
  { monthlyChange, ...shape }: ScenarioShape,
  result: GoalSuccessResult | null,
): Scenario {
  const goals = result?.goals ?? []
  const rate = goals.length ? goals.reduce((s, g) => s + g.success_probability, 0) / goals.length : 0
  return {
    id: shape.id,
    name: shape.name,
    description: shape.description,
    is_recommended: false,
    success_rate: Math.round(rate * 1000) / 1000,
    all_goals_probability: result?.all_goals_probability ?? 0,
    monte_carlo_completed: input.simulations !== false,
    monthly_requirement_change: round(monthlyChange),
    timeline_impact: shape.timeline_impact,
    lifestyle_impact:
      surplus + monthlyChange > 0 && monthlyChange > 0
        ? Math.round((monthlyChange / (surplus + monthlyChange)) * 100) / 100
        : 0,
    required_changes: shape.required_changes,
    projected_outcomes: {
      total_savings: round(goals.reduce((s, g) => s + g.median_final, 0)),
      goal_completion_rate: Math.round(rate * 100),
      risk_score: input.risk_profile === 'conservative' ? 3 : input.risk_profile === 'moderate' ? 5 : 8,
    },
    goal_probabilities: Object.fromEntries(goals.map((g) => [g.id, g.success_probability])),
  }
}

/**
 * The current plan and the wanted alternatives, simulated side by side. `current` is the
 * current plan's raw result (per-goal probabilities for the timeline); null without goals.
 */
export async function simulateScenarios(input: AnalysisInput, figures: PlanFigures, simulate: Simulate) {
  if (input.goals.length === 0) return { current: null, scenarios: [] }
  const alternatives = Math.min(3, Math.max(1, input.scenario_count ?? 3))
  const wanted = new Set<ScenarioId>(SCENARIO_IDS.slice(0, alternatives + 1))
  const results = await Promise.all(
    SCENARIO_IDS.map((id) => (wanted.has(id) ? simulate(scenarioSimulationInput(input, id)) : Promise.resolve(null))),
  )
  const scenarios = scenarioShapes(figures)
    .map((shape, i) => measured(input, figures.surplus, shape, results[i]))
    .filter((_, i) => wanted.has(SCENARIO_IDS[i]))
  return { current: results[0], scenarios: recommendScenario(scenarios, input.extra_money_threshold ?? 0.15) }
}

/**
 * The recommended scenario: the best success rate among those that need no extra money;
 * one that needs more money wins only if it is at least `threshold` better.
 */
function recommendScenario(scenarios: Scenario[], threshold: number): Scenario[] {
  if (scenarios.length === 0) return scenarios
  const best = (list: Scenario[]) =>
    [...list].sort((a, b) => b.success_rate - a.success_rate || a.timeline_impact - b.timeline_impact)[0]
  const free = best(scenarios.filter((s) => s.monthly_requirement_change <= 0))
  const overall = best(scenarios)
  const chosen = overall.success_rate - free.success_rate >= threshold ? overall : free
  return scenarios.map((s) => (s === chosen ? { ...s, is_recommended: true } : s))
}

/** The cash-flow conflict's options carry what the matching scenario measured. */
export function withMeasuredImpact(conflicts: Conflict[], scenarios: Scenario[], simulations: boolean): Conflict[] {
  if (scenarios.length === 0) return conflicts
  const base = scenarios[0].success_rate
  const matching: Record<string, Scenario | undefined> = {
    increase_savings: scenarios.find((s) => s.id === 'increase_savings'),
    extend_timeline: scenarios.find((s) => s.id === 'extend_timelines'),
  }
  return conflicts.map((conflict) => {
    if (conflict.type !== 'cash_flow') return conflict
    const resolution_options = conflict.resolution_options.map((option) => {
      const scenario = matching[option.type]
      if (!scenario) return option
      const measuredImpact = `: goals reached ${pct(base)}% → ${pct(scenario.success_rate)}%`
      return { ...option, impact: option.impact + measuredImpact + (simulations ? ' (Monte Carlo)' : '') }
    })
    return { ...conflict, resolution_options }
  })
}
