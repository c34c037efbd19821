import { getEnv } from '../env.server.ts'
import { AppError } from '../lib/app-error.ts'
import { pluralise } from '../lib/format.ts'
import { singleton } from '../../db/singleton.ts'
import { getRedis } from './redis.server.ts'

// Failed sign-ins are counted per e-mail and per client address in a fixed window.
// Counters live in Redis when configured (shared by every app instance), else in memory.

type Counter = { count: number; expiresAt: number }

function memoryCounters() {
  return singleton('throttle-memory', () => new Map<string, Counter>())
}

async function readCount(key: string): Promise<{ count: number; ttlSeconds: number }> {
  const redis = getRedis()
  if (redis) {
    try {
      const [[, count], [, ttl]] = (await redis.multi().get(key).ttl(key).exec()) as [
        [null, string | null],
        [null, number],
      ]
      return { count: Number(count ?? 0), ttlSeconds: Math.max(0, ttl) }
    } catch {
      // fall through to memory so a Redis outage never unlocks throttling entirely
    }
  }
  const entry = memoryCounters().get(key)
  if (!entry || entry.expiresAt <= Date.now()) return { count: 0, ttlSeconds: 0 }
  return { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - Date.now()) / 1000) }
}

async function increment(key: string, windowSeconds: number) {
  const redis = getRedis()
  if (redis) {
    try {
      await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()
      return
    } catch {
      // fall through
    }
  }
  const counters = memoryCounters()
  const entry = counters.get(key)
  if (!entry || entry.expiresAt <= Date.now()) {
    counters.set(key, { count: 1, expiresAt: Date.now() + windowSeconds * 1000 })
  } else {
    entry.count += 1
  }
}

async function clear(key: string) {
  const redis = getRedis()
  if (redis) {
    try {
      await redis.del(key)
    } catch {
      // fall through
    }
  }
  memoryCounters().delete(key)
}

const emailKey = (email: string) => `throttle:login:email:${email.toLowerCase()}`
const ipKey = (ip: string) => `throttle:login:ip:${ip}`

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }

export async function checkLoginAllowed(email: string, ip: string): Promise<ThrottleVerdict> {
  const env = getEnv()
  const [byEmail, byIp] = await Promise.all([readCount(emailKey(email)), readCount(ipKey(ip))])
  const blocked: number[] = []
  if (byEmail.count >= env.LOGIN_MAX_FAILURES_PER_EMAIL) blocked.push(byEmail.ttlSeconds)
  if (byIp.count >= env.LOGIN_MAX_FAILURES_PER_IP) blocked.push(byIp.ttlSeconds)
  if (blocked.length === 0) return { allowed: true }
  const retryAfterSeconds = Math.max(1, ...blocked)
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return {
    allowed: false,
    retryAfterSeconds,
    message: `Too many failed sign-in attempts. Please try again in ${pluralise(minutes, 'minute')}.`,
  }
}

export async function recordLoginFailure(email: string, ip: string) {
  const window = getEnv().LOGIN_THROTTLE_WINDOW_SECONDS
  await Promise.all([increment(emailKey(email), window), increment(ipKey(ip), window)])
}

export async function recordLoginSuccess(email: string) {
  await clear(emailKey(email))
}

/**
 * One use of a per-user allowance on the same counters as sign-in (chat messages, advisory
 * reports): counted while the window's count is under `max`; past it, a 429 AppError with
 * Retry-After and `refusal(minutes to wait)` as its message.
 */
export async function useAllowance(
  name: string,
  userId: number,
  limit: { max: number; windowSeconds: number },
  refusal: (retryMinutes: number) => string,
) {
  const key = `throttle:${name}:user:${userId}`
  const current = await readCount(key)
  if (current.count >= limit.max) {
    const retryAfterSeconds = Math.max(1, current.ttlSeconds)
    throw new AppError(429, refusal(Math.ceil(retryAfterSeconds / 60)), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    })
  }
  await increment(key, limit.windowSeconds)
}
