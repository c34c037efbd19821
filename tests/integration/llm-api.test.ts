import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { lastPayloadFor } from '../../app/services/llm/record.server.ts'
import { apiCall, fieldMessages, type ApiClient } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// POST /api/v1/llm/generate with no language-model key configured: the offline advisor answers
// from the user's own figures, and the call is recorded. (llm-api-provider.test.ts runs the same
// route through a mocked OpenAI.)
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}

const server = useTestServer()

async function post(api: ApiClient, path: string, body: unknown) {
  const r = await api.post(path, body)
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300)
  return r.body
}

/** $8,000 income and $5,000 rent a month, $20,000 in the bank: 4 months of expenses. */
async function household() {
  const user = await apiUser(server.base, { tag: 'llm' })
  await post(user.api, '/financial/entries', {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 8000,
    frequency: 'monthly',
  })
  await post(user.api, '/financial/entries', {
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount: 5000,
    frequency: 'monthly',
  })
  await post(user.api, '/financial/entries', {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Savings',
    amount: 20000,
  })
  return user
}

describe('POST /api/v1/llm/generate', () => {
  it('answers 401 without a token and 405 to GET', async () => {
    expect((await apiCall(server.base, null, 'POST', '/llm/generate', { user_prompt: 'hi' })).status).toBe(401)
    const user = await apiUser(server.base)
    expect((await user.api.get('/llm/generate')).status).toBe(405)
  })

  it('answers 422 with the field for bad parameters', async () => {
    const { api } = await apiUser(server.base)
    const cases: [unknown, string][] = [
      [{}, 'body.user_prompt'],
      [{ user_prompt: '   ' }, 'body.user_prompt'],
      [{ user_prompt: 'x'.repeat(20_001) }, 'body.user_prompt'],
      [{ user_prompt: 'hi', model_tier: 'max' }, 'body.model_tier'],
      [{ user_prompt: 'hi', max_tokens: 0 }, 'body.max_tokens'],
      [{ user_prompt: 'hi', max_tokens: 4001 }, 'body.max_tokens'],
      [{ user_prompt: 'hi', max_tokens: 'lots' }, 'body.max_tokens'],
      [{ user_prompt: 'hi', temperature: 3 }, 'body.temperature'],
      [{ user_prompt: 'hi', provider: 'mistral' }, 'body.provider'],
      [{ user_prompt: 'hi', metadata: { model: 'gpt-99' } }, 'body.metadata.model'],
      [{ user_prompt: 'hi', provider: 'gemini', metadata: { model: 'gpt-4' } }, 'body.metadata.model'],
      [{ user_prompt: 'hi', metadata: { response_format: 'yaml' } }, 'body.metadata.response_format'],
      [{ user_prompt: 'hi', context_data: 'rich' }, 'body.context_data'],
    ]
    for (const [body, field] of cases) {
      const r = await api.post('/llm/generate', body)
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(Object.keys(fieldMessages(r.body))).toContain(field)
    }
    expect((await api.post('/llm/generate', '{"user_prompt": ')).status).toBe(422)
    expect((await api.post('/llm/generate', '[1,2]')).status).toBe(422)
  })

  it('never answers 500 to fuzzed bodies', async () => {
    const { api } = await apiUser(server.base)
    const values = [null, true, -1, 1e308, 'x', '', [], {}, [{}], { $gt: 1 }, '😀'.repeat(50), 'NaN']
    const keys = ['provider', 'model_tier', 'system_prompt', 'user_prompt', 'max_tokens', 'temperature', 'metadata']
    let seed = 7
    const pick = <T>(list: T[]) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return list[seed % list.length]
    }
    for (let i = 0; i < 40; i++) {
      const body = Object.fromEntries(keys.filter(() => pick([true, false])).map((k) => [k, pick(values)]))
      const r = await api.post('/llm/generate', body)
      expect([200, 422], JSON.stringify(body)).toContain(r.status)
    }
  })

  it('answers offline from the user’s own figures, free, and records the call', async () => {
    const user = await household()
    const r = await user.api.post('/llm/generate', {
      provider: 'openai',
      model_tier: 'dev',
      system_prompt: 'You are a careful planner.',
      user_prompt: 'Is my emergency fund big enough?',
      max_tokens: 500,
      temperature: 0.2,
      context_data: { net_worth: 1, monthly_surplus: 2, required_monthly: 3 },
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({
      provider: 'offline',
      model: 'offline-advisor-1',
      offline: true,
      outcome: 'ok',
      cost: 0,
      cost_nano_usd: 0,
      usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 },
    })
    expect(r.body.content).toContain('Offline advisor (no language-model API key is configured)')
    // The server's figures, not the client's context_data.
    expect(r.body.content).toContain('Your cash of $20,000 covers 4 months of expenses ($5,000 a month).')
    expect(r.body.content).toContain('six months is $30,000, $10,000 more.')
    // Surplus $3,000 a month: $10,000 takes 4 months.
    expect(r.body.content).toContain('that takes 4 months.')

    const rows = await getDb().LlmCall.findAll({ where: { user_id: user.id }, raw: true })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      purpose: 'api.llm.generate',
      provider: 'offline',
      tier: 'dev',
      outcome: 'ok',
      input_tokens: 0,
      output_tokens: 0,
      system_chars: 'You are a careful planner.'.length,
      user_chars: 'Is my emergency fund big enough?'.length,
      output_chars: r.body.content.length,
    })
    expect(Number(rows[0].cost_nano_usd)).toBe(0)
    const payload = await lastPayloadFor(user.id)
    expect(payload).toMatchObject({
      query: 'Is my emergency fund big enough?',
      provider: 'offline',
      system_prompt: 'You are a careful planner.',
      user_message: 'Is my emergency fund big enough?',
      sizes: { system_prompt: 26, user_message: 32, total: 58 },
    })
  })

  it('keeps one last payload per user, the newest, and never another user’s', async () => {
    const a = await household()
    const b = await apiUser(server.base)
    await post(a.api, '/llm/generate', { user_prompt: 'First question about debt' })
    await post(a.api, '/llm/generate', { user_prompt: 'Second question about taxes' })
    expect((await lastPayloadFor(a.id))?.query).toBe('Second question about taxes')
    expect(await getDb().LlmLastPayload.count({ where: { user_id: a.id } })).toBe(1)
    expect(await lastPayloadFor(b.id)).toBeNull()
  })

  it('records concurrent first calls of one user without a conflict', async () => {
    const user = await household()
    const answers = await Promise.all(
      ['retire', 'debt', 'taxes', 'goals'].map((topic) =>
        user.api.post('/llm/generate', { user_prompt: `My ${topic}?` }),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect(await getDb().LlmCall.count({ where: { user_id: user.id } })).toBe(4)
    expect(await getDb().LlmLastPayload.count({ where: { user_id: user.id } })).toBe(1)
  })

  it('answers JSON when asked, and claude is taken as anthropic', async () => {
    const user = await household()
    const r = await user.api.post('/llm/generate', {
      provider: 'claude',
      user_prompt: 'How much am I spending?',
      metadata: { response_format: { type: 'json_object' }, model: 'claude-3-haiku-20240307' },
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const content = JSON.parse(r.body.content)
    expect(content).toMatchObject({ provider: 'offline', intent: 'spending' })
    expect(content.answer).toContain('You spend $5,000 a month')
  })

  it('/health names the providers configured: only the offline one here', async () => {
    const r = await fetch(`${server.base}/health`)
    const body = await r.json()
    expect(body.dependencies.llm).toMatchObject({ status: 'ok', mode: 'offline', providers: ['offline'] })
  })
})
