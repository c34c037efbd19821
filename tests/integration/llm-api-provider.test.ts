import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { lastPayloadFor } from '../../app/services/llm/record.server.ts'
import { openAiMock, OPENAI_TEST_BASE } from '../mocks/openai.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// POST /api/v1/llm/generate through the real OpenAI SDK inside the built app, with OpenAI's
// HTTP endpoint mocked by msw in this process (the test server runs in it too).
const OPENAI_KEY = 'sk-integration-OPENAI-do-not-store-4242'
for (const name of ['ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) delete process.env[name]
process.env.OPENAI_API_KEY = OPENAI_KEY
process.env.OPENAI_BASE_URL = OPENAI_TEST_BASE
process.env.LLM_RETRY_BASE_MS = '1'
process.env.LLM_MAX_RETRIES = '1'

const openai = openAiMock([
  { status: 429 },
  { text: 'Keep six months of expenses in cash.', inputTokens: 2000, outputTokens: 400 },
])
// Only OpenAI's host is mocked; the test's own calls to the app on 127.0.0.1 go through.
const msw = setupServer(openai.handler)
beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => msw.close())

const server = useTestServer()

describe('POST /api/v1/llm/generate through a mocked OpenAI', () => {
  it('answers from the provider after a retried 429, with the cost from the price table, and stores no key', async () => {
    const user = await apiUser(server.base, { tag: 'llm-openai' })
    const r = await user.api.post('/llm/generate', {
      provider: 'openai',
      model_tier: 'dev',
      system_prompt: 'You are a planner.',
      user_prompt: 'How big should my emergency fund be?',
      max_tokens: 300,
      temperature: 0.1,
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    // gpt-3.5-turbo at $0.50 / $1.50 per million: 2000·500 + 400·1500 = 1,600,000 nano-dollars.
    expect(r.body).toMatchObject({
      content: 'Keep six months of expenses in cash.',
      provider: 'openai',
      model: 'gpt-3.5-turbo',
      offline: false,
      outcome: 'retried',
      error_class: 'rate_limited',
      usage: { input_tokens: 2000, output_tokens: 400, total_tokens: 2400 },
      cost_nano_usd: 1_600_000,
      cost: 0.0016,
    })
    expect(openai.seen).toHaveLength(2)
    expect(openai.seen[1].headers.authorization).toBe(`Bearer ${OPENAI_KEY}`)
    expect(openai.seen[1].body).toMatchObject({ model: 'gpt-3.5-turbo', max_completion_tokens: 300, temperature: 0.1 })

    const rows = await getDb().LlmCall.findAll({ where: { user_id: user.id }, raw: true })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'openai', model: 'gpt-3.5-turbo', outcome: 'retried', attempt_count: 2 })
    expect(Number(rows[0].cost_nano_usd)).toBe(1_600_000)
    const payload = await getDb().LlmLastPayload.findOne({ where: { user_id: user.id }, raw: true })
    expect(await lastPayloadFor(user.id)).toMatchObject({
      provider: 'openai',
      query: 'How big should my emergency fund be?',
    })
    // Nothing stored about the call holds the key, in any column.
    expect(JSON.stringify(rows)).not.toContain(OPENAI_KEY)
    expect(JSON.stringify(payload)).not.toContain(OPENAI_KEY)
  })

  it('/health names OpenAI, then the offline provider, and never the key', async () => {
    const text = await (await fetch(`${server.base}/health`)).text()
    expect(JSON.parse(text).dependencies.llm).toMatchObject({ mode: 'openai', providers: ['openai', 'offline'] })
    expect(text).not.toContain(OPENAI_KEY)
  })
})
