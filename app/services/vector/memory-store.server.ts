import type { EmbeddedDocument, IndexMeta, Owner, SearchHit, StoreStats, VectorStore } from './store.server.ts'
import { cosine, topK, userIdOf } from './store.server.ts'

// The embedded default (SQLite mode, no REDIS_URL): vectors in this process, lost on restart
// (status then reads "not indexed" and one Index call rebuilds them from the database).

export class MemoryVectorStore implements VectorStore {
  readonly name = 'memory'
  private docs = new Map<Owner, Map<string, EmbeddedDocument>>()
  private meta = new Map<Owner, IndexMeta>()

  private of(owner: Owner) {
    let map = this.docs.get(owner)
    if (!map) {
      map = new Map()
      this.docs.set(owner, map)
    }
    return map
  }

  async upsert(owner: Owner, docs: readonly EmbeddedDocument[]) {
    const map = this.of(owner)
    for (const doc of docs) map.set(doc.id, { ...doc, vector: Float32Array.from(doc.vector) })
  }

  async remove(owner: Owner, ids: readonly string[]) {
    const map = this.of(owner)
    return ids.filter((id) => map.delete(id)).length
  }

  async search(owners: readonly Owner[], vector: Float32Array, k: number): Promise<SearchHit[]> {
    const docs = this.docs
    function* scored() {
      for (const owner of owners) {
        for (const doc of docs.get(owner)?.values() ?? []) {
          yield { id: doc.id, content: doc.content, metadata: doc.metadata, owner, score: cosine(vector, doc.vector) }
        }
      }
    }
    return topK(scored(), k)
  }

  async list(owner: Owner) {
    return [...(this.docs.get(owner)?.values() ?? [])].map(({ id, content, metadata }) => ({ id, content, metadata }))
  }

  async ids(owner: Owner) {
    return [...(this.docs.get(owner)?.keys() ?? [])]
  }

  async count(owner: Owner) {
    return this.docs.get(owner)?.size ?? 0
  }

  async clear(owner: Owner) {
    const n = this.docs.get(owner)?.size ?? 0
    this.docs.delete(owner)
    this.meta.delete(owner)
    return n
  }

  async getMeta(owner: Owner) {
    return this.meta.get(owner) ?? null
  }

  async setMeta(owner: Owner, meta: IndexMeta) {
    this.meta.set(owner, { ...meta })
  }

  async userIds() {
    const owners = new Set([...this.docs.keys(), ...this.meta.keys()])
    return [...owners].map(userIdOf).filter((id) => id !== null)
  }

  async stats(): Promise<StoreStats> {
    let user_documents = 0
    let owners = 0
    for (const [owner, map] of this.docs) {
      if (owner === 'shared' || map.size === 0) continue
      owners += 1
      user_documents += map.size
    }
    return { owners, user_documents, shared_documents: this.docs.get('shared')?.size ?? 0 }
  }
}
