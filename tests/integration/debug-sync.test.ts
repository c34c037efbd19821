import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { callAs } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser, signInApi, apiUser } from '../helpers/users.ts'
import { removeVectorKeysAfterAll } from '../helpers/vector-redis.ts'

// Vector sync (spec 03 §3 "Sync status", "Sync result", §7 "Chat") and the Debug View (§2.13,
// §7 "Debug"): the six API calls and step 7's screen as a browser without JavaScript sees it.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}

const server = useTestServer()
const call = callAs(server)

removeVectorKeysAfterAll()

async function demoUser() {
  const user = await apiUser(server.base)
  await seedDemoHousehold(user.id)
  return user
}

const debugRoutes = (id: number | string) =>
  [
    ['GET', `/debug/vector-contents/${id}`],
    ['GET', `/debug/last-llm-payload/${id}`],
    ['POST', `/debug/trigger-vector-sync/${id}`],
  ] as const

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')

describe('/api/v1/financial/sync', () => {
  it('answers 401 without a token and 405 for another method', async () => {
    expect((await call(null, 'GET', '/financial/sync/status')).status).toBe(401)
    expect((await call(null, 'POST', '/financial/sync/complete')).status).toBe(401)
    const user = await apiUser(server.base)
    expect((await call(user, 'POST', '/financial/sync/status')).status).toBe(405)
    expect((await call(user, 'GET', '/financial/sync/complete')).status).toBe(405)
  })

  it('status counts every entry before indexing, none after, and the written one after a write', async () => {
    const user = await demoUser()
    const before = await call(user, 'GET', '/financial/sync/status')
    expect(before.status).toBe(200)
    const total = (await call(user, 'GET', '/financial/summary')).json.entry_count
    expect(total).toBeGreaterThan(10)
    expect(before.json).toEqual({ needs_sync: true, unsynced_count: total, total_entries: total })

    const done = await call(user, 'POST', '/financial/sync/complete')
    expect(done.status).toBe(200)
    expect((await call(user, 'GET', '/financial/sync/status')).json).toEqual({
      needs_sync: false,
      unsynced_count: 0,
      total_entries: total,
    })

    // Timestamps on MariaDB keep whole seconds: write in a later second than the indexing.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const created = await call(user, 'POST', '/financial/entries', {
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Rainy day savings',
      amount: 1234,
      frequency: 'one_time',
    })
    expect(created.status).toBeLessThan(300)
    expect((await call(user, 'GET', '/financial/sync/status')).json).toEqual({
      needs_sync: true,
      unsynced_count: 1,
      total_entries: total + 1,
    })
  })

  it('complete reindexes the demo household and finds the DTI the app computes in the documents', async () => {
    const user = await demoUser()
    const summary = (await call(user, 'GET', '/financial/summary')).json
    // The rule: monthly loan payments over monthly income, in percent to one decimal.
    const expected = Math.round((summary.monthly_loan_payments / summary.monthly_income) * 1000) / 10
    expect(expected).toBeGreaterThan(0)

    const first = await call(user, 'POST', '/financial/sync/complete')
    expect(first.status).toBe(200)
    expect(first.json.documents_indexed).toBeGreaterThan(10)
    expect(first.json.documents_removed).toBe(0)
    expect(Number.isNaN(Date.parse(first.json.timestamp))).toBe(false)
    expect(first.json.metrics).toEqual({ dti_ratio: expected })
    expect(first.json.validation).toEqual({
      dti_found_in_vector: true,
      vector_dti_value: expected,
      expected_dti: expected,
      matches: true,
    })
    const overview = (await call(user, 'GET', `/debug/vector-contents/${user.id}`)).json.documents.find(
      (d: { id: string }) => d.id === 'summary:overview',
    )
    expect(overview.content).toContain(`Debt-to-income ratio ${expected}%.`)

    const again = await call(user, 'POST', '/financial/sync/complete')
    expect(again.json.documents_removed).toBe(first.json.documents_indexed)
    expect(again.json.documents_indexed).toBe(first.json.documents_indexed)
  })

  it('a household without income has no DTI, and the documents state none', async () => {
    const user = await apiUser(server.base)
    const done = (await call(user, 'POST', '/financial/sync/complete')).json
    expect(done).toMatchObject({ metrics: { dti_ratio: null }, documents_indexed: 0 })
    expect(done.validation).toEqual({
      dti_found_in_vector: false,
      vector_dti_value: null,
      expected_dti: null,
      matches: true,
    })
  })
})

