import { advisoryText } from '../../lib/advisory-text.ts'
import { AppError } from '../../lib/app-error.ts'
import { nanoUsdToUsd } from '../../lib/llm-prices.ts'
import type { AdvisoryGenerateBody } from '../../schemas/advisory.ts'
import type { AdvisoryRequest } from './generate.server.ts'
import { currentAdvisory, startAdvisory } from './runs.server.ts'
import type { StoredAdvisory } from './store.server.ts'

// POST /api/v1/llm/advisory/generate (spec 03 §7): the same run as the page (joined when one is
// already going), answered when the report is stored.

function requestOf(body: AdvisoryGenerateBody): AdvisoryRequest {
  return {
    mode: body.mode ?? (body.generation_type === 'traditional' ? 'traditional' : 'deterministic'),
    provider: body.provider_preferences[0] ?? 'auto',
    tier: body.model_tier,
    temperature: body.temperature,
    model: body.model,
    customSystemPrompt: body.custom_prompts?.system_prompt,
    customUserPrompt: body.custom_prompts?.user_prompt,
  }
}

export function advisoryJson(stored: StoredAdvisory & { report: NonNullable<StoredAdvisory['report']> }) {
  const content = advisoryText(stored.report)
  return {
    content,
    llm_response: { content, provider: stored.provider, model: stored.model },
    report: stored.report,
    mode: stored.mode,
    provider: stored.provider,
    model: stored.model,
    model_tier: stored.tier,
    offline: stored.provider === 'offline',
    cost: stored.cost_nano_usd === null ? null : nanoUsdToUsd(stored.cost_nano_usd),
    cost_nano_usd: stored.cost_nano_usd,
    duration_ms: stored.duration_ms,
    attempts: stored.attempts,
    attempt_log: stored.attempt_log,
    audits: stored.audits,
    fallback: stored.fallback,
    assumptions: stored.report.assumptions,
    generated_at: stored.updated_at,
  }
}

export async function generateAdvisoryForUser(userId: number, body: AdvisoryGenerateBody) {
  const { done } = await startAdvisory(userId, requestOf(body))
  await done
  const stored = await currentAdvisory(userId)
  if (stored?.status !== 'ready' || !stored.report) {
    throw new AppError(503, `Failed to generate advisory: ${stored?.error ?? 'no report was stored'}`)
  }
  return advisoryJson({ ...stored, report: stored.report })
}
