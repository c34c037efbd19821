import * as z from 'zod'
import { formatFact, sourceText, allFacts, type ToolFact, type ToolResult } from '../../lib/chat-facts.ts'
import { offlineChatAnswer, type ChatAnswerDraft } from '../../lib/chat-offline.ts'
import { CHAT_SYSTEM_PROMPT, chatUserPrompt, numberCorrection, type PromptParts } from '../../lib/chat-prompt.ts'
import { classifyQuestion, clarificationFor, REFUSALS, type Clarification } from '../../lib/chat-questions.ts'
import { ALWAYS_ALLOWED_NUMBERS, auditNumbers, numberPool, writtenNumbers } from '../../lib/number-audit.ts'
import type { AdvisorIntent } from '../../lib/offline-advisor.ts'
import { generate, type GenerateResult, type LlmDeps } from '../llm/generate.server.ts'
import type { ChatMessage, LanguageModel, ModelTier, ProviderName } from '../llm/types.ts'

// One chat turn: classify the question; for a finance question run the intent's tools (scoped to
// the signed-in user), add vector context, ask the model, and audit every number in the answer
// against the tool results and the question. A failed audit is retried once with the
// correction; a second failure is returned with a warning naming the unverified numbers.

export type FactUsed = { tool: string; label: string; value: string; source: ToolFact['source']; source_text: string }

export type ChatAnswer = {
  response: string
  facts_used: FactUsed[]
  confidence: 'high' | 'medium' | 'low'
  assumptions: string[]
  warnings: string[]
  is_clarify: boolean
  clarify: Clarification | null
  intent: AdvisorIntent | 'off_topic'
  provider: ProviderName | null
  model: string | null
  usage: { inputTokens: number; outputTokens: number }
  costNanoUsd: number | null
  toolCalls: number
  audit: { passed: boolean; attempts: number; unverified: string[] }
}

export type ChatTurn = {
  userId: number
  question: string
  provider: ProviderName | 'auto'
  tier: ModelTier
  insightLevel: PromptParts['insightLevel']
  /** This session's earlier turns, oldest first (the model's conversation). */
  history: ChatMessage[]
  /** Messages of the user's earlier sessions, when AI Memory is on. */
  memory: PromptParts['memory']
}

export type ChatDeps = {
  runTools: (userId: number, intent: AdvisorIntent, onResult?: (r: ToolResult) => void) => Promise<ToolResult[]>
  knowledge: (userId: number, question: string) => Promise<string>
  /** The language-model layer's deps; its defaults (the configured providers) when absent. */
  llm?: LlmDeps
}

export type ChatEvents = { onTool?: (result: ToolResult) => void }

const DraftSchema = z.object({
  response: z.string().min(1),
  confidence: z.enum(['high', 'medium', 'low']).catch('medium'),
  assumptions: z.array(z.string()).catch([]),
  warnings: z.array(z.string()).catch([]),
})

/** A model's JSON answer, or its text as the response when it did not give the JSON asked for. */
export function readDraft(content: string): ChatAnswerDraft {
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(content))
    if (parsed.success) return parsed.data
  } catch {
    // not JSON: the text itself is the answer
  }
  return { response: content.trim(), confidence: 'medium', assumptions: [], warnings: [] }
}

const noCall = { provider: null, model: null, usage: { inputTokens: 0, outputTokens: 0 }, costNanoUsd: null }

function withoutTools(question: string): ChatAnswer | null {
  const kind = classifyQuestion(question)
  if (kind.kind === 'finance') return null
  const base = { facts_used: [], assumptions: [], warnings: [], toolCalls: 0, ...noCall }
  const audit = { passed: true, attempts: 0, unverified: [] }
  if (kind.kind === 'ambiguous') {
    const clarify = clarificationFor(question)
    return {
      ...base,
      response: clarify.message,
      confidence: 'low',
      is_clarify: true,
      clarify,
      intent: kind.intent,
      audit,
    }
  }
  return {
    ...base,
    response: REFUSALS[kind.reason],
    confidence: 'high',
    is_clarify: false,
    clarify: null,
    intent: 'off_topic',
    audit,
  }
}

