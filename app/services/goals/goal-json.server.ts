import type { Goal, GoalHistory, GoalProgress } from '../../../db/index.ts'
import { asGoalCategory, CATEGORY_INFO } from '../../lib/goal-catalogue.ts'
import {
  daysLeft,
  deadlineIsNear,
  feasibilityNotice,
  feasibilityScore,
  GOAL_STATUS_LABELS,
  isOverdue,
  monthlyRequiredCents,
  priorityLabel,
  progressColour,
  timelineStatus,
  todayIso,
  type GoalStatus,
} from '../../lib/goal-math.ts'
import { centsToDollars } from '../../lib/money.ts'
import { retirementGoalPlan } from '../../lib/retirement-goal.ts'
import { StatusSchema } from '../../schemas/goals.ts'
import { entryTotals } from '../finance/entry-totals.server.ts'
import { summaryOfTotals } from '../finance/summary.server.ts'

// Goals as the API and the screens see them: money in dollars, with the derived figures
// (monthly need, feasibility, deadline flags) the cards show.

export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export type GoalParams = Record<string, unknown>

export const paramsOf = (goal: Pick<Goal, 'params'>): GoalParams => parseJson<GoalParams>(goal.params, {})
/** The active retirement goal the plans follow (app/lib/retirement-goal.ts), from the goal list's rows. */
export const retirementGoalOf = (goals: readonly Goal[]) =>
  retirementGoalPlan(
    goals.map((goal) => ({ name: goal.name, category: goal.category, status: goal.status, params: paramsOf(goal) })),
  )

/** A stored status as one of the four; anything else reads as active. */
export const asGoalStatus = (value: string): GoalStatus => StatusSchema.catch('active').parse(value)

/**
 * The user's monthly surplus (cash flow) and net worth, in cents, from their entries' totals summed in
 * the database: the goals screen read every entry as a model instance for these two figures (about 25 ms
 * of a view with 500 entries).
 */
export async function householdFigures(userId: number) {
  const summary = summaryOfTotals(await entryTotals(userId))
  return { surplusCents: summary.monthly_cash_flow_cents, netWorthCents: summary.net_worth_cents }
}

export type GoalJson = ReturnType<typeof toGoalJson>

/** The API's shape of a goal: money in dollars, with the derived figures the cards show. */
export function toGoalJson(goal: Goal, surplusCents: number, today = todayIso()) {
  const params = paramsOf(goal)
  const monthly = monthlyRequiredCents({ ...goal.get(), params, today })
  const open = goal.status === 'active' || goal.status === 'paused'
  const feasibility = feasibilityScore(open ? monthly : 0, surplusCents)
  const status = asGoalStatus(goal.status)
  return {
    id: goal.id,
    goal_id: goal.id,
    category: goal.category,
    category_label: CATEGORY_INFO[asGoalCategory(goal.category)].name,
    name: goal.name,
    description: goal.description,
    target_amount: centsToDollars(goal.target_amount_cents),
    current_amount: centsToDollars(goal.current_amount_cents),
    progress_percentage: goal.progress_percentage,
    progress_colour: progressColour(goal.progress_percentage),
    target_date: goal.target_date,
    days_left: daysLeft(goal.target_date, today),
    deadline_near: deadlineIsNear(goal.target_date, today),
    is_overdue: isOverdue(goal.target_date, today, goal.status),
    priority: goal.priority,
    priority_label: priorityLabel(goal.priority),
    status,
    status_label: GOAL_STATUS_LABELS[status],
    params,
    tracks_net_worth: goal.tracks_net_worth,
    monthly_required: centsToDollars(monthly),
    feasibility_score: feasibility,
    timeline_status: timelineStatus(goal.progress_percentage, feasibility),
    feasibility_notice: open ? feasibilityNotice(goal.target_date, today, monthly) : null,
    created_at: goal.created_at.toISOString(),
    updated_at: goal.updated_at.toISOString(),
  }
}

/** Goals with the household's surplus, for routes that answer a list or one goal. */
export async function goalsJson(userId: number, goals: Goal[]) {
  const { surplusCents } = await householdFigures(userId)
  return goals.map((goal) => toGoalJson(goal, surplusCents))
}

export async function goalJson(userId: number, goal: Goal) {
  const [json] = await goalsJson(userId, [goal])
  return json
}

export type ProgressJson = ReturnType<typeof toProgressJson>

export function toProgressJson(progress: GoalProgress) {
  return {
    id: progress.id,
    progress_id: progress.id,
    goal_id: progress.goal_id,
    current_amount: centsToDollars(progress.amount_cents),
    percentage_complete: progress.percentage_complete,
    notes: progress.note,
    source: progress.source,
    recorded_at: progress.recorded_at.toISOString(),
  }
}

export type HistoryJson = ReturnType<typeof toHistoryJson>

export function toHistoryJson(entry: GoalHistory, actorEmails: Map<number, string> = new Map()) {
  return {
    id: entry.id,
    history_id: entry.id,
    goal_id: entry.goal_id,
    change_type: entry.change_type,
    actor: actorEmails.get(entry.actor_user_id) ?? null,
    actor_user_id: entry.actor_user_id,
    changed_at: entry.changed_at.toISOString(),
    reason: entry.reason,
    changes: parseJson<Record<string, { old: unknown; new: unknown }>>(entry.changes, {}),
  }
}
