import { singleton } from '../../db/singleton.ts'
import { setBounded } from '../lib/bounded-map.ts'
import { redisCommand } from './redis.server.ts'

// Stored answers to API creates sent with an `Idempotency-Key`, kept 24 h per user and key: in Redis
// when configured (shared by app instances), and always in a bounded in-process map, the fallback
// while Redis is absent or down (the pattern of ./cache.server.ts).

export type StoredAnswer = {
  /** A hash of the method, path and body the key was first used with. */
  fingerprint: string
  status: number
  headers: [string, string][]
  body: string
}

export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60
const MEMORY_LIMIT = 10_000

type MemoryEntry = { answer: StoredAnswer; expiresAt: number }

function memory() {
  return singleton('idempotency-answers', () => new Map<string, MemoryEntry>())
}

function parse(raw: string): StoredAnswer | null {
  try {
    const value = JSON.parse(raw) as StoredAnswer
    return typeof value.fingerprint === 'string' && typeof value.status === 'number' ? value : null
  } catch {
    return null
  }
}

export async function readAnswer(key: string): Promise<StoredAnswer | null> {
  const entry = memory().get(key)
  if (entry && entry.expiresAt >= Date.now()) return entry.answer
  const shared = await redisCommand((redis) => redis.get(`idem:${key}`))
  return shared?.value ? parse(shared.value) : null
}

export async function storeAnswer(key: string, answer: StoredAnswer) {
  const map = memory()
  setBounded(map, key, { answer, expiresAt: Date.now() + IDEMPOTENCY_TTL_SECONDS * 1000 }, MEMORY_LIMIT)
  await redisCommand((redis) => redis.set(`idem:${key}`, JSON.stringify(answer), 'EX', IDEMPOTENCY_TTL_SECONDS))
}
