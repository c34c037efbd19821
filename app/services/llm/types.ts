import type { LlmProviderName } from '../../lib/llm-prices.ts'

export type { LlmProviderName }
export type ProviderName = LlmProviderName | 'offline'
export type ModelTier = 'dev' | 'prod'

export type ChatMessage = { role: 'user' | 'assistant'; content: string }

/** One request to one provider: what every adapter takes. */
export type ProviderCall = {
  model: string
  system: string
  messages: ChatMessage[]
  maxTokens: number
  temperature: number
  /** Ask for one JSON object (the orchestrator checks that it parses). */
  json: boolean
  signal: AbortSignal
}

export type TokenUsage = { inputTokens: number; outputTokens: number }

export type ProviderReply = { content: string; model: string; usage: TokenUsage }

/** The one interface every provider implements. */
export interface LanguageModel {
  readonly provider: ProviderName
  generate(call: ProviderCall): Promise<ProviderReply>
}

/**
 * Why an attempt failed, in words the retry policy and the call log share. Retryable:
 * rate_limited (429), server_error (5xx), timeout, network, malformed_json (JSON asked, not given),
 * empty. Not retryable (the next provider is tried at once): auth, bad_request.
 */
export type LlmErrorClass =
  | 'rate_limited'
  | 'server_error'
  | 'timeout'
  | 'network'
  | 'malformed_json'
  | 'empty'
  | 'auth'
  | 'bad_request'
  | 'aborted'
  | 'unknown'

const RETRYABLE: ReadonlySet<LlmErrorClass> = new Set([
  'rate_limited',
  'server_error',
  'timeout',
  'network',
  'malformed_json',
  'empty',
])

export class LlmCallError extends Error {
  name = 'LlmCallError'
  constructor(
    readonly errorClass: LlmErrorClass,
    message: string,
    readonly status?: number,
    /** Tokens the provider billed before the failure (a malformed answer still costs). */
    readonly usage?: TokenUsage,
    /** How long the provider asked us to wait before trying again (Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }

  get retryable() {
    return RETRYABLE.has(this.errorClass)
  }
}
