// The sim-worker's own settings, read from the environment once at start-up.
// Kept apart from the app's config: this is a separate process with its own
// deployment knobs, and a typo in one of them should stop it before it listens.

import * as z from 'zod'

export interface SimWorkerConfig {
  port: number
  host: string
  threads: number
  maxQueue: number
  taskTimeoutMs: number
  /**
   * Set by the host that started this process (a fresh random value per start) and echoed on every
   * answer, so the host can tell its own worker from whatever else may hold the port.
   */
  instance: string | null
}

/** Env values are strings; an empty one counts as unset so `VAR=` means "default". */
function integerSetting(defaultValue: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((raw) => (raw === undefined || raw === '' ? String(defaultValue) : raw))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: 'must be a whole number' })
        .transform(Number)
        .pipe(z.number().int().min(min).max(max)),
    )
}

function buildEnvSchema(cores: number) {
  return z.object({
    SIM_WORKER_PORT: integerSetting(8787, 1, 65_535),
    SIM_WORKER_HOST: z
      .string()
      .trim()
      .optional()
      .transform((raw) => (raw === undefined || raw === '' ? '127.0.0.1' : raw)),
    // Each thread is a whole V8 isolate; beyond 256 something is misconfigured.
    SIM_WORKER_THREADS: integerSetting(cores, 1, 256),
    SIM_WORKER_MAX_QUEUE: integerSetting(64, 0, 100_000),
    // At most 10 minutes: a longer job belongs in a batch system, not behind HTTP.
    SIM_WORKER_TASK_TIMEOUT_MS: integerSetting(30_000, 1, 600_000),
    // Goes into a response header: printable ASCII only.
    SIM_WORKER_INSTANCE: z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{0,128}$/, { error: 'must be up to 128 printable ASCII characters' })
      .optional()
      .transform((raw) => (raw === undefined || raw === '' ? null : raw)),
  })
}

export type ConfigResult = { ok: true; config: SimWorkerConfig } | { ok: false; problems: string[] }

/** Pure: parses a plain env object so it can be tested without touching the process. */
export function parseSimWorkerConfig(env: Record<string, string | undefined>, cores: number): ConfigResult {
  const parsed = buildEnvSchema(Math.max(1, Math.floor(cores) || 1)).safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.')
      return `${variable}=${JSON.stringify(env[variable] ?? '')}: ${issue.message}`
    })
    return { ok: false, problems }
  }
  const values = parsed.data
  return {
    ok: true,
    config: {
      port: values.SIM_WORKER_PORT,
      host: values.SIM_WORKER_HOST,
      threads: values.SIM_WORKER_THREADS,
      maxQueue: values.SIM_WORKER_MAX_QUEUE,
      taskTimeoutMs: values.SIM_WORKER_TASK_TIMEOUT_MS,
      instance: values.SIM_WORKER_INSTANCE,
    },
  }
}

/** Reads Deno's environment; on a bad value prints what is wrong and exits 1. */
export function loadSimWorkerConfigOrExit(): SimWorkerConfig {
  const result = parseSimWorkerConfig(Deno.env.toObject(), navigator.hardwareConcurrency)
  if (!result.ok) {
    console.error(`sim-worker: invalid configuration:\n  ${result.problems.join('\n  ')}`)
    Deno.exit(1)
  }
  return result.config
}
