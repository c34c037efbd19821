import { formatDollars, pluralise } from '../format.ts'
import { round, stableId, type PlanFigures } from './plan.ts'
import type { AnalysisInput, Conflict, Recommendation, Scenario } from './types.ts'

// Recommendations, each from what a scenario measured or a conflict found: close the
// monthly gap, give goals more time, fund them side by side, and make risky goals reachable.

type Context = {
  input: AnalysisInput
  figures: PlanFigures
  conflicts: Conflict[]
  scenarios: Scenario[]
  /** Success-rate points a scenario gains over the current plan (never negative). */
  improvement: (scenario: Scenario | undefined) => number
  allGoalIds: string[]
}

function impact(gain: number, other: Partial<Recommendation['projected_impact']> = {}) {
  return { success_rate_improvement: gain, cost_reduction: 0, time_saved: 0, additional_savings: 0, ...other }
}
const raises = (points: number) => `Raises the expected share of goals reached by ${pluralise(points, 'point')}.`

function closeTheGap({ figures, conflicts, scenarios, improvement }: Context): Recommendation[] {
  const cashFlow = conflicts.find((c) => c.type === 'cash_flow')
  if (!cashFlow) return []
  const { shortfall, totalRequired, surplus } = figures
  const gain = improvement(scenarios.find((s) => s.id === 'increase_savings'))
  return [
    {
      id: stableId('rec', 'close_gap', cashFlow.id),
      title: `Close the ${formatDollars(shortfall)} monthly gap`,
      type: 'immediate',
      priority: 'high',
      category: 'cash_flow',
      description: `Your goals need ${formatDollars(totalRequired)} a month and ${formatDollars(surplus)} is available. Trim spending or raise income by ${formatDollars(shortfall)} a month.`,
      impact_description: raises(gain),
      projected_impact: impact(gain, { cost_reduction: round(shortfall), additional_savings: round(shortfall * 12) }),
      estimated_time: '1 month',
      difficulty: shortfall > surplus ? 'hard' : 'moderate',
      goals_affected: cashFlow.affected_goals,
      prerequisites: ['A current list of monthly expenses'],
      action_steps: [
        'Review subscriptions and discretionary spending',
        `Set an automatic transfer of ${formatDollars(shortfall)} on payday`,
        'Re-run this analysis next month',
      ],
    },
  ]
}

function moreTime({ scenarios, improvement, allGoalIds }: Context): Recommendation[] {
  const extended = scenarios.find((s) => s.id === 'extend_timelines')
  const gain = improvement(extended)
  if (!extended || gain <= 0) return []
  return [
    {
      id: stableId('rec', 'extend', ...[...allGoalIds].sort()),
      title: 'Give your goals more time',
      type: 'short_term',
      priority: gain >= 10 ? 'high' : 'medium',
      category: 'timeline',
      description: `Moving target dates about ${pluralise(extended.timeline_impact, 'month')} later lowers what each goal needs every month.`,
      impact_description: raises(gain),
      projected_impact: impact(gain, { time_saved: -extended.timeline_impact }),
      estimated_time: '1 week',
      difficulty: 'easy',
      goals_affected: [...allGoalIds],
      prerequisites: [],
      action_steps: [
        'Decide which dates can move',
        'Edit those goals with the new dates and a reason',
        'Re-run this analysis',
      ],
    },
  ]
}

function sideBySide({ scenarios, improvement, allGoalIds }: Context): Recommendation[] {
  const reprioritised = scenarios.find((s) => s.id === 'reprioritize')
  const gain = improvement(reprioritised)
  if (!reprioritised || gain <= 0) return []
  return [
    {
      id: stableId('rec', 'reprioritize', ...[...allGoalIds].sort()),
      title: 'Fund goals side by side',
      type: 'short_term',
      priority: 'medium',
      category: 'priority',
      description:
        "Sharing the surplus in proportion to each goal's need reaches more goals on these numbers than funding one at a time.",
      impact_description: raises(gain),
      projected_impact: impact(gain),
      estimated_time: '1 day',
      difficulty: 'easy',
      goals_affected: [...allGoalIds],
      prerequisites: [],
      action_steps: ['Split your automatic transfers across the goals in proportion to their monthly need'],
    },
  ]
}

function withoutExtraRisk({ input, conflicts, scenarios, improvement }: Context): Recommendation[] {
  const nameOf = new Map(input.goals.map((g) => [g.id, g.name]))
  const gain = improvement(scenarios.find((s) => s.id === 'extend_timelines'))
  return conflicts
    .filter((c) => c.type === 'risk')
    .map((conflict): Recommendation => {
      const goalId = conflict.affected_goals[0]
      return {
        id: stableId('rec', 'risk', goalId),
        title: `Make "${nameOf.get(goalId)}" reachable without extra risk`,
        type: 'long_term',
        priority: conflict.severity === 'critical' ? 'high' : 'low',
        category: 'risk',
        description: conflict.description,
        impact_description: 'Aligns the goal with the returns your risk profile can expect.',
        projected_impact: impact(gain),
        estimated_time: '3 months',
        difficulty: 'moderate',
        goals_affected: [goalId],
        prerequisites: [],
        action_steps: [
          'Lower the target, move the date, or direct more savings to this goal',
          'Avoid reaching for return with riskier investments than your profile',
        ],
      }
    })
}

export function buildRecommendations(
  input: AnalysisInput,
  figures: PlanFigures,
  conflicts: Conflict[],
  scenarios: Scenario[],
) {
  const currentRate = scenarios[0]?.success_rate ?? 0
  const context: Context = {
    input,
    figures,
    conflicts,
    scenarios,
    improvement: (s) => Math.max(0, Math.round(((s?.success_rate ?? 0) - currentRate) * 1000) / 10),
    allGoalIds: input.goals.map((g) => g.id),
  }
  const all = [closeTheGap, moreTime, sideBySide, withoutExtraRisk].flatMap((rule) => rule(context))
  return {
    immediate: all.filter((r) => r.type === 'immediate'),
    short_term: all.filter((r) => r.type === 'short_term'),
    long_term: all.filter((r) => r.type === 'long_term'),
  }
}
