// Pure goal arithmetic (spec 02, sections 4 and 9). Money in integer cents, dates as
// YYYY-MM-DD strings so the results do not depend on the server's time zone.

export const GOAL_CATEGORIES = [
  'retirement',
  'education',
  'real_estate',
  'business',
  'travel',
  'emergency_fund',
  'debt_payoff',
  'major_purchase',
  'other',
] as const
export type GoalCategory = (typeof GOAL_CATEGORIES)[number]

export const GOAL_STATUSES = ['active', 'paused', 'achieved', 'cancelled'] as const
export type GoalStatus = (typeof GOAL_STATUSES)[number]

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  achieved: 'Achieved',
  cancelled: 'Cancelled',
}

/** Above this monthly requirement a goal is flagged 'Very high monthly requirement'. */
export const UNREALISTIC_MONTHLY_CENTS = 50_000_00
export const DEFAULT_PRIORITY = 3
export const PROGRESS_HISTORY_LIMIT = 10

export type Colour = 'green' | 'yellow' | 'orange' | 'red' | 'blue'

function dayNumber(isoDate: string) {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number)
  return Date.UTC(y, m - 1, d) / 86_400_000
}

/** Today as YYYY-MM-DD in UTC. */
export function todayIso(now = new Date()) {
  return now.toISOString().slice(0, 10)
}

/** Whole days from `today` to `targetDate`; zero or negative once the date is reached. */
export function daysLeft(targetDate: string, today: string) {
  return dayNumber(targetDate) - dayNumber(today)
}

/** Whole calendar months from `today` to `targetDate`, never less than one. */
export function monthsLeft(targetDate: string, today: string) {
  const [ty, tm, td] = targetDate.slice(0, 10).split('-').map(Number)
  const [y, m, d] = today.slice(0, 10).split('-').map(Number)
  const months = (ty - y) * 12 + (tm - m) - (td < d ? 1 : 0)
  return Math.max(1, months)
}

/** Overdue when the target date has been reached (days left <= 0) and the goal is still open. */
export function isOverdue(targetDate: string, today: string, status: string = 'active') {
  return daysLeft(targetDate, today) <= 0 && status !== 'achieved' && status !== 'cancelled'
}

/** Percent of the target saved, two decimals, never negative (it may pass 100). */
export function progressPercentage(currentCents: number, targetCents: number) {
  if (targetCents <= 0) return 0
  return Math.max(0, Math.round((currentCents / targetCents) * 10_000) / 100)
}

/** The amount a goal saves towards: for real estate, the down-payment share of the price. */
export function savingTargetCents(category: string, targetCents: number, params: Record<string, unknown> = {}) {
  if (category === 'real_estate') {
    const share = Number(params.down_payment_percentage ?? 20)
    return Math.round((targetCents * share) / 100)
  }
  return targetCents
}

/** Remaining amount over the months left (at least one), in whole cents rounded up. */
export function monthlyRequiredCents(goal: {
  category: string
  target_amount_cents: number
  current_amount_cents: number
  target_date: string
  params?: Record<string, unknown>
  today: string
}) {
  const target = savingTargetCents(goal.category, goal.target_amount_cents, goal.params)
  const remaining = Math.max(0, target - goal.current_amount_cents)
  return Math.ceil(remaining / monthsLeft(goal.target_date, goal.today))
}

/**
 * Feasibility 0-100 = min(100, 100 × monthly surplus ÷ monthly required), rounded:
 * a goal whose requirement the surplus covers scores 100, one needing twice the surplus
 * scores 50. Nothing required scores 100; no surplus at all (with something required) 0.
 */
export function feasibilityScore(monthlyRequiredCents: number, monthlySurplusCents: number) {
  if (monthlyRequiredCents <= 0) return 100
  if (monthlySurplusCents <= 0) return 0
  return Math.min(100, Math.round((100 * monthlySurplusCents) / monthlyRequiredCents))
}

export type TimelineStatus = 'completed' | 'on_track' | 'at_risk' | 'behind'

/** Completed at 100 % progress; otherwise by feasibility: 80+ on track, 60-79 at risk, below 60 behind. */
export function timelineStatus(progressPercent: number, feasibility: number): TimelineStatus {
  if (progressPercent >= 100) return 'completed'
  if (feasibility >= 80) return 'on_track'
  if (feasibility >= 60) return 'at_risk'
  return 'behind'
}

export type FeasibilityNotice = 'Target date has passed' | 'Very high monthly requirement'

export function feasibilityNotice(targetDate: string, today: string, monthlyCents: number): FeasibilityNotice | null {
  if (daysLeft(targetDate, today) < 0) return 'Target date has passed'
  if (monthlyCents > UNREALISTIC_MONTHLY_CENTS) return 'Very high monthly requirement'
  return null
}

/** Five-block feasibility bar: blocks = ceil(score / 20). */
export function feasibilityBlocks(score: number) {
  return Math.min(5, Math.max(0, Math.ceil(score / 20)))
}

export type ScoreBand = 'Excellent' | 'Good' | 'Moderate' | 'Challenging'

/** Achievement score bands: Excellent 80-100, Good 60-79, Moderate 40-59, Challenging 0-39. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'Excellent'
  if (score >= 60) return 'Good'
  if (score >= 40) return 'Moderate'
  return 'Challenging'
}

/** Achievement score colour: >= 80 green, >= 60 yellow, >= 40 orange, else red. */
export function scoreColour(score: number): Colour {
  if (score >= 80) return 'green'
  if (score >= 60) return 'yellow'
  if (score >= 40) return 'orange'
  return 'red'
}

/** Goal card progress colour: >= 80 green, >= 50 yellow, else red. */
export function progressColour(progressPercent: number): Colour {
  if (progressPercent >= 80) return 'green'
  if (progressPercent >= 50) return 'yellow'
  return 'red'
}

/** Deadline under 90 days shows red. */
export function deadlineIsNear(targetDate: string, today: string) {
  return daysLeft(targetDate, today) < 90
}

export function priorityLabel(priority: number) {
  if (priority >= 8) return 'Critical'
  if (priority >= 6) return 'High Priority'
  if (priority >= 4) return 'Medium Priority'
  return 'Low Priority'
}

export function priorityColour(priority: number): Colour {
  if (priority >= 8) return 'red'
  if (priority >= 5) return 'yellow'
  return 'green'
}

export function riskLabel(riskScore: number) {
  if (riskScore >= 8) return 'Aggressive'
  if (riskScore >= 5) return 'Moderate-High'
  return 'Conservative'
}

export function assetPreferenceLabel(preference: number) {
  if (preference >= 8) return 'High'
  if (preference >= 5) return 'Medium'
  if (preference === 1) return 'None'
  return 'Low'
}

export type MonthlyGap = 'surplus' | 'minor_deficit' | 'deficit' | 'major_deficit'

/** Monthly gap tile: <= 0 surplus, <= $5,000 minor deficit, <= $15,000 deficit, above that major. */
export function monthlyGap(gapCents: number): MonthlyGap {
  if (gapCents <= 0) return 'surplus'
  if (gapCents <= 5_000_00) return 'minor_deficit'
  if (gapCents <= 15_000_00) return 'deficit'
  return 'major_deficit'
}

export type ConflictSeverity = 'critical' | 'moderate' | 'minor'

/** A cash-flow shortfall's severity, on the same steps as the monthly gap tile. */
export function shortfallSeverity(shortfallCents: number): ConflictSeverity {
  if (shortfallCents <= 5_000_00) return 'minor'
  if (shortfallCents <= 15_000_00) return 'moderate'
  return 'critical'
}
