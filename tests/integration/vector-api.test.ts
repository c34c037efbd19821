import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { callAs } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'
import { removeVectorKeysAfterAll } from '../helpers/vector-redis.ts'

// The /api/v1/vector routes (spec 03 §7 "Vector store"): bearer auth, own user id only, 422 for
// bad parameters, never a 500; and the backend this mode picks, named by debug-status and /health.
const server = useTestServer()
const call = callAs(server)

removeVectorKeysAfterAll()

const expectedBackend = process.env.REDIS_URL ? 'redis' : 'memory'

async function demoUser() {
  const user = await apiUser(server.base)
  await seedDemoHousehold(user.id)
  return user
}

const routes = (id: number | string) =>
  [
    ['POST', `/vector/index/${id}`],
    ['POST', `/vector/search/${id}?query=mortgage`],
    ['GET', `/vector/chat-context/${id}?message=mortgage`],
    ['GET', `/vector/status/${id}`],
    ['DELETE', `/vector/clear/${id}`],
  ] as const

describe('/api/v1/vector', () => {
  it('answers 401 without a token, 404 for another user id, 422 for a malformed id, 405 for another method', async () => {
    const a = await apiUser(server.base)
    const b = await apiUser(server.base)
    for (const [method, path] of routes(a.id)) {
      expect((await call(null, method, path)).status, `${method} ${path}`).toBe(401)
      const foreign = await call(b, method, path)
      expect(foreign.status, `${method} ${path} as another user`).toBe(404)
      expect(foreign.json.detail).toBe('User not found')
      const malformed = await call(b, method, path.replace(String(a.id), 'abc'))
      expect(malformed.status).toBe(422)
      expect(malformed.json.detail[0].loc).toEqual(['path', 'userId'])
    }
    expect((await call(a, 'GET', `/vector/index/${a.id}`)).status).toBe(405)
    expect((await call(a, 'GET', `/vector/search/${a.id}?query=x`)).status).toBe(405)
    expect((await call(a, 'POST', `/vector/status/${a.id}`)).status).toBe(405)
    expect((await call(a, 'POST', `/vector/clear/${a.id}`)).status).toBe(405)
  })

  it('indexes the demo household, searches, builds a chat context, reports status and clears', async () => {
    const user = await demoUser()
    expect((await call(user, 'GET', `/vector/status/${user.id}`)).json).toMatchObject({
      is_indexed: false,
      total_documents: 0,
      backend: expectedBackend,
    })
    const indexed = await call(user, 'POST', `/vector/index/${user.id}`)
    expect(indexed.status).toBe(200)
    expect(indexed.json.documents_indexed).toBeGreaterThan(10)
    const status = (await call(user, 'GET', `/vector/status/${user.id}`)).json
    expect(status).toMatchObject({ is_indexed: true, total_documents: indexed.json.documents_indexed, stale: false })
    expect(status).toMatchObject({ model: 'local-hashed-ngrams-v1', dimension: 384 })

    const search = await call(
      user,
      'POST',
      `/vector/search/${user.id}?query=${encodeURIComponent('subscriptions Netflix Spotify')}`,
    )
    expect(search.status).toBe(200)
    expect(search.json.results).toHaveLength(5)
    expect(search.json.results[0]).toMatchObject({ id: 'advisor:subscriptions', source: 'user' })
    const two = await call(user, 'POST', `/vector/search/${user.id}`, {
      query: 'family members spouse child',
      n_results: 2,
    })
    expect(two.json.results).toHaveLength(2)
    expect(two.json.results[0].id).toBe('profile:family')

    const context = await call(
      user,
      'GET',
      `/vector/chat-context/${user.id}?message=${encodeURIComponent('Who is in my family?')}`,
    )
    expect(context.status).toBe(200)
    expect(context.json.context).toContain('Sam Rivera')
    expect(context.json.context.length).toBeLessThanOrEqual(context.json.max_chars)

    const cleared = await call(user, 'DELETE', `/vector/clear/${user.id}`)
    expect(cleared.json.documents_removed).toBe(indexed.json.documents_indexed)
    expect((await call(user, 'GET', `/vector/status/${user.id}`)).json).toMatchObject({
      is_indexed: false,
      total_documents: 0,
    })
  })

  it('a write to the entries makes the status stale', async () => {
    const user = await demoUser()
    await call(user, 'POST', `/vector/index/${user.id}`)
    const created = await call(user, 'POST', '/financial/entries', {
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Rainy day savings',
      amount: 1234,
      frequency: 'one_time',
    })
    expect(created.status).toBeLessThan(300)
    expect((await call(user, 'GET', `/vector/status/${user.id}`)).json.stale).toBe(true)
  })

  it('answers 422 for bad parameters', async () => {
    const user = await apiUser(server.base)
    const bad: [string, string, unknown?][] = [
      ['POST', `/vector/search/${user.id}`],
      ['POST', `/vector/search/${user.id}?query=`],
      ['POST', `/vector/search/${user.id}?query=x&n_results=0`],
      ['POST', `/vector/search/${user.id}?query=x&n_results=abc`],
      ['POST', `/vector/search/${user.id}?query=x&n_results=51`],
      ['POST', `/vector/search/${user.id}`, '{not json'],
      ['POST', `/vector/search/${user.id}`, { query: 42 }],
      ['GET', `/vector/chat-context/${user.id}`],
      ['GET', `/vector/chat-context/${user.id}?message=hi&max_chars=5`],
      ['GET', `/vector/chat-context/${user.id}?message=${'x'.repeat(4_001)}`],
    ]
    for (const [method, path, body] of bad) {
      const answer = await call(user, method, path, body)
      expect(answer.status, `${method} ${path.slice(0, 80)}`).toBe(422)
      expect(Array.isArray(answer.json.detail)).toBe(true)
    }
  })

  it('never answers 500 to fuzzed input', async () => {
    const user = await apiUser(server.base)
    const junk = ['%00', '%FF%FE', '😀'.repeat(300), "' OR 1=1 --", '{"$ne":null}', '-1e309', '<script>', ' ']
    for (const value of junk) {
      const q = encodeURIComponent(value)
      for (const [method, path] of [
        ['POST', `/vector/search/${user.id}?query=${q}&n_results=${q}`],
        ['GET', `/vector/chat-context/${user.id}?message=${q}&max_chars=${q}`],
        ['GET', `/vector/status/${q}`],
        ['POST', `/vector/index/${q}`],
      ] as const) {
        const answer = await call(user, method, path)
        expect(answer.status, `${method} ${path.slice(0, 60)}`).toBeLessThan(500)
      }
      expect((await call(user, 'POST', `/vector/search/${user.id}`, value)).status).toBeLessThan(500)
    }
  })

  it('debug-status (no sign-in) and /health name the backend this mode picked', async () => {
    const debug = await call(null, 'GET', '/vector/debug-status')
    expect(debug.status).toBe(200)
    expect(debug.json).toMatchObject({
      status: 'ok',
      backend: expectedBackend,
      embedding_model: 'local-hashed-ngrams-v1',
      dimension: 384,
    })
    if (expectedBackend === 'redis') expect(debug.json.search_module).toMatchObject({ present: false })
    else expect(debug.json.search_module).toBeNull()
    expect(typeof debug.json.total_documents).toBe('number')
    const health = await (await fetch(`${server.base}/health`)).json()
    expect(health.dependencies.vector).toMatchObject({ status: 'ok', backend: expectedBackend, search_module: false })
  })
})
