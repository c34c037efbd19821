import { MODEL_PRICES, nanoUsdToUsd } from '../../lib/llm-prices.ts'
import type { LlmGenerateBody } from '../../schemas/llm.ts'
import { loadAdvisorFacts } from './facts.server.ts'
import { generate } from './generate.server.ts'

/** POST /api/v1/llm/generate for the signed-in user: the answer, who gave it, tokens and cost. */
export async function generateForUser(userId: number, body: LlmGenerateBody, signal?: AbortSignal) {
  const model = body.metadata?.model
  // A model names its provider: with provider auto, that provider goes first.
  const provider = model && body.provider === 'auto' ? MODEL_PRICES[model].provider : body.provider
  const result = await generate(
    {
      system: body.system_prompt,
      user: body.user_prompt,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      tier: body.model_tier,
      json: body.metadata?.response_format ?? false,
      provider,
      model,
      signal,
    },
    { userId, facts: await loadAdvisorFacts(userId), purpose: 'api.llm.generate' },
  )
  return {
    content: result.content,
    provider: result.provider,
    model: result.model,
    model_tier: result.tier,
    offline: result.provider === 'offline',
    usage: {
      input_tokens: result.usage.inputTokens,
      output_tokens: result.usage.outputTokens,
      total_tokens: result.usage.inputTokens + result.usage.outputTokens,
    },
    // Exact nano-dollars (10⁻⁹ USD) and the same in dollars; null when a model used has no price.
    cost: result.costNanoUsd === null ? null : nanoUsdToUsd(result.costNanoUsd),
    cost_nano_usd: result.costNanoUsd,
    latency_ms: result.latencyMs,
    outcome: result.outcome,
    error_class: result.errorClass,
    attempts: result.attempts.map((a) => ({ provider: a.provider, model: a.model, error_class: a.error_class })),
  }
}
