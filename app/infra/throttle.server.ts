import { getEnv } from '../env.server.ts'
import { AppError } from '../lib/app-error.ts'
import { normaliseEmail } from '../lib/email.ts'
import { pluralise } from '../lib/format.ts'
import { singleton } from '../../db/singleton.ts'
import { redisCommand } from './redis.server.ts'

// Failed sign-ins are counted per e-mail and per client address in a fixed window. Counters live
// in Redis when configured (shared by every app instance) and always in this process's memory too:
// a read takes the larger of the two, so a Redis outage neither unlocks an account locked before it
// nor, once Redis is back (empty, or behind), forgets the failures counted meanwhile (issue 16, item 3).

type Counter = { count: number; expiresAt: number }
type Reading = { count: number; ttlSeconds: number }

const MEMORY_SWEEP_AT = 10_000

function memoryCounters() {
  return singleton('throttle-memory', () => new Map<string, Counter>())
}

function readMemory(key: string): Reading {
  const entry = memoryCounters().get(key)
  if (!entry || entry.expiresAt <= Date.now()) return { count: 0, ttlSeconds: 0 }
  return { count: entry.count, ttlSeconds: Math.ceil((entry.expiresAt - Date.now()) / 1000) }
}

function incrementMemory(key: string, windowSeconds: number) {
  const counters = memoryCounters()
  if (counters.size >= MEMORY_SWEEP_AT) {
    const now = Date.now()
    for (const [k, entry] of counters) if (entry.expiresAt <= now) counters.delete(k)
  }
  const entry = counters.get(key)
  if (!entry || entry.expiresAt <= Date.now()) {
    counters.set(key, { count: 1, expiresAt: Date.now() + windowSeconds * 1000 })
  } else {
    entry.count += 1
  }
}

async function readCount(key: string): Promise<Reading> {
  const local = readMemory(key)
  const shared = await redisCommand(async (redis) => {
    const [[, count], [, ttl]] = (await redis.multi().get(key).ttl(key).exec()) as [
      [null, string | null],
      [null, number],
    ]
    return { count: Number(count ?? 0), ttlSeconds: Math.max(0, ttl) }
  })
  if (!shared || shared.value.count < local.count) return local
  return shared.value
}

async function increment(key: string, windowSeconds: number) {
  incrementMemory(key, windowSeconds)
  await redisCommand((redis) => redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec())
}

async function clear(key: string) {
  memoryCounters().delete(key)
  await redisCommand((redis) => redis.del(key))
}

const emailKey = (email: string) => `throttle:login:email:${normaliseEmail(email)}`
const ipKey = (ip: string) => `throttle:login:ip:${ip}`

export type ThrottleRefusal = { retryAfterSeconds: number; message: string }

function refusal(ttlSeconds: number): ThrottleRefusal {
  const retryAfterSeconds = Math.max(1, ttlSeconds)
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return {
    retryAfterSeconds,
    message: `Too many failed sign-in attempts. Please try again in ${pluralise(minutes, 'minute')}.`,
  }
}

/**
 * Where a sign-in stands: `byEmail` refuses whatever the password; `byAddress` (a busy address, maybe
 * one shared by many people) refuses only guesses, so `emailFailures` tells whether this e-mail has
 * failures of its own in the window.
 */
export async function loginThrottleState(email: string, ip: string) {
  const env = getEnv()
  const [byEmail, byIp] = await Promise.all([readCount(emailKey(email)), readCount(ipKey(ip))])
  return {
    byEmail: byEmail.count >= env.LOGIN_MAX_FAILURES_PER_EMAIL ? refusal(byEmail.ttlSeconds) : null,
    byAddress: byIp.count >= env.LOGIN_MAX_FAILURES_PER_IP ? refusal(byIp.ttlSeconds) : null,
    emailFailures: byEmail.count,
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
