import type { Transaction } from 'sequelize'
import type { Goal } from '../../../db/index.ts'
import { invalidField } from '../../lib/app-error.ts'
import { asGoalCategory } from '../../lib/goal-catalogue.ts'
import { progressPercentage } from '../../lib/goal-math.ts'
import { earliestTodayIso, paramsSchemaFor, type GoalChanges } from '../../schemas/goals.ts'
import { diffOf, trackedValues, writeHistory } from './history.server.ts'

// The rules of changing a goal: which columns an edit names, progress and status following
// the amounts, and the history entry of every change.

/** Dollars from the API and forms as stored cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100)

/**
 * The goal's columns after `columns`: progress recomputed from the amounts, and the status
 * set to achieved at 100 % (or back to active when an achieved goal falls below 100 %),
 * unless the change names a status itself.
 */
export function settle(goal: Goal, columns: Partial<Record<string, unknown>>, explicitStatus?: string) {
  const target = Number(columns.target_amount_cents ?? goal.target_amount_cents)
  const current = Number(columns.current_amount_cents ?? goal.current_amount_cents)
  const progress = progressPercentage(current, target)
  const next: Partial<Record<string, unknown>> = { ...columns, progress_percentage: progress }
  if (explicitStatus) next.status = explicitStatus
  else if (progress >= 100 && goal.status === 'active') next.status = 'achieved'
  else if (progress < 100 && goal.status === 'achieved') next.status = 'active'
  return next
}

/** Columns for the fields a change names; params are checked against the goal's own category (422 AppError). */
function columnsFor(goal: Goal, changes: GoalChanges) {
  const columns: Record<string, unknown> = {}
  if (changes.name !== undefined) columns.name = changes.name
  if (changes.description !== undefined) columns.description = changes.description
  if (changes.target_amount !== undefined) columns.target_amount_cents = toCents(changes.target_amount)
  if (changes.priority !== undefined) columns.priority = changes.priority
  if (changes.tracks_net_worth !== undefined) columns.tracks_net_worth = changes.tracks_net_worth
  if (changes.target_date !== undefined && changes.target_date !== goal.target_date) {
    // An overdue goal may keep its date through an edit; a new date must not be in the past.
    if (changes.target_date < earliestTodayIso())
      throw invalidField('target_date', 'Target date must be today or later')
    columns.target_date = changes.target_date
  }
  if (changes.params !== undefined) {
    const parsed = paramsSchemaFor(asGoalCategory(goal.category)).safeParse(changes.params)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw invalidField(['params', ...issue.path.map(String)].join('.'), issue.message)
    }
    columns.params = JSON.stringify(parsed.data)
  }
  return columns
}

/** Applies an edit to a locked goal and records it; answers the fields that changed. */
export async function applyChanges(
  goal: Goal,
  changes: GoalChanges,
  history: { actorId: number; changeType: string; reason: string },
  transaction: Transaction,
) {
  const columns = columnsFor(goal, changes)
  const before = trackedValues(goal)
  await goal.update(settle(goal, columns, changes.status), { transaction })
  const diff = diffOf(before, trackedValues(goal))
  if (Object.keys(diff).length > 0) await writeHistory(goal, { ...history, changes: diff }, transaction)
  return diff
}