describe('/api/v1/debug', () => {
  it('answers 401 without a token, 404 for another user id, 422 for a malformed one, 405 for another method', async () => {
    const a = await apiUser(server.base)
    const b = await apiUser(server.base)
    for (const [method, path] of debugRoutes(a.id)) {
      expect((await call(null, method, path)).status, `${method} ${path}`).toBe(401)
      const foreign = await call(b, method, path)
      expect(foreign.status, `${method} ${path} as another user`).toBe(404)
      expect(foreign.json.detail).toBe('User not found')
      for (const bad of ['abc', '0', '-1', '1.5', '9'.repeat(20)]) {
        const answer = await call(a, method, path.replace(String(a.id), bad))
        expect(answer.status, `${method} ${bad}`).toBe(422)
        expect(answer.json.detail[0].loc).toEqual(['path', 'userId'])
      }
    }
    expect((await call(a, 'POST', `/debug/vector-contents/${a.id}`)).status).toBe(405)
    expect((await call(a, 'GET', `/debug/trigger-vector-sync/${a.id}`)).status).toBe(405)
  })

  it('never answers 500 to fuzzed ids and bodies', async () => {
    const user = await apiUser(server.base)
    const junk = ['\u0000', '%FF%FE', '😀'.repeat(100), "' OR 1=1 --", '{"$ne":null}', '-1e309', '<script>', ' ', '1 ']
    for (const value of junk) {
      for (const [method, path] of debugRoutes(encodeURIComponent(value))) {
        expect((await call(user, method, path)).status, `${method} ${path.slice(0, 60)}`).toBeLessThan(500)
      }
      const body = await call(user, 'POST', `/debug/trigger-vector-sync/${user.id}`, value)
      expect(body.status).toBe(200)
      expect((await call(user, 'POST', '/financial/sync/complete', value)).status).toBe(200)
    }
  })

  it('trigger-vector-sync counts the documents before and after; vector-contents lists them', async () => {
    const user = await demoUser()
    const empty = (await call(user, 'GET', `/debug/vector-contents/${user.id}`)).json
    expect(empty).toMatchObject({ user_id: user.id, total_documents: 0, last_updated: null, documents: [] })

    const first = await call(user, 'POST', `/debug/trigger-vector-sync/${user.id}`)
    expect(first.status).toBe(200)
    const n = first.json.post_sync_stats.user_docs
    expect(n).toBeGreaterThan(10)
    expect(first.json).toMatchObject({ pre_sync_stats: { user_docs: 0 }, documents_added: n, documents_indexed: n })

    const contents = (await call(user, 'GET', `/debug/vector-contents/${user.id}`)).json
    expect(contents.total_documents).toBe(n)
    expect(contents.documents).toHaveLength(n)
    expect(contents.last_updated).toBe(first.json.timestamp)
    expect(contents.debug_info.total_docs_in_store).toBe(n)
    const family = contents.documents.find((d: { id: string }) => d.id === 'profile:family')
    expect(family).toMatchObject({ metadata: { type: 'profile', category: 'family' } })
    expect(family.content).toContain('Sam Rivera')

    const second = (await call(user, 'POST', `/debug/trigger-vector-sync/${user.id}`)).json
    expect(second).toMatchObject({ pre_sync_stats: { user_docs: n }, post_sync_stats: { user_docs: n } })
    expect(second.documents_added).toBe(0)
  })

  it('last-llm-payload is empty before a call, then the prompt with its checks', async () => {
    const user = await demoUser()
    const empty = await call(user, 'GET', `/debug/last-llm-payload/${user.id}`)
    expect(empty.status).toBe(200)
    expect(empty.json.status).toBe('empty')
    expect(empty.json.message).toMatch(/Send a chat message in Step 6 first/)

    const system =
      'Household figures. Retirement goal: retire at 62. Debt-to-income ratio 18.4%. Mortgage at 6.25% interest.'
    const question = 'Can I retire early?'
    const generated = await call(user, 'POST', '/llm/generate', { system_prompt: system, user_prompt: question })
    expect(generated.status).toBe(200)
    const payload = (await call(user, 'GET', `/debug/last-llm-payload/${user.id}`)).json
    expect(payload).toMatchObject({
      status: 'ok',
      query: question,
      provider: 'offline',
      system_prompt: system,
      user_message: question,
      sizes: { system_prompt: system.length, user_message: question.length, total: system.length + question.length },
      analysis: {
        total_size: system.length + question.length,
        has_goals: true,
        has_dti: true,
        dti_value: 18.4,
        has_interest_rates: true,
      },
    })
  })
})

describe('the Debug View (step 7)', () => {
  it('shows the empty states, syncs with a toast, searches, and shows the last payload', async () => {
    const { browser, user } = await browserUser(server.base, { tag: 'debug-view' })
    await seedDemoHousehold(user.id)
    const first = await browser.get('/plan/debug')
    expect(first.status).toBe(200)
    const page = await html(first)
    expect(page).toContain('Debug View')
    expect(page).toContain('0 documents')
    expect(page).toContain('Send a chat message in Step 6 first')
    expect(page).toContain('AI Advisor Chat (Step 6)')

    const synced = await browser.post('/plan/debug', {})
    expect(synced.status).toBe(302)
    expect(synced.headers.get('location')).toBe('/plan/debug')
    const after = await html(await browser.follow(synced))
    const count = /(\d+) documents indexed\./.exec(after)
    expect(count, 'the toast names the documents indexed').not.toBeNull()
    expect(Number(count![1])).toBeGreaterThan(10)
    expect(after).toContain(`${count![1]} documents<`)
    expect(after).toContain('summary:overview')

    const search = await html(await browser.get(`/plan/debug?q=${encodeURIComponent('family members spouse child')}`))
    expect(search).toMatch(/5 results for “family members spouse child”/)
    expect(search).toMatch(/profile:family · profile\/family · score 0\.\d{4}/)

    const { api } = await signInApi(server.base, user)
    await api.post('/llm/generate', {
      system_prompt: 'No goals here. Debt-to-income ratio 21%.',
      user_prompt: 'How is my debt?',
    })
    const withPayload = await html(await browser.get('/plan/debug'))
    expect(withPayload).toContain('Query: How is my debt?')
    expect(withPayload).toContain('DTI ratio: 21%')
    expect(withPayload).not.toContain('Send a chat message in Step 6 first')
  })

  it('is only for a signed-in user, and a search box full of junk is no 500', async () => {
    const anonymous = await fetch(`${server.base}/plan/debug`, { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toMatch(/^\/login/)
    const { browser } = await browserUser(server.base, { tag: 'debug-fuzz' })
    for (const q of ['%00', '😀'.repeat(400), "' OR 1=1 --", '%FF%FE', 'x'.repeat(5_000)]) {
      expect((await browser.get(`/plan/debug?q=${q}`)).status, q.slice(0, 20)).toBe(200)
    }
  })
})
