import {
  ACTION_PLAN_CSV_HEADER,
  actionPlanCsvRows,
  allOf,
  CONFLICT_CSV_HEADER,
  conflictCsvRows,
} from '../../lib/analysis-display.ts'
import { toCsv } from '../../lib/csv.ts'
import { loadAnalysis } from './screen.server.ts'

// The Conflict Report and Action Plan downloads. An empty analysis gives a header-only file;
// a simulation service that is down, a 503 AppError.

export type ExportKind = 'conflicts' | 'action-plan'

export async function analysisCsv(userId: number, kind: ExportKind) {
  const screen = await loadAnalysis(userId)
  if (kind === 'conflicts') {
    const rows =
      screen.state === 'ready'
        ? conflictCsvRows(screen.analysis.conflicts, new Map(Object.entries(screen.goalNames)))
        : []
    return toCsv(CONFLICT_CSV_HEADER, rows)
  }
  const rows = screen.state === 'ready' ? actionPlanCsvRows(allOf(screen.analysis)) : []
  return toCsv(ACTION_PLAN_CSV_HEADER, rows)
}
