import { formatDollars, pluralise } from '../format.ts'
import {
  addMonths,
  monthsBetween,
  monthsUntilReachable,
  pct,
  requiredOf,
  requiredReturn,
  RISK_PROFILES,
  round,
  stableId,
  type PlanFigures,
} from './plan.ts'
import type { AnalysisGoal, AnalysisInput, Conflict, GoalChange } from './types.ts'

// Conflicts: goals that together need more than the surplus (cash flow), goals falling due
// close together (timeline), and goals that need more return than the risk profile can
// expect (risk). Most severe first.

// Extensions use the "Extend timelines" scenario's factor, so applying the matching
// resolution moves dates by what the scenario simulated.
const later = (goal: AnalysisGoal, months: number): GoalChange => ({
  goal_id: goal.id,
  target_date: addMonths(goal.target_date, months),
})

function cashFlowConflict({ goals, today }: AnalysisInput, figures: PlanFigures): Conflict | null {
  const { shortfall, totalRequired, surplus, allocation, extendFactor } = figures
  if (goals.length === 0 || shortfall <= 0.5) return null
  const share = shortfall / totalRequired
  const lowest = [...goals].sort((a, b) => b.priority - a.priority)[0]
  const affected = goals.filter((g) => (allocation.get(g.id) ?? 0) + 0.5 < requiredOf(figures, g.id))
  const underfunded = affected.length === 1 ? `"${affected[0].name}"` : `the ${affected.length} underfunded goals`
  return {
    id: stableId('cash_flow', ...goals.map((g) => g.id).sort()),
    severity: share > 0.5 ? 'critical' : share > 0.2 ? 'moderate' : 'minor',
    type: 'cash_flow',
    description: `Your goals need ${formatDollars(totalRequired)} a month but your monthly surplus is ${formatDollars(surplus)}: ${formatDollars(shortfall)} short.`,
    affected_goals: affected.map((g) => g.id),
    shortfall_amount: round(shortfall),
    resolution_options: [
      {
        type: 'increase_savings',
        description: `Save ${formatDollars(shortfall)} more a month`,
        impact: 'Funds every goal on its current dates',
        goal_changes: [],
      },
      {
        type: 'extend_timeline',
        description: `Move the dates of ${underfunded} ${Math.round((extendFactor - 1) * 100)}% later`,
        impact: 'Lowers what each goal needs every month',
        goal_changes: affected.map((g) =>
          later(g, Math.max(1, Math.round(monthsBetween(today, g.target_date) * (extendFactor - 1)))),
        ),
      },
      ...(goals.length > 1
        ? [
            {
              type: 'reprioritize',
              description: `Pause "${lowest.name}" until the others are funded`,
              impact: `Frees ${formatDollars(requiredOf(figures, lowest.id))} a month`,
              goal_changes: [{ goal_id: lowest.id, status: 'paused' as const }],
            },
          ]
        : []),
    ],
  }
}

/** Goals whose target dates fall within a year of each other and together need more than the surplus. */
function timelineConflicts({ goals }: AnalysisInput, figures: PlanFigures, taken: Set<string>): Conflict[] {
  const { surplus, required } = figures
  const conflicts: Conflict[] = []
  const byDate = [...goals].sort((a, b) => a.target_date.localeCompare(b.target_date))
  for (const first of byDate) {
    const cluster = byDate.filter(
      (g) => monthsBetween(first.target_date, g.target_date) <= 12 && g.target_date >= first.target_date,
    )
    if (cluster.length < 2) continue
    const need = cluster.reduce((s, g) => s + requiredOf(figures, g.id), 0)
    if (need <= surplus) continue
    const id = stableId('timeline', ...cluster.map((g) => g.id).sort())
    if (taken.has(id)) continue
    taken.add(id)
    const last = cluster[cluster.length - 1]
    const lastRequired = required.find((r) => r.id === last.id)
    const lastRemaining = Math.max(0, last.target_amount - last.current_amount)
    conflicts.push({
      id,
      severity: 'moderate',
      type: 'timeline',
      description: `${cluster.map((g) => g.name).join(', ')} fall due within a year of each other and need ${formatDollars(need)} a month together.`,
      affected_goals: cluster.map((g) => g.id),
      shortfall_amount: round(need - surplus),
      resolution_options: [
        {
          type: 'stagger',
          description: `Move "${last.name}" a year later`,
          impact: `Its monthly need falls from ${formatDollars(lastRequired?.required ?? 0)} to ${formatDollars(lastRemaining / ((lastRequired?.months ?? 1) + 12))}`,
          goal_changes: [later(last, 12)],
        },
        {
          type: 'increase_savings',
          description: `Save ${formatDollars(need - surplus)} more a month until they are funded`,
          impact: 'Keeps the dates',
          goal_changes: [],
        },
      ],
    })
  }
  return conflicts
}

/** Goals that, with the money they receive, need more return than the risk profile can expect. */
function riskConflicts(input: AnalysisInput, figures: PlanFigures): Conflict[] {
  const profile = RISK_PROFILES[input.risk_profile]
  const maxReturn = profile.max_reasonable_return
  return input.goals.flatMap((goal, i): Conflict[] => {
    if (goal.current_amount >= goal.target_amount) return []
    const monthly = figures.allocation.get(goal.id) ?? 0
    const months = figures.required[i].months
    const needed = requiredReturn(goal.current_amount, monthly, months, goal.target_amount)
    if (needed !== null && needed <= maxReturn) return []
    const extra = monthsUntilReachable(goal, monthly, months, maxReturn)
    const extend =
      extra === null
        ? []
        : [
            {
              type: 'extend_timeline',
              description: `Move "${goal.name}" ${pluralise(extra, 'month')} later`,
              impact: `At ${formatDollars(monthly)} a month it then needs no more than ${pct(maxReturn)}% a year`,
              goal_changes: [later(goal, extra)],
            },
          ]
    return [
      {
        id: stableId('risk', goal.id),
        severity: needed === null ? 'critical' : 'minor',
        type: 'risk',
        description:
          needed === null
            ? `"${goal.name}" cannot be reached by its date with the money it receives, at any reasonable return.`
            : `"${goal.name}" needs about ${pct(needed)}% a year, above the ${pct(maxReturn)}% a ${input.risk_profile} profile can expect.`,
        affected_goals: [goal.id],
        shortfall_amount: null,
        resolution_options: [
          ...extend,
          {
            type: 'increase_savings',
            description: `Direct more of your surplus to "${goal.name}"`,
            impact: `It receives ${formatDollars(monthly)} of the ${formatDollars(figures.required[i].required)} it needs a month`,
            goal_changes: [],
          },
        ],
      },
    ]
  })
}

const SEVERITY_RANK: Record<Conflict['severity'], number> = { critical: 0, moderate: 1, minor: 2 }

export function findConflicts(input: AnalysisInput, figures: PlanFigures): Conflict[] {
  const cashFlow = cashFlowConflict(input, figures)
  const taken = new Set(cashFlow ? [cashFlow.id] : [])
  return [
    ...(cashFlow ? [cashFlow] : []),
    ...timelineConflicts(input, figures, taken),
    ...riskConflicts(input, figures),
  ].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])
}
