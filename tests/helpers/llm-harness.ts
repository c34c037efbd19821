import type { LlmConfig, ProviderSettings } from '../../app/services/llm/config.server.ts'
import { sdkModelFor, type LlmDeps } from '../../app/services/llm/generate.server.ts'
import type { CallRecord } from '../../app/services/llm/record.server.ts'
import type { LlmProviderName } from '../../app/services/llm/types.ts'
import { anthropicMock, ANTHROPIC_TEST_BASE } from '../mocks/anthropic.ts'
import { geminiMock, GEMINI_TEST_BASE } from '../mocks/gemini.ts'
import { openAiMock, OPENAI_TEST_BASE } from '../mocks/openai.ts'

// The language-model harness the unit tests share: the real SDK adapters of all three providers
// pointed at msw handlers (tests/mocks), fake keys, and deps that collect the call records and
// note (instead of waiting out) each backoff delay.

export const KEYS: Record<LlmProviderName, string> = {
  openai: 'sk-test-OPENAI-secret-0001',
  anthropic: 'sk-ant-test-ANTHROPIC-secret-0002',
  gemini: 'AIza-test-GEMINI-secret-0003',
}
export const BASES = { openai: OPENAI_TEST_BASE, anthropic: ANTHROPIC_TEST_BASE, gemini: GEMINI_TEST_BASE }
export const MOCKS = { openai: openAiMock, anthropic: anthropicMock, gemini: geminiMock }
export const DEV_MODELS = { openai: 'gpt-3.5-turbo', anthropic: 'claude-3-haiku-20240307', gemini: 'gemini-1.5-flash' }

export const settings = (name: LlmProviderName): ProviderSettings => ({
  name,
  apiKey: KEYS[name],
  baseURL: BASES[name],
  models: { dev: DEV_MODELS[name], prod: `${DEV_MODELS[name]}-prod` },
})

/** Deps over the real SDK adapters, with a record sink and a sleep that only notes its delay. */
export function deps(providers: LlmProviderName[], config: Partial<LlmConfig> = {}) {
  const records: CallRecord[] = []
  const sleeps: number[] = []
  const d: LlmDeps = {
    config: { providers: providers.map(settings), timeoutMs: 2000, maxRetries: 1, retryBaseMs: 10, ...config },
    modelFor: sdkModelFor,
    record: async (call) => {
      records.push(call)
    },
    sleep: async (ms) => {
      sleeps.push(ms)
    },
  }
  return { deps: d, records, sleeps }
}
