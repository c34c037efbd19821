import { vectorCall } from '~/http/vector-routes.server.ts'
import { parseQuery } from '~/http/api.server.ts'
import { onlyGet } from '~/http/api-resource.server.ts'
import { ChatContextSchema } from '~/schemas/vector.ts'

// GET ?message: the documents nearest the message joined into one context string within a size budget.
export const loader = vectorCall('GET', async (service, userId, { request }) => {
  const input = parseQuery(request, ChatContextSchema)
  return service.chatContext(userId, input.message, input.max_chars)
})
export const action = onlyGet
