import { describe, expect, it } from 'vitest'
import { retryAfterMsOf } from '../../app/services/llm/errors.server.ts'

/** An SDK-like error carrying response headers (as openai's and @anthropic-ai/sdk's APIError do). */
function withHeaders(headers: Record<string, string>) {
  return Object.assign(new Error('HTTP 429'), { status: 429, headers: new Headers(headers) })
}

describe('the wait a provider asks for', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')

  it('reads Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3)', () => {
    expect(retryAfterMsOf(withHeaders({ 'retry-after': '7' }), now)).toBe(7000)
    expect(retryAfterMsOf(withHeaders({ 'retry-after': '1.5' }), now)).toBe(1500)
    expect(retryAfterMsOf(withHeaders({ 'retry-after': 'Wed, 25 Nov 2026 12:00:30 GMT' }), now)).toBe(30_000)
    // A date already past means "now".
    expect(retryAfterMsOf(withHeaders({ 'retry-after': 'Wed, 25 Nov 2026 11:00:00 GMT' }), now)).toBe(0)
  })

  it('prefers OpenAI’s retry-after-ms, and reads a plain header record too', () => {
    expect(retryAfterMsOf(withHeaders({ 'retry-after-ms': '250', 'retry-after': '9' }), now)).toBe(250)
    const plain = Object.assign(new Error('x'), { headers: { 'retry-after': '3' } })
    expect(retryAfterMsOf(plain, now)).toBe(3000)
  })

  it('reads Gemini’s RetryInfo detail, and says nothing when nothing usable was sent', () => {
    const gemini = Object.assign(new Error('x'), {
      status: 429,
      errorDetails: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '12s' }],
    })
    expect(retryAfterMsOf(gemini, now)).toBe(12_000)
    expect(retryAfterMsOf(withHeaders({ 'retry-after': 'soon' }), now)).toBeUndefined()
    expect(retryAfterMsOf(new Error('no headers'), now)).toBeUndefined()
  })
})
