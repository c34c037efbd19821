import crypto from 'node:crypto'
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
