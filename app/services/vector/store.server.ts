// One interface for the three places vectors live (RediSearch, plain Redis, process memory).
// Every call names its owner: a user ("user:42") or the shared knowledge base ("shared"). A
// search is given the owners it may read and no backend ever looks outside them, which is the
// whole of user isolation: the service passes the caller's own owner and "shared", nothing else.

export type Owner = `user:${number}` | 'shared'

export const userOwner = (userId: number): Owner => `user:${userId}`

/** The user id an owner names, or null for the shared knowledge base (or a stray key). */
export function userIdOf(owner: string): number | null {
  const match = /^user:(\d+)$/.exec(owner)
  return match ? Number(match[1]) : null
}

export type DocumentMetadata = {
  /** entry_group, goal, profile, estate_document, insurance_policy, advisor_data, investment_preferences, summary, knowledge_base */
  type: string
  category: string
}

export type VectorDocument = { id: string; content: string; metadata: DocumentMetadata }
export type EmbeddedDocument = VectorDocument & { vector: Float32Array }
export type SearchHit = VectorDocument & { owner: Owner; score: number }

/** What was indexed for an owner: the model and dimension make a change of either visible. */
export type IndexMeta = {
  model: string
  dimension: number
  indexed_at: string
  /** The user's data version the documents were built from (0 for shared documents). */
  data_version: number
  document_count: number
}

export type StoreStats = { owners: number; user_documents: number; shared_documents: number }

export interface VectorStore {
  /** 'redisearch' | 'redis' | 'memory' */
  readonly name: string
  /** Adds or replaces documents by id. */
  upsert(owner: Owner, docs: readonly EmbeddedDocument[]): Promise<void>
  /** Removes the named documents; answers how many existed. */
  remove(owner: Owner, ids: readonly string[]): Promise<number>
  /** The `k` documents nearest `vector` (cosine), from the given owners only, best first. */
  search(owners: readonly Owner[], vector: Float32Array, k: number): Promise<SearchHit[]>
  list(owner: Owner): Promise<VectorDocument[]>
  ids(owner: Owner): Promise<string[]>
  count(owner: Owner): Promise<number>
  /** Removes every document and the meta; answers how many documents there were. */
  clear(owner: Owner): Promise<number>
  getMeta(owner: Owner): Promise<IndexMeta | null>
  setMeta(owner: Owner, meta: IndexMeta): Promise<void>
  /** The ids of the users the store holds anything for (an index, or what is left of one). */
  userIds(): Promise<number[]>
  stats(): Promise<StoreStats>
}

/** Dot product of unit vectors = cosine similarity. Vectors of another length score -Infinity. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return -Infinity
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i]
  return sum
}

/** Keeps the best `k` of a stream of scored items without sorting them all. */
export function topK<T extends { score: number }>(items: Iterable<T>, k: number): T[] {
  const best: T[] = []
  for (const item of items) {
    if (!Number.isFinite(item.score)) continue
    if (best.length < k) {
      best.push(item)
      best.sort((x, y) => y.score - x.score)
    } else if (item.score > best[best.length - 1].score) {
      best[best.length - 1] = item
      best.sort((x, y) => y.score - x.score)
    }
  }
  return best
}
