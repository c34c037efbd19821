import type { Redis } from 'ioredis'
import type {
  DocumentMetadata,
  EmbeddedDocument,
  IndexMeta,
  Owner,
  SearchHit,
  StoreStats,
  VectorDocument,
  VectorStore,
} from './store.server.ts'
import { cosine, topK, userIdOf } from './store.server.ts'

// Plain Redis (no search module): each owner has two hashes, document id → JSON text and
// document id → the vector as raw float32 bytes, and the search reads the owners' vectors and
// ranks them here. A user holds tens of documents (hundreds at most), so one HGETALL of a few
// hundred KB is the whole cost; no other owner's keys are ever read.

export function float32ToBuffer(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength)
}

export function bufferToFloat32(buffer: Buffer): Float32Array {
  // Copied: a Buffer from ioredis may sit at an offset that Float32Array cannot view.
  const copy = new Uint8Array(buffer.byteLength)
  copy.set(buffer)
  return new Float32Array(copy.buffer)
}

type StoredText = { content: string; metadata: DocumentMetadata }

export function parseStoredText(raw: string | null): StoredText | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredText>
    if (typeof value.content !== 'string' || typeof value.metadata !== 'object' || value.metadata === null) return null
    return { content: value.content, metadata: value.metadata }
  } catch {
    return null
  }
}

export function parseMeta(raw: string | null): IndexMeta | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as IndexMeta
    return typeof value.model === 'string' && typeof value.dimension === 'number' ? value : null
  } catch {
    return null
  }
}

export class RedisVectorStore implements VectorStore {
  readonly name: string = 'redis'
  /** `namespace` goes after the client's own key prefix, so tests and apps can share a server. */
  constructor(
    protected redis: Redis,
    protected namespace = 'vector:',
  ) {}

  protected key(owner: Owner, part: 'docs' | 'vecs' | 'meta') {
    return `${this.namespace}${owner}:${part}`
  }
  protected get ownersKey() {
    return `${this.namespace}owners`
  }

  async upsert(owner: Owner, docs: readonly EmbeddedDocument[]) {
    if (docs.length === 0) return
    const texts: Record<string, string> = {}
    const vectors: Record<string, Buffer> = {}
    for (const doc of docs) {
      texts[doc.id] = JSON.stringify({ content: doc.content, metadata: doc.metadata })
      vectors[doc.id] = float32ToBuffer(doc.vector)
    }
    await this.redis
      .multi()
      .hset(this.key(owner, 'docs'), texts)
      .hset(this.key(owner, 'vecs'), vectors)
      .sadd(this.ownersKey, owner)
      .exec()
  }

  async remove(owner: Owner, ids: readonly string[]) {
    if (ids.length === 0) return 0
    const [[, removed]] = (await this.redis
      .multi()
      .hdel(this.key(owner, 'docs'), ...ids)
      .hdel(this.key(owner, 'vecs'), ...ids)
      .exec()) as [[Error | null, number], unknown]
    return removed
  }

  async search(owners: readonly Owner[], vector: Float32Array, k: number): Promise<SearchHit[]> {
    const perOwner = await Promise.all(
      owners.map(async (owner) => ({ owner, vectors: await this.redis.hgetallBuffer(this.key(owner, 'vecs')) })),
    )
    function* scored() {
      for (const { owner, vectors } of perOwner) {
        for (const [id, bytes] of Object.entries(vectors)) {
          yield { id, owner, score: cosine(vector, bufferToFloat32(bytes)) }
        }
      }
    }
    return this.withTexts(topK(scored(), k))
  }

  /** The ranked ids with their text (one round trip each, sent together); ids gone meanwhile drop out. */
  protected async withTexts(ranked: readonly { id: string; owner: Owner; score: number }[]): Promise<SearchHit[]> {
    const texts = await Promise.all(ranked.map((hit) => this.redis.hget(this.key(hit.owner, 'docs'), hit.id)))
    return ranked.flatMap((hit, i) => {
      const text = parseStoredText(texts[i])
      return text ? [{ ...hit, ...text }] : []
    })
  }

  async list(owner: Owner): Promise<VectorDocument[]> {
    const all = await this.redis.hgetall(this.key(owner, 'docs'))
    return Object.entries(all).flatMap(([id, raw]) => {
      const text = parseStoredText(raw)
      return text ? [{ id, ...text }] : []
    })
  }

  async ids(owner: Owner) {
    return this.redis.hkeys(this.key(owner, 'docs'))
  }

  async count(owner: Owner) {
    return this.redis.hlen(this.key(owner, 'docs'))
  }

  async clear(owner: Owner) {
    const n = await this.count(owner)
    await this.redis
      .multi()
      .del(this.key(owner, 'docs'), this.key(owner, 'vecs'), this.key(owner, 'meta'))
      .srem(this.ownersKey, owner)
      .exec()
    return n
  }

  async getMeta(owner: Owner) {
    return parseMeta(await this.redis.get(this.key(owner, 'meta')))
  }

  async setMeta(owner: Owner, meta: IndexMeta) {
    await this.redis.multi().set(this.key(owner, 'meta'), JSON.stringify(meta)).sadd(this.ownersKey, owner).exec()
  }

  async userIds() {
    return (await this.redis.smembers(this.ownersKey)).map(userIdOf).filter((id) => id !== null)
  }

  async stats(): Promise<StoreStats> {
    const owners = (await this.redis.smembers(this.ownersKey)).filter((o): o is Owner => /^user:\d+$|^shared$/.test(o))
    const counts = await Promise.all(owners.map(async (owner) => ({ owner, n: await this.count(owner) })))
    const users = counts.filter((c) => c.owner !== 'shared' && c.n > 0)
    return {
      owners: users.length,
      user_documents: users.reduce((sum, c) => sum + c.n, 0),
      shared_documents: counts.find((c) => c.owner === 'shared')?.n ?? 0,
    }
  }
}
