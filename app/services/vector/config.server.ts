import { geminiKey, getEnv, type Env } from '../../env.server.ts'

// The vector store's settings, from the validated environment (app/env.server.ts). Keys never
// leave this module except into the SDK clients.

export type VectorConfig = {
  embedding:
    | { provider: 'openai'; apiKey: string; model: string }
    | { provider: 'gemini'; apiKey: string; model: string }
    | { provider: 'local' }
  backend: Env['VECTOR_BACKEND']
}

export function vectorConfigFromEnv(env: Env): VectorConfig {
  const gemini = geminiKey(env)
  const wants = env.EMBEDDING_PROVIDER
  let embedding: VectorConfig['embedding'] = { provider: 'local' }
  if ((wants === 'openai' || wants === 'auto') && env.OPENAI_API_KEY) {
    embedding = { provider: 'openai', apiKey: env.OPENAI_API_KEY, model: env.OPENAI_EMBEDDING_MODEL }
  } else if ((wants === 'gemini' || wants === 'auto') && gemini) {
    embedding = { provider: 'gemini', apiKey: gemini, model: env.GEMINI_EMBEDDING_MODEL }
  }
  return { embedding, backend: env.VECTOR_BACKEND }
}

export function readVectorConfig(): VectorConfig {
  return vectorConfigFromEnv(getEnv())
}
