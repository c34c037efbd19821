import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { ChatMessageWithUserSchema } from '~/schemas/chat.ts'
import { messageReply, requireOwnUserId, sendChatMessage } from '~/services/chat/service.server.ts'

// 03 §7 "Chat", the second alternative: the same turn; the body's user_id, when sent, must be
// the caller's own (another user's id is a 404, as on the /{userId} paths).
export const loader = onlyPost

export const action = apiUserWrite(ChatMessageWithUserSchema, async (userId, body) => {
  requireOwnUserId(userId, body.user_id)
  return messageReply(await sendChatMessage(userId, body))
})
