import { Redis } from 'ioredis'
import { singleton } from '../../db/singleton.ts'
import { getEnv } from '../env.server.ts'

/** The shared Redis client, or null in the embedded mode (no REDIS_URL). */
export function getRedis(): Redis | null {
  const { REDIS_URL, REDIS_KEY_PREFIX } = getEnv()
  if (!REDIS_URL) return null
  return singleton('redis', () => {
    const client = new Redis(REDIS_URL, {
      keyPrefix: REDIS_KEY_PREFIX,
      // Fail fast: callers fall back or report, rather than queue behind a dead server.
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      enableOfflineQueue: true,
      lazyConnect: false,
    })
    client.on('error', () => {
      // Reported through /health; ioredis reconnects by itself.
    })
    return client
  })
}

export async function closeRedis() {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  const client = store.__wealthpathSingletons?.get('redis') as Redis | undefined
  if (!client) return
  store.__wealthpathSingletons?.delete('redis')
  await client.quit().catch(() => client.disconnect())
}
