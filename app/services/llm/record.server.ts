import { UniqueConstraintError } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import type { LlmErrorClass, ModelTier, ProviderName } from './types.ts'

// The record of every call (llm_calls) and each user's last prompt (llm_last_payloads).
// What is stored is built here from named fields only, so an API key cannot reach a row.

export type CallOutcome = 'ok' | 'retried' | 'fell_back' | 'failed'

export type AttemptRecord = {
  provider: ProviderName
  model: string
  error_class: LlmErrorClass | null
  latency_ms: number
  input_tokens: number
  output_tokens: number
}

export type CallRecord = {
  userId: number | null
  purpose: string
  provider: ProviderName
  model: string
  tier: ModelTier
  inputTokens: number
  outputTokens: number
  costNanoUsd: number | null
  latencyMs: number
  outcome: CallOutcome
  errorClass: LlmErrorClass | null
  attempts: AttemptRecord[]
  systemPrompt: string
  userMessage: string
  query: string
  outputChars: number
}

export async function recordLlmCall(call: CallRecord) {
  const db = getDb()
  const now = new Date()
  await db.LlmCall.create({
    user_id: call.userId,
    purpose: call.purpose.slice(0, 40),
    provider: call.provider,
    model: call.model.slice(0, 100),
    tier: call.tier,
    input_tokens: call.inputTokens,
    output_tokens: call.outputTokens,
    cost_nano_usd: call.costNanoUsd,
    latency_ms: call.latencyMs,
    outcome: call.outcome,
    error_class: call.errorClass,
    attempt_count: call.attempts.length,
    attempts: JSON.stringify(call.attempts),
    system_chars: call.systemPrompt.length,
    user_chars: call.userMessage.length,
    output_chars: call.outputChars,
    created_at: now,
  })
  if (call.userId === null) return
  const payload = {
    query: call.query,
    provider: call.provider,
    model: call.model.slice(0, 100),
    system_prompt: call.systemPrompt,
    user_message: call.userMessage,
    system_chars: call.systemPrompt.length,
    user_chars: call.userMessage.length,
    created_at: now,
  }
  // One row per user: update it, or create it the first time. Two first calls at once both find
  // nothing to update; the unique index refuses the second insert, which then updates instead.
  const where = { user_id: call.userId }
  const [updated] = await db.LlmLastPayload.update(payload, { where })
  if (updated > 0) return
  try {
    await db.LlmLastPayload.create({ ...where, ...payload })
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error
    await db.LlmLastPayload.update(payload, { where })
  }
}

export type LastPayload = {
  query: string
  provider: string
  model: string
  timestamp: string
  system_prompt: string
  user_message: string
  sizes: { system_prompt: number; user_message: number; total: number }
}

/** The last prompt this user sent to a language model, for the Debug View; null before the first. */
export async function lastPayloadFor(userId: number): Promise<LastPayload | null> {
  const row = await getDb().LlmLastPayload.findOne({ where: { user_id: userId } })
  if (!row) return null
  return {
    query: row.query,
    provider: row.provider,
    model: row.model,
    timestamp: row.created_at.toISOString(),
    system_prompt: row.system_prompt,
    user_message: row.user_message,
    sizes: {
      system_prompt: row.system_chars,
      user_message: row.user_chars,
      total: row.system_chars + row.user_chars,
    },
  }
}

/** A user's recent calls, newest first (for the Debug View and the admin). */
export async function recentLlmCalls(userId: number, limit = 20) {
  const rows = await getDb().LlmCall.findAll({
    where: { user_id: userId },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  })
  return rows.map((r) => r.get({ plain: true }))
}
