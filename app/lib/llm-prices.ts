// The one table of language-model prices: US dollars per million input and output tokens, at
// each provider's standard (non-batch, non-cached, ≤128k/200k-context) rate.
// Sources: the providers' pricing pages (platform.openai.com/docs/pricing,
// docs.anthropic.com/en/docs/about-claude/pricing, ai.google.dev/gemini-api/docs/pricing). Written
// on 2026-11-23 without network access: the Claude rows and Gemini 1.5 Flash / 2.x were checked
// against secondary listings (OpenRouter, Vercel AI Gateway) that day; Gemini 1.5 Pro is its
// October 2024 price (≤128k prompts); the OpenAI rows were not re-checked. Re-check before relying on them.
// The spec's per-1k "prices" (03 §9) are display estimates, not what the providers bill: not used.

export type LlmProviderName = 'openai' | 'anthropic' | 'gemini'

export type ModelPrice = { provider: LlmProviderName; inputPerMillion: number; outputPerMillion: number }

export const MODEL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-3.5-turbo': { provider: 'openai', inputPerMillion: 0.5, outputPerMillion: 1.5 },
  'gpt-4': { provider: 'openai', inputPerMillion: 30, outputPerMillion: 60 },
  'gpt-4o': { provider: 'openai', inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4o-mini': { provider: 'openai', inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4.1': { provider: 'openai', inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4.1-mini': { provider: 'openai', inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'claude-3-haiku-20240307': { provider: 'anthropic', inputPerMillion: 0.25, outputPerMillion: 1.25 },
  'claude-3-opus-20240229': { provider: 'anthropic', inputPerMillion: 15, outputPerMillion: 75 },
  'claude-3-5-haiku-20241022': { provider: 'anthropic', inputPerMillion: 0.8, outputPerMillion: 4 },
  'claude-sonnet-4-20250514': { provider: 'anthropic', inputPerMillion: 3, outputPerMillion: 15 },
  'gemini-1.5-flash': { provider: 'gemini', inputPerMillion: 0.075, outputPerMillion: 0.3 },
  'gemini-1.5-pro': { provider: 'gemini', inputPerMillion: 1.25, outputPerMillion: 5 },
  'gemini-2.0-flash': { provider: 'gemini', inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gemini-2.5-flash': { provider: 'gemini', inputPerMillion: 0.3, outputPerMillion: 2.5 },
  'gemini-2.5-pro': { provider: 'gemini', inputPerMillion: 1.25, outputPerMillion: 10 },
}

/**
 * Prices have at most three decimals of a dollar per million tokens, so one token costs a whole
 * number of nano-dollars (10⁻⁹ USD): $0.075 per million = 75 nano-dollars a token. Costs are kept
 * in nano-dollars so a one-token call on the cheapest model is still an exact, non-zero integer.
 */
const nanoPerToken = (perMillion: number) => Math.round(perMillion * 1000)

export type CallCost = { nanoUsd: number; priced: true } | { nanoUsd: null; priced: false }

/** The cost of one call from the tokens the provider reported; unpriced models cost null, not 0. */
export function callCost(model: string, usage: { inputTokens: number; outputTokens: number }): CallCost {
  const price = MODEL_PRICES[model]
  if (!price) return { nanoUsd: null, priced: false }
  return {
    nanoUsd:
      usage.inputTokens * nanoPerToken(price.inputPerMillion) +
      usage.outputTokens * nanoPerToken(price.outputPerMillion),
    priced: true,
  }
}

/** Nano-dollars as US dollars for JSON answers (a display figure; the integer stays the record). */
export const nanoUsdToUsd = (nanoUsd: number) => nanoUsd / 1e9
