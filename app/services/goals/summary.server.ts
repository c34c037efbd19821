import {
  daysLeft,
  feasibilityScore,
  GOAL_STATUSES,
  isOverdue,
  monthlyRequiredCents,
  progressPercentage,
  shortfallSeverity,
  timelineStatus,
  todayIso,
  type GoalStatus,
} from '../../lib/goal-math.ts'
import { formatCents } from '../../lib/format.ts'
import { centsToDollars } from '../../lib/money.ts'
import { asGoalStatus, householdFigures, paramsOf } from './goal-json.server.ts'
import { listGoals } from './goals.server.ts'

// The goals summary cards and the simple cash-flow conflict check of the goals API.

async function openGoalFigures(userId: number) {
  const [goals, figures] = await Promise.all([listGoals(userId), householdFigures(userId)])
  const today = todayIso()
  const monthly = new Map(
    goals.map((goal) => [
      goal.id,
      goal.status === 'active' ? monthlyRequiredCents({ ...goal.get(), params: paramsOf(goal), today }) : 0,
    ]),
  )
  const monthlyTotal = [...monthly.values()].reduce((a, b) => a + b, 0)
  return { goals, monthly, monthlyTotal, today, ...figures }
}

export async function goalSummary(userId: number) {
  const { goals, monthlyTotal, surplusCents, today } = await openGoalFigures(userId)
  const byStatus = Object.fromEntries(GOAL_STATUSES.map((s) => [s, 0])) as Record<GoalStatus, number>
  for (const goal of goals) byStatus[asGoalStatus(goal.status)] += 1
  const counted = goals.filter((goal) => goal.status !== 'cancelled')
  const totalTarget = counted.reduce((sum, goal) => sum + goal.target_amount_cents, 0)
  const totalCurrent = counted.reduce((sum, goal) => sum + goal.current_amount_cents, 0)
  const upcoming = goals
    .filter((goal) => goal.status === 'active' && daysLeft(goal.target_date, today) >= 0)
    .map((goal) => goal.target_date)
    .sort()
  const average = counted.length
    ? Math.round((counted.reduce((sum, goal) => sum + goal.progress_percentage, 0) / counted.length) * 100) / 100
    : 0
  const feasibility = feasibilityScore(monthlyTotal, surplusCents)
  return {
    total_goals: goals.length,
    active_goals: byStatus.active,
    achieved_goals: byStatus.achieved,
    paused_goals: byStatus.paused,
    cancelled_goals: byStatus.cancelled,
    counts_by_status: byStatus,
    total_target: centsToDollars(totalTarget),
    total_current: centsToDollars(totalCurrent),
    overall_progress: progressPercentage(totalCurrent, totalTarget),
    average_progress: average,
    nearest_deadline: upcoming[0] ?? null,
    overdue_goals: goals.filter((goal) => isOverdue(goal.target_date, today, goal.status)).length,
    monthly_required_total: centsToDollars(monthlyTotal),
    monthly_surplus: centsToDollars(surplusCents),
    monthly_gap: centsToDollars(monthlyTotal - surplusCents),
    feasibility_score: feasibility,
    timeline_status: timelineStatus(progressPercentage(totalCurrent, totalTarget), feasibility),
  }
}

export type GoalSummary = Awaited<ReturnType<typeof goalSummary>>

/** A cash-flow conflict when the active goals together need more each month than the surplus. */
export async function goalConflicts(userId: number) {
  const { goals, monthly, monthlyTotal, surplusCents } = await openGoalFigures(userId)
  const shortfall = monthlyTotal - Math.max(0, surplusCents)
  const contributing = goals.filter((goal) => (monthly.get(goal.id) ?? 0) > 0)
  const conflicts =
    shortfall > 0 && contributing.length > 0
      ? [
          {
            type: 'cash_flow' as const,
            severity: shortfallSeverity(shortfall),
            description:
              `Your active goals need ${formatCents(monthlyTotal)} a month but your monthly surplus is ` +
              `${formatCents(surplusCents)}: a shortfall of ${formatCents(shortfall)} a month.`,
            monthly_shortfall: centsToDollars(shortfall),
            goal_ids: contributing.map((goal) => goal.id),
            goals: contributing.map((goal) => ({
              goal_id: goal.id,
              name: goal.name,
              priority: goal.priority,
              monthly_required: centsToDollars(monthly.get(goal.id) ?? 0),
            })),
          },
        ]
      : []
  return {
    has_conflicts: conflicts.length > 0,
    conflict_count: conflicts.length,
    total_monthly_required: centsToDollars(monthlyTotal),
    monthly_surplus: centsToDollars(surplusCents),
    conflicts,
  }
}
