import { http } from 'msw'
import { script, type Step } from './llm-script.ts'

export const ANTHROPIC_TEST_BASE = 'https://api.anthropic.test'

/** POST /v1/messages answered from `steps`, in the Messages API shape. */
export function anthropicMock(steps: Step[], base = ANTHROPIC_TEST_BASE) {
  const s = script(steps)
  const handler = http.post(`${base}/v1/messages`, ({ request }) =>
    s.answer(request, (step, body) => ({
      id: 'msg_mock',
      type: 'message',
      role: 'assistant',
      model: (body as { model: string }).model,
      content: [{ type: 'text', text: step.text }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: step.inputTokens, output_tokens: step.outputTokens },
    })),
  )
  return { handler, seen: s.seen }
}
