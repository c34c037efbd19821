import { isAppError } from '../../lib/app-error.ts'
import { debugLastPayload, debugVectorContents, triggerVectorSync } from './sync.server.ts'
import { vectorService } from './service.server.ts'
import { MAX_QUERY_CHARS } from '../../schemas/vector.ts'

// The Debug View's presenter (spec 03 §2.13). Each part fails on its own and is shown as the
// spec's error card (§8: Vector DB Error, LLM Payload Error, Vector Sync Error) rather than
// taking the page down with a 500.

/** The longest search the box takes; longer text is cut, not refused. */

/** The status an AppError carries (503 when the store is down), else 500, for the spec's "{status}". */
const statusOf = (error: unknown) => (isAppError(error) ? error.status : 500)
const detailOf = (error: unknown) => (isAppError(error) ? error.message : 'unexpected error')

async function vectorPart(userId: number, query: string) {
  try {
    const service = await vectorService()
    // Searched first: a search on a missing or stale index rebuilds it, and the contents shown
    // should be the ones searched.
    const search = query ? await service.search(userId, query) : null
    const contents = await debugVectorContents(userId, service)
    return { ok: true as const, ...contents, search: search ? search.results : null }
  } catch (error) {
    console.warn('Debug View: vector contents failed', detailOf(error))
    return { ok: false as const, error: `Failed to fetch vector contents: ${statusOf(error)}` }
  }
}

async function payloadPart(userId: number) {
  try {
    return { ok: true as const, payload: await debugLastPayload(userId) }
  } catch (error) {
    console.warn('Debug View: last payload failed', detailOf(error))
    return { ok: false as const, error: `Failed to fetch LLM payload: ${statusOf(error)}` }
  }
}

export async function debugView(userId: number, rawQuery: string | null) {
  const query = (rawQuery ?? '').trim().slice(0, MAX_QUERY_CHARS)
  const [vector, payload] = await Promise.all([vectorPart(userId, query), payloadPart(userId)])
  return { query, vector, payload }
}

/** Sync Vector DB: the documents now indexed, or the spec's "Sync failed: {detail}". */
export async function syncFromDebugView(userId: number) {
  try {
    const result = await triggerVectorSync(userId)
    return { ok: true as const, documents: result.post_sync_stats.user_docs }
  } catch (error) {
    return { ok: false as const, error: `Sync failed: ${detailOf(error)}` }
  }
}
