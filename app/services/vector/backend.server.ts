import type { Redis } from 'ioredis'
import { singleton } from '../../../db/singleton.ts'
import { getRedis, redisReady } from '../../infra/redis.server.ts'
import { readVectorConfig } from './config.server.ts'
import { embedderFor, type Embedder } from './embedder.server.ts'
import { MemoryVectorStore } from './memory-store.server.ts'
import { RediSearchVectorStore } from './redisearch-store.server.ts'
import { RedisVectorStore } from './redis-store.server.ts'
import type { VectorStore } from './store.server.ts'

// Which backend serves the vector store, decided once per process (the first vector call or
// /health): RediSearch when Redis answers MODULE LIST with the search module (2.4 or later, the
// first with VECTOR fields), plain Redis when it does not, memory without REDIS_URL. A Redis
// that cannot be reached is asked again next time rather than remembered as "no module".

/** RediSearch 2.4 (20400) added VECTOR fields; Debian's 1.2 ("ft") has none. */
const MIN_SEARCH_VERSION = 20400

export type ModuleProbe = { present: boolean; version: number | null; detail: string }

export async function probeSearchModule(redis: Redis): Promise<ModuleProbe> {
  let reply: unknown
  try {
    reply = await redis.call('MODULE', 'LIST')
  } catch (error) {
    // Managed Redis services often refuse MODULE: that is an answer (no module), not an outage.
    if (error instanceof Error && /^(ERR|NOPERM)|unknown command/.test(error.message)) {
      return { present: false, version: null, detail: `MODULE LIST refused: ${error.message.slice(0, 120)}` }
    }
    throw error
  }
  const modules = Array.isArray(reply) ? reply : []
  for (const entry of modules) {
    if (!Array.isArray(entry)) continue
    const fields = new Map<string, unknown>()
    for (let i = 0; i + 1 < entry.length; i += 2) fields.set(String(entry[i]), entry[i + 1])
    const name = String(fields.get('name') ?? '')
    const version = Number(fields.get('ver') ?? 0)
    if (name === 'search' || name === 'ft') {
      if (version >= MIN_SEARCH_VERSION) return { present: true, version, detail: `search module ${version}` }
      return { present: false, version, detail: `search module ${version} is too old for vector fields` }
    }
  }
  return { present: false, version: null, detail: 'search module not loaded' }
}

export type VectorBackend = {
  store: VectorStore
  embedder: Embedder
  /** Why this backend: the configuration and what MODULE LIST said. */
  reason: string
  module: ModuleProbe | null
}

async function choose(): Promise<{ backend: VectorBackend; remember: boolean }> {
  const config = readVectorConfig()
  const embedder = embedderFor(config.embedding)
  const redis = getRedis()
  if (!redis || config.backend === 'memory') {
    const reason = redis ? 'VECTOR_BACKEND=memory' : 'no REDIS_URL: embedded mode'
    return { backend: { store: new MemoryVectorStore(), embedder, reason, module: null }, remember: true }
  }
  // Commands are not queued while Redis connects: a process's first vector call waits for it here.
  await redisReady(redis, 500)
  if (config.backend === 'redis') {
    const store = new RedisVectorStore(redis)
    return { backend: { store, embedder, reason: 'VECTOR_BACKEND=redis', module: null }, remember: true }
  }
  try {
    const probe = await probeSearchModule(redis)
    if (probe.present) {
      const store = new RediSearchVectorStore(redis, embedder.dimension)
      return { backend: { store, embedder, reason: probe.detail, module: probe }, remember: true }
    }
    const store = new RedisVectorStore(redis)
    return { backend: { store, embedder, reason: probe.detail, module: probe }, remember: true }
  } catch (error) {
    const detail = `Redis did not answer MODULE LIST (${error instanceof Error ? error.message.slice(0, 120) : 'unknown error'})`
    const module = { present: false, version: null, detail }
    return { backend: { store: new RedisVectorStore(redis), embedder, reason: detail, module }, remember: false }
  }
}

/** The process's vector backend; the choice is made once and shared by every request. */
export async function getVectorBackend(): Promise<VectorBackend> {
  const slot = singleton('vector-backend', () => ({
    chosen: null as Promise<VectorBackend> | null,
    redis: undefined as Redis | null | undefined,
  }))
  // A new Redis client (closed and reopened, as tests do) means the old choice holds a dead one.
  const redis = getRedis()
  if (slot.redis !== redis) {
    slot.redis = redis
    slot.chosen = null
  }
  if (slot.chosen) return slot.chosen
  const choosing = choose().then(({ backend, remember }) => {
    if (!remember && slot.chosen === choosing) slot.chosen = null
    return backend
  })
  slot.chosen = choosing
  return choosing
}
