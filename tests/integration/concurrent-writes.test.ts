import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { apiCall } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { createUser, signInApi } from '../helpers/users.ts'

// Issue 16 item 1: derived rows (the day's net-worth snapshot, the assumptions row) are written
// as upserts inside the write's transaction, so racing first writes of a day never answer 500
// for a row they stored, and a retrying client does not duplicate data.
const server = useTestServer()

const entry = (n: number) => ({
  category: 'assets',
  subcategory: 'cash_bank_accounts',
  description: `Account ${n}`,
  amount: 100 + n,
  frequency: 'one_time',
})

function countBy(statuses: number[]) {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

describe('concurrent first-of-day writes', () => {
  it('200 concurrent entry creates (10 users × 20): 200 × 201, 200 rows and one snapshot a user with every entry', async () => {
    const users = await Promise.all(
      Array.from({ length: 10 }, async () => signInApi(server.base, await createUser({ tag: 'race' }))),
    )
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        apiCall(server.base, users[n % 10].token, 'POST', '/financial/entries', entry(n)),
      ),
    )
    const statuses = countBy(results.map((r) => r.status))
    console.info(`200 concurrent entry creates: ${JSON.stringify(statuses)}`)
    expect(statuses).toEqual({ 201: 200 })
    const { FinancialEntry, NetWorthSnapshot } = getDb()
    const ids = users.map((u) => u.id)
    expect(await FinancialEntry.count({ where: { user_id: ids } })).toBe(200)
    const snapshots = await NetWorthSnapshot.findAll({ where: { user_id: ids } })
    expect(snapshots).toHaveLength(10)
    // The writes of one user took turns, so the last snapshot counts all 20 of its entries.
    for (const [index, user] of users.entries()) {
      const cents = Array.from({ length: 20 }, (_, k) => (100 + index + 10 * k) * 100).reduce((a, b) => a + b, 0)
      expect(Number(snapshots.find((s) => s.user_id === user.id)?.total_assets_cents)).toBe(cents)
    }
  }, 120_000)

  it('20 concurrent assumptions posts and 20 snapshot posts: no 5xx, one row each', async () => {
    const user = await signInApi(server.base, await createUser({ tag: 'race-assumptions' }))
    const assumptions = (n: number) => ({
      stock_market_return: 0.05 + n / 1000,
      real_estate_appreciation: 0.025,
      salary_growth_rate: 0.02,
      inflation_rate: 0.025,
      retirement_account_return: 0.065,
    })
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) =>
        apiCall(server.base, user.token, 'POST', '/projections/assumptions', assumptions(n)),
      ),
      ...Array.from({ length: 20 }, () => apiCall(server.base, user.token, 'POST', '/financial/net-worth/snapshot')),
    ])
    const statuses = countBy(results.map((r) => r.status))
    console.info(`20 assumptions + 20 snapshot posts: ${JSON.stringify(statuses)}`)
    expect(statuses).toEqual({ 200: 20, 201: 20 })
    const { ProjectionAssumptions, NetWorthSnapshot } = getDb()
    expect(await ProjectionAssumptions.count({ where: { user_id: user.id } })).toBe(1)
    expect(await NetWorthSnapshot.count({ where: { user_id: user.id } })).toBe(1)
  }, 60_000)
})
