import { isAppError } from '../lib/app-error.ts'
import { formatFact } from '../lib/chat-facts.ts'
import type { ChatMessageInput } from '../schemas/chat.ts'
import { sendChatMessage } from '../services/chat/service.server.ts'

// The chat screen's progressive enhancement: one turn as server-sent events. The tools' facts
// arrive as each tool finishes, then the answer in pieces, then the stored message. The answer
// is streamed after the number audit has passed (or warned), so no unaudited text is ever shown.

const encoder = new TextEncoder()
const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`)

/** The answer in word-sized pieces, so the screen can show it growing. */
function pieces(text: string, size = 24) {
  const words = text.split(/(?<=\s)/)
  const out: string[] = []
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(''))
  return out
}

export function chatEventStream(userId: number, input: ChatMessageInput): Response {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        const reply = await sendChatMessage(userId, input, {
          onTool: (result) =>
            controller.enqueue(
              event('tool', { tool: result.tool, facts: result.facts.map((f) => `${f.label}: ${formatFact(f)}`) }),
            ),
        })
        for (const piece of pieces(reply.answer.content)) controller.enqueue(event('answer', piece))
        controller.enqueue(event('done', { session_id: reply.sessionId, message: reply.answer }))
      } catch (error) {
        const status = isAppError(error) ? error.status : 500
        const message = isAppError(error) ? error.message : 'Failed to send message'
        if (!isAppError(error)) console.warn('Chat stream failed', error)
        controller.enqueue(event('error', { status, message: `Chat API error: ${status} - ${message}` }))
      } finally {
        controller.close()
      }
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    },
  })
}
