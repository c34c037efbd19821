import { Redis } from 'ioredis'
import { singleton } from '../../db/singleton.ts'
import { getEnv } from '../env.server.ts'

// Redis is an accelerator here (shared counters and cache), never a reason to wait: with Redis
// stopped or hung, sign-in and projections took 15-20 s each behind ioredis's offline queue and
// reconnect retries (issue 16, item 3). Commands now fail within REDIS_COMMAND_TIMEOUT_MS, are
// never queued while disconnected, and a failure opens a breaker that sends callers straight to
// their in-memory fallback for a few seconds before Redis is tried again.
const BREAKER_OPEN_MS = 5_000

/** The shared Redis client, or null in the embedded mode (no REDIS_URL). */
export function getRedis(): Redis | null {
  const { REDIS_URL, REDIS_KEY_PREFIX, REDIS_COMMAND_TIMEOUT_MS } = getEnv()
  if (!REDIS_URL) return null
  return singleton('redis', () => {
    const client = new Redis(REDIS_URL, {
      keyPrefix: REDIS_KEY_PREFIX,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      enableOfflineQueue: false,
      lazyConnect: false,
    })
    client.on('error', () => {
      // Reported through /health; ioredis reconnects by itself.
    })
    client.once('ready', () => connectedOnce.add(client))
    return client
  })
}

const connectedOnce = new WeakSet<Redis>()

/**
 * Whether the client is ready, waiting up to `waitMs` only for its very first connection (a
 * process's first requests would otherwise all miss Redis; a reconnecting client is not waited for).
 */
export async function redisReady(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true
  if (connectedOnce.has(redis) || !['wait', 'connecting', 'connect'].includes(redis.status)) return false
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer)
      resolve(true)
    }
    const timer = setTimeout(() => {
      redis.off('ready', onReady)
      resolve(false)
    }, waitMs)
    redis.once('ready', onReady)
  })
}

function breaker() {
  return singleton('redis-breaker', () => ({ openUntil: 0 }))
}

/** Whether the breaker is letting commands through (for /health). */
export function redisBreakerOpen() {
  return Date.now() < breaker().openUntil
}

/**
 * Runs `command` against Redis and wraps its answer; null without Redis, while it is not
 * connected, while the breaker is open, or when the command fails or times out (which opens
 * the breaker). The caller then uses its in-memory fallback.
 */
export async function redisCommand<T>(command: (redis: Redis) => Promise<T>): Promise<{ value: T } | null> {
  const redis = getRedis()
  if (!redis || redisBreakerOpen()) return null
  if (!(await redisReady(redis, getEnv().REDIS_COMMAND_TIMEOUT_MS))) return null
  try {
    return { value: await command(redis) }
  } catch {
    breaker().openUntil = Date.now() + BREAKER_OPEN_MS
    return null
  }
}

export async function closeRedis() {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  const client = store.__wealthpathSingletons?.get('redis') as Redis | undefined
  if (!client) return
  store.__wealthpathSingletons?.delete('redis')
  await client.quit().catch(() => client.disconnect())
}
