import { LlmCallError, type LlmErrorClass } from './types.ts'

// The three SDKs fail with their own error classes; all carry an HTTP status when there was a
// response, and name timeouts and aborts. Classified here by shape (status, name), so one policy
// reads them all and no SDK class leaks past its adapter.

function classOfStatus(status: number): LlmErrorClass {
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'server_error'
  if (status === 401 || status === 403) return 'auth'
  if (status === 408) return 'timeout'
  return 'bad_request'
}

function statusOf(error: Error): number | undefined {
  const status: unknown = Reflect.get(error, 'status')
  return typeof status === 'number' && status >= 100 ? status : undefined
}

function headerOf(error: Error, name: string): string | undefined {
  const headers: unknown = Reflect.get(error, 'headers')
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  if (headers && typeof headers === 'object') {
    const value: unknown = Reflect.get(headers, name)
    return typeof value === 'string' ? value : undefined
  }
  return undefined
}

/** Gemini says it in the error body instead: a google.rpc.RetryInfo detail with `retryDelay: "30s"`. */
function geminiRetryDelayMs(error: Error): number | undefined {
  const details: unknown = Reflect.get(error, 'errorDetails')
  if (!Array.isArray(details)) return undefined
  for (const detail of details) {
    const delay: unknown = detail && typeof detail === 'object' ? Reflect.get(detail, 'retryDelay') : undefined
    const match = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay) : null
    if (match) return Math.round(Number(match[1]) * 1000)
  }
  return undefined
}

/**
 * The wait a provider asked for: OpenAI's `retry-after-ms`, the standard `Retry-After` (seconds or
 * an HTTP date, RFC 9110 §10.2.3), or Gemini's RetryInfo. Undefined when it said nothing usable.
 */
export function retryAfterMsOf(error: Error, now = Date.now()): number | undefined {
  const ms = Number(headerOf(error, 'retry-after-ms'))
  if (headerOf(error, 'retry-after-ms') !== undefined && Number.isFinite(ms) && ms >= 0) return Math.round(ms)
  const value = headerOf(error, 'retry-after')?.trim()
  if (value) {
    if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
    const date = Date.parse(value)
    if (Number.isFinite(date)) return Math.max(0, date - now)
  }
  return geminiRetryDelayMs(error)
}

/** Any thrown value from an SDK call as an LlmCallError; `timedOut` says our deadline fired. */
export function classifyProviderError(error: unknown, timedOut: boolean): LlmCallError {
  if (error instanceof LlmCallError) return error
  if (!(error instanceof Error)) return new LlmCallError('unknown', 'The provider failed')
  const status = statusOf(error)
  if (status !== undefined) {
    return new LlmCallError(classOfStatus(status), `HTTP ${status}`, status, undefined, retryAfterMsOf(error))
  }
  if (timedOut || /timeout|timed out/i.test(error.name + error.message)) {
    return new LlmCallError('timeout', 'The provider did not answer in time')
  }
  if (/abort/i.test(error.name + error.message)) return new LlmCallError('aborted', 'The call was cancelled')
  return new LlmCallError('network', 'The provider could not be reached')
}
