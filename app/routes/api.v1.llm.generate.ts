import { apiUserWrite, onlyPost } from '~/http/api-resource.server.ts'
import { LlmGenerateSchema } from '~/schemas/llm.ts'
import { generateForUser } from '~/services/llm/api.server.ts'

// 03 §7 "Language model": the configured providers in order, then the offline advisor, which
// answers from the user's own figures when no key is configured (app/services/llm).
export const loader = onlyPost

export const action = apiUserWrite(LlmGenerateSchema, (userId, body, { request }) =>
  generateForUser(userId, body, request.signal),
)
