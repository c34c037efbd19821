import { http } from 'msw'
import { script, type Step } from './llm-script.ts'

export const GEMINI_TEST_BASE = 'https://gemini.test'

/** POST /v1beta/models/{model}:generateContent answered from `steps`. */
export function geminiMock(steps: Step[], base = GEMINI_TEST_BASE) {
  const s = script(steps)
  const handler = http.post(`${base}/v1beta/models/:call`, ({ request }) =>
    s.answer(request, (step) => ({
      candidates: [{ content: { role: 'model', parts: [{ text: step.text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: {
        promptTokenCount: step.inputTokens,
        candidatesTokenCount: step.outputTokens,
        totalTokenCount: step.inputTokens + step.outputTokens,
      },
    })),
  )
  return { handler, seen: s.seen }
}
