import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { ChatMessageSchema } from '~/schemas/chat.ts'
import { intelligentReply, sendChatMessage } from '~/services/chat/service.server.ts'

// 03 §7 "Chat", the first alternative: the same turn as chat-simple, in its own response shape.
export const loader = onlyPost

export const action = apiUserWrite(ChatMessageSchema, async (userId, body) =>
  intelligentReply(await sendChatMessage(userId, body)),
)
