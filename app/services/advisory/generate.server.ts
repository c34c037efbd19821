import { auditReport, blockingIssues, type AuditIssue, type AuditResult } from '../../lib/advisory-audits.ts'
import { planReport, planReportTraditional } from '../../lib/advisory-offline-report.ts'
import { ADVISORY, type PlanInputs } from '../../lib/advisory-plan.ts'
import { readReport, type AdvisoryReport } from '../../lib/advisory-report.ts'
import type { AdvisoryMode, AdvisoryProvider } from '../../schemas/advisory.ts'
import { defaultDeps, generate, type LlmDeps } from '../llm/generate.server.ts'
import type { ModelTier, ProviderName } from '../llm/types.ts'
import { advisorySystemPrompt, advisoryUserPrompt } from './prompts.server.ts'

// The advisory generation loop (spec 03 §4): up to three attempts. Each answer is read as a
// report and audited; a report with no blocking issue is accepted. A failing attempt's messages
// go back to the model as corrections. When the penultimate attempt fails, the last attempt goes
// to the default provider (the first configured). When all fail: the last structurally valid
// report, else the simplified report built from the plan inputs. Each attempt is one call of
// app/services/llm (its own retries, fallback and call record).

export type AdvisoryRequest = {
  mode: AdvisoryMode
  provider: AdvisoryProvider
  tier: ModelTier
  temperature?: number
  model?: string
  customSystemPrompt?: string
  customUserPrompt?: string
}

export type AttemptSummary = {
  attempt: number
  provider: ProviderName
  model: string
  accepted: boolean
  issues: AuditIssue[]
}

export type AdvisoryOutcome = {
  report: AdvisoryReport
  provider: ProviderName
  model: string
  tier: ModelTier
  /** Nano-dollars over every attempt; null when a model used has no price. */
  costNanoUsd: number | null
  durationMs: number
  attempts: AttemptSummary[]
  /** The final report's audits. */
  audits: AuditResult[]
  /** How the report was reached when no attempt passed. */
  fallback: 'last_valid' | 'simplified' | null
}

/** What the offline provider writes: the report from the plan inputs, in the asked mode. */
function offlineContent(inputs: PlanInputs, mode: AdvisoryMode) {
  return JSON.stringify(mode === 'traditional' ? planReportTraditional(inputs) : planReport(inputs))
}

function structureIssue(message: string, fix: string): AuditIssue {
  return { audit: 'structure', message, fix, blocking: true }
}

type Reviewed = { report: AdvisoryReport | null; audits: AuditResult[]; issues: AuditIssue[] }

function review(content: string, inputs: PlanInputs, mode: AdvisoryMode, now: Date): Reviewed {
  const read = readReport(content, mode, inputs)
  if (!read.ok) return { report: null, audits: [], issues: [structureIssue(read.message, read.fix)] }
  const audits = auditReport(read.report, inputs, now)
  return { report: read.report, audits, issues: audits.flatMap((a) => a.issues) }
}

function addCost(total: number | null, cost: number | null) {
  return total === null || cost === null ? null : total + cost
}

/** The simplified report: the plan-input report in the asked mode, with its audits. */
export function simplifiedReport(inputs: PlanInputs, mode: AdvisoryMode, now = new Date()) {
  const reviewed = review(offlineContent(inputs, mode), inputs, mode, now)
  if (!reviewed.report) throw new Error('The simplified report does not read back')
  return { report: reviewed.report, audits: reviewed.audits }
}

export async function generateAdvisory(
  userId: number,
  inputs: PlanInputs,
  request: AdvisoryRequest,
  deps: LlmDeps = defaultDeps(),
  now = new Date(),
): Promise<AdvisoryOutcome> {
  const started = performance.now()
  const attempts: AttemptSummary[] = []
  const corrections: string[] = []
  let provider: AdvisoryProvider = request.provider
  let model = request.model
  let cost: number | null = 0
  let lastValid: (Reviewed & { report: AdvisoryReport; provider: ProviderName; model: string }) | null = null
  let last = { provider: 'offline' as ProviderName, model: 'none' }
  for (let attempt = 1; attempt <= ADVISORY.maxAttempts; attempt++) {
    const result = await generate(
      {
        system: advisorySystemPrompt(request.mode, request.customSystemPrompt),
        user: advisoryUserPrompt(inputs, corrections, request.customUserPrompt),
        json: true,
        maxTokens: ADVISORY.maxTokens,
        temperature: request.temperature ?? ADVISORY.temperature,
        tier: request.tier,
        provider,
        model,
      },
      { userId, facts: null, purpose: 'advisory.generate', query: `Advisory report (${request.mode})` },
      deps,
    )
    cost = addCost(cost, result.costNanoUsd)
    last = { provider: result.provider, model: result.model }
    const content = result.provider === 'offline' ? offlineContent(inputs, request.mode) : result.content
    const reviewed = review(content, inputs, request.mode, now)
    const blocking = reviewed.report ? blockingIssues(reviewed.audits) : reviewed.issues
    attempts.push({ attempt, ...last, accepted: blocking.length === 0, issues: reviewed.issues })
    const outcome = { ...last, tier: request.tier, attempts }
    if (reviewed.report && blocking.length === 0) {
      return done({ ...outcome, report: reviewed.report, audits: reviewed.audits, fallback: null }, cost, started)
    }
    if (reviewed.report) lastValid = { ...reviewed, report: reviewed.report, ...last }
    for (const issue of blocking) {
      const line = `${issue.message}. Fix: ${issue.fix}`
      if (!corrections.includes(line)) corrections.push(line)
    }
    if (attempt === ADVISORY.maxAttempts - 1) {
      provider = deps.config.providers[0]?.name ?? 'offline'
      model = undefined
    }
  }
  const outcome = { ...last, tier: request.tier, attempts }
  if (lastValid) {
    const { report, audits, provider: p, model: m } = lastValid
    return done({ ...outcome, provider: p, model: m, report, audits, fallback: 'last_valid' }, cost, started)
  }
  return done({ ...outcome, ...simplifiedReport(inputs, request.mode, now), fallback: 'simplified' }, cost, started)
}

function done(outcome: Omit<AdvisoryOutcome, 'costNanoUsd' | 'durationMs'>, cost: number | null, started: number) {
  return { ...outcome, costNanoUsd: cost, durationMs: Math.round(performance.now() - started) }
}
