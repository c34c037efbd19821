import { callCost } from '../../lib/llm-prices.ts'
import type { AdvisorFacts } from '../../lib/offline-advisor.ts'
import { getLlmConfig, type LlmConfig, type ProviderSettings } from './config.server.ts'
import { classifyProviderError } from './errors.server.ts'
import { anthropicModel } from './providers/anthropic.server.ts'
import { geminiModel } from './providers/gemini.server.ts'
import { offlineModel } from './providers/offline.server.ts'
import { openAiModel } from './providers/openai.server.ts'
import { recordLlmCall, type AttemptRecord, type CallOutcome, type CallRecord } from './record.server.ts'
import {
  LlmCallError,
  type ChatMessage,
  type LanguageModel,
  type LlmErrorClass,
  type ModelTier,
  type ProviderCall,
  type ProviderName,
  type TokenUsage,
} from './types.ts'

// One call, whatever answers it. Each configured provider is tried in turn: every attempt has
// its own deadline; a 429, a 5xx, a timeout, a network failure or (when JSON was asked) an
// answer that does not parse is retried with exponential backoff, up to LLM_MAX_RETRIES times;
// then the next provider; finally the offline advisor, which always answers. The SDKs' own
// retries are off, so this policy is the only one. Every call is recorded (record.server.ts).

export type GenerateRequest = {
  system?: string
  /** The conversation; `user` is shorthand for one user message. */
  messages?: ChatMessage[]
  user?: string
  maxTokens?: number
  temperature?: number
  tier?: ModelTier
  json?: boolean
  signal?: AbortSignal
  /** Try this provider first (when it is configured); 'auto' keeps the configured order. */
  provider?: ProviderName | 'auto'
  /** A model for the first provider instead of its tier's. */
  model?: string
}

export type GenerateContext = {
  userId: number | null
  /** The figures the offline advisor answers from. */
  facts: AdvisorFacts | null
  /** What asked (the log's purpose column), e.g. 'api.generate'. */
  purpose: string
  /** The user's question as the Debug View shows it; the last user message when absent. */
  query?: string
  /** The last resort instead of the offline advisor over `facts` (the chat's answers from its tool results). */
  offline?: LanguageModel
}

export type GenerateResult = {
  content: string
  provider: ProviderName
  model: string
  tier: ModelTier
  usage: TokenUsage
  /** What every attempt cost together, in nano-dollars; null if a model used has no price. */
  costNanoUsd: number | null
  latencyMs: number
  outcome: CallOutcome
  /** The last failure on the way (null when the first attempt answered). */
  errorClass: LlmErrorClass | null
  attempts: AttemptRecord[]
}

export type LlmDeps = {
  config: LlmConfig
  /** Builds a provider's client; the real SDK adapters unless a test passes others. */
  modelFor: (settings: ProviderSettings) => LanguageModel
  record: (call: CallRecord) => Promise<void>
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
}

const ADAPTERS = { openai: openAiModel, anthropic: anthropicModel, gemini: geminiModel }

/** A provider's client through its official SDK. */
export function sdkModelFor(settings: ProviderSettings): LanguageModel {
  return ADAPTERS[settings.name]({ apiKey: settings.apiKey, baseURL: settings.baseURL })
}

