import { configuredSimWorkerClient } from './sim-worker-client.server.ts'
import { getSequelize, dialectOf } from '../../db/connection.ts'
import pkg from '../../package.json'
import { getEnv, llmProviderChain } from '../env.server.ts'
import { getRedis, redisBreakerOpen } from './redis.server.ts'

export type DependencyState = {
  status: 'ok' | 'error' | 'not_configured'
  detail?: string
  latency_ms?: number
  [key: string]: unknown
}

export type HealthReport = {
  service: string
  version: string
  environment: string
  status: 'ok' | 'degraded' | 'error'
  dependencies: {
    database: DependencyState
    redis: DependencyState
    sim_worker: DependencyState
    llm: DependencyState
  }
}

const CHECK_TIMEOUT_MS = 2_000

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ])
}

function describe(error: unknown) {
  if (error instanceof Error) {
    // Connection errors can carry the URL; never echo credentials.
    return error.message.replace(/\/\/[^@\s]+@/g, '//***@').slice(0, 200)
  }
  return 'Unknown error'
}

async function timed(check: () => Promise<Record<string, unknown> | void>, what: string): Promise<DependencyState> {
  const started = performance.now()
  try {
    const extra = await withTimeout(check(), what)
    return { status: 'ok', latency_ms: Math.round(performance.now() - started), ...(extra ?? {}) }
  } catch (error) {
    return { status: 'error', detail: describe(error), latency_ms: Math.round(performance.now() - started) }
  }
}

async function checkDatabase(): Promise<DependencyState> {
  const dialect = dialectOf(getEnv().DATABASE_URL)
  const state = await timed(async () => {
    await getSequelize().query('SELECT 1')
  }, 'The database')
  return { ...state, dialect }
}

async function checkRedis(): Promise<DependencyState> {
  const redis = getRedis()
  if (!redis) return { status: 'not_configured', mode: 'in-memory cache' }
  const state = await timed(async () => {
    await redis.ping()
  }, 'Redis')
  // While the breaker is open, counters and the cache run from memory even if the ping answers.
  return redisBreakerOpen() ? { ...state, breaker: 'open', mode: 'in-memory fallback' } : state
}

async function checkSimWorker(): Promise<DependencyState> {
  const client = configuredSimWorkerClient({ timeoutMs: CHECK_TIMEOUT_MS })
  if (!client)
    return { status: 'not_configured', detail: 'SIM_WORKER_URL is not set and no local sim-worker was started' }
  const started = performance.now()
  const result = await client.health()
  const latency_ms = Math.round(performance.now() - started)
  if (!result.ok) return { status: 'error', detail: result.detail, latency_ms }
  return { status: 'ok', latency_ms, pool: (result.body as { pool?: unknown }).pool }
}

export async function getHealth(): Promise<HealthReport> {
  const env = getEnv()
  const [database, redis, sim_worker] = await Promise.all([checkDatabase(), checkRedis(), checkSimWorker()])
  // Names only: which providers a call tries, in order; the offline advisor always answers last.
  const keyed = llmProviderChain(env)
  const mode: string = keyed[0] ?? 'offline'
  const llm: DependencyState = {
    status: 'ok',
    mode,
    providers: [...keyed, 'offline'],
    detail:
      mode === 'offline'
        ? 'No language-model API key configured: the offline provider answers from the user’s own figures'
        : undefined,
  }
  const status =
    database.status === 'error'
      ? 'error'
      : redis.status === 'error' || sim_worker.status === 'error'
        ? 'degraded'
        : 'ok'
  return {
    service: 'WealthPath API',
    version: pkg.version,
    environment: env.NODE_ENV,
    status,
    dependencies: { database, redis, sim_worker, llm },
  }
}
