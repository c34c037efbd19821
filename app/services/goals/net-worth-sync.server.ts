import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { formatCents } from '../../lib/format.ts'
import { centsToDollars } from '../../lib/money.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { householdFigures } from './goal-json.server.ts'
import { saveProgress } from './progress.server.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'

/** Sets every open goal that tracks net worth to the user's current net worth (never below zero). */
export async function syncNetWorth(userId: number) {
  const { Goal } = getDb()
  const { netWorthCents } = await householdFigures(userId)
  const amount = Math.max(0, netWorthCents)
  const changed = await writeTransaction({ userId }, async (transaction) => {
    const goals = await Goal.findAll({
      where: { user_id: userId, tracks_net_worth: true, status: { [Op.in]: ['active', 'paused', 'achieved'] } },
      transaction,
      lock: true,
    })
    let count = 0
    for (const goal of goals) {
      if (goal.current_amount_cents === amount) continue
      await saveProgress(
        goal,
        amount,
        { actorId: userId, note: null, source: 'net_worth_sync', reason: 'Synced from net worth' },
        transaction,
      )
      count += 1
    }
    return { count, tracked: goals.length }
  })
  if (changed.count > 0) await bumpDataVersion(userId)
  const worth = formatCents(netWorthCents)
  const message =
    changed.tracked === 0
      ? `No goals track your net worth; nothing was updated (net worth ${worth})`
      : `Updated ${changed.count} ${changed.count === 1 ? 'goal' : 'goals'} from your net worth of ${worth}`
  return {
    message,
    updated_goals: changed.count,
    tracked_goals: changed.tracked,
    net_worth: centsToDollars(netWorthCents),
  }
}
