import { getDataVersion, getDataVersions } from '../../infra/data-version.server.ts'
import { isAppError, unavailable } from '../../lib/app-error.ts'
import { getVectorBackend, type VectorBackend } from './backend.server.ts'
import { documentsFor, knowledgeDocuments } from './documents.server.ts'
import type { Embedder } from './embedder.server.ts'
import {
  userOwner,
  type IndexMeta,
  type Owner,
  type SearchHit,
  type VectorDocument,
  type VectorStore,
} from './store.server.ts'
import type { ReportProgress } from './index-jobs.server.ts'

// The spec's vector calls (index, search, chat-context, status, clear, reindex) over whichever
// backend this process chose. Every call takes the signed-in user's id and reads only that
// user's documents and the shared knowledge base.

export const DEFAULT_RESULTS = 5
/** The chat context's size budget in characters (about 1,500 tokens), so a prompt stays small. */
export const DEFAULT_CONTEXT_CHARS = 6_000
/** The spec's "Ready" threshold for the vector store. */
export const READY_THRESHOLD = 40
/** How much of a user's documents one Professional Insights query reads (an embedding input bound). */
export const PROFILE_QUERY_CHARS = 8_000

export type VectorDeps = {
  store: VectorStore
  embedder: Embedder
  /** The user's documents; tests and the bench may pass their own. */
  documentsFor?: (userId: number) => Promise<VectorDocument[]>
  dataVersion?: (userId: number) => Promise<number>
}

export type IndexStatus = {
  user_id: number
  is_indexed: boolean
  total_documents: number
  indexed_at: string | null
  model: string | null
  dimension: number | null
  /** Indexed, but from older data or with another embedding model: reindex. */
  stale: boolean
  stale_reason: string | null
  backend: string
  embedding_model: string
}

/** A backend failure (Redis gone, provider down) as a 503 with the spec's message, never a 500. */
async function guarded<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isAppError(error)) throw error
    throw unavailable(`${message}: the vector store is unavailable`)
  }
}

function staleReason(meta: IndexMeta | null, version: number, embedder: Embedder): string | null {
  if (!meta) return null
  if (meta.model !== embedder.model || meta.dimension !== embedder.dimension) {
    return `indexed with ${meta.model} (${meta.dimension} dimensions); the store now embeds with ${embedder.model} (${embedder.dimension})`
  }
  return meta.data_version !== version ? 'your data changed after the last indexing' : null
}

/** The results as "[type: category] content" blocks, best first, within `maxChars` in all. */
export function joinWithinBudget(
  results: readonly { id: string; content: string; metadata: { type: string; category: string } }[],
  maxChars: number,
) {
  const parts: string[] = []
  const used_ids: string[] = []
  let used = 0
  for (const hit of results) {
    const part = `[${hit.metadata.type}: ${hit.metadata.category}] ${hit.content}`
    const separator = parts.length > 0 ? 2 : 0
    const room = maxChars - used - separator
    if (room <= 0) break
    if (part.length <= room) {
      parts.push(part)
      used += separator + part.length
    } else if (parts.length === 0) {
      // The best document is cut to fit rather than dropped; later ones go in only whole.
      parts.push(`${part.slice(0, room - 1)}…`)
      used += room
    } else continue
    used_ids.push(hit.id)
  }
  return { context: parts.join('\n\n'), used_ids }
}

const isSameModel = (meta: IndexMeta | null, embedder: Embedder) =>
  meta !== null && meta.model === embedder.model && meta.dimension === embedder.dimension

/** Replaces an owner's documents by id, removes those not in `docs`, and records what was indexed. */
async function writeOwner(
  store: VectorStore,
  embedder: Embedder,
  owner: Owner,
  docs: readonly VectorDocument[],
  dataVersion: number,
  onEmbedded?: () => void,
) {
  // Embedded first: a provider that fails leaves the stored index as it was.
  const vectors = await embedder.embed(docs.map((d) => d.content))
  onEmbedded?.()
  const meta = await store.getMeta(owner)
  // Vectors of another model cannot be compared with this one's: start the owner afresh.
  let removed = meta && !isSameModel(meta, embedder) ? await store.clear(owner) : 0
  const keep = new Set(docs.map((d) => d.id))
  removed += await store.remove(
    owner,
    (await store.ids(owner)).filter((id) => !keep.has(id)),
  )
  await store.upsert(
    owner,
    docs.map((d, i) => ({ ...d, vector: vectors[i] })),
  )
  const indexed_at = new Date().toISOString()
  await store.setMeta(owner, {
    model: embedder.model,
    dimension: embedder.dimension,
    indexed_at,
    data_version: dataVersion,
    document_count: docs.length,
  })
  return { documents_indexed: docs.length, documents_removed: removed, indexed_at }
}

