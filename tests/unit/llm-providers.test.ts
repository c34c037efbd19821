import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdvisorFacts } from '../../app/lib/offline-advisor.ts'
import { generate, type LlmDeps } from '../../app/services/llm/generate.server.ts'
import type { LlmProviderName } from '../../app/services/llm/types.ts'
import type { Step } from '../mocks/llm-script.ts'
import { deps, DEV_MODELS, KEYS, MOCKS } from '../helpers/llm-harness.ts'
import { HAND_WORKED_FACTS } from '../helpers/advisor-facts.ts'

// The real SDK code of all three providers (openai, @anthropic-ai/sdk, @google/generative-ai)
// runs against msw handlers at their HTTP endpoints; only the network is mocked.

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** The offline advisor's hand-worked household (tests/helpers/advisor-facts.ts); goals left out. */
const FACTS: AdvisorFacts = { ...HAND_WORKED_FACTS, goals: [] }

function mock(name: LlmProviderName, steps: Step[]) {
  const m = MOCKS[name](steps)
  server.use(m.handler)
  return m
}

const ask = (d: LlmDeps, extra: Parameters<typeof generate>[0] = {}) =>
  generate(
    { system: 'You are a planner.', user: 'How am I doing?', ...extra },
    { userId: 7, facts: FACTS, purpose: 'test' },
    d,
  )

// Hand-computed from app/lib/llm-prices.ts at 1,200 input and 300 output tokens, in nano-dollars:
// gpt-3.5-turbo $0.50/$1.50 per M → 1200·500 + 300·1500; claude-3-haiku $0.25/$1.25 → 1200·250 +
// 300·1250; gemini-1.5-flash $0.075/$0.30 → 1200·75 + 300·300.
const EXPECTED_COST = { openai: 1_050_000, anthropic: 675_000, gemini: 180_000 }

