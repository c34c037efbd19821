import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { forgetSingleton } from '../../db/singleton.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// Issue 16: an optional Idempotency-Key on API creates. The same key and body replay the first
// answer without a second row; the same key with another body is a 422; keys are per user. On
// MariaDB the answers are kept in Redis, on SQLite (no Redis) in the process.
const server = useTestServer()

const entry = {
  category: 'assets',
  subcategory: 'cash_bank_accounts',
  description: 'Checking',
  amount: 100,
  frequency: 'one_time',
}
const goal = {
  category: 'retirement',
  name: 'Retire',
  target_amount: 1_000_000,
  target_date: '2045-01-01',
  priority: 5,
  params: { current_age: 40, retirement_age: 65, annual_spending: 60000 },
}

async function post(token: string, path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  if (key !== undefined) headers['idempotency-key'] = key
  const response = await fetch(`${server.base}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  return {
    status: response.status,
    text: await response.text(),
    replayed: response.headers.get('idempotency-replayed'),
  }
}

const creates = [
  {
    name: 'entries',
    path: '/financial/entries',
    body: entry,
    other: { ...entry, amount: 200 },
    rows: 'FinancialEntry',
  },
  { name: 'goals', path: '/goals', body: goal, other: { ...goal, name: 'Retire early' }, rows: 'Goal' },
] as const

function count(model: 'FinancialEntry' | 'Goal', userId: number) {
  const db = getDb()
  const where = { user_id: userId }
  return model === 'Goal' ? db.Goal.count({ where }) : db.FinancialEntry.count({ where })
}

describe.each(creates)('Idempotency-Key on POST $path', ({ path, body, other, rows }) => {
  it('the same key and body replay the first answer with no second row; another body is a 422', async () => {
    const user = await apiUser(server.base, { tag: 'idem' })
    const first = await post(user.token, path, body, 'key-1')
    expect(first.status).toBe(201)
    const again = await post(user.token, path, body, 'key-1')
    expect(again).toEqual({ status: 201, text: first.text, replayed: 'true' })
    expect(await count(rows, user.id)).toBe(1)
    const changed = await post(user.token, path, other, 'key-1')
    expect(changed.status).toBe(422)
    expect(JSON.parse(changed.text).detail).toMatch(/different request/)
    expect(await count(rows, user.id)).toBe(1)
  })

  it.runIf(process.env.TEST_DB === 'mariadb')(
    'with Redis, the answer outlives the process memory (another instance replays it)',
    async () => {
      const user = await apiUser(server.base, { tag: 'idem-redis' })
      const first = await post(user.token, path, body, 'shared-store')
      // What another app instance would see: nothing in its own memory, the answer in Redis.
      forgetSingleton('idempotency-answers')
      const again = await post(user.token, path, body, 'shared-store')
      expect(again).toEqual({ status: 201, text: first.text, replayed: 'true' })
      expect(await count(rows, user.id)).toBe(1)
    },
  )

  it('concurrent retries with one key make one row', async () => {
    const user = await apiUser(server.base, { tag: 'idem-race' })
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(user.token, path, body, 'race')))
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201))
    expect(new Set(answers.map((a) => JSON.parse(a.text).id)).size).toBe(1)
    expect(await count(rows, user.id)).toBe(1)
  })

  it('keys are per user, and without a key every post creates', async () => {
    const a = await apiUser(server.base, { tag: 'idem-a' })
    const b = await apiUser(server.base, { tag: 'idem-b' })
    expect((await post(a.token, path, body, 'shared')).status).toBe(201)
    const theirs = await post(b.token, path, body, 'shared')
    expect([theirs.status, theirs.replayed]).toEqual([201, null])
    expect([await count(rows, a.id), await count(rows, b.id)]).toEqual([1, 1])
    await post(a.token, path, body)
    await post(a.token, path, body)
    expect(await count(rows, a.id)).toBe(3)
  })

  it('a refused create keeps nothing under its key, and a bad key is a 400', async () => {
    const user = await apiUser(server.base, { tag: 'idem-bad' })
    expect((await post(user.token, path, { ...body, category: 'nope' }, 'retry')).status).toBe(422)
    const fixed = await post(user.token, path, body, 'retry')
    expect([fixed.status, fixed.replayed]).toEqual([201, null])
    expect((await post(user.token, path, body, 'x'.repeat(256))).status).toBe(400)
    expect((await post(user.token, path, body, 'caf\u00e9')).status).toBe(400)
    expect(await count(rows, user.id)).toBe(1)
  })
})