type RelatedKnowledgeParts = {
  store: VectorStore
  embedder: Embedder
  fresh: (userId: number) => Promise<boolean>
  ensureShared: () => Promise<void>
}

/**
 * The knowledge-base documents nearest the user's own documents (Professional Insights): the
 * user's fresh index read as one text, embedded once and searched among the shared documents.
 * Each score is that cosine similarity. Empty when the user has no documents.
 */
async function relatedKnowledgeOf(parts: RelatedKnowledgeParts, userId: number, nResults: number) {
  const { store, embedder } = parts
  await parts.fresh(userId)
  return guarded('Search failed', async () => {
    await parts.ensureShared()
    const docs = await store.list(userOwner(userId))
    if (docs.length === 0) return []
    const profile = docs
      .map((d) => d.content)
      .join('\n')
      .slice(0, PROFILE_QUERY_CHARS)
    const [vector] = await embedder.embed([profile])
    return store.search(['shared'], vector, nResults)
  })
}

export function createVectorService(deps: VectorDeps) {
  const { store, embedder } = deps
  const build = deps.documentsFor ?? documentsFor
  const versionOf = deps.dataVersion ?? getDataVersion
  const sameModel = (meta: IndexMeta | null) => isSameModel(meta, embedder)

  /** The knowledge base, embedded once per model for every user. */
  async function ensureShared() {
    const meta = await store.getMeta('shared')
    const docs = knowledgeDocuments()
    if (sameModel(meta) && meta?.document_count === docs.length) return
    await writeOwner(store, embedder, 'shared', docs, 0)
  }

  /** Indexes the user's documents; `report` hears each phase (the panel's background job shows it). */
  async function index(userId: number, report?: ReportProgress) {
    return guarded('Failed to index data', async () => {
      report?.({ phase: 'reading', documents: null })
      // The version is read before the documents, so a write during indexing leaves it stale.
      const version = await versionOf(userId)
      const docs = await build(userId)
      report?.({ phase: 'embedding', documents: docs.length })
      await ensureShared()
      const onEmbedded = () => report?.({ phase: 'writing', documents: docs.length })
      const result = await writeOwner(store, embedder, userOwner(userId), docs, version, onEmbedded)
      return { ...result, user_id: userId, model: embedder.model, dimension: embedder.dimension, backend: store.name }
    })
  }

  async function status(userId: number): Promise<IndexStatus> {
    return guarded('Failed to get status', async () => {
      const owner = userOwner(userId)
      const [meta, total, version] = await Promise.all([store.getMeta(owner), store.count(owner), versionOf(userId)])
      const stale_reason = staleReason(meta, version, embedder)
      return {
        user_id: userId,
        is_indexed: meta !== null,
        total_documents: total,
        indexed_at: meta?.indexed_at ?? null,
        model: meta?.model ?? null,
        dimension: meta?.dimension ?? null,
        stale: stale_reason !== null,
        stale_reason,
        backend: store.name,
        embedding_model: embedder.model,
      }
    })
  }

  /**
   * The index is derived data, like a cache: a search on a missing or stale index rebuilds it
   * first, so an answer never rests on figures the user has since changed.
   */
  async function fresh(userId: number) {
    const current = await status(userId)
    if (current.is_indexed && !current.stale) return false
    await index(userId)
    return true
  }

  async function search(userId: number, query: string, nResults = DEFAULT_RESULTS) {
    const refreshed = await fresh(userId)
    return guarded('Search failed', async () => {
      await ensureShared()
      const [vector] = await embedder.embed([query])
      const hits = await store.search([userOwner(userId), 'shared'], vector, nResults)
      return { query, n_results: nResults, refreshed, results: hits.map(toResult) }
    })
  }

  const relatedKnowledge = (userId: number, nResults: number) =>
    relatedKnowledgeOf({ store, embedder, fresh, ensureShared }, userId, nResults)

  async function chatContext(userId: number, message: string, maxChars = DEFAULT_CONTEXT_CHARS) {
    const found = await search(userId, message, DEFAULT_RESULTS)
    const { context, used_ids } = joinWithinBudget(found.results, maxChars)
    return {
      message,
      context,
      context_chars: context.length,
      max_chars: maxChars,
      documents_used: used_ids,
      refreshed: found.refreshed,
    }
  }

  async function clear(userId: number) {
    return guarded('Failed to clear data', async () => {
      const removed = await store.clear(userOwner(userId))
      return { user_id: userId, documents_removed: removed, cleared: true }
    })
  }

  async function reindex(userId: number, report?: ReportProgress) {
    const cleared = await clear(userId)
    const indexed = await index(userId, report)
    return { ...indexed, documents_removed: cleared.documents_removed }
  }

  async function contents(userId: number) {
    return guarded('Failed to fetch vector contents', () => store.list(userOwner(userId)))
  }

  return {
    store,
    embedder,
    index,
    status,
    search,
    relatedKnowledge,
    chatContext,
    clear,
    reindex,
    contents,
    ensureShared,
  }
}