/** The facts whose figure the answer quotes; all of them when it quotes none (a qualitative answer). */
function factsQuoted(response: string, facts: ToolFact[]): FactUsed[] {
  const written = writtenNumbers(response).filter((w) => !ALWAYS_ALLOWED_NUMBERS.includes(w.value))
  const quoted = facts.filter((f) => written.some((w) => auditNumbers(w.text, numberPool(f.value)).ok))
  return (quoted.length > 0 ? quoted : facts).map((f) => ({
    tool: f.tool,
    label: f.label,
    value: formatFact(f),
    source: f.source,
    source_text: sourceText(f.source),
  }))
}

/** The offline provider for a chat turn: the answer from the tool results, as the JSON asked for. */
function chatOfflineModel(intent: AdvisorIntent, results: ToolResult[], question: string): LanguageModel {
  return {
    provider: 'offline',
    async generate() {
      const content = JSON.stringify(offlineChatAnswer(intent, results, question))
      return { content, model: 'offline-advisor-1', usage: { inputTokens: 0, outputTokens: 0 } }
    },
  }
}

function addCalls(a: GenerateResult, b: GenerateResult | null) {
  if (!b) return { usage: a.usage, cost: a.costNanoUsd }
  const usage = {
    inputTokens: a.usage.inputTokens + b.usage.inputTokens,
    outputTokens: a.usage.outputTokens + b.usage.outputTokens,
  }
  const cost = a.costNanoUsd === null || b.costNanoUsd === null ? null : a.costNanoUsd + b.costNanoUsd
  return { usage, cost }
}

async function askModel(
  turn: ChatTurn,
  intent: AdvisorIntent,
  results: ToolResult[],
  knowledge: string,
  deps: ChatDeps,
) {
  const user = chatUserPrompt({ ...turn, results, knowledge })
  const messages: ChatMessage[] = [...turn.history, { role: 'user', content: user }]
  const context = {
    userId: turn.userId,
    facts: null,
    purpose: 'chat.message',
    query: turn.question,
    offline: chatOfflineModel(intent, results, turn.question),
  }
  const request = {
    system: CHAT_SYSTEM_PROMPT,
    provider: turn.provider,
    tier: turn.tier,
    json: true,
    temperature: 0.2,
    maxTokens: 1200,
  }
  const pool = numberPool(
    allFacts(results),
    results.map((r) => r.notes),
    turn.question,
  )
  const extra = [new Date().getFullYear()]
  const first = await generate({ ...request, messages }, context, deps.llm)
  let draft = readDraft(first.content)
  let audit = auditNumbers(draft.response, pool, extra)
  let second: GenerateResult | null = null
  if (!audit.ok) {
    const retry = [
      ...messages,
      { role: 'assistant' as const, content: first.content },
      { role: 'user' as const, content: numberCorrection(audit.unauthorized) },
    ]
    second = await generate({ ...request, messages: retry }, context, deps.llm)
    draft = readDraft(second.content)
    audit = auditNumbers(draft.response, pool, extra)
  }
  return { draft, audit, attempts: second ? 2 : 1, last: second ?? first, ...addCalls(first, second) }
}

/** Answers one chat turn (see the note at the top). */
export async function answerChat(turn: ChatTurn, deps: ChatDeps, events: ChatEvents = {}): Promise<ChatAnswer> {
  const early = withoutTools(turn.question)
  if (early) return early
  const kind = classifyQuestion(turn.question)
  const intent = kind.kind === 'finance' ? kind.intent : 'general'
  const [results, knowledge] = await Promise.all([
    deps.runTools(turn.userId, intent, events.onTool),
    deps.knowledge(turn.userId, turn.question).catch(() => ''),
  ])
  const { draft, audit, attempts, last, usage, cost } = await askModel(turn, intent, results, knowledge, deps)
  const warnings = [...draft.warnings]
  if (!audit.ok)
    warnings.push(`Unverified numbers in this answer (not found in your records): ${audit.unauthorized.join(', ')}`)
  return {
    response: draft.response,
    facts_used: factsQuoted(draft.response, allFacts(results)),
    confidence: audit.ok ? draft.confidence : 'low',
    assumptions: [...new Set([...draft.assumptions, ...results.flatMap((r) => r.notes)])],
    warnings,
    is_clarify: false,
    clarify: null,
    intent,
    provider: last.provider,
    model: last.model,
    usage,
    costNanoUsd: cost,
    toolCalls: results.length,
    audit: { passed: audit.ok, attempts, unverified: audit.unauthorized },
  }
}
