import type { ActionFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server.ts'
import { chatEventStream } from '~/http/chat-stream.server.ts'
import { readFormBody } from '~/http/api.server.ts'
import { orServiceUnavailable } from '~/http/screen.server.ts'
import { ChatMessageSchema } from '~/schemas/chat.ts'

// The chat screen's streamed send (JavaScript only; without it the screen's form posts to
// /plan/chat). Answers text/event-stream; see app/http/chat-stream.server.ts.
export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })

export async function action({ request }: ActionFunctionArgs) {
  return orServiceUnavailable(async () => {
    const { user } = await requireUser(request)
    const body = await readFormBody(request)
    if (!body.ok) return body.response
    const parsed = ChatMessageSchema.safeParse(body.body)
    if (!parsed.success) {
      return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid message' }, { status: 422 })
    }
    return chatEventStream(user.id, parsed.data)
  })
}
