import { isAppError } from '../../lib/app-error.ts'
import { categoryIcon, categoryLabel } from '../../lib/goal-catalogue.ts'
import { todayIso } from '../../lib/goal-math.ts'
import { DEFAULT_ANALYZE_REQUEST, runAnalysis, unavailableReason } from './analysis.server.ts'
import { withDecisions, type DecoratedAnalysis } from './decisions.server.ts'
import { getProfessionalInsights, type RankedInsights } from './insights.server.ts'
import type { RetirementReadiness } from '../projections/projections.server.ts'

// What the Intelligence Analysis screen, its CSV exports and its printable pages read.

export type ReadyAnalysis = {
  state: 'ready'
  today: string
  /** 'Now' within a minute of computing, else the time (UTC). */
  updated: string
  analysis: DecoratedAnalysis & { cached: boolean }
  goalNames: Record<string, string>
  categories: Record<string, { label: string; icon: string }>
  /** The lifecycle projection's answer to "will the plan work", in words. */
  retirementPlan: string | null
}

export type AnalysisScreen = { state: 'empty' } | { state: 'error'; message: string } | ReadyAnalysis

function lastUpdated(timestamp: string, now = Date.now()) {
  const at = new Date(timestamp)
  if (now - at.getTime() < 60_000) return 'Now'
  return `${at.toISOString().slice(11, 16)} UTC`
}

function readinessText(plan: RetirementReadiness | null) {
  if (!plan) return null
  const funded = `${Math.round(plan.success_rate * 1000) / 10}%`
  const runsOut =
    plan.depletion_median_age === null ? '' : ` Where it runs out, it does so at about ${plan.depletion_median_age}.`
  return `Retiring at ${plan.retirement_age}, your spending is funded to age ${plan.planning_age} in ${funded} of simulated paths.${runsOut}`
}

/** The analysis with decisions, or the empty state without goals; a 503 AppError when the simulation service is down. */
export async function loadAnalysis(userId: number): Promise<{ state: 'empty' } | ReadyAnalysis> {
  const run = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  // The timeline holds every analysed goal, so it names them and says whether there are any.
  const goals = run.analysis.timeline
  if (goals.length === 0) return { state: 'empty' }
  const analysis = { ...(await withDecisions(userId, run.analysis)), cached: run.cached }
  const categories = Object.fromEntries(
    [...new Set(goals.map((g) => g.category))].map((c) => [c, { label: categoryLabel(c), icon: categoryIcon(c) }]),
  )
  return {
    state: 'ready',
    today: todayIso(),
    updated: lastUpdated(analysis.timestamp),
    analysis,
    goalNames: Object.fromEntries(goals.map((g) => [g.goal_id, g.name])),
    categories,
    retirementPlan: readinessText(run.retirement_plan),
  }
}

/** The analysis for the screen: empty without active goals, an error state when the simulation service is down. */
export async function loadAnalysisScreen(userId: number): Promise<AnalysisScreen> {
  try {
    return await loadAnalysis(userId)
  } catch (error) {
    // 429: this user's simulations are over their caps (simulation-queue.server.ts).
    if (isAppError(error) && (error.status === 503 || error.status === 429))
      return { state: 'error', message: unavailableReason(error) }
    throw error
  }
}

export async function loadInsights(userId: number): Promise<RankedInsights> {
  try {
    return await getProfessionalInsights(userId, 3)
  } catch {
    // 03 section 8: an insight loading failure shows an empty list.
    return { ranked_by: 'rules', insights: [] }
  }
}
