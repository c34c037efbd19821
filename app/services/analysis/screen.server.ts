import { todayIso } from '../../lib/goal-math.ts'
import {
  AnalysisUnavailable,
  DEFAULT_ANALYZE_REQUEST,
  runAnalysis,
  withDecisions,
  type DecoratedAnalysis,
} from './analysis.server.ts'
import { CATEGORY_INFO, EXTRA_ICONS } from '../goals/goals.server.ts'
import { getProfessionalInsights } from './insights.server.ts'

// What the Intelligence Analysis screen, its CSV exports and its printable pages read.

function iconFor(category: string) {
  const info = CATEGORY_INFO[category as keyof typeof CATEGORY_INFO]
  return info?.icon ?? EXTRA_ICONS[category as keyof typeof EXTRA_ICONS] ?? '🎯'
}

function labelFor(category: string) {
  return CATEGORY_INFO[category as keyof typeof CATEGORY_INFO]?.name ?? category
}

export type AnalysisScreen =
  | { state: 'empty' }
  | { state: 'error'; message: string }
  | {
      state: 'ready'
      today: string
      /** 'Now' within a minute of computing, else the time (UTC). */
      updated: string
      analysis: DecoratedAnalysis & { cached: boolean }
      goalNames: Record<string, string>
      categories: Record<string, { label: string; icon: string }>
    }

/** The analysis for the screen: empty without active goals, an error state when the simulation service is down. */
export async function loadAnalysisScreen(userId: number): Promise<AnalysisScreen> {
  try {
    const run = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
    // The timeline holds every analysed goal, so it names them and says whether there are any.
    const goals = run.analysis.timeline
    if (goals.length === 0) return { state: 'empty' }
    const analysis = { ...(await withDecisions(userId, run.analysis)), cached: run.cached }
    const categories = Object.fromEntries(
      [...new Set(goals.map((g) => g.category))].map((c) => [c, { label: labelFor(c), icon: iconFor(c) }]),
    )
    return {
      state: 'ready',
      today: todayIso(),
      updated: lastUpdated(analysis.timestamp),
      analysis,
      goalNames: Object.fromEntries(goals.map((g) => [g.goal_id, g.name])),
      categories,
    }
  } catch (error) {
    if (error instanceof AnalysisUnavailable) return { state: 'error', message: error.message }
    throw error
  }
}

function lastUpdated(timestamp: string, now = Date.now()) {
  const at = new Date(timestamp)
  if (now - at.getTime() < 60_000) return 'Now'
  return `${at.toISOString().slice(11, 16)} UTC`
}

export async function loadInsights(userId: number) {
  try {
    return await getProfessionalInsights(userId, 3)
  } catch {
    // 03 section 8: an insight loading failure shows an empty list.
    return []
  }
}
