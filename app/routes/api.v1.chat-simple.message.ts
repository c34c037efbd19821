import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { ChatMessageSchema } from '~/schemas/chat.ts'
import { sendChatMessage, simpleReply } from '~/services/chat/service.server.ts'

// 03 §7 "Chat", the default call: the answer grounded in the caller's own figures (tools run
// server-side by intent), with the facts it used, confidence, assumptions, warnings and, for an
// ambiguous question, a clarification.
export const loader = onlyPost

export const action = apiUserWrite(ChatMessageSchema, async (userId, body) =>
  simpleReply(await sendChatMessage(userId, body)),
)
