import { singleton } from '../../db/singleton.ts'
import { getEnv } from '../env.server.ts'
import { AppError } from '../lib/app-error.ts'
import { setBounded } from '../lib/bounded-map.ts'
import { deepFreeze } from '../lib/deep-freeze.ts'
import { getRedis, redisCommand } from './redis.server.ts'

// One cache for derived figures: Redis when configured (shared by app instances), and always a
// small in-process map in front of it, so figures this process computed stay available while Redis
// is down or slow (issue 16, item 3). Keys carry the user's data version (kept in the database), so
// a write makes old entries unreachable in both; the ttl only bounds how long unreachable ones linger.

/**
 * What this process computed (`fresh`, as the compute answered it) until a hit asks for it, then the
 * value it gives as JSON, parsed and frozen (`parsed`): later hits hand that out. Hits get the stored
 * JSON's value, as from Redis; the JSON is made on the first hit rather than at the write, so the
 * request that computed answers without serialising (0.8 ms of a projection's miss), and a computation
 * nobody reads again is never serialised here at all.
 */
type MemoryEntry = { fresh?: unknown; parsed?: unknown; expiresAt: number }
const MEMORY_LIMIT = 500

function memory() {
  return singleton('derived-cache', () => new Map<string, MemoryEntry>())
}

/** The stored value (parsed JSON), or null when neither store holds the key or Redis holds a corrupt one. */
async function read(key: string): Promise<{ value: unknown } | null> {
  const entry = memory().get(key)
  if (entry && entry.expiresAt >= Date.now()) {
    if (entry.fresh !== undefined) {
      entry.parsed = deepFreeze(JSON.parse(JSON.stringify(entry.fresh)) as unknown)
      entry.fresh = undefined
    }
    return { value: entry.parsed }
  }
  const shared = await redisCommand((redis) => redis.get(`cache:${key}`))
  if (shared?.value == null) return null
  try {
    return { value: JSON.parse(shared.value) as unknown }
  } catch {
    return null // a corrupt entry is recomputed
  }
}

async function write(key: string, value: unknown, ttlSeconds: number) {
  setBounded(memory(), key, { fresh: value, expiresAt: Date.now() + ttlSeconds * 1000 }, MEMORY_LIMIT)
  // A cache that cannot be written is only slower. Serialised only when Redis is there to take it.
  await redisCommand((redis) => redis.set(`cache:${key}`, JSON.stringify(value), 'EX', ttlSeconds))
}

/**
 * Computations under way, by key: requests that miss the same key at the same time share one compute
 * (ten people opening the projections screen at once ran the simulation ten times). Per process; with
 * Redis, other instances may still compute the same key once each.
 */
function inFlight() {
  return singleton('derived-cache-in-flight', () => new Map<string, Promise<unknown>>())
}

/**
 * The cached value (checked by `parse`) or a fresh one, and whether it came from the cache. Read-only:
 * a cached value is frozen and shared by every request that hits it, and a fresh one may be shared
 * with concurrent callers of the same key.
 */
export async function cached<T>({
  key,
  ttlSeconds,
  parse,
  compute,
  bypass = false,
}: {
  key: string
  ttlSeconds: number
  parse: (raw: unknown) => T | null
  compute: () => Promise<T>
  bypass?: boolean
}): Promise<{ value: T; hit: boolean }> {
  const pending = inFlight()
  if (!bypass) {
    const stored = await read(key)
    const value = stored && parse(stored.value)
    if (value !== null && value !== undefined) return { value, hit: true }
    const shared = pending.get(key) as Promise<T> | undefined
    if (shared) return { value: await shared, hit: false }
  }
  // A forced recompute (bypass) runs on its own, and the next callers share it.
  const computing = (async () => {
    const value = await compute()
    await write(key, value, ttlSeconds)
    return value
  })()
  pending.set(key, computing)
  try {
    return { value: await computing, hit: false }
  } finally {
    if (pending.get(key) === computing) pending.delete(key)
  }
}

/**
 * Drops every cached value whose key starts with `prefix` (a user's `user:42:`, or '' for all), from
 * this process's map and from Redis, and answers how many keys went. ioredis prefixes commands' keys
 * but not SCAN's pattern or its answers, so the pattern carries the configured prefix and the keys
 * lose it again before DEL adds it back. Redis configured but unreachable is a 503: the shared copies
 * could not be removed.
 */
export async function clearCached(prefix: string): Promise<number> {
  const removed = new Set<string>()
  const map = memory()
  for (const key of [...map.keys()]) {
    if (key.startsWith(prefix) && map.delete(key)) removed.add(key)
  }
  if (!getRedis()) return removed.size
  const namespace = getEnv().REDIS_KEY_PREFIX
  const pattern = `${namespace}cache:${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`
  let cursor = '0'
  do {
    const page = await redisCommand(async (redis) => {
      const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
      const keys = found.map((key) => key.slice(namespace.length))
      if (keys.length > 0) await redis.del(...keys)
      return { next, keys }
    })
    if (!page) throw new AppError(503, 'The cache store is unavailable; nothing shared was cleared. Try again shortly.')
    cursor = page.value.next
    for (const key of page.value.keys) removed.add(key.slice('cache:'.length))
  } while (cursor !== '0')
  return removed.size
}
