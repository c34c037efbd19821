import { delay, HttpResponse, type JsonBodyType } from 'msw'

// What a mocked language-model endpoint answers, one step per request: text with the token
// usage the provider reports, an HTTP error status, or an answer held back past a deadline.
// The last step repeats once the script runs out. An error may say when to retry: as the
// Retry-After header (OpenAI, Anthropic) and as a google.rpc.RetryInfo detail (what Gemini sends).
export type Step =
  | { text: string; inputTokens?: number; outputTokens?: number; delayMs?: number }
  | { status: number; delayMs?: number; retryAfterSeconds?: number }

export type SeenRequest = { url: string; headers: Record<string, string>; body: unknown }

export function script(steps: Step[]) {
  const seen: SeenRequest[] = []
  let index = 0
  return {
    seen,
    /** The next step's answer, with `body` building the provider's JSON for a text step. */
    async answer(
      request: Request,
      body: (step: { text: string; inputTokens: number; outputTokens: number }, requestBody: unknown) => JsonBodyType,
    ) {
      const requestBody: unknown = await request.json()
      seen.push({ url: request.url, headers: Object.fromEntries(request.headers), body: requestBody })
      const step = steps[Math.min(index, steps.length - 1)]
      index += 1
      if (step.delayMs) await delay(step.delayMs)
      if ('status' in step) {
        const retry = step.retryAfterSeconds
        const details =
          retry === undefined ? [] : [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retry}s` }]
        return HttpResponse.json(
          { error: { code: step.status, message: `mock ${step.status}`, type: 'mock_error', details } },
          { status: step.status, headers: retry === undefined ? {} : { 'retry-after': String(retry) } },
        )
      }
      return HttpResponse.json(
        body(
          { text: step.text, inputTokens: step.inputTokens ?? 0, outputTokens: step.outputTokens ?? 0 },
          requestBody,
        ),
      )
    },
  }
}
