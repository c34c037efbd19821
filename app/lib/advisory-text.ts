import { ADVISORY_SECTION_TITLES as TITLES, type AdvisoryReport } from './advisory-report.ts'
import { formatDollars } from './format.ts'

// The report as plain text with markdown headings: the API's `content` (what the old client
// displayed), in the section order of the page (spec 03 §2.9).

const list = (items: string[]) => items.map((i) => `- ${i}`)

export function advisoryText(report: AdvisoryReport): string {
  const s = report.executive_summary
  const m = s.key_metrics
  const lines = [
    `## ${TITLES.summary}`,
    s.overview,
    ...(m
      ? list([
          `Net worth: ${formatDollars(m.net_worth)}`,
          `Monthly surplus: ${formatDollars(m.monthly_surplus)}`,
          `Required contributions: ${formatDollars(m.required_contrib_total_monthly)} a month`,
          `Surplus gap: ${formatDollars(m.surplus_gap_monthly)} a month`,
        ])
      : []),
    `Status: ${s.status_flags.stabilize_first ? 'stabilize first' : s.status_flags.on_track ? 'on track' : 'needs attention'}`,
    `## ${TITLES.allocation}`,
    ...list(report.asset_allocation.map((a) => `${a.asset_class}: ${a.percentage}% (${formatDollars(a.value)})`)),
    `## ${TITLES.actions}`,
    ...list(report.priority_actions_30d.map((a) => `${a.title}: ${a.why_it_matters}`)),
    `## ${TITLES.strategy}`,
    ...report.strategy_12m.map((q) => `${q.quarter}: ${q.actions.join(' ')}`),
    `## ${TITLES.risk}`,
    ...list([...report.risk_management.top_risks, ...report.risk_management.mitigations]),
    `## ${TITLES.tax}`,
    ...list(report.tax_considerations.ideas),
    ...(report.assumptions.length ? ['## Assumptions', ...list(report.assumptions)] : []),
    '## Disclaimer',
    report.disclaimer,
  ]
  return lines.join('\n')
}
