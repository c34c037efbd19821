import { http } from 'msw'
import { script, type Step } from './llm-script.ts'

export const OPENAI_TEST_BASE = 'https://api.openai.test/v1'

/** POST /chat/completions answered from `steps`, in the Chat Completions shape. */
export function openAiMock(steps: Step[], base = OPENAI_TEST_BASE) {
  const s = script(steps)
  const handler = http.post(`${base}/chat/completions`, ({ request }) =>
    s.answer(request, (step, body) => ({
      id: 'chatcmpl-mock',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: (body as { model: string }).model,
      choices: [{ index: 0, message: { role: 'assistant', content: step.text }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: step.inputTokens,
        completion_tokens: step.outputTokens,
        total_tokens: step.inputTokens + step.outputTokens,
      },
    })),
  )
  return { handler, seen: s.seen }
}