export function defaultDeps(): LlmDeps {
  return {
    config: getLlmConfig(),
    modelFor: sdkModelFor,
    record: recordLlmCall,
    sleep,
  }
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmCallError('aborted', 'The call was cancelled'))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new LlmCallError('aborted', 'The call was cancelled'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** A JSON answer, fences stripped (some models wrap it in ```json), or a malformed_json error. */
function checkedJson(content: string, usage: TokenUsage) {
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  try {
    JSON.parse(unfenced)
    return unfenced
  } catch {
    throw new LlmCallError('malformed_json', 'The answer was not the JSON asked for', undefined, usage)
  }
}

type Attempt = { ok: true; content: string; model: string; usage: TokenUsage } | { ok: false; error: LlmCallError }

/** One request to one provider under its own deadline (and the caller's signal). */
async function attempt(
  model: LanguageModel,
  call: Omit<ProviderCall, 'signal'>,
  timeoutMs: number,
  outer?: AbortSignal,
) {
  const deadline = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    deadline.abort()
  }, timeoutMs)
  const signal = outer ? AbortSignal.any([outer, deadline.signal]) : deadline.signal
  try {
    const reply = await model.generate({ ...call, signal })
    const content = call.json ? checkedJson(reply.content, reply.usage) : reply.content
    return { ok: true, content, model: reply.model, usage: reply.usage } satisfies Attempt
  } catch (error) {
    const failure = classifyProviderError(error, timedOut)
    if (outer?.aborted)
      return { ok: false, error: new LlmCallError('aborted', 'The call was cancelled') } satisfies Attempt
    return { ok: false, error: failure } satisfies Attempt
  } finally {
    clearTimeout(timer)
  }
}

type Plan = { settings: ProviderSettings | null; model: LanguageModel; modelName: string }

function providerPlan(request: GenerateRequest, context: GenerateContext, deps: LlmDeps, tier: ModelTier): Plan[] {
  const configured = deps.config.providers
  const first = request.provider && request.provider !== 'auto' ? request.provider : null
  const ordered =
    first === 'offline'
      ? []
      : first
        ? [...configured.filter((p) => p.name === first), ...configured.filter((p) => p.name !== first)]
        : configured
  const plans: Plan[] = ordered.map((settings, index) => ({
    settings,
    model: deps.modelFor(settings),
    modelName:
      index === 0 && request.model && (!first || settings.name === first) ? request.model : settings.models[tier],
  }))
  plans.push({ settings: null, model: context.offline ?? offlineModel(context.facts), modelName: 'offline-advisor-1' })
  return plans
}

function messagesOf(request: GenerateRequest): ChatMessage[] {
  if (request.messages?.length) return request.messages
  return [{ role: 'user', content: request.user ?? '' }]
}

function addUsage(total: TokenUsage, usage: TokenUsage | undefined) {
  if (!usage) return
  total.inputTokens += usage.inputTokens
  total.outputTokens += usage.outputTokens
}

/** What the attempts cost together: null as soon as one billed model has no price. */
function totalCost(attempts: AttemptRecord[]) {
  let nano: number | null = 0
  for (const a of attempts) {
    if (a.provider === 'offline' || (a.input_tokens === 0 && a.output_tokens === 0)) continue
    const cost = callCost(a.model, { inputTokens: a.input_tokens, outputTokens: a.output_tokens })
    nano = cost.priced && nano !== null ? nano + cost.nanoUsd : null
  }
  return nano
}

function outcomeOf(planIndex: number, attemptsOnProvider: number): CallOutcome {
  if (planIndex > 0) return 'fell_back'
  return attemptsOnProvider > 1 ? 'retried' : 'ok'
}

type Answer = { content: string; plan: Plan; model: string; planIndex: number; triesOnProvider: number }

/** Runs the plans in order with the retry policy; the answer, or null if the caller cancelled. */
async function runPlans(
  plans: Plan[],
  call: Omit<ProviderCall, 'signal'>,
  deps: LlmDeps,
  log: AttemptRecord[],
  usage: TokenUsage,
  outer?: AbortSignal,
) {
  const { timeoutMs, maxRetries, retryBaseMs } = deps.config
  for (const [planIndex, plan] of plans.entries()) {
    for (let tries = 1; tries <= maxRetries + 1; tries++) {
      const started = performance.now()
      const result = await attempt(plan.model, { ...call, model: plan.modelName }, timeoutMs, outer)
      const spent = result.ok ? result.usage : result.error.usage
      addUsage(usage, spent)
      log.push({
        provider: plan.model.provider,
        model: result.ok ? result.model : plan.modelName,
        error_class: result.ok ? null : result.error.errorClass,
        latency_ms: Math.round(performance.now() - started),
        input_tokens: spent?.inputTokens ?? 0,
        output_tokens: spent?.outputTokens ?? 0,
      })
      if (result.ok)
        return {
          content: result.content,
          plan,
          model: result.model,
          planIndex,
          triesOnProvider: tries,
        } satisfies Answer
      if (result.error.errorClass === 'aborted') return null
      if (!result.error.retryable || tries > maxRetries) break
      // Retry-After is honoured: never sooner than the provider asked; a wait longer than the
      // per-call deadline is not worth holding the user for, so the next provider is tried now.
      const asked = result.error.retryAfterMs ?? 0
      if (asked > timeoutMs) break
      try {
        await deps.sleep(Math.max(retryBaseMs * 2 ** (tries - 1), asked), outer)
      } catch {
        return null
      }
    }
  }
  return null
}

/** Answers one request through the providers (see the note at the top) and records the call. */
export async function generate(
  request: GenerateRequest,
  context: GenerateContext,
  deps: LlmDeps = defaultDeps(),
): Promise<GenerateResult> {
  const tier = request.tier ?? 'dev'
  const messages = messagesOf(request)
  const system = request.system ?? ''
  const call = {
    model: '',
    system,
    messages,
    maxTokens: request.maxTokens ?? 1000,
    temperature: request.temperature ?? 0.7,
    json: request.json ?? false,
  }
  const started = performance.now()
  const log: AttemptRecord[] = []
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 }
  const answer = await runPlans(providerPlan(request, context, deps, tier), call, deps, log, usage, request.signal)
  const lastFailure = log.findLast((a) => a.error_class !== null)?.error_class ?? null
  const result: GenerateResult = {
    content: answer?.content ?? '',
    provider: answer?.plan.model.provider ?? log.at(-1)?.provider ?? 'offline',
    model: answer?.model ?? log.at(-1)?.model ?? 'none',
    tier,
    usage,
    costNanoUsd: totalCost(log),
    latencyMs: Math.round(performance.now() - started),
    outcome: answer ? outcomeOf(answer.planIndex, answer.triesOnProvider) : 'failed',
    errorClass: lastFailure,
    attempts: log,
  }
  const userText = messages.filter((m) => m.role === 'user').map((m) => m.content)
  await deps.record({
    userId: context.userId,
    purpose: context.purpose,
    provider: result.provider,
    model: result.model,
    tier,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    costNanoUsd: result.costNanoUsd,
    latencyMs: result.latencyMs,
    outcome: result.outcome,
    errorClass: result.errorClass,
    attempts: log,
    systemPrompt: system,
    userMessage: userText.join('\n\n'),
    query: context.query ?? userText.at(-1) ?? '',
    outputChars: result.content.length,
  })
  if (!answer) throw new LlmCallError('aborted', 'The call was cancelled')
  return result
}