function toResult(hit: SearchHit) {
  return {
    id: hit.id,
    content: hit.content,
    metadata: hit.metadata,
    score: Math.round(hit.score * 10_000) / 10_000,
    source: hit.owner === 'shared' ? 'knowledge_base' : 'user',
  }
}

export type VectorService = ReturnType<typeof createVectorService>

/** The service over the backend this process chose. */
export async function vectorService(): Promise<VectorService> {
  const backend = await getVectorBackend()
  return createVectorService({ store: backend.store, embedder: backend.embedder })
}

/** How many indexed users one staleness scan reads at most (a meta read each). */
const STALE_SCAN_USERS = 5_000

export type StaleIndex = {
  user_id: number
  indexed_at: string
  indexed_version: number
  data_version: number
  indexed_model: string
  model: string
}

/**
 * The users whose index is older than their data or built with another model (Data Integrity),
 * by the rule status() applies, lowest id first, at most `limit`. Users without an index are not
 * stale (they have nothing to be out of date), nor is what is left of a deleted user's.
 */
export async function findStaleIndexes(vectors: VectorService, limit: number): Promise<StaleIndex[]> {
  const { store, embedder } = vectors
  const indexed = await guarded('Failed to check the indexes', async () => {
    const ids = (await store.userIds()).sort((a, b) => a - b).slice(0, STALE_SCAN_USERS)
    const metas = await Promise.all(ids.map((id) => store.getMeta(userOwner(id))))
    return ids.flatMap((user_id, i) => {
      const meta = metas[i]
      return meta ? [{ user_id, meta }] : []
    })
  })
  const versions = await getDataVersions(indexed.map((entry) => entry.user_id))
  const stale: StaleIndex[] = []
  for (const { user_id, meta } of indexed) {
    const version = versions.get(user_id)
    if (version === undefined || staleReason(meta, version, embedder) === null) continue
    stale.push({
      user_id,
      indexed_at: meta.indexed_at,
      indexed_version: meta.data_version,
      data_version: version,
      indexed_model: meta.model,
      model: embedder.model,
    })
    if (stale.length === limit) break
  }
  return stale
}

export type VectorDebugStatus = {
  backend: string
  reason: string
  search_module: { present: boolean; version: number | null; detail: string } | null
  embedding_model: string
  dimension: number
  total_documents: number
  users_indexed: number
  shared_documents: number
  ready_threshold: number
  status: 'ok' | 'error'
  detail?: string
}

/** Counts only, no user's content: the spec's debug-status call is answered without sign-in. */
export async function vectorDebugStatus(
  backendFor: () => Promise<VectorBackend> = getVectorBackend,
): Promise<VectorDebugStatus> {
  const backend = await backendFor()
  const base = {
    backend: backend.store.name,
    reason: backend.reason,
    search_module: backend.module,
    embedding_model: backend.embedder.model,
    dimension: backend.embedder.dimension,
    ready_threshold: READY_THRESHOLD,
  }
  try {
    const stats = await backend.store.stats()
    return {
      ...base,
      status: 'ok',
      total_documents: stats.user_documents,
      users_indexed: stats.owners,
      shared_documents: stats.shared_documents,
    }
  } catch (error) {
    // Connection errors can carry the URL; never echo credentials.
    const detail =
      error instanceof Error ? error.message.replace(/\/\/[^@\s]+@/g, '//***@').slice(0, 160) : 'unknown error'
    return { ...base, status: 'error', detail, total_documents: 0, users_indexed: 0, shared_documents: 0 }
  }
}
