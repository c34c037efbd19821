import type { Transaction } from 'sequelize'
import { getDb, type Goal } from '../../../db/index.ts'
import type { ProgressInput } from '../../schemas/goals.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { settle, toCents } from './goal-changes.server.ts'
import { getGoal, lockGoal } from './goal-rows.server.ts'
import { diffOf, trackedValues, writeHistory } from './history.server.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'

// Progress records: the amount saved so far, by hand or synced from net worth. The goal's
// current amount, progress and status follow each record.

export type ProgressEntry = { actorId: number; note: string | null; source: string; reason: string }

/** Sets the goal's current amount and records it, with a history entry, inside `transaction`. */
export async function saveProgress(goal: Goal, amountCents: number, entry: ProgressEntry, transaction: Transaction) {
  const before = trackedValues(goal)
  await goal.update(settle(goal, { current_amount_cents: amountCents }), { transaction })
  const progress = await getDb().GoalProgress.create(
    {
      goal_id: goal.id,
      user_id: goal.user_id,
      amount_cents: amountCents,
      percentage_complete: goal.progress_percentage,
      note: entry.note,
      source: entry.source,
      recorded_at: new Date(),
    },
    { transaction },
  )
  const changes = diffOf(before, trackedValues(goal))
  await writeHistory(
    goal,
    { actorId: entry.actorId, changeType: 'progress', reason: entry.reason, changes },
    transaction,
  )
  return progress
}

/** Records the amount saved so far; a 404 AppError when the goal is not the user's. */
export async function recordProgress(userId: number, id: number, input: ProgressInput) {
  const result = await writeTransaction({ userId }, async (transaction) => {
    const goal = await lockGoal(userId, id, transaction)
    const progress = await saveProgress(
      goal,
      toCents(input.current_amount),
      { actorId: userId, note: input.notes ?? null, source: 'manual', reason: 'Progress recorded' },
      transaction,
    )
    return { goal, progress }
  })
  await bumpDataVersion(userId)
  return result
}

/** The newest progress records first; a 404 AppError when the goal is not the user's. */
export async function listProgress(userId: number, id: number, limit = 10) {
  await getGoal(userId, id)
  return getDb().GoalProgress.findAll({
    where: { goal_id: id, user_id: userId },
    order: [
      ['recorded_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  })
}
