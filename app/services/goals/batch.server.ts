import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { AppError, notFound } from '../../lib/app-error.ts'
import type { GoalBatchInput } from '../../schemas/goals.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { applyChanges } from './goal-changes.server.ts'
import { GOAL_NOT_FOUND } from './goal-rows.server.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'

/**
 * Changes several goals in one transaction: all change or none (any AppError rolls the batch
 * back); each history entry carries the batch reason. A field error names its place in the
 * body's `updates`.
 */
export async function batchUpdateGoals(userId: number, input: GoalBatchInput) {
  const { Goal } = getDb()
  const updated = await writeTransaction({ userId }, async (transaction) => {
    const found = await Goal.findAll({
      where: { id: { [Op.in]: input.goal_ids }, user_id: userId },
      transaction,
      lock: true,
    })
    const goals = input.goal_ids.flatMap((id) => found.filter((g) => g.id === id))
    if (goals.length !== input.goal_ids.length) throw notFound(GOAL_NOT_FOUND)
    const history = { actorId: userId, changeType: 'batch_updated', reason: input.batch_reason }
    for (const goal of goals) {
      await applyChanges(goal, input.updates, history, transaction).catch((error: unknown) => {
        if (error instanceof AppError && error.field) {
          throw new AppError(error.status, error.message, { field: `updates.${error.field}` })
        }
        throw error
      })
    }
    return goals
  })
  await bumpDataVersion(userId)
  return updated
}
