import { getDb, type AdvisoryReportRow, type AdvisoryStatus } from '../../../db/index.ts'
import type { AuditResult } from '../../lib/advisory-audits.ts'
import type { AdvisoryReport } from '../../lib/advisory-report.ts'
import type { AdvisoryMode } from '../../schemas/advisory.ts'
import { ownedSingleRow } from '../owned-rows.server.ts'
import type { AdvisoryOutcome, AdvisoryRequest, AttemptSummary } from './generate.server.ts'

// The user's current advisory report (one row per user, migration 011). Reads and Clear Report go
// through the owned-row helper. The status writes of a run do not: a report is output, not an
// input to any derived figure, and bumping the data version would throw away the projection and
// analysis the report was just built from.

export type StoredAdvisory = {
  status: AdvisoryStatus
  mode: AdvisoryMode
  requested_provider: string
  tier: string
  provider: string | null
  model: string | null
  report: AdvisoryReport | null
  cost_nano_usd: number | null
  duration_ms: number | null
  attempts: number
  attempt_log: AttemptSummary[]
  audits: AuditResult[]
  fallback: string | null
  error: string | null
  updated_at: string
}

function parsed<T>(text: string | null, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

function toDto(row: AdvisoryReportRow): StoredAdvisory {
  return {
    status: row.status,
    mode: row.mode === 'traditional' ? 'traditional' : 'deterministic',
    requested_provider: row.requested_provider,
    tier: row.tier,
    provider: row.provider,
    model: row.model,
    report: parsed<AdvisoryReport | null>(row.report, null),
    cost_nano_usd: row.cost_nano_usd,
    duration_ms: row.duration_ms,
    attempts: row.attempts,
    attempt_log: parsed<AttemptSummary[]>(row.attempt_log, []),
    audits: parsed<AuditResult[]>(row.audits, []),
    fallback: row.fallback,
    error: row.error,
    updated_at: row.updated_at.toISOString(),
  }
}

const reports = ownedSingleRow(() => getDb().AdvisoryReportRow, { toDto, notFoundMessage: 'No advisory report' })

export const findAdvisory = (userId: number) => reports.find(userId)

/** Clear Report: the user's report is gone (nothing to clear is not an error). */
export async function clearAdvisory(userId: number) {
  if (await reports.findRow(userId)) await reports.remove(userId)
}

const EMPTY_RUN = {
  provider: null,
  model: null,
  report: null,
  cost_nano_usd: null,
  duration_ms: null,
  attempts: 0,
  attempt_log: '[]',
  audits: '[]',
  fallback: null,
  error: null,
}

/** A run begins: the row says generating (created the first time, replaced after). */
export async function markGenerating(userId: number, request: AdvisoryRequest) {
  const Row = getDb().AdvisoryReportRow
  const values = {
    ...EMPTY_RUN,
    status: 'generating' as const,
    mode: request.mode,
    requested_provider: request.provider,
    tier: request.tier,
  }
  const [updated] = await Row.update(values, { where: { user_id: userId } })
  if (updated === 0) await Row.create({ ...values, user_id: userId })
}

async function finish(userId: number, values: Partial<AdvisoryReportRow>) {
  await getDb().AdvisoryReportRow.update(values, { where: { user_id: userId } })
}

export async function markReady(userId: number, outcome: AdvisoryOutcome) {
  await finish(userId, {
    status: 'ready',
    provider: outcome.provider,
    model: outcome.model.slice(0, 100),
    report: JSON.stringify(outcome.report),
    cost_nano_usd: outcome.costNanoUsd,
    duration_ms: outcome.durationMs,
    attempts: outcome.attempts.length,
    attempt_log: JSON.stringify(outcome.attempts),
    audits: JSON.stringify(outcome.audits),
    fallback: outcome.fallback,
  })
}

export async function markFailed(userId: number, message: string, durationMs: number) {
  await finish(userId, { status: 'failed', error: message.slice(0, 500), duration_ms: durationMs })
}
