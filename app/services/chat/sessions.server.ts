import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import type { ChatMessageRow, ChatSession } from '../../../db/models/chat.ts'
import { parseJson } from '../goals/goal-json.server.ts'
import { ownedRows } from '../owned-rows.server.ts'
import type { ChatAnswer, FactUsed } from './answer.server.ts'
import type { Clarification } from '../../lib/chat-questions.ts'

// Chat sessions and messages, read through the owned-row helper (another user's session id is
// a 404). They are written directly: a chat message is not financial data, so it must not bump
// the data version that marks the user's derived figures and vector index stale.

export type ChatSessionDto = { id: number; memory_enabled: boolean; status: string; created_at: string }

export type ChatMessageDto = {
  id: number
  session_id: number
  role: 'user' | 'assistant'
  content: string
  facts_used: FactUsed[]
  confidence: string | null
  assumptions: string[]
  warnings: string[]
  is_clarify: boolean
  clarify: Clarification | null
  provider: string | null
  model: string | null
  input_tokens: number
  output_tokens: number
  cost_nano_usd: number | null
  tool_calls: number
  timestamp: string
}

const toSession = (row: ChatSession): ChatSessionDto => ({
  id: row.id,
  memory_enabled: row.memory_enabled,
  status: row.status,
  created_at: row.created_at.toISOString(),
})

function toMessage(row: ChatMessageRow): ChatMessageDto {
  const clarify = parseJson<Clarification | null>(row.clarify ?? 'null', null)
  return {
    id: row.id,
    session_id: row.session_id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    facts_used: parseJson<FactUsed[]>(row.facts_used, []),
    confidence: row.confidence,
    assumptions: parseJson<string[]>(row.assumptions, []),
    warnings: parseJson<string[]>(row.warnings, []),
    is_clarify: clarify !== null,
    clarify,
    provider: row.provider,
    model: row.model,
    input_tokens: row.input_tokens,
    output_tokens: row.output_tokens,
    cost_nano_usd: row.cost_nano_usd,
    tool_calls: row.tool_calls,
    timestamp: row.created_at.toISOString(),
  }
}

export const chatSessions = ownedRows(() => getDb().ChatSession, {
  toDto: toSession,
  notFoundMessage: 'Chat session not found',
  order: [['id', 'DESC']],
})

const chatMessages = ownedRows(() => getDb().ChatMessageRow, {
  toDto: toMessage,
  notFoundMessage: 'Chat message not found',
})

export async function createSession(userId: number, memoryEnabled: boolean): Promise<ChatSessionDto> {
  const row = await getDb().ChatSession.create({
    user_id: userId,
    memory_enabled: memoryEnabled,
    created_at: new Date(),
  })
  return toSession(row)
}

/** The user's newest session, or a new one (AI Memory on by default, 03 §4). */
export async function currentSession(userId: number): Promise<ChatSessionDto> {
  return (await latestSession(userId)) ?? createSession(userId, true)
}

/** The user's newest session; null before the first one. */
export async function latestSession(userId: number): Promise<ChatSessionDto | null> {
  const [latest] = await chatSessions.list(userId)
  return latest ?? null
}

export async function setMemory(userId: number, sessionId: number, enabled: boolean) {
  const row = await chatSessions.requireRow(userId, sessionId)
  await row.update({ memory_enabled: enabled })
  return toSession(row)
}

export async function sessionMessages(userId: number, sessionId: number) {
  return chatMessages.list(userId, { session_id: sessionId })
}

/** The last messages of the user's earlier sessions, oldest first (what AI Memory adds). */
export async function memoryMessages(userId: number, beforeSessionId: number, limit = 6) {
  const rows = await getDb().ChatMessageRow.findAll({
    where: { user_id: userId, session_id: { [Op.lt]: beforeSessionId } },
    order: [['id', 'DESC']],
    limit,
  })
  return rows.reverse().map((r) => ({ role: r.role, content: r.content }))
}

export async function saveUserMessage(userId: number, sessionId: number, content: string) {
  const row = await getDb().ChatMessageRow.create({
    user_id: userId,
    session_id: sessionId,
    role: 'user',
    content,
    facts_used: '[]',
    confidence: null,
    assumptions: '[]',
    warnings: '[]',
    clarify: null,
    provider: null,
    model: null,
    input_tokens: Math.ceil(content.length / 4),
    output_tokens: 0,
    cost_nano_usd: null,
    tool_calls: 0,
    created_at: new Date(),
  })
  return toMessage(row)
}

export async function saveAnswer(userId: number, sessionId: number, answer: ChatAnswer) {
  const row = await getDb().ChatMessageRow.create({
    user_id: userId,
    session_id: sessionId,
    role: 'assistant',
    content: answer.response,
    facts_used: JSON.stringify(answer.facts_used),
    confidence: answer.confidence,
    assumptions: JSON.stringify(answer.assumptions),
    warnings: JSON.stringify(answer.warnings),
    clarify: answer.clarify ? JSON.stringify(answer.clarify) : null,
    provider: answer.provider,
    model: answer.model,
    input_tokens: answer.usage.inputTokens,
    output_tokens: answer.usage.outputTokens,
    cost_nano_usd: answer.costNanoUsd,
    tool_calls: answer.toolCalls,
    created_at: new Date(),
  })
  return toMessage(row)
}
