import { Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { debtToIncomeRatio } from '../../lib/financial-ratios.ts'
import { summarize } from '../../lib/financial-summary.ts'
import { analysePayload, type PayloadAnalysis } from '../../lib/payload-analysis.ts'
import { allEntries } from '../finance/entries.server.ts'
import { lastPayloadFor, type LastPayload } from '../llm/record.server.ts'
import { vectorService, type VectorService } from './service.server.ts'

// Sync of a user's figures into their vector index (spec 03 §3 "Sync status", "Sync result", §7
// "Chat") and the Debug View's reads (§3 "Debug", §7 "Debug"). Indexing runs inline: documents are
// one per entry group, not per entry, so a 5,000-entry household indexes in well under a second
// (README, "Vector sync").

export type SyncStatus = { needs_sync: boolean; unsynced_count: number; total_entries: number }

/**
 * needs_sync: the index is missing or stale (a write after the last indexing bumps the data
 * version, or the embedding model changed). unsynced_count: the entries created or updated after
 * the index's indexed_at, or every entry when never indexed. Deleted entries leave no row to
 * count, so a deletion shows as needs_sync with an unsynced_count that may be 0.
 */
export async function syncStatus(userId: number, service?: VectorService): Promise<SyncStatus> {
  const vectors = service ?? (await vectorService())
  const status = await vectors.status(userId)
  const { FinancialEntry } = getDb()
  const total_entries = await FinancialEntry.count({ where: { user_id: userId } })
  const unsynced_count =
    status.indexed_at === null
      ? total_entries
      : await FinancialEntry.count({
          where: { user_id: userId, updated_at: { [Op.gt]: new Date(status.indexed_at) } },
        })
  return { needs_sync: !status.is_indexed || status.stale, unsynced_count, total_entries }
}

/** The DTI the documents state, read with the Debug View's own check so both agree on the wording. */
function statedDti(documents: readonly { content: string }[]) {
  for (const doc of documents) {
    const { dti_value } = analysePayload(doc.content, '')
    if (dti_value !== null) return dti_value
  }
  return null
}

/**
 * Reindexes the user (clear, then index) and checks that the documents state the DTI the app's
 * rule gives (debtToIncomeRatio, as the comprehensive summary and the advisor use it). Without income there is no DTI: expected_dti is null and the
 * check is whether the documents rightly state none.
 */
export async function completeSync(userId: number, service?: VectorService) {
  const vectors = service ?? (await vectorService())
  const result = await vectors.reindex(userId)
  const [entries, documents] = await Promise.all([allEntries(userId), vectors.contents(userId)])
  const summary = summarize(entries)
  const expected_dti = debtToIncomeRatio(summary.monthly_loan_payments_cents, summary.monthly_income_cents)
  const vector_dti_value = statedDti(documents)
  return {
    metrics: { dti_ratio: expected_dti },
    documents_indexed: result.documents_indexed,
    documents_removed: result.documents_removed,
    timestamp: result.indexed_at,
    validation: {
      dti_found_in_vector: vector_dti_value !== null,
      vector_dti_value,
      expected_dti,
      matches: vector_dti_value === expected_dti,
    },
  }
}

/** The Debug View's vector contents: the user's documents (never the shared knowledge base's). */
export async function debugVectorContents(userId: number, service?: VectorService) {
  const vectors = service ?? (await vectorService())
  const [status, documents] = await Promise.all([vectors.status(userId), vectors.contents(userId)])
  return {
    user_id: userId,
    total_documents: documents.length,
    last_updated: status.indexed_at,
    stale: status.stale,
    documents: documents
      .map((d) => ({ id: d.id, content: d.content, metadata: d.metadata }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    // The spec's storage_file_exists and storage_path described a file-backed store; ours is
    // Redis or memory, so the backend is named instead.
    debug_info: {
      backend: status.backend,
      embedding_model: status.embedding_model,
      total_docs_in_store: documents.length,
    },
  }
}

export type DebugPayload =
  ({ status: 'ok'; analysis: PayloadAnalysis } & LastPayload) | { status: 'empty'; message: string }

export const EMPTY_PAYLOAD_MESSAGE =
  'No LLM payload found. Send a chat message in Step 6 first to see what the AI advisor receives.'

export async function debugLastPayload(userId: number): Promise<DebugPayload> {
  const payload = await lastPayloadFor(userId)
  if (!payload) return { status: 'empty', message: EMPTY_PAYLOAD_MESSAGE }
  return { status: 'ok', ...payload, analysis: analysePayload(payload.system_prompt, payload.user_message) }
}

/** The Debug View's Sync Vector DB: a reindex, with the user's document counts before and after. */
export async function triggerVectorSync(userId: number, service?: VectorService) {
  const vectors = service ?? (await vectorService())
  const before = await vectors.status(userId)
  const result = await vectors.reindex(userId)
  const after = await vectors.status(userId)
  return {
    user_id: userId,
    pre_sync_stats: { user_docs: before.total_documents },
    post_sync_stats: { user_docs: after.total_documents },
    documents_added: after.total_documents - before.total_documents,
    documents_indexed: result.documents_indexed,
    timestamp: result.indexed_at,
  }
}
