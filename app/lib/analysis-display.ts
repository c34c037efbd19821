import { formatDollars } from './format.ts'
import { monthlyGap, scoreBand, scoreColour, type Colour } from './goal-math.ts'

// How the Intelligence Analysis screen words and colours its numbers (03 sections 2.7 and 9),
// and the rows of its CSV exports, shared by the screen, the CSV routes and the printable page.

/** Every recommendation of an analysis, immediate first. */
export function allOf<R>(analysis: { recommendations: { immediate: R[]; short_term: R[]; long_term: R[] } }): R[] {
  return [
    ...analysis.recommendations.immediate,
    ...analysis.recommendations.short_term,
    ...analysis.recommendations.long_term,
  ]
}

const GAP_NOTE = {
  surplus: 'Your cash flow covers what your goals need',
  minor_deficit: 'A small monthly shortfall',
  deficit: 'A monthly shortfall to close',
  major_deficit: 'A large monthly shortfall',
}

/**
 * The analysis's first metric card, named for what it is: a shortfall is a "Monthly gap" shown
 * as a negative amount; money left after the goals' needs is a "Monthly surplus". (The spec's
 * tile bands, monthlyGap, still pick the note.) Dollars in, text out.
 */
export function gapMetric(gaps: {
  monthly_shortfall: number
  total_monthly_required: number
  monthly_surplus: number
}) {
  const shortfall = gaps.monthly_shortfall
  const needs =
    `goals need ${formatDollars(gaps.total_monthly_required)} a month and your cash flow leaves ` +
    formatDollars(gaps.monthly_surplus)
  const note = `${GAP_NOTE[monthlyGap(shortfall * 100)]}: ${needs}`
  if (shortfall > 0) return { label: 'Monthly gap', value: `-${formatDollars(shortfall)}`, note }
  return {
    label: 'Monthly surplus',
    value: formatDollars(Math.max(0, gaps.monthly_surplus - gaps.total_monthly_required)),
    note,
  }
}

/** Message bands at 80 / 60 / 40. */
export function scoreMessage(score: number) {
  if (score >= 80) return 'Your goals are well supported by your cash flow and risk profile.'
  if (score >= 60) return 'Your plan is on a good footing; a few adjustments would strengthen it.'
  if (score >= 40) return 'Some goals are at risk. The recommendations below show where to act first.'
  return 'Your goals need more than your finances can support today. Start with the immediate actions.'
}

export function scoreSummary(score: number): { band: string; colour: Colour } {
  return { band: scoreBand(score), colour: scoreColour(score) }
}

/** Success rates arrive as fractions (values up to 1) or percents. */
export function percentText(value: number) {
  const percent = value <= 1 ? value * 100 : value
  return `${Math.round(percent * 10) / 10}%`
}

export const SEVERITY_COLOUR = { critical: 'red', moderate: 'orange', minor: 'yellow' } as const
export const PRIORITY_COLOUR = { high: 'red', medium: 'orange', low: 'gray' } as const
export const TIMELINE_STATUS_LABEL = {
  completed: 'Completed',
  on_track: 'On Track',
  at_risk: 'At Risk',
  behind: 'Behind',
} as const
export const TIMELINE_STATUS_COLOUR = {
  completed: 'blue',
  on_track: 'green',
  at_risk: 'yellow',
  behind: 'red',
} as const
export const RECOMMENDATION_TYPE_LABEL = {
  immediate: 'Immediate',
  short_term: 'Short term',
  long_term: 'Long term',
} as const
export const RECOMMENDATION_STATUS_LABEL = {
  new: 'New',
  viewed: 'Viewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  completed: 'Completed',
} as const
/** The button that moves a recommendation to each status. */
export const STATUS_ACTION_LABEL = {
  new: 'Reset',
  viewed: 'Mark as Viewed',
  accepted: 'Accept',
  rejected: 'Reject',
  completed: 'Mark as Completed',
} as const
export const CONFLICT_TYPE_LABEL: Record<string, string> = {
  cash_flow: 'Cash flow',
  timeline: 'Timeline',
  risk: 'Risk alignment',
}

export function yearsLeft(targetDate: string, today: string) {
  const days = (Date.parse(`${targetDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000
  return Math.max(0, Math.round((days / 365.25) * 10) / 10)
}

type ConflictLike = {
  id: string
  severity: string
  type: string
  description: string
  affected_goals: string[]
  shortfall_amount: number | null
  resolution_options: { type: string; description: string; impact: string }[]
  resolution: { option_type: string; applied_at: string } | null
}

export const CONFLICT_CSV_HEADER = [
  'Conflict ID',
  'Severity',
  'Type',
  'Description',
  'Goals affected',
  'Monthly shortfall (USD)',
  'Resolution options',
  'Resolution applied',
] as const

export function conflictCsvRows(conflicts: ConflictLike[], goalNames: Map<string, string>) {
  return conflicts.map((c) => [
    c.id,
    c.severity,
    CONFLICT_TYPE_LABEL[c.type] ?? c.type,
    c.description,
    c.affected_goals.map((id) => goalNames.get(id) ?? id).join('; '),
    c.shortfall_amount === null ? '' : Math.round(c.shortfall_amount),
    c.resolution_options.map((o) => `${o.description} (${o.impact})`).join('; '),
    c.resolution ? `${c.resolution.option_type} on ${c.resolution.applied_at.slice(0, 10)}` : '',
  ])
}

type RecommendationLike = {
  id: string
  title: string
  type: keyof typeof RECOMMENDATION_TYPE_LABEL
  priority: string
  category: string
  status: keyof typeof RECOMMENDATION_STATUS_LABEL
  description: string
  estimated_time: string
  difficulty: string
  projected_impact: { success_rate_improvement: number; cost_reduction: number; additional_savings: number }
  action_steps: string[]
  notes: string | null
}

export const ACTION_PLAN_CSV_HEADER = [
  'Recommendation ID',
  'Title',
  'When',
  'Priority',
  'Category',
  'Status',
  'Description',
  'Success rate improvement (points)',
  'Monthly cost reduction (USD)',
  'Additional savings per year (USD)',
  'Estimated time',
  'Difficulty',
  'Action steps',
  'Notes',
] as const

export function actionPlanCsvRows(recommendations: RecommendationLike[]) {
  return recommendations.map((r) => [
    r.id,
    r.title,
    RECOMMENDATION_TYPE_LABEL[r.type],
    r.priority,
    r.category,
    RECOMMENDATION_STATUS_LABEL[r.status],
    r.description,
    r.projected_impact.success_rate_improvement,
    Math.round(r.projected_impact.cost_reduction),
    Math.round(r.projected_impact.additional_savings),
    r.estimated_time,
    r.difficulty,
    r.action_steps.join('; '),
    r.notes ?? '',
  ])
}
