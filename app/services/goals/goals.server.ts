import { getDb, type Goal } from '../../../db/index.ts'
import type { GoalCreateInput, GoalUpdateInput } from '../../schemas/goals.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { oncePerRequest } from '../../infra/request-context.server.ts'
import { applyChanges, toCents } from './goal-changes.server.ts'
import { goalJson } from './goal-json.server.ts'
import { lockGoal } from './goal-rows.server.ts'
import { creationDiff, writeHistory } from './history.server.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'

// A user's goals: create, list, edit and delete, each write with its history entry in the
// same transaction and a data-version bump after it. Failures are AppErrors (404, 422).

export { findGoal, getGoal, GOAL_NOT_FOUND } from './goal-rows.server.ts'

export async function createGoal(userId: number, input: GoalCreateInput) {
  const { Goal } = getDb()
  const goal = await writeTransaction({ userId }, async (transaction) => {
    const created = await Goal.create(
      {
        user_id: userId,
        category: input.category,
        name: input.name,
        description: input.description ?? null,
        target_amount_cents: toCents(input.target_amount),
        current_amount_cents: 0,
        progress_percentage: 0,
        target_date: input.target_date,
        priority: input.priority,
        status: 'active',
        params: JSON.stringify(input.params),
        tracks_net_worth: input.tracks_net_worth ?? false,
      },
      { transaction },
    )
    const history = { actorId: userId, changeType: 'created', reason: 'Goal created', changes: creationDiff(created) }
    await writeHistory(created, history, transaction)
    return created
  })
  await bumpDataVersion(userId)
  return goal
}

/**
 * The user's goals, highest priority and nearest date first. The whole list is read once per request (the
 * goals screen's list and its summary cards each asked for it); every caller only reads the rows.
 */
export async function listGoals(userId: number, filters: { status?: string; category?: string } = {}) {
  if (!filters.status && !filters.category)
    return [...(await oncePerRequest(`user:${userId}:goals`, () => readGoals(userId, {})))]
  return readGoals(userId, filters)
}

function readGoals(userId: number, filters: { status?: string; category?: string }) {
  const where: Record<string, unknown> = { user_id: userId }
  if (filters.status) where.status = filters.status
  if (filters.category) where.category = filters.category
  return getDb().Goal.findAll({
    where,
    order: [
      ['priority', 'DESC'],
      ['target_date', 'ASC'],
      ['id', 'ASC'],
    ],
  })
}

/**
 * Applies an edit and records who made it, when, why, and the old and new value of each
 * changed field. 404 AppError for another user's goal, 422 for a past date or bad params.
 */
export async function updateGoal(
  userId: number,
  id: number,
  input: GoalUpdateInput,
  actorId = userId,
): Promise<{ goal: Goal; changes: Record<string, { old: unknown; new: unknown }> }> {
  const { change_reason: reason, ...changes } = input
  const result = await writeTransaction({ userId }, async (transaction) => {
    const goal = await lockGoal(userId, id, transaction)
    const diff = await applyChanges(goal, changes, { actorId, changeType: 'updated', reason }, transaction)
    return { goal, changes: diff }
  })
  await bumpDataVersion(userId)
  return result
}

/** The edited goal as the API answers it, with the changes made. */
export async function updateGoalJson(userId: number, id: number, input: GoalUpdateInput) {
  const updated = await updateGoal(userId, id, input)
  return { ...(await goalJson(userId, updated.goal)), changes: updated.changes }
}

/** Deletes the goal with its progress and history; 404 AppError when the user has no such goal. */
export async function deleteGoal(userId: number, id: number): Promise<void> {
  const { Goal, GoalProgress, GoalHistory } = getDb()
  await writeTransaction({ userId }, async (transaction) => {
    await lockGoal(userId, id, transaction)
    // SQLite does not enforce the foreign keys' cascade unless asked, so clear children here.
    await GoalProgress.destroy({ where: { goal_id: id, user_id: userId }, transaction })
    await GoalHistory.destroy({ where: { goal_id: id, user_id: userId }, transaction })
    await Goal.destroy({ where: { id, user_id: userId }, transaction })
  })
  await bumpDataVersion(userId)
}
