import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { apiCall, type ApiClient } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'
import { ADVISORY_SECTION_TITLES } from '../../app/lib/advisory-report.ts'

// POST /api/v1/llm/advisory/generate with no language-model key: the offline provider writes the
// report from the user's own records, the audits pass, the run is stored; 401, 422, 429 and
// fuzzed bodies. The simulation service is pointed at a closed port, so the report is written
// without the projection and says so among its assumptions.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}
process.env.SIM_WORKER_URL = 'http://127.0.0.1:9'
process.env.ADVISORY_MAX_PER_WINDOW = '3'

const server = useTestServer()
const PATH = '/llm/advisory/generate'

async function add(api: ApiClient, entry: Record<string, unknown>) {
  const r = await api.post('/financial/entries', entry)
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300)
}

/** $8,000 income, $5,000 rent, $20,000 cash (4 months), a $3,000 credit card. */
async function household() {
  const user = await apiUser(server.base, { tag: 'advisory' })
  await add(user.api, {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 8000,
    frequency: 'monthly',
  })
  await add(user.api, {
    category: 'expenses',
    subcategory: 'housing',
    description: 'Rent',
    amount: 5000,
    frequency: 'monthly',
  })
  await add(user.api, { category: 'assets', subcategory: 'cash_bank_accounts', description: 'Savings', amount: 20000 })
  await add(user.api, { category: 'liabilities', subcategory: 'credit_cards', description: 'Visa', amount: 3000 })
  return user
}

describe('POST /api/v1/llm/advisory/generate', () => {
  it('answers 401 without a token and 405 to GET', async () => {
    expect((await apiCall(server.base, null, 'POST', PATH, {})).status).toBe(401)
    const { api } = await apiUser(server.base)
    expect((await api.get(PATH)).status).toBe(405)
  })

  it('answers 422 with the field for bad parameters and bodies', async () => {
    const { api } = await apiUser(server.base)
    const cases: [unknown, string][] = [
      [{ model_tier: 'max' }, 'body.model_tier'],
      [{ provider_preferences: ['skynet'] }, 'body.provider_preferences.0'],
      [{ temperature: 9 }, 'body.temperature'],
      [{ model: 'gpt-99' }, 'body.model'],
      [{ generation_type: 'poem' }, 'body.generation_type'],
      [[1, 2], 'body'],
      ['{not json', 'body'],
    ]
    for (const [body, loc] of cases) {
      const r = await api.post(PATH, body)
      expect(r.status, JSON.stringify(body)).toBe(422)
      expect(r.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toContain(loc)
    }
  })

  it('writes the audited deterministic report offline from the user’s records and stores it', async () => {
    const user = await household()
    const r = await user.api.post(PATH, {
      step4_data: { user_profile: { net_worth: 99_999_999 } },
      generation_type: 'summary',
      provider_preferences: ['openai'],
      model_tier: 'dev',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({
      provider: 'offline',
      offline: true,
      cost: 0,
      attempts: 1,
      fallback: null,
      mode: 'deterministic',
    })
    expect(r.body.llm_response.content).toBe(r.body.content)
    for (const section of Object.values(ADVISORY_SECTION_TITLES)) {
      expect(r.body.content).toContain(`## ${section}`)
    }
    // The client's step4_data is not trusted: the net worth is the user's own ($20,000 − $3,000).
    expect(r.body.report.executive_summary.key_metrics.net_worth).toBe(17_000)
    expect(r.body.report.executive_summary.status_flags.stabilize_first).toBe(true)
    expect(r.body.report.priority_actions_30d[1].title).toBe('Pay off the credit card balance of $3,000 now')
    expect(r.body.report.disclaimer).toContain('specific recommendations')
    expect(r.body.audits.map((a: { audit: string; passed: boolean }) => [a.audit, a.passed])).toEqual([
      ['numbers', true],
      ['citations', true],
      ['business_rules', true],
      ['compliance', true],
      ['references', true],
    ])
    expect(r.body.assumptions).toEqual(
      expect.arrayContaining([
        'Age assumed to be 54',
        'The retirement projection could not run; its success rate is left out',
      ]),
    )
    const row = await getDb().AdvisoryReportRow.findOne({ where: { user_id: user.id } })
    expect(row).toMatchObject({ status: 'ready', provider: 'offline', attempts: 1, cost_nano_usd: 0 })
    const calls = await getDb().LlmCall.findAll({ where: { user_id: user.id, purpose: 'advisory.generate' } })
    expect(calls).toHaveLength(1)
  })

  it('traditional mode answers prose under the same sections', async () => {
    const user = await household()
    const r = await user.api.post(PATH, { generation_type: 'traditional' })
    expect(r.status).toBe(200)
    expect(r.body.mode).toBe('traditional')
    expect(r.body.report.executive_summary.key_metrics).toBeNull()
    expect(r.body.audits.every((a: { passed: boolean }) => a.passed)).toBe(true)
  })

  it('refuses the fourth report in the window with 429 and Retry-After', async () => {
    const user = await household()
    for (let i = 0; i < 3; i++) expect((await user.api.post(PATH, {})).status).toBe(200)
    const refused = await user.api.post(PATH, {})
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.detail).toMatch(
      /^You have generated 3 advisory reports in the last 60 minutes\. Please try again in \d+ minutes?\.$/,
    )
    // Another user is not affected.
    expect((await (await household()).api.post(PATH, {})).status).toBe(200)
  })

  it('never answers 500 to fuzzed bodies', async () => {
    const { api } = await apiUser(server.base)
    let seed = 7
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const values = [null, true, 0, -1, 1e308, 'x', '', '💥'.repeat(50), [], [null], {}, { a: 1 }, 'auto', 'dev', 0.5]
    const keys = [
      'step4_data',
      'generation_type',
      'provider_preferences',
      'enable_comparison',
      'model_tier',
      'temperature',
      'model',
      'custom_prompts',
      'mode',
      '__proto__',
      'constructor',
    ]
    for (let i = 0; i < 40; i++) {
      const body: Record<string, unknown> = {}
      for (const key of keys) if (next() < 0.3) body[key] = values[Math.floor(next() * values.length)]
      const r = await api.post(PATH, body)
      expect([200, 422, 429], JSON.stringify(body)).toContain(r.status)
    }
    for (const raw of ['', 'null', '"text"', '[]', '{"custom_prompts":{"system_prompt":1}}', '{"a":'.repeat(50)]) {
      expect([200, 422, 429], raw).toContain((await api.post(PATH, raw)).status)
    }
  })
})
