import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { summarize } from '../../lib/financial-summary.ts'
import { centsToDollars } from '../../lib/money.ts'

function today() {
  return new Date().toISOString().slice(0, 10)
}

async function currentTotals(userId: number) {
  const { FinancialEntry } = getDb()
  const entries = await FinancialEntry.findAll({
    where: { user_id: userId, category: ['assets', 'liabilities'] },
    attributes: ['category', 'subcategory', 'amount_cents', 'frequency'],
  })
  return summarize(entries)
}

/** Today's snapshot, taken now: one row per user and day, so a second call updates it. */
export async function takeSnapshot(userId: number, source: 'manual' | 'automatic' = 'manual') {
  const { NetWorthSnapshot } = getDb()
  const totals = await currentTotals(userId)
  const values = {
    total_assets_cents: totals.total_assets_cents,
    total_liabilities_cents: totals.total_liabilities_cents,
    net_worth_cents: totals.net_worth_cents,
  }
  const date = today()
  const existing = await NetWorthSnapshot.findOne({ where: { user_id: userId, snapshot_date: date } })
  if (existing) {
    await existing.update({ ...values, source: source === 'manual' ? 'manual' : existing.source })
    return existing
  }
  return NetWorthSnapshot.create({ user_id: userId, snapshot_date: date, source, ...values })
}

/**
 * Called after every change to a user's entries. History needs one point per day,
 * so the day's row is refreshed rather than a new row added per change.
 */
export async function recordAutomaticSnapshot(userId: number) {
  await takeSnapshot(userId, 'automatic')
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
