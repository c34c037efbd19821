import { callCost, nanoUsdToUsd } from '../../lib/llm-prices.ts'
import { suggestedQuestions } from '../../lib/chat-suggestions.ts'
import { getLlmConfig } from '../llm/config.server.ts'
import { loadAdvisorFacts } from '../llm/facts.server.ts'
import { completeSync, syncStatus } from '../vector/sync.server.ts'
import {
  createSession,
  currentSession,
  latestSession,
  memoryMessages,
  sessionMessages,
  setMemory,
  type ChatMessageDto,
} from './sessions.server.ts'

// The chat screen's presenter (03 §2.12): the current session's conversation, the header's
// provider and costs, Context & Usage, AI Memory, sync status and Suggested Questions.

export type SyncState = 'synced' | 'pending' | 'error'

/** The spec's estimate of one message: 2,000 tokens, half in and half out, at the first provider's dev model. */
function costPerMessage() {
  const first = getLlmConfig().providers[0]
  if (!first) return { provider: 'offline', model: 'offline-advisor-1', usd: 0 }
  const cost = callCost(first.models.dev, { inputTokens: 1000, outputTokens: 1000 })
  return { provider: first.name, model: first.models.dev, usd: cost.priced ? nanoUsdToUsd(cost.nanoUsd) : null }
}

async function syncState(userId: number): Promise<SyncState> {
  try {
    return (await syncStatus(userId)).needs_sync ? 'pending' : 'synced'
  } catch {
    return 'error'
  }
}

function usage(messages: ChatMessageDto[]) {
  const answers = messages.filter((m) => m.role === 'assistant')
  const totalNano = answers.reduce((sum, m) => sum + (m.cost_nano_usd ?? 0), 0)
  const totalTokens = answers.reduce((sum, m) => sum + m.input_tokens + m.output_tokens, 0)
  return {
    session_total_usd: nanoUsdToUsd(totalNano),
    session_total_tokens: totalTokens,
    last_five: answers
      .slice(-5)
      .reverse()
      .map((m) => ({
        id: m.id,
        provider: m.provider,
        model: m.model,
        input_tokens: m.input_tokens,
        output_tokens: m.output_tokens,
        cost_usd: m.cost_nano_usd === null ? null : nanoUsdToUsd(m.cost_nano_usd),
        tool_calls: m.tool_calls,
      })),
  }
}

/**
 * The chat screen. Viewing it stores nothing: before the first message (or Clear Chat, or AI
 * Memory) there is no session row, and the screen shows the one the first message will start.
 */
export async function chatScreen(userId: number) {
  const session = (await latestSession(userId)) ?? {
    id: null,
    memory_enabled: true,
    status: 'active',
    created_at: null,
  }
  const [messages, memory, sync, facts] = await Promise.all([
    session.id === null ? Promise.resolve([]) : sessionMessages(userId, session.id),
    session.id !== null && session.memory_enabled ? memoryMessages(userId, session.id) : Promise.resolve([]),
    syncState(userId),
    loadAdvisorFacts(userId),
  ])
  return {
    session,
    messages,
    estimate: costPerMessage(),
    usage: usage(messages),
    memoryInsights: memory.length,
    sync,
    suggestions: suggestedQuestions(facts),
  }
}

/** Clear Chat: a new session, keeping the AI Memory choice. */
export async function clearChat(userId: number) {
  const session = await currentSession(userId)
  return createSession(userId, session.memory_enabled)
}

export async function toggleMemory(userId: number, enabled: boolean) {
  const session = await currentSession(userId)
  return setMemory(userId, session.id, enabled)
}

/** Sync Finances: the foundations' sync call; the spec's error text when it fails. */
export async function syncFinances(userId: number) {
  try {
    const result = await completeSync(userId)
    return { ok: true as const, documents: result.documents_indexed }
  } catch {
    return { ok: false as const, error: 'Sync failed - click to retry' }
  }
}
