import * as z from 'zod'

// Every setting the app reads, validated once at start-up. A bad value stops the
// process with a message that names the variable, instead of failing later in a request.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

const httpUrl = optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), {
  message: 'must be an http(s) URL',
})

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/wealthpath.sqlite')
    .refine((v) => /^(mysql|mariadb):\/\//.test(v) || v.startsWith('file:'), {
      message: 'must start with mysql:// (or mariadb://) or file: (a SQLite file)',
    }),
  // A query that has not answered by then fails as a 503 (MariaDB; db/connection.ts reads these).
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // How long SIGTERM waits for requests and connections to finish before the process exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must start with redis:// or rediss://',
  }),
  REDIS_KEY_PREFIX: z.string().default('wp:'),
  // A Redis command slower than this fails and the caller uses its in-memory fallback.
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  SIM_WORKER_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'must be an http(s) URL',
  }),
  SIM_WORKER_PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  // The app's simulation queue in front of the sim-worker (app/infra/simulation-queue.server.ts):
  // requests at the worker at once (default: the cores, the worker's own thread count), per user
  // at once (default: one fewer, so one thread is always left for someone else), per user waiting,
  // per user work in path-months (paths × simulated months, queued and running), and how long a
  // request may wait.
  SIM_QUEUE_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
  SIM_USER_MAX_RUNNING: z.coerce.number().int().min(1).max(256).optional(),
  SIM_USER_MAX_WAITING: z.coerce.number().int().min(0).max(10_000).default(32),
  SIM_USER_MAX_WORK: z.coerce.number().int().min(1).default(120_000_000),
  SIM_QUEUE_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).default(1_000),
  SIM_QUEUE_MAX_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  SESSION_SECRET: z
    .string()
    .min(1)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every((s) => s.length >= 16), {
      message: 'each comma-separated secret must be at least 16 characters',
    }),
  // The first admin, created by `npm run db:seed` with ADMIN_PASSWORD; registering it grants nothing.
  ADMIN_EMAIL: optionalString.transform((v) => v?.toLowerCase()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // Chat messages per user in a fixed window (README, "Chat advisor").
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  CHAT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
  // Advisory reports one user may start per window (each costs up to three model calls).
  ADVISORY_MAX_PER_WINDOW: z.coerce.number().int().min(1).default(10),
  ADVISORY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PASSWORD_HASH_COST: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
  // How many proxies stand in front of the app: the client address is the one the last of them
  // appended (the right-most X-Forwarded-For entries are the trusted ones; the left-most is whatever
  // the client sent). `true` means one hop, not "trust every entry" (issue 16, item 6).
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .or(z.string().regex(/^\d{1,2}$/, 'must be a number of proxy hops (0-99), true (one hop) or false'))
    .optional()
    .transform((v) => (v === 'true' ? 1 : v === 'false' || !v ? 0 : Number(v))),
  // Unset: Secure cookies in production. Set to false only for plain-http demos on a LAN.
  COOKIE_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  APP_ORIGIN: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v), {
    message: 'must be an origin like https://example.com (no path)',
  }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GEMINI_API_KEY: optionalString,
  GOOGLE_API_KEY: optionalString,
  LLM_PROVIDER: z.enum(['auto', 'openai', 'anthropic', 'gemini', 'offline']).default('auto'),
  // The language-model layer (app/services/llm/config.server.ts reads these).
  LLM_PROVIDER_ORDER: z
    .string()
    .default('openai,anthropic,gemini')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['openai', 'anthropic', 'gemini'])).min(1)),
  OPENAI_BASE_URL: httpUrl,
  ANTHROPIC_BASE_URL: httpUrl,
  GEMINI_BASE_URL: httpUrl,
  LLM_OPENAI_MODEL_DEV: optionalString,
  LLM_OPENAI_MODEL_PROD: optionalString,
  LLM_ANTHROPIC_MODEL_DEV: optionalString,
  LLM_ANTHROPIC_MODEL_PROD: optionalString,
  LLM_GEMINI_MODEL_DEV: optionalString,
  LLM_GEMINI_MODEL_PROD: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  LLM_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  // The vector store (app/services/vector/config.server.ts reads these). The embedding provider
  // is chosen apart from the chat provider: a key for Anthropic alone gives no embeddings.
  /** auto: OpenAI when its key is set, else Gemini when its key is set, else the local embedding. */
  EMBEDDING_PROVIDER: z.enum(['auto', 'openai', 'gemini', 'local']).default('auto'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  GEMINI_EMBEDDING_MODEL: z.string().default('text-embedding-004'),
  /** auto: RediSearch when the module is loaded, else plain Redis, else memory (no REDIS_URL). */
  VECTOR_BACKEND: z.enum(['auto', 'redisearch', 'redis', 'memory']).default('auto'),
  /** How long the profile panel's Index waits before it shows progress instead (ms). */
  VECTOR_INDEX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1_500),
})

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  name = 'EnvError'
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined
}

export type KeyedLlmProvider = 'openai' | 'anthropic' | 'gemini'

/**
 * The providers a call tries, in order: those with a key, LLM_PROVIDER first (unless auto),
 * then LLM_PROVIDER_ORDER. Empty when none has a key or LLM_PROVIDER is offline; the offline
 * provider always answers last.
 */
export function llmProviderChain(env: Env): KeyedLlmProvider[] {
  if (env.LLM_PROVIDER === 'offline') return []
  const keyed = { openai: env.OPENAI_API_KEY, anthropic: env.ANTHROPIC_API_KEY, gemini: geminiKey(env) }
  const order = env.LLM_PROVIDER === 'auto' ? env.LLM_PROVIDER_ORDER : [env.LLM_PROVIDER, ...env.LLM_PROVIDER_ORDER]
  return [...new Set(order)].filter((name) => keyed[name])
}

/** The provider a call tries first. */
export function llmProviderMode(env: Env): KeyedLlmProvider | 'offline' {
  return llmProviderChain(env)[0] ?? 'offline'
}

/** Gemini's key under either name Google documents (GEMINI_API_KEY first). */
export function geminiKey(env: Env) {
  return env.GEMINI_API_KEY ?? env.GOOGLE_API_KEY
}

export function cookieSecure(env: Env) {
  return env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' || env.COOKIE_SECURE === '1' : env.NODE_ENV === 'production'
}
