import { Op, type Transaction } from 'sequelize'
import { getDb, upsertDailySnapshot, type NetWorthSnapshot } from '../../../db/index.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { summarize } from '../../lib/financial-summary.ts'
import { centsToDollars } from '../../lib/money.ts'

function today() {
  return new Date().toISOString().slice(0, 10)
}

/** The totals of the user's entries as they stand, or of those created by `createdBy` only. */
async function currentTotals(userId: number, transaction?: Transaction, createdBy?: Date) {
  const { FinancialEntry } = getDb()
  const entries = await FinancialEntry.findAll({
    where: {
      user_id: userId,
      category: ['assets', 'liabilities'],
      ...(createdBy ? { created_at: { [Op.lte]: createdBy } } : {}),
    },
    attributes: ['category', 'subcategory', 'amount_cents', 'frequency'],
    transaction,
  })
  return summarize(entries)
}

/**
 * Today's snapshot, taken now: one row per user and day, so a second call updates it. Written
 * as one upsert (inside the caller's transaction when given): concurrent first writes of a day
 * used to race a find-then-create into the unique key and answer 500 for rows they had stored.
 */
export async function takeSnapshot(
  userId: number,
  source: 'manual' | 'automatic' = 'manual',
  transaction?: Transaction,
): Promise<NetWorthSnapshot> {
  if (!transaction) return writeTransaction({ userId }, (t) => takeSnapshot(userId, source, t))
  const totals = await currentTotals(userId, transaction)
  const snapshot = await upsertDailySnapshot(
    {
      user_id: userId,
      snapshot_date: today(),
      total_assets_cents: totals.total_assets_cents,
      total_liabilities_cents: totals.total_liabilities_cents,
      net_worth_cents: totals.net_worth_cents,
      source,
    },
    transaction,
  )
  if (!snapshot) throw new Error('The snapshot just written could not be read back')
  return snapshot
}

/**
 * Called after every change to a user's entries, in the change's transaction. History needs
 * one point per day, so the day's row is refreshed rather than a new row added per change.
 */
export async function recordAutomaticSnapshot(userId: number, transaction?: Transaction) {
  await takeSnapshot(userId, 'automatic', transaction)
}

/**
 * Writes the snapshot a day of changes lacks (Data Integrity's repair). Today's is taken as every
 * change takes it. A past day's figures cannot be known exactly: entries keep no history of their
 * amounts and deleted ones are gone. The nearest honest figure is the entries created by that
 * day's end (UTC, as snapshot dates are) at their current amounts, through the same totals.
 */
export async function writeMissingSnapshot(userId: number, day: string) {
  if (day === today()) return takeSnapshot(userId, 'automatic')
  return writeTransaction({ userId }, async (transaction) => {
    const totals = await currentTotals(userId, transaction, new Date(`${day}T23:59:59.999Z`))
    return upsertDailySnapshot(
      {
        user_id: userId,
        snapshot_date: day,
        total_assets_cents: totals.total_assets_cents,
        total_liabilities_cents: totals.total_liabilities_cents,
        net_worth_cents: totals.net_worth_cents,
        source: 'automatic',
      },
      transaction,
    )
  })
}

export function toSnapshotJson(s: {
  snapshot_date: string
  total_assets_cents: number
  total_liabilities_cents: number
  net_worth_cents: number
  source: string
}) {
  return {
    date: s.snapshot_date,
    total_assets: centsToDollars(s.total_assets_cents),
    total_liabilities: centsToDollars(s.total_liabilities_cents),
    net_worth: centsToDollars(s.net_worth_cents),
    source: s.source,
  }
}

export async function getHistory(userId: number, days: number) {
  const { NetWorthSnapshot } = getDb()
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
  return NetWorthSnapshot.findAll({
    where: { user_id: userId, snapshot_date: { [Op.gte]: since } },
    order: [['snapshot_date', 'ASC']],
  })
}
