import {
  ACTION_PLAN_CSV_HEADER,
  actionPlanCsvRows,
  allOf,
  CONFLICT_CSV_HEADER,
  conflictCsvRows,
} from '../../lib/analysis-display.ts'
import { toCsv } from '../../lib/csv.ts'
import { loadAnalysisScreen } from './screen.server.ts'

// The Conflict Report and Action Plan downloads. An empty analysis gives a header-only file.

export type ExportKind = 'conflicts' | 'action-plan'

export async function analysisCsv(userId: number, kind: ExportKind) {
  const screen = await loadAnalysisScreen(userId)
  if (screen.state === 'error') return { ok: false as const, message: screen.message }
  if (kind === 'conflicts') {
    const rows =
      screen.state === 'ready'
        ? conflictCsvRows(screen.analysis.conflicts, new Map(Object.entries(screen.goalNames)))
        : []
    return { ok: true as const, csv: toCsv(CONFLICT_CSV_HEADER, rows) }
  }
  const rows = screen.state === 'ready' ? actionPlanCsvRows(allOf(screen.analysis)) : []
  return { ok: true as const, csv: toCsv(ACTION_PLAN_CSV_HEADER, rows) }
}

export function csvResponse(csv: string, name: string) {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="wealthpath-${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
