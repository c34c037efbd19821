import crypto from 'node:crypto'
import { afterAll } from 'vitest'
import { Redis } from 'ioredis'

/** A Redis client for vector tests and the bench, and a namespace of its own that `cleanup` removes. */
export function vectorRedis(label: string) {
  const client = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1, lazyConnect: false })
  const namespace = `wptest:vector:${label}:${crypto.randomBytes(4).toString('hex')}:`
  return {
    client,
    namespace,
    async cleanup() {
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 500)
        cursor = next
        if (keys.length > 0) await client.del(...keys)
      } while (cursor !== '0')
      await client.quit()
    },
  }
}

/**
 * For a test file whose app writes vectors: in the MariaDB project (with Redis) the file's vector
 * keys, which have no expiry, are removed after its tests. The SQLite project keeps them in memory.
 */
export function removeVectorKeysAfterAll() {
  afterAll(async () => {
    if (!process.env.REDIS_URL) return
    const redis = new Redis(process.env.REDIS_URL)
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${process.env.REDIS_KEY_PREFIX}vector:*`, 'COUNT', 500)
      cursor = next
      if (keys.length > 0) await redis.del(...keys)
    } while (cursor !== '0')
    await redis.quit()
  })
}
