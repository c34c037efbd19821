import { Op, type Transaction } from 'sequelize'
import { getDb, type Goal } from '../../../db/index.ts'
import { centsToDollars } from '../../lib/money.ts'
import { parseJson, toHistoryJson, type GoalParams } from './goal-json.server.ts'
import { getGoal } from './goals.server.ts'

// A goal's audit trail: every write records who changed it, when, why, and the old and new
// value of each changed field, in the API's units.

export type Diff = Record<string, { old: unknown; new: unknown }>

/** The API-facing value of each tracked field, so history reads in the same units as the API. */
export function trackedValues(row: {
  name: string
  description: string | null
  target_amount_cents: number
  current_amount_cents: number
  progress_percentage: number
  target_date: string
  priority: number
  status: string
  params: string
  tracks_net_worth: boolean
}) {
  return {
    name: row.name,
    description: row.description,
    target_amount: centsToDollars(row.target_amount_cents),
    current_amount: centsToDollars(row.current_amount_cents),
    progress_percentage: row.progress_percentage,
    target_date: row.target_date,
    priority: row.priority,
    status: row.status,
    params: parseJson<GoalParams>(row.params, {}),
    tracks_net_worth: row.tracks_net_worth,
  }
}

type Tracked = ReturnType<typeof trackedValues>

/** Only the fields whose value changed. */
export function diffOf(before: Tracked, after: Tracked): Diff {
  const diff: Diff = {}
  for (const key of Object.keys(after) as (keyof Tracked)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { old: before[key], new: after[key] }
  }
  return diff
}

/** Every tracked field as new: the history of a goal just created. */
export function creationDiff(goal: Goal): Diff {
  return Object.fromEntries(Object.entries(trackedValues(goal)).map(([key, value]) => [key, { old: null, new: value }]))
}

export type HistoryEntry = { actorId: number; changeType: string; reason: string | null; changes: Diff }

export async function writeHistory(goal: Goal, entry: HistoryEntry, transaction?: Transaction) {
  await getDb().GoalHistory.create(
    {
      goal_id: goal.id,
      user_id: goal.user_id,
      actor_user_id: entry.actorId,
      change_type: entry.changeType,
      changed_at: new Date(),
      reason: entry.reason,
      changes: JSON.stringify(entry.changes),
    },
    { transaction },
  )
}

/** The goal's history, newest first, with each actor's email; a 404 AppError when the goal is not the user's. */
export async function goalHistory(userId: number, id: number) {
  await getGoal(userId, id)
  const { GoalHistory, User } = getDb()
  const rows = await GoalHistory.findAll({
    where: { goal_id: id, user_id: userId },
    order: [
      ['changed_at', 'DESC'],
      ['id', 'DESC'],
    ],
  })
  const actorIds = [...new Set(rows.map((row) => row.actor_user_id))]
  const actors = await User.findAll({ where: { id: { [Op.in]: actorIds } }, attributes: ['id', 'email'] })
  const emails = new Map(actors.map((actor) => [actor.id, actor.email]))
  return rows.map((row) => toHistoryJson(row, emails))
}
