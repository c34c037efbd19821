import type { Redis } from 'ioredis'
import { RedisVectorStore, float32ToBuffer } from './redis-store.server.ts'
import type { EmbeddedDocument, Owner, SearchHit } from './store.server.ts'

// Redis Stack (the search module loaded): the texts and meta stay in the plain-Redis layout,
// and each vector is also a small hash that a RediSearch index covers (VECTOR field, HNSW,
// cosine) with the owner as a TAG. A search is one KNN query filtered by the caller's owners,
// so the server never ranks another user's vectors into the answer.
//
// Not exercised by the tests on this machine: its Redis has no search module (the test output
// says so). Commands go through ioredis `call`, which does not add the client's key prefix to
// FT.* arguments, so the index's PREFIX names the full key prefix itself.

const tagOf = (owner: Owner) => owner.replace(':', '_')

export class RediSearchVectorStore extends RedisVectorStore {
  override readonly name = 'redisearch'
  private ready: Promise<void> | null = null

  constructor(
    redis: Redis,
    private dimension: number,
    namespace = 'vector:',
  ) {
    super(redis, namespace)
  }

  private get docPrefix() {
    return `${this.namespace}doc:${this.dimension}:`
  }
  private docKey(owner: Owner, id: string) {
    return `${this.docPrefix}${owner}:${id}`
  }
  get indexName() {
    return `${this.redis.options.keyPrefix ?? ''}${this.namespace}idx:${this.dimension}`
  }

  /** Creates the index once per dimension; "Index already exists" is the usual answer after a restart. */
  private ensureIndex() {
    this.ready ??= this.redis
      .call(
        'FT.CREATE',
        this.indexName,
        'ON',
        'HASH',
        'PREFIX',
        '1',
        `${this.redis.options.keyPrefix ?? ''}${this.docPrefix}`,
        'SCHEMA',
        'owner',
        'TAG',
        'vector',
        'VECTOR',
        'HNSW',
        '6',
        'TYPE',
        'FLOAT32',
        'DIM',
        String(this.dimension),
        'DISTANCE_METRIC',
        'COSINE',
      )
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof Error && /already exists/i.test(error.message)) return
          this.ready = null
          throw error
        },
      )
    return this.ready
  }

  override async upsert(owner: Owner, docs: readonly EmbeddedDocument[]) {
    if (docs.length === 0) return
    await this.ensureIndex()
    await super.upsert(owner, docs)
    const batch = this.redis.multi()
    for (const doc of docs) {
      batch.hset(this.docKey(owner, doc.id), { owner: tagOf(owner), vector: float32ToBuffer(doc.vector) })
    }
    await batch.exec()
  }

  override async remove(owner: Owner, ids: readonly string[]) {
    if (ids.length > 0) await this.redis.del(...ids.map((id) => this.docKey(owner, id)))
    return super.remove(owner, ids)
  }

  override async clear(owner: Owner) {
    const ids = await this.ids(owner)
    if (ids.length > 0) await this.redis.del(...ids.map((id) => this.docKey(owner, id)))
    return super.clear(owner)
  }

  override async search(owners: readonly Owner[], vector: Float32Array, k: number): Promise<SearchHit[]> {
    if (owners.length === 0 || k <= 0) return []
    await this.ensureIndex()
    const filter = `@owner:{${owners.map(tagOf).join(' | ')}}`
    const reply = (await this.redis.call(
      'FT.SEARCH',
      this.indexName,
      `(${filter})=>[KNN ${k} @vector $blob AS distance]`,
      'PARAMS',
      '2',
      'blob',
      float32ToBuffer(vector),
      'SORTBY',
      'distance',
      'ASC',
      'RETURN',
      '1',
      'distance',
      'LIMIT',
      '0',
      String(k),
      'DIALECT',
      '2',
    )) as unknown[]
    return this.withTexts(this.parseReply(reply, owners))
  }

  /** [total, key, [field, value, …], …] → ranked ids; keys outside the asked owners are dropped. */
  private parseReply(reply: readonly unknown[], owners: readonly Owner[]) {
    const prefix = `${this.redis.options.keyPrefix ?? ''}${this.docPrefix}`
    const ranked: { id: string; owner: Owner; score: number }[] = []
    for (let i = 1; i + 1 < reply.length; i += 2) {
      const key = String(reply[i])
      const fields = reply[i + 1] as unknown[]
      const distance = Number(fields[fields.indexOf('distance') + 1])
      const rest = key.startsWith(prefix) ? key.slice(prefix.length) : ''
      const owner = owners.find((o) => rest.startsWith(`${o}:`))
      if (!owner || !Number.isFinite(distance)) continue
      ranked.push({ id: rest.slice(owner.length + 1), owner, score: 1 - distance })
    }
    return ranked
  }
}
