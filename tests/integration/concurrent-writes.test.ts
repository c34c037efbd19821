import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { apiCall } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { createUser, signInApi } from '../helpers/users.ts'

// Issue 16 item 1: derived rows (the day's net-worth snapshot, the assumptions row) are written
// as upserts inside the write's transaction, so racing first writes of a day never answer 500
// for a row they stored, and a retrying client does not duplicate data.
const server = useTestServer()

// A request waits this long for a pooled connection before answering 503. Shorter than the
// 5 s default so that a burst whose writes hold connections while they wait for their turn
// runs the pool dry and fails here even on a fast machine (the burst takes 2–7 s), not only
// on a slow one; writes that wait without a connection are not affected by it.
process.env.DB_ACQUIRE_TIMEOUT_MS = '1000'

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

  it('200 concurrent entry creates by one user: 200 × 201, 200 rows, and another user is not starved meanwhile', async () => {
    const [busy, other] = await Promise.all(
      ['race-one', 'race-other'].map(async (tag) => signInApi(server.base, await createUser({ tag }))),
    )
    const started = performance.now()
    let firstAnswered: () => void = () => {}
    const underway = new Promise<void>((resolve) => (firstAnswered = resolve))
    const burst = Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        const result = await apiCall(server.base, busy.token, 'POST', '/financial/entries', entry(n))
        firstAnswered()
        return { status: result.status, at: performance.now() - started }
      }),
    )
    // The other user's create is sent once the burst is being answered, so it meets a full queue.
    await underway
    const sent = performance.now() - started
    const otherResult = await apiCall(server.base, other.token, 'POST', '/financial/entries', entry(0))
    const otherDone = performance.now() - started
    const results = await burst
    const burstDone = Math.max(...results.map((r) => r.at))
    const statuses = countBy(results.map((r) => r.status))
    console.info(
      `one user, 200 concurrent creates: ${JSON.stringify(statuses)} in ${Math.round(burstDone)} ms; ` +
        `the other user's create: ${otherResult.status} in ${Math.round(otherDone - sent)} ms ` +
        `(sent at ${Math.round(sent)} ms, answered at ${Math.round(otherDone)} ms)`,
    )
    expect(statuses).toEqual({ 201: 200 })
    expect(otherResult.status).toBe(201)
    // Not starved: the other user's write did not wait for the whole burst.
    expect(otherDone).toBeLessThan(burstDone)
    const { FinancialEntry, NetWorthSnapshot } = getDb()
    expect(await FinancialEntry.count({ where: { user_id: busy.id } })).toBe(200)
    const snapshots = await NetWorthSnapshot.findAll({ where: { user_id: busy.id } })
    expect(snapshots).toHaveLength(1)
    const cents = Array.from({ length: 200 }, (_, n) => (100 + n) * 100).reduce((a, b) => a + b, 0)
    expect(Number(snapshots[0].total_assets_cents)).toBe(cents)
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
