import * as z from 'zod'

// The vector store's own settings, read from the environment once. Kept apart from
// app/env.server.ts on purpose: the embedding provider is chosen independently of the chat
// provider (a key for Anthropic alone gives no embeddings), and this module reads only the keys
// it needs. Keys never leave this module except into the SDK clients.

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const VectorConfigSchema = z.object({
  OPENAI_API_KEY: optional,
  // Google names the same key both ways; the first one set wins.
  GEMINI_API_KEY: optional,
  GOOGLE_API_KEY: optional,
  /** auto: OpenAI when its key is set, else Gemini when its key is set, else the local embedding. */
  EMBEDDING_PROVIDER: z.enum(['auto', 'openai', 'gemini', 'local']).default('auto'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  GEMINI_EMBEDDING_MODEL: z.string().default('text-embedding-004'),
  /** auto: RediSearch when the module is loaded, else plain Redis, else memory (no REDIS_URL). */
  VECTOR_BACKEND: z.enum(['auto', 'redisearch', 'redis', 'memory']).default('auto'),
})

export type VectorConfig = {
  embedding:
    | { provider: 'openai'; apiKey: string; model: string }
    | { provider: 'gemini'; apiKey: string; model: string }
    | { provider: 'local' }
  backend: 'auto' | 'redisearch' | 'redis' | 'memory'
}

export function readVectorConfig(source: Record<string, string | undefined> = process.env): VectorConfig {
  const parsed = VectorConfigSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid vector store configuration: ${problems}`)
  }
  const env = parsed.data
  const gemini = env.GEMINI_API_KEY ?? env.GOOGLE_API_KEY
  const wants = env.EMBEDDING_PROVIDER
  let embedding: VectorConfig['embedding'] = { provider: 'local' }
  if ((wants === 'openai' || wants === 'auto') && env.OPENAI_API_KEY) {
    embedding = { provider: 'openai', apiKey: env.OPENAI_API_KEY, model: env.OPENAI_EMBEDDING_MODEL }
  } else if ((wants === 'gemini' || wants === 'auto') && gemini) {
    embedding = { provider: 'gemini', apiKey: gemini, model: env.GEMINI_EMBEDDING_MODEL }
  }
  return { embedding, backend: env.VECTOR_BACKEND }
}
