import * as z from 'zod'

// Every setting the app reads, validated once at start-up. A bad value stops the
// process with a message that names the variable, instead of failing later in a request.
const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/wealthpath.sqlite')
    .refine((v) => /^(mysql|mariadb):\/\//.test(v) || v.startsWith('file:'), {
      message: 'must start with mysql:// (or mariadb://) or file: (a SQLite file)',
    }),
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must start with redis:// or rediss://',
  }),
  REDIS_KEY_PREFIX: z.string().default('wp:'),
  SIM_WORKER_URL: optionalString.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'must be an http(s) URL',
  }),
  SIM_WORKER_PORT: z.coerce.number().int().min(1).max(65535).default(8787),
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
  ADMIN_EMAIL: optionalString.transform((v) => v?.toLowerCase()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  PASSWORD_HASH_COST: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
  TRUST_PROXY: booleanish,
  // Unset: Secure cookies in production. Set to false only for plain-http demos on a LAN.
  COOKIE_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  APP_ORIGIN: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v), {
    message: 'must be an origin like https://example.com (no path)',
  }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  GOOGLE_API_KEY: optionalString,
  LLM_PROVIDER: z.enum(['auto', 'openai', 'anthropic', 'gemini', 'offline']).default('auto'),
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

export function llmProviderMode(env: Env): 'openai' | 'anthropic' | 'gemini' | 'offline' {
  if (env.LLM_PROVIDER !== 'auto') return env.LLM_PROVIDER
  if (env.OPENAI_API_KEY) return 'openai'
  if (env.ANTHROPIC_API_KEY) return 'anthropic'
  if (env.GOOGLE_API_KEY) return 'gemini'
  return 'offline'
}

export function cookieSecure(env: Env) {
  return env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' || env.COOKIE_SECURE === '1' : env.NODE_ENV === 'production'
}
