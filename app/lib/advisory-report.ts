import {
  DeterministicReportSchema,
  TraditionalReportSchema,
  type AdvisoryMode,
  type DeterministicReportJson,
} from '../schemas/advisory.ts'
import type { AllocationLine, PlanInputs } from './advisory-plan.ts'

// One report shape for both modes: what the audits check and the page shows. A model's answer
// is read into it (readReport); the offline provider and the simplified fallback build it from
// the plan inputs alone (see advisory-offline-report.ts), so they pass every audit by construction.

export type AdvisoryReport = {
  mode: AdvisoryMode
  executive_summary: {
    overview: string
    key_metrics: DeterministicReportJson['executive_summary']['key_metrics'] | null
    status_flags: { on_track: boolean; stabilize_first: boolean }
  }
  /** The Current Asset Allocation section: the user's own figures, never the model's. */
  asset_allocation: AllocationLine[]
  priority_actions_30d: { title: string; why_it_matters: string; exact_refs: string[] }[]
  strategy_12m: { quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4'; actions: string[] }[]
  risk_management: { top_risks: string[]; mitigations: string[]; citations: string[] }
  tax_considerations: { ideas: string[]; citations: string[] }
  disclaimer: string
  /** The plan inputs' assumptions, shown with the report. */
  assumptions: string[]
}

export type ReadResult = { ok: true; report: AdvisoryReport } | { ok: false; message: string; fix: string }

const MIN_CONTENT_CHARS = 100

function parseJsonObject(content: string): unknown {
  const trimmed = content.trim()
  // The spec: markdown or text without JSON braces is rejected (and retried).
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined
  try {
    return JSON.parse(trimmed)
  } catch {
    return undefined
  }
}

function fromDeterministic(json: DeterministicReportJson, inputs: PlanInputs): AdvisoryReport {
  return {
    mode: 'deterministic',
    executive_summary: json.executive_summary,
    asset_allocation: inputs.snapshot.asset_allocation,
    priority_actions_30d: json.priority_actions_30d,
    strategy_12m: json.strategy_12m,
    risk_management: json.risk_management,
    tax_considerations: json.tax_considerations,
    disclaimer: json.disclaimer,
    assumptions: inputs.assumptions,
  }
}

function fromTraditional(raw: unknown, inputs: PlanInputs): ReadResult {
  const parsed = TraditionalReportSchema.safeParse(raw)
  if (!parsed.success) return schemaFailure(parsed.error)
  const json = parsed.data
  return {
    ok: true,
    report: {
      mode: 'traditional',
      executive_summary: {
        overview: json.executive_summary.situation_overview,
        key_metrics: null,
        status_flags: json.executive_summary.status_flags,
      },
      asset_allocation: inputs.snapshot.asset_allocation,
      priority_actions_30d: json.priority_actions.map((a) => ({
        title: a.action,
        why_it_matters: a.rationale,
        exact_refs: [],
      })),
      strategy_12m: (['Q1', 'Q2', 'Q3', 'Q4'] as const).flatMap((quarter) => {
        const action = json.twelve_month_strategy[quarter]
        return action ? [{ quarter, actions: [action] }] : []
      }),
      risk_management: { top_risks: [json.risk_management], mitigations: [], citations: json.citations },
      tax_considerations: { ideas: [json.tax_considerations], citations: [] },
      disclaimer: json.disclaimer,
      assumptions: inputs.assumptions,
    },
  }
}

function schemaFailure(error: { issues: { path: PropertyKey[]; message: string }[] }): ReadResult {
  const where = error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || 'report'}: ${i.message}`)
    .join('; ')
  return {
    ok: false,
    message: `The report does not match the required JSON shape (${where})`,
    fix: 'Answer with one JSON object exactly in the schema given, every field present',
  }
}

/** A model's answer read as a report of the asked mode, or why it cannot be. */
export function readReport(content: string, mode: AdvisoryMode, inputs: PlanInputs): ReadResult {
  if (content.trim().length < MIN_CONTENT_CHARS) {
    return { ok: false, message: 'Formatted content is too short or empty', fix: 'Write the complete report' }
  }
  const raw = parseJsonObject(content)
  if (raw === undefined) {
    return {
      ok: false,
      message: 'The reply was not a JSON object',
      fix: 'Reply with one JSON object only: no markdown, no text around it',
    }
  }
  if (mode === 'traditional') return fromTraditional(raw, inputs)
  const parsed = DeterministicReportSchema.safeParse(raw)
  return parsed.success ? { ok: true, report: fromDeterministic(parsed.data, inputs) } : schemaFailure(parsed.error)
}

/** Every sentence of the report that the number audit reads (the assumptions come from the inputs). */
export function reportText(report: AdvisoryReport): string {
  const metrics = report.executive_summary.key_metrics
  return [
    report.executive_summary.overview,
    ...(metrics ? Object.values(metrics).map(String) : []),
    ...report.priority_actions_30d.flatMap((a) => [a.title, a.why_it_matters]),
    ...report.strategy_12m.flatMap((q) => q.actions),
    ...report.risk_management.top_risks,
    ...report.risk_management.mitigations,
    ...report.tax_considerations.ideas,
    report.disclaimer,
  ].join('\n')
}

/** The knowledge ids the report cites. */
export function reportCitations(report: AdvisoryReport): string[] {
  return [...new Set([...report.risk_management.citations, ...report.tax_considerations.citations])]
}

/** The deterministic report's sections, in the page's order (spec 03 §2.9): the page, the text and the tests. */
export const ADVISORY_SECTION_TITLES = {
  summary: 'Executive Summary',
  allocation: 'Current Asset Allocation',
  actions: 'Priority Actions (Next 30 Days)',
  strategy: '12-Month Strategy',
  risk: 'Risk Management',
  tax: 'Tax Considerations',
} as const
