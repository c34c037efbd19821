import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { SHADOW_QUESTIONS } from '../../app/lib/admin.ts'
import { runShadowTest, recentShadowRuns } from '../../app/services/admin/shadow-mode.server.ts'
import { runTools } from '../../app/services/chat/tools.server.ts'
import type { LlmDeps } from '../../app/services/llm/generate.server.ts'
import { AppError } from '../../app/lib/app-error.ts'
import { settings } from '../helpers/llm-harness.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { createUser, signInBrowser } from '../helpers/users.ts'
import { removeVectorKeysAfterAll } from '../helpers/vector-redis.ts'

// Shadow Mode Testing's rules: the question set answered twice per user (with and without the
// vector grounding), read-only for the user, audited, with the offline advisor when no key is set.
for (const name of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_API_KEY', 'LLM_PROVIDER']) {
  delete process.env[name]
}
removeVectorKeysAfterAll()
const server = useTestServer()

async function household(tag: string) {
  const user = await createUser({ tag })
  await seedDemoHousehold(user.id)
  return user
}

async function userRows(userId: number) {
  const { ChatSession, ChatMessageRow, LlmCall, LlmLastPayload } = getDb()
  const where = { where: { user_id: userId } }
  return Promise.all([
    ChatSession.count(where),
    ChatMessageRow.count(where),
    LlmCall.count(where),
    LlmLastPayload.count(where),
  ])
}

/** A model that says whether the prompt carried the knowledge context it was given. */
function groundingAwareLlm(marker: string): LlmDeps {
  return {
    config: { providers: [settings('openai')], timeoutMs: 2000, maxRetries: 0, retryBaseMs: 1 },
    modelFor: () => ({
      provider: 'openai',
      async generate(call) {
        const grounded = call.messages.some((m) => m.content.includes(marker))
        const response = grounded ? 'Answer grounded in the knowledge base.' : 'Answer from the tool results only.'
        return { content: JSON.stringify({ response }), model: 'fake', usage: { inputTokens: 1, outputTokens: 1 } }
      },
    }),
    record: async () => {},
    sleep: async () => {},
  }
}

describe('shadow mode test', () => {
  it('answers every question with the offline advisor on both sides, leaves the user untouched, and is audited', async () => {
    const admin = await createUser({ tag: 'shadow-admin', role: 'admin' })
    const user = await household('shadow-user')
    const before = await userRows(user.id)
    const run = await runShadowTest({ id: admin.id, email: admin.email }, user.id)
    expect(run.results.map((r) => r.query)).toEqual([...SHADOW_QUESTIONS])
    for (const result of run.results) {
      for (const side of [result.normal, result.shadow]) {
        expect(side.provider).toBe('offline')
        expect(side.response.length).toBeGreaterThan(0)
        expect(side.facts_used.length).toBeGreaterThan(0)
        expect(side.responseTime).toBeGreaterThanOrEqual(0)
        expect(typeof side.number_audit.passed).toBe('boolean')
      }
      // Only the normal side was given the user's vector context.
      expect(result.normal.context_chars).toBeGreaterThan(0)
      expect(result.shadow.context_chars).toBe(0)
      // The offline advisor answers from the tools alone, so grounding changes nothing.
      expect(result.match).toBe(true)
    }
    expect(run.differing).toBe(0)
    expect(await userRows(user.id)).toEqual(before)
    const audit = await getDb().AdminAuditEntry.findOne({
      where: { action: 'shadow_test', target_user_id: user.id },
    })
    expect(audit?.admin_user_id).toBe(admin.id)
    expect(audit?.detail).toBe(`${SHADOW_QUESTIONS.length} questions, 0 differ with vector grounding`)
    expect((await recentShadowRuns()).some((row) => row.target_user_id === user.id)).toBe(true)
  })

  it('reports a difference when the model uses the grounding', async () => {
    const admin = await createUser({ tag: 'shadow-admin2', role: 'admin' })
    const user = await household('shadow-user2')
    const marker = 'KB-SHADOW-MARKER'
    const asked: number[] = []
    const run = await runShadowTest({ id: admin.id, email: admin.email }, user.id, {
      runTools,
      knowledge: async (userId) => {
        asked.push(userId)
        return `${marker}: keep six months of expenses`
      },
      llm: groundingAwareLlm(marker),
    })
    expect(asked).toEqual(SHADOW_QUESTIONS.map(() => user.id))
    expect(run.differing).toBe(SHADOW_QUESTIONS.length)
    for (const result of run.results) {
      expect(result.match).toBe(false)
      expect(result.normalResponse).toBe('Answer grounded in the knowledge base.')
      expect(result.shadowResponse).toBe('Answer from the tool results only.')
      expect(result.normal.provider).toBe('openai')
    }
  })

  it('refuses an unknown user with a 404 and audits nothing', async () => {
    const admin = await createUser({ tag: 'shadow-admin3', role: 'admin' })
    const error = await runShadowTest({ id: admin.id, email: admin.email }, 987_654_321).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ status: 404 })
    expect(await getDb().AdminAuditEntry.count({ where: { admin_user_id: admin.id } })).toBe(0)
  })
})

describe('the Shadow Mode Testing screen', () => {
  it('runs from a plain form post and shows both answers; refuses a missing user with 422', async () => {
    const admin = await createUser({ tag: 'shadow-screen-admin', role: 'admin' })
    const user = await household('shadow-screen-user')
    const browser = await signInBrowser(server.base, admin)
    const page = await (await browser.get('/admin/shadow')).text()
    expect(page).toContain('Shadow Mode Testing')
    expect(page).toContain('the offline advisor answers both sides')
    const ran = await browser.post('/admin/shadow', { user_id: String(user.id) })
    expect(ran.status).toBe(200)
    // React separates adjacent text with empty comments; the reader sees one sentence.
    const html = (await ran.text()).replaceAll('<!-- -->', '')
    expect(html).toContain(`${user.email}: 0 of ${SHADOW_QUESTIONS.length} answers differ`)
    expect(html.split('With vector grounding').length - 1).toBe(SHADOW_QUESTIONS.length)
    expect(html.split('Without vector grounding').length - 1).toBe(SHADOW_QUESTIONS.length)
    const refused = await browser.post('/admin/shadow', { user_id: 'x' })
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('Choose a user to test.')
    const unknown = await browser.post('/admin/shadow', { user_id: '987654321' })
    expect(unknown.status).toBe(404)
  })
})
