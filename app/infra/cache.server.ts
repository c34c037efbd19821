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
 * The stored JSON, and once a hit has asked for it, the value it parses to, frozen: later hits hand
 * that out without parsing again. Parsed on the first hit rather than at the write, so a computation
 * nobody reads again costs no parse.
 */
type MemoryEntry = { json?: string; parsed?: unknown; expiresAt: number }
const MEMORY_LIMIT = 500

function memory() {
  return singleton('derived-cache', () => new Map<string, MemoryEntry>())
}

/** The stored value (parsed JSON), or null when neither store holds the key or Redis holds a corrupt one. */
async function read(key: string): Promise<{ value: unknown } | null> {
  const entry = memory().get(key)
  if (entry && entry.expiresAt >= Date.now()) {
    if (entry.json !== undefined) {
      // Written by this process from JSON.stringify: it parses. The text goes (Redis keeps its own).
      entry.parsed = deepFreeze(JSON.parse(entry.json) as unknown)
      entry.json = undefined
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
  const json = JSON.stringify(value)
  setBounded(memory(), key, { json, expiresAt: Date.now() + ttlSeconds * 1000 }, MEMORY_LIMIT)
  // A cache that cannot be written is only slower.
  await redisCommand((redis) => redis.set(`cache:${key}`, json, 'EX', ttlSeconds))
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
