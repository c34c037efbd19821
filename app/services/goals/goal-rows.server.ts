import type { Transaction } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { notFound } from '../../lib/app-error.ts'
import { ownedRows } from '../owned-rows.server.ts'

// Finding the user's goal by id: another user's id is "not found" (404), like a missing one.
// Writes go through goals.server.ts, which records history in the same transaction.

export const GOAL_NOT_FOUND = 'Goal not found'

const goals = ownedRows(() => getDb().Goal, { toDto: (goal) => goal, notFoundMessage: GOAL_NOT_FOUND })

/** The user's goal, or null. */
export const findGoal = (userId: number, id: number) => goals.findRow(userId, id)

/** The user's goal, or a 404 AppError. */
export const getGoal = (userId: number, id: number) => goals.requireRow(userId, id)

/** The user's goal read for a change inside `transaction`, its row locked until the change commits; else a 404. */
export async function lockGoal(userId: number, id: number, transaction: Transaction) {
  const goal = await getDb().Goal.findOne({ where: { id, user_id: userId }, transaction, lock: true })
  if (!goal) throw notFound(GOAL_NOT_FOUND)
  return goal
}
