import { answerChat, type ChatAnswer, type ChatDeps } from '../chat/answer.server.ts'
import { runTools } from '../chat/tools.server.ts'
import { defaultDeps as defaultLlmDeps, type LlmDeps } from '../llm/generate.server.ts'
import { getLlmConfig } from '../llm/config.server.ts'
import { READY_THRESHOLD, vectorService } from '../vector/service.server.ts'
import { SHADOW_HISTORY, SHADOW_QUESTIONS } from '../../lib/admin.ts'
import { getUserForAdmin } from './admin.server.ts'
import { listAuditLog, recordAdminAction, type AdminActor } from './audit.server.ts'

// Shadow Mode Testing (03 §2.14, §3 "Shadow test result"): the spec's stub with canned data made
// real. For a fixed question set, the chat advisor answers a chosen user twice with the same tools
// and model: once as in production (with the user's vector context, the "normal" answer) and once
// with the vector grounding removed (the "shadow" answer). The run is read-only for the user: no
// chat session, no message, and the model calls are not written to the user's usage log (a search
// may rebuild a stale vector index, which is derived data like a cache). Every run is audited, and
// the audit log keeps the history (latest 5 shown).

export type ShadowSide = {
  response: string
  facts_used: ChatAnswer['facts_used']
  number_audit: ChatAnswer['audit']
  provider: ChatAnswer['provider']
  responseTime: number
  context_chars: number
}

export type ShadowResult = {
  id: number
  timestamp: string
  query: string
  normal: ShadowSide
  shadow: ShadowSide
  normalResponse: string
  shadowResponse: string
  match: boolean
  responseTime: number
}

export type ShadowDeps = {
  runTools: ChatDeps['runTools']
  /** The user's vector chat context for a question (the grounding the shadow side goes without). */
  knowledge: ChatDeps['knowledge']
  llm: LlmDeps
}

function defaultShadowDeps(): ShadowDeps {
  return {
    runTools,
    knowledge: async (userId, question) => (await (await vectorService()).chatContext(userId, question)).context,
    // The answers are the admin's test, not the user's conversation: keep them out of the user's usage log.
    llm: { ...defaultLlmDeps(), record: async () => {} },
  }
}

/** Which model answers: the offline advisor unless a provider key is configured. */
export function shadowAnswerer() {
  const providers = getLlmConfig().providers.map((p) => p.name)
  return { offline: providers.length === 0, providers }
}

/** The vector store's state for the chosen user: 'Ready' from 40 documents (03 §5). */
export async function shadowVectorStatus(userId: number) {
  const status = await (await vectorService()).status(userId)
  const total = status.total_documents
  return {
    total_documents: total,
    ready: total >= READY_THRESHOLD,
    label: total >= READY_THRESHOLD ? 'Ready' : 'Insufficient Data',
  }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

async function answerSide(userId: number, question: string, knowledge: ChatDeps['knowledge'], deps: ShadowDeps) {
  let contextChars = 0
  const measured: ChatDeps['knowledge'] = async (id, q) => {
    const context = await knowledge(id, q)
    contextChars = context.length
    return context
  }
  const started = performance.now()
  const answer = await answerChat(
    { userId, question, provider: 'auto', tier: 'dev', insightLevel: 'balanced', history: [], memory: [] },
    { runTools: deps.runTools, knowledge: measured, llm: deps.llm },
  )
  const side: ShadowSide = {
    response: answer.response,
    facts_used: answer.facts_used,
    number_audit: answer.audit,
    provider: answer.provider,
    responseTime: Math.round(performance.now() - started),
    context_chars: contextChars,
  }
  return side
}

/** Runs the question set for one user and audits the run; 404 for an unknown user. */
export async function runShadowTest(admin: AdminActor, userId: number, deps: ShadowDeps = defaultShadowDeps()) {
  const user = await getUserForAdmin(userId)
  const results: ShadowResult[] = []
  for (const [index, query] of SHADOW_QUESTIONS.entries()) {
    const normal = await answerSide(userId, query, deps.knowledge, deps)
    const shadow = await answerSide(userId, query, async () => '', deps)
    results.push({
      id: index + 1,
      timestamp: new Date().toISOString(),
      query,
      normal,
      shadow,
      normalResponse: normal.response,
      shadowResponse: shadow.response,
      match: normalise(normal.response) === normalise(shadow.response),
      responseTime: normal.responseTime + shadow.responseTime,
    })
  }
  const differing = results.filter((r) => !r.match).length
  await recordAdminAction(admin, 'shadow_test', {
    userId,
    label: user.email,
    detail: `${SHADOW_QUESTIONS.length} questions, ${differing} differ with vector grounding`,
  })
  return { user: { id: user.id, email: user.email }, vector: await shadowVectorStatus(userId), results, differing }
}

/** The latest runs, from the audit log. */
export async function recentShadowRuns() {
  const log = await listAuditLog()
  return log.filter((row) => row.action === 'shadow_test').slice(0, SHADOW_HISTORY)
}
