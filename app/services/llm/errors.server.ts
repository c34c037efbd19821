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

/** Any thrown value from an SDK call as an LlmCallError; `timedOut` says our deadline fired. */
export function classifyProviderError(error: unknown, timedOut: boolean): LlmCallError {
  if (error instanceof LlmCallError) return error
  if (!(error instanceof Error)) return new LlmCallError('unknown', 'The provider failed')
  const status = statusOf(error)
  if (status !== undefined) return new LlmCallError(classOfStatus(status), `HTTP ${status}`, status)
  if (timedOut || /timeout|timed out/i.test(error.name + error.message)) {
    return new LlmCallError('timeout', 'The provider did not answer in time')
  }
  if (/abort/i.test(error.name + error.message)) return new LlmCallError('aborted', 'The call was cancelled')
  return new LlmCallError('network', 'The provider could not be reached')
}