describe.each(['openai', 'anthropic', 'gemini'] as const)('%s through its SDK', (name) => {
  it('answers, with the provider’s token counts and the cost from the price table', async () => {
    const m = mock(name, [{ text: 'You are on track.', inputTokens: 1200, outputTokens: 300 }])
    const { deps: d, records } = deps([name])
    const result = await ask(d)
    expect(result).toMatchObject({
      content: 'You are on track.',
      provider: name,
      model: DEV_MODELS[name],
      outcome: 'ok',
      errorClass: null,
      usage: { inputTokens: 1200, outputTokens: 300 },
      costNanoUsd: EXPECTED_COST[name],
    })
    expect(m.seen).toHaveLength(1)
    // The system prompt and the question reached the provider in its own format.
    expect(JSON.stringify(m.seen[0].body)).toContain('You are a planner.')
    expect(JSON.stringify(m.seen[0].body)).toContain('How am I doing?')
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ userId: 7, provider: name, outcome: 'ok', costNanoUsd: EXPECTED_COST[name] })
  })

  it('retries a 429 after the base delay and then succeeds', async () => {
    const m = mock(name, [{ status: 429 }, { text: 'Second time lucky.', inputTokens: 10, outputTokens: 5 }])
    const { deps: d, sleeps } = deps([name])
    const result = await ask(d)
    expect(m.seen).toHaveLength(2)
    expect(sleeps).toEqual([10])
    expect(result).toMatchObject({ content: 'Second time lucky.', outcome: 'retried', errorClass: 'rate_limited' })
    expect(result.attempts.map((a) => a.error_class)).toEqual(['rate_limited', null])
  })

  it('waits as long as Retry-After asks before the retry, never less', async () => {
    const m = mock(name, [
      { status: 429, retryAfterSeconds: 2 },
      { text: 'Waited.', inputTokens: 1, outputTokens: 1 },
    ])
    const { deps: d, sleeps } = deps([name])
    const result = await ask(d)
    expect(m.seen).toHaveLength(2)
    // 2,000 ms asked, more than the 10 ms backoff the policy would have used.
    expect(sleeps).toEqual([2000])
    expect(result).toMatchObject({ content: 'Waited.', outcome: 'retried' })
  })

  it('tries the next provider at once when Retry-After is longer than the call deadline', async () => {
    const m = mock(name, [{ status: 429, retryAfterSeconds: 600 }])
    const { deps: d, sleeps } = deps([name], { timeoutMs: 5000 })
    const result = await ask(d)
    expect(m.seen).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(result.attempts.map((a) => [a.provider, a.error_class])).toEqual([
      [name, 'rate_limited'],
      ['offline', null],
    ])
  })

  it('retries an answer that is not the JSON asked for', async () => {
    const m = mock(name, [
      { text: 'Sure! Here is your plan.', inputTokens: 100, outputTokens: 20 },
      { text: '{"on_track": true}', inputTokens: 100, outputTokens: 10 },
    ])
    const { deps: d } = deps([name])
    const result = await ask(d, { json: true })
    expect(m.seen).toHaveLength(2)
    expect(JSON.parse(result.content)).toEqual({ on_track: true })
    expect(result).toMatchObject({ outcome: 'retried', errorClass: 'malformed_json' })
    // The malformed answer was billed too: both attempts' tokens count.
    expect(result.usage).toEqual({ inputTokens: 200, outputTokens: 30 })
  })

  it('gives up on a provider that times out and the offline advisor answers', async () => {
    const m = mock(name, [{ text: 'too late', delayMs: 1500 }])
    const { deps: d } = deps([name], { timeoutMs: 100 })
    const started = performance.now()
    const result = await ask(d)
    expect(performance.now() - started).toBeLessThan(1200)
    expect(m.seen).toHaveLength(2)
    expect(result.attempts.map((a) => [a.provider, a.error_class])).toEqual([
      [name, 'timeout'],
      [name, 'timeout'],
      ['offline', null],
    ])
    expect(result).toMatchObject({ provider: 'offline', outcome: 'fell_back', errorClass: 'timeout', costNanoUsd: 0 })
    expect(result.content).toContain('Offline advisor')
  })

  it('never puts the key in the record or the console', async () => {
    mock(name, [{ status: 500 }, { status: 401 }])
    // console.error is already caught by tests/setup/fail-on-console-error.ts (any call fails the test).
    const spies = (['log', 'info', 'warn', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    )
    const { deps: d, records } = deps([name])
    await ask(d)
    const printed = spies.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n')
    for (const spy of spies) spy.mockRestore()
    expect(records).toHaveLength(1)
    expect(JSON.stringify(records[0])).not.toContain(KEYS[name])
    expect(printed).not.toContain(KEYS[name])
  })
})

