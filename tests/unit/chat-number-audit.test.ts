import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { answerChat } from '../../app/services/chat/answer.server.ts'
import { sdkModelFor, type LlmDeps } from '../../app/services/llm/generate.server.ts'
import type { CallRecord } from '../../app/services/llm/record.server.ts'
import type { LlmProviderName } from '../../app/services/llm/types.ts'
import { anthropicMock, ANTHROPIC_TEST_BASE } from '../mocks/anthropic.ts'
import { geminiMock, GEMINI_TEST_BASE } from '../mocks/gemini.ts'
import type { Step } from '../mocks/llm-script.ts'
import { openAiMock, OPENAI_TEST_BASE } from '../mocks/openai.ts'
import { householdChatDeps } from '../helpers/chat-household.ts'

// The chat's number audit (issue 14, item 4) through each provider's real SDK, against msw at
// the HTTP boundary: an answer with a number the tools never gave is retried once with the
// correction; a second failure is returned with a warning naming the unverified number.

const BASES = { openai: OPENAI_TEST_BASE, anthropic: ANTHROPIC_TEST_BASE, gemini: GEMINI_TEST_BASE }
const MOCKS = { openai: openAiMock, anthropic: anthropicMock, gemini: geminiMock }
const MODELS = { openai: 'gpt-3.5-turbo', anthropic: 'claude-3-haiku-20240307', gemini: 'gemini-1.5-flash' }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function llmDeps(name: LlmProviderName) {
  const records: CallRecord[] = []
  const deps: LlmDeps = {
    config: {
      providers: [
        {
          name,
          apiKey: `test-key-${name}-0001`,
          baseURL: BASES[name],
          models: { dev: MODELS[name], prod: MODELS[name] },
        },
      ],
      timeoutMs: 2000,
      maxRetries: 0,
      retryBaseMs: 1,
    },
    modelFor: sdkModelFor,
    record: async (call) => {
      records.push(call)
    },
    sleep: async () => {},
  }
  return { deps, records }
}

const answerJson = (response: string) => JSON.stringify({ response, confidence: 'high', assumptions: [], warnings: [] })

// $2,000 is the household's monthly surplus (a tool figure); $3,750 and 11.3% are invented.
const INVENTED = answerJson('Your surplus is $2,000 a month; you could save $3,750 and earn 11.3% a year.')
const CORRECT = answerJson('Your surplus is $2,000 a month and your savings rate is 25.0%.')

const ask = (deps: LlmDeps) =>
  answerChat(
    {
      userId: 7,
      question: 'How much can I save each month?',
      provider: 'auto',
      tier: 'dev',
      insightLevel: 'balanced',
      history: [],
      memory: [],
    },
    householdChatDeps(deps).deps,
  )

describe.each(['openai', 'anthropic', 'gemini'] as const)('%s: the number audit on a chat answer', (name) => {
  function mock(steps: Step[]) {
    const m = MOCKS[name](steps)
    server.use(m.handler)
    return m
  }

  it('retries an invented number once with the correction, and accepts the corrected answer', async () => {
    const m = mock([
      { text: INVENTED, inputTokens: 900, outputTokens: 60 },
      { text: CORRECT, inputTokens: 1000, outputTokens: 40 },
    ])
    const llm = llmDeps(name)
    const answer = await ask(llm.deps)
    expect(m.seen).toHaveLength(2)
    const retry = JSON.stringify(m.seen[1].body)
    expect(retry).toContain('numbers that are not in <tool_results>')
    expect(retry).toContain('3,750')
    expect(answer).toMatchObject({ provider: name, confidence: 'high', warnings: [] })
    expect(answer.audit).toEqual({ passed: true, attempts: 2, unverified: [] })
    expect(answer.response).toBe('Your surplus is $2,000 a month and your savings rate is 25.0%.')
    // Both calls were billed and recorded.
    expect(answer.usage).toEqual({ inputTokens: 1900, outputTokens: 100 })
    expect(llm.records).toHaveLength(2)
  })

  it('returns a second failure with a warning naming the unverified numbers', async () => {
    const m = mock([{ text: INVENTED, inputTokens: 900, outputTokens: 60 }])
    const answer = await ask(llmDeps(name).deps)
    expect(m.seen).toHaveLength(2)
    expect(answer.audit).toEqual({ passed: false, attempts: 2, unverified: ['3,750', '11.3'] })
    expect(answer.confidence).toBe('low')
    expect(answer.warnings).toEqual(['Unverified numbers in this answer (not found in your records): 3,750, 11.3'])
    // The facts it did quote are still listed with their sources.
    expect(answer.facts_used.map((f) => f.label)).toContain('Monthly surplus')
  })
})
