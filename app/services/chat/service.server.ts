import { getEnv } from '../../env.server.ts'
import { useAllowance } from '../../infra/throttle.server.ts'
import { pluralise } from '../../lib/format.ts'
import { notFound } from '../../lib/app-error.ts'
import { nanoUsdToUsd } from '../../lib/llm-prices.ts'
import type { ChatMessageInput } from '../../schemas/chat.ts'
import { vectorService } from '../vector/service.server.ts'
import { answerChat, type ChatAnswer, type ChatDeps, type ChatEvents } from './answer.server.ts'
import {
  chatSessions,
  currentSession,
  memoryMessages,
  saveAnswer,
  saveUserMessage,
  sessionMessages,
  type ChatMessageDto,
} from './sessions.server.ts'
import { runTools } from './tools.server.ts'

// The chat advisor's entry point for the three chat calls and the chat screen: the per-user
// rate limit, the session, the turn (answer.server.ts) and its storage.

/** The production deps: the user's tools and their vector chat context. */
export function defaultChatDeps(): ChatDeps {
  return {
    runTools,
    knowledge: async (userId, question) => (await (await vectorService()).chatContext(userId, question)).context,
  }
}

/** Counts one message against the user's limit; a 429 AppError with Retry-After past it. */
function checkRateLimit(userId: number) {
  const env = getEnv()
  return useAllowance(
    'chat',
    userId,
    { max: env.CHAT_RATE_LIMIT_MAX, windowSeconds: env.CHAT_RATE_LIMIT_WINDOW_SECONDS },
    (minutes) => `Too many messages. Please try again in ${pluralise(minutes, 'minute')}.`,
  )
}

export type ChatReply = { sessionId: number; question: ChatMessageDto; answer: ChatMessageDto; turn: ChatAnswer }

/** Sends one message for the signed-in user: 404 for a session of another user, 429 past the limit. */
export async function sendChatMessage(
  userId: number,
  input: ChatMessageInput,
  events: ChatEvents = {},
  deps: ChatDeps = defaultChatDeps(),
): Promise<ChatReply> {
  const session = input.session_id ? await chatSessions.get(userId, input.session_id) : await currentSession(userId)
  await checkRateLimit(userId)
  const earlier = await sessionMessages(userId, session.id)
  const history = earlier.slice(-6).map((m) => ({ role: m.role, content: m.content }))
  const memory = session.memory_enabled ? await memoryMessages(userId, session.id) : []
  const question = await saveUserMessage(userId, session.id, input.message)
  const turn = await answerChat(
    {
      userId,
      question: input.message,
      provider: input.provider,
      tier: input.model_tier,
      insightLevel: input.insight_level,
      history,
      memory,
    },
    deps,
    events,
  )
  const answer = await saveAnswer(userId, session.id, turn)
  return { sessionId: session.id, question, answer, turn }
}

/** The /api/v1/chat/message body may name a user: only the caller's own id is accepted. */
export function requireOwnUserId(userId: number, named: number | undefined) {
  if (named !== undefined && named !== userId) throw notFound('User not found')
}

const usd = (nano: number | null) => (nano === null ? null : nanoUsdToUsd(nano))

function tokens(answer: ChatMessageDto) {
  return { input: answer.input_tokens, output: answer.output_tokens, total: answer.input_tokens + answer.output_tokens }
}

/** POST /api/v1/chat-simple/message (03 §7, the default call). */
export function simpleReply(reply: ChatReply) {
  const { answer, turn } = reply
  return {
    response: answer.content,
    facts_used: answer.facts_used,
    confidence: answer.confidence,
    assumptions: answer.assumptions,
    warnings: answer.warnings,
    is_clarify: answer.is_clarify,
    clarify: answer.clarify,
    session_id: reply.sessionId,
    message_id: answer.id,
    provider: answer.provider,
    model: answer.model,
    tokens_used: tokens(answer),
    cost: usd(answer.cost_nano_usd),
    cost_nano_usd: answer.cost_nano_usd,
    tool_calls: answer.tool_calls,
    number_audit: turn.audit,
  }
}

/** POST /api/v1/chat/intelligent (03 §7, the first alternative). */
export function intelligentReply(reply: ChatReply) {
  const { answer } = reply
  return {
    message: { id: answer.id, role: answer.role, content: answer.content, timestamp: answer.timestamp },
    context_used: answer.facts_used,
    tokens_used: tokens(answer),
    cost_breakdown: { total: usd(answer.cost_nano_usd), total_nano_usd: answer.cost_nano_usd },
    confidence: answer.confidence,
    intelligence_metrics: { insights_extracted: answer.facts_used.length, tool_calls: answer.tool_calls },
    assumptions: answer.assumptions,
    warnings: answer.warnings,
    is_clarify: answer.is_clarify,
    clarify: answer.clarify,
    session_id: reply.sessionId,
    provider: answer.provider,
    model: answer.model,
  }
}

/** POST /api/v1/chat/message (03 §7, the second alternative): the default shape plus the message. */
export function messageReply(reply: ChatReply) {
  const { answer } = reply
  return {
    ...simpleReply(reply),
    message: { id: answer.id, role: answer.role, content: answer.content, timestamp: answer.timestamp },
    context_used: answer.facts_used,
  }
}