describe('the retry and fallback policy', () => {
  it('falls back to the next provider when one keeps answering 500', async () => {
    const openai = mock('openai', [{ status: 500 }])
    const claude = mock('anthropic', [{ text: 'From Claude.', inputTokens: 1200, outputTokens: 300 }])
    const { deps: d, records } = deps(['openai', 'anthropic'])
    const result = await ask(d)
    expect(openai.seen).toHaveLength(2) // the first try and one retry
    expect(claude.seen).toHaveLength(1)
    expect(result).toMatchObject({
      provider: 'anthropic',
      content: 'From Claude.',
      outcome: 'fell_back',
      errorClass: 'server_error',
      costNanoUsd: EXPECTED_COST.anthropic,
    })
    expect(records[0]).toMatchObject({ provider: 'anthropic', outcome: 'fell_back', errorClass: 'server_error' })
    expect(records[0].attempts.map((a) => a.provider)).toEqual(['openai', 'openai', 'anthropic'])
  })

  it('does not retry a refused key: the next provider is tried at once', async () => {
    const openai = mock('openai', [{ status: 401 }])
    const gemini = mock('gemini', [{ text: 'From Gemini.', inputTokens: 1, outputTokens: 1 }])
    const { deps: d, sleeps } = deps(['openai', 'gemini'])
    const result = await ask(d)
    expect(openai.seen).toHaveLength(1)
    expect(gemini.seen).toHaveLength(1)
    expect(sleeps).toEqual([])
    expect(result).toMatchObject({ provider: 'gemini', errorClass: 'auth', outcome: 'fell_back' })
  })

  it('waits twice as long before each further retry', async () => {
    mock('openai', [{ status: 503 }, { status: 429 }, { status: 502 }, { text: 'ok', inputTokens: 1, outputTokens: 1 }])
    const { deps: d, sleeps } = deps(['openai'], { maxRetries: 3, retryBaseMs: 25 })
    const result = await ask(d)
    expect(sleeps).toEqual([25, 50, 100])
    expect(result.outcome).toBe('retried')
  })

  it('tries the asked provider first, with the asked model and the prod tier otherwise', async () => {
    const openai = mock('openai', [{ text: 'from openai', inputTokens: 1, outputTokens: 1 }])
    const gemini = mock('gemini', [{ text: 'from gemini', inputTokens: 1, outputTokens: 1 }])
    const { deps: d } = deps(['openai', 'gemini'])
    const first = await ask(d, { provider: 'gemini', model: 'gemini-2.0-flash' })
    expect(first).toMatchObject({ provider: 'gemini', model: 'gemini-2.0-flash' })
    expect(gemini.seen[0].url).toContain('/models/gemini-2.0-flash:generateContent')
    const prod = await ask(d, { tier: 'prod' })
    expect(prod).toMatchObject({ provider: 'openai', model: 'gpt-3.5-turbo-prod', tier: 'prod' })
    expect(openai.seen).toHaveLength(1)
    // A model with no price costs null, not a made-up zero.
    expect(prod.costNanoUsd).toBeNull()
  })

  it('sends each key only to its own provider, in the SDK’s header', async () => {
    const openai = mock('openai', [{ text: 'a', inputTokens: 1, outputTokens: 1 }])
    const claude = mock('anthropic', [{ text: 'b', inputTokens: 1, outputTokens: 1 }])
    const gemini = mock('gemini', [{ text: 'c', inputTokens: 1, outputTokens: 1 }])
    for (const p of ['openai', 'anthropic', 'gemini'] as const) await ask(deps([p]).deps)
    expect(openai.seen[0].headers.authorization).toBe(`Bearer ${KEYS.openai}`)
    // @anthropic-ai/sdk 1.12 sends the key as a bearer token; older versions used x-api-key.
    const claudeHeaders = claude.seen[0].headers
    expect(claudeHeaders['x-api-key'] ?? claudeHeaders.authorization?.replace(/^Bearer /, '')).toBe(KEYS.anthropic)
    expect(gemini.seen[0].headers['x-goog-api-key']).toBe(KEYS.gemini)
    expect(gemini.seen[0].url).not.toContain(KEYS.gemini)
  })

  it('answers offline, at no cost, when no provider is configured', async () => {
    const { deps: d, records } = deps([])
    const result = await ask(d, { user: 'Should I pay off my car loan?' })
    expect(result).toMatchObject({ provider: 'offline', outcome: 'ok', costNanoUsd: 0, errorClass: null })
    expect(result.content).toContain('Car loan at 6.0%')
    expect(records[0]).toMatchObject({ provider: 'offline', query: 'Should I pay off my car loan?' })
  })

  it('stops when the caller cancels, records the call as failed and does not fall back', async () => {
    mock('openai', [{ text: 'slow', delayMs: 1000 }])
    const { deps: d, records } = deps(['openai'])
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 50)
    await expect(ask(d, { signal: controller.signal })).rejects.toMatchObject({ errorClass: 'aborted' })
    expect(records[0]).toMatchObject({ outcome: 'failed', errorClass: 'aborted' })
    expect(records[0].attempts.map((a) => a.provider)).toEqual(['openai'])
  })
})
