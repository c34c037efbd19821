import { geminiKey, getEnv, llmProviderChain, type Env } from '../../env.server.ts'
import type { LlmProviderName, ModelTier } from './types.ts'

// The language-model settings, read from the environment (app/env.server.ts validates them).
// Keys live only in this object and the SDK clients built from it: never logged, never stored.

/** The spec's models per provider and tier (03 §9), as the providers' APIs name them. */
export const DEFAULT_MODELS: Record<LlmProviderName, Record<ModelTier, string>> = {
  openai: { dev: 'gpt-3.5-turbo', prod: 'gpt-4' },
  anthropic: { dev: 'claude-3-haiku-20240307', prod: 'claude-3-opus-20240229' },
  gemini: { dev: 'gemini-1.5-flash', prod: 'gemini-1.5-pro' },
}

export type ProviderSettings = {
  name: LlmProviderName
  apiKey: string
  baseURL: string | undefined
  models: Record<ModelTier, string>
}

export type LlmConfig = {
  /** Providers with a key, in the order a call tries them; offline answers after the last. */
  providers: ProviderSettings[]
  timeoutMs: number
  maxRetries: number
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number
}

export function llmConfigFromEnv(env: Env): LlmConfig {
  const keys: Record<LlmProviderName, string | undefined> = {
    openai: env.OPENAI_API_KEY,
    anthropic: env.ANTHROPIC_API_KEY,
    gemini: geminiKey(env),
  }
  const baseURLs: Record<LlmProviderName, string | undefined> = {
    openai: env.OPENAI_BASE_URL,
    anthropic: env.ANTHROPIC_BASE_URL,
    gemini: env.GEMINI_BASE_URL,
  }
  const models: Record<LlmProviderName, Record<ModelTier, string>> = {
    openai: {
      dev: env.LLM_OPENAI_MODEL_DEV ?? DEFAULT_MODELS.openai.dev,
      prod: env.LLM_OPENAI_MODEL_PROD ?? DEFAULT_MODELS.openai.prod,
    },
    anthropic: {
      dev: env.LLM_ANTHROPIC_MODEL_DEV ?? DEFAULT_MODELS.anthropic.dev,
      prod: env.LLM_ANTHROPIC_MODEL_PROD ?? DEFAULT_MODELS.anthropic.prod,
    },
    gemini: {
      dev: env.LLM_GEMINI_MODEL_DEV ?? DEFAULT_MODELS.gemini.dev,
      prod: env.LLM_GEMINI_MODEL_PROD ?? DEFAULT_MODELS.gemini.prod,
    },
  }
  return {
    providers: llmProviderChain(env).flatMap((name) => {
      const apiKey = keys[name]
      return apiKey ? [{ name, apiKey, baseURL: baseURLs[name], models: models[name] }] : []
    }),
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    retryBaseMs: env.LLM_RETRY_BASE_MS,
  }
}

export function getLlmConfig(): LlmConfig {
  return llmConfigFromEnv(getEnv())
}
