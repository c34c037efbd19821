import type { GoalSuccessResult } from '../../../sim-worker/core/goal-types.ts'
import { addMonths, round, type PlanFigures } from './plan.ts'
import type { AnalysisGoal, AnalysisInput, TimelineGoal } from './types.ts'

// The goal timeline: each goal's need, what the surplus gives it, its feasibility and
// milestones at 25/50/75/100 %, soonest target date first.

export function timelineStatus(feasibility: number, progress: number): TimelineGoal['status'] {
  if (progress >= 100) return 'completed'
  if (feasibility >= 80) return 'on_track'
  if (feasibility >= 60) return 'at_risk'
  return 'behind'
}

function milestones(goal: AnalysisGoal, allocated: number, today: string): TimelineGoal['milestones'] {
  return [25, 50, 75, 100].map((percentage) => {
    const amount = (goal.target_amount * percentage) / 100
    const monthsToReach =
      amount <= goal.current_amount ? 0 : allocated > 0 ? (amount - goal.current_amount) / allocated : Infinity
    return {
      description: `${percentage}% of ${goal.name}`,
      date: Number.isFinite(monthsToReach) ? addMonths(today, monthsToReach) : goal.target_date,
      amount: round(amount),
      percentage,
    }
  })
}

export function buildTimeline(
  { goals, today }: AnalysisInput,
  figures: PlanFigures,
  current: GoalSuccessResult | null,
): TimelineGoal[] {
  return goals
    .map((g, i) => {
      const required = figures.required[i].required
      const allocated = figures.allocation.get(g.id) ?? 0
      const progress = g.target_amount > 0 ? (g.current_amount / g.target_amount) * 100 : 100
      const feasibility = required === 0 ? 100 : Math.round(Math.min(1, allocated / required) * 100)
      return {
        goal_id: g.id,
        name: g.name,
        category: g.category,
        target_date: g.target_date,
        current_amount: round(g.current_amount),
        target_amount: round(g.target_amount),
        monthly_required: round(required),
        monthly_allocated: round(allocated),
        feasibility_score: feasibility,
        status: timelineStatus(feasibility, progress),
        success_probability: current?.goals.find((x) => x.id === g.id)?.success_probability ?? 0,
        milestones: milestones(g, allocated, today),
      }
    })
    .sort((a, b) => a.target_date.localeCompare(b.target_date))
}
