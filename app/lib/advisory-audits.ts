import type { PlanInputs } from './advisory-plan.ts'
import { reportCitations, reportText, type AdvisoryReport } from './advisory-report.ts'
import { formatDollars } from './format.ts'
import { auditNumbers, numberAuditMessage, numberPool } from './number-audit.ts'

// The four audits of spec 03 §5 over a report, all switched on (the spec defines the number
// audit but does not apply it; we do: see README "Choices"). Each failing audit gives the spec's
// message and a fix that is fed back to the model as a correction. Blocking issues make the
// generator retry; a non-blocking one (an exact reference that names no plan input) is kept
// with the report as a note.

export type AuditName = 'structure' | 'numbers' | 'citations' | 'business_rules' | 'compliance' | 'references'

export type AuditIssue = { audit: AuditName; message: string; fix: string; blocking: boolean }

export type AuditResult = { audit: AuditName; passed: boolean; issues: AuditIssue[] }

const PAYOFF = /pay\s?(?:off|down)|payoff|eliminate|clear/i
const CREDIT_CARD = /credit[\s-]?card/i

function result(audit: AuditName, issues: AuditIssue[]): AuditResult {
  return { audit, passed: issues.every((i) => !i.blocking), issues }
}

/** Numbers the report may use besides the plan inputs: this year and the next (a plan's dates). */
function calendarNumbers(now: Date) {
  const year = now.getUTCFullYear()
  return [year, year + 1]
}

export function numberAudit(report: AdvisoryReport, inputs: PlanInputs, now = new Date()): AuditResult {
  const found = auditNumbers(reportText(report), numberPool(inputs), calendarNumbers(now))
  if (found.ok) return result('numbers', [])
  return result('numbers', [{ audit: 'numbers', ...numberAuditMessage(found), blocking: true }])
}

export function citationAudit(report: AdvisoryReport, inputs: PlanInputs): AuditResult {
  const supplied = new Set(inputs.kb_context.map((k) => k.id))
  const invalid = reportCitations(report).filter((id) => !supplied.has(id))
  if (invalid.length === 0) return result('citations', [])
  return result('citations', [
    {
      audit: 'citations',
      message: `Invalid citations: ${invalid.join(', ')}`,
      fix: `Cite only these knowledge ids: ${[...supplied].join(', ')}`,
      blocking: true,
    },
  ])
}

function recommendsPayoff(report: AdvisoryReport) {
  return report.priority_actions_30d.some((a) => {
    const said = `${a.title} ${a.why_it_matters}`
    return CREDIT_CARD.test(said) && PAYOFF.test(said)
  })
}

export function businessRuleAudit(report: AdvisoryReport, inputs: PlanInputs): AuditResult {
  const issues: AuditIssue[] = []
  const add = (message: string, fix: string) => issues.push({ audit: 'business_rules', message, fix, blocking: true })
  const card = inputs.computed.credit_card_debt
  if (card > 0 && card < inputs.constraints.credit_card_payoff_threshold && !recommendsPayoff(report)) {
    add(
      'Credit card debt < $5000 should recommend immediate payoff',
      `Add a priority action to pay off the credit card balance of ${formatDollars(card)}`,
    )
  }
  const flagged = report.executive_summary.status_flags.stabilize_first
  if (inputs.computed.emergency_fund_months < inputs.constraints.min_cash_buffer_months && !flagged) {
    add('Insufficient emergency fund not flagged', 'Set status_flags.stabilize_first to true')
  }
  const success = inputs.plan_outputs.success_rate
  if (success !== null && success < inputs.constraints.stabilization_success_threshold && !flagged) {
    add('Low success probability should trigger stabilization', 'Set status_flags.stabilize_first to true')
  }
  return result('business_rules', issues)
}

export function complianceAudit(report: AdvisoryReport): AuditResult {
  if (/specific recommendations/i.test(report.disclaimer)) return result('compliance', [])
  return result('compliance', [
    {
      audit: 'compliance',
      message: 'Advisory disclaimer missing',
      fix: "Write a disclaimer containing the words 'specific recommendations'",
      blocking: true,
    },
  ])
}

/** True when a dotted path such as "cashflow.debts.0.balance" names a value in the plan inputs. */
function resolves(inputs: PlanInputs, ref: string) {
  let node: unknown = inputs
  for (const key of ref
    .replace(/^plan_inputs\./, '')
    .split(/[.[\]]+/)
    .filter(Boolean)) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false
    node = Reflect.get(node, key)
  }
  return node !== undefined
}

export function referenceAudit(report: AdvisoryReport, inputs: PlanInputs): AuditResult {
  const unknown = report.priority_actions_30d.flatMap((a) => a.exact_refs).filter((ref) => !resolves(inputs, ref))
  if (unknown.length === 0) return result('references', [])
  return result('references', [
    {
      audit: 'references',
      message: `Unknown references: ${unknown.join(', ')}`,
      fix: 'exact_refs are dotted paths into plan_inputs, e.g. cashflow.monthly_surplus',
      blocking: false,
    },
  ])
}

/** All audits, in the spec's order, then the non-blocking reference check. */
export function auditReport(report: AdvisoryReport, inputs: PlanInputs, now = new Date()): AuditResult[] {
  return [
    numberAudit(report, inputs, now),
    citationAudit(report, inputs),
    businessRuleAudit(report, inputs),
    complianceAudit(report),
    referenceAudit(report, inputs),
  ]
}

export function blockingIssues(results: AuditResult[]): AuditIssue[] {
  return results.flatMap((r) => r.issues.filter((i) => i.blocking))
}
