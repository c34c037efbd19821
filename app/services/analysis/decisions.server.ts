import { getDb } from '../../../db/index.ts'
import { AppError, isAppError, notFound } from '../../lib/app-error.ts'
import { allOf } from '../../lib/analysis-display.ts'
import type { Conflict, GoalAnalysis, GoalChange, Recommendation } from '../../lib/goal-analysis.ts'
import {
  RECOMMENDATION_TRANSITIONS,
  RECOMMENDATION_STATUSES,
  type RecommendationStatusValue,
} from '../../schemas/analysis.ts'
import { updateGoal } from '../goals/goals.server.ts'
import { DEFAULT_ANALYZE_REQUEST, runAnalysis, type AnalysisRun } from './analysis.server.ts'

// The user's decisions on their analysis: applied conflict resolutions and recommendation
// statuses (new → viewed → accepted → completed, or rejected), stored on the server and
// merged into every read of the analysis.

type StoredResolution = { option_type: string; description: string; applied_at: string; goal_changes: GoalChange[] }

const asStatus = (value: string): RecommendationStatusValue => RECOMMENDATION_STATUSES.find((s) => s === value) ?? 'new'

async function decisions(userId: number) {
  const { ConflictResolution, RecommendationStatus } = getDb()
  const [resolutions, statuses] = await Promise.all([
    ConflictResolution.findAll({ where: { user_id: userId }, order: [['applied_at', 'DESC']] }),
    RecommendationStatus.findAll({ where: { user_id: userId } }),
  ])
  return {
    resolutions: new Map<string, StoredResolution>(
      resolutions.map((r) => [
        r.conflict_id,
        {
          option_type: r.option_type,
          description: r.description,
          applied_at: r.applied_at.toISOString(),
          goal_changes: JSON.parse(r.goal_changes) as GoalChange[],
        },
      ]),
    ),
    resolutionLog: resolutions.slice(0, 10).map((r) => ({
      conflict_id: r.conflict_id,
      option_type: r.option_type,
      description: r.description,
      applied_at: r.applied_at.toISOString(),
    })),
    statuses: new Map(statuses.map((s) => [s.recommendation_id, { status: asStatus(s.status), notes: s.notes }])),
  }
}

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const
const TYPE_RANK = { immediate: 0, short_term: 1, long_term: 2 } as const

/** 03 section 2.7: priority, then timeline type, then success-rate improvement; rejected ones last. */
function byRecommendationOrder(a: DecoratedRecommendation, b: DecoratedRecommendation) {
  return (
    Number(a.status === 'rejected') - Number(b.status === 'rejected') ||
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    TYPE_RANK[a.type] - TYPE_RANK[b.type] ||
    b.projected_impact.success_rate_improvement - a.projected_impact.success_rate_improvement
  )
}

export type DecoratedRecommendation = Recommendation & {
  status: RecommendationStatusValue
  notes: string | null
  next_statuses: readonly RecommendationStatusValue[]
}
export type DecoratedConflict = Conflict & { resolution: StoredResolution | null }

/** The analysis with the user's stored decisions merged in, and the counts the screen shows. */
export async function withDecisions(userId: number, analysis: GoalAnalysis) {
  const { resolutions, resolutionLog, statuses } = await decisions(userId)
  const decorate = (r: Recommendation): DecoratedRecommendation => {
    const stored = statuses.get(r.id)
    const status = stored?.status ?? 'new'
    return { ...r, status, notes: stored?.notes ?? null, next_statuses: RECOMMENDATION_TRANSITIONS[status] }
  }
  const recommendations = {
    immediate: analysis.recommendations.immediate.map(decorate).sort(byRecommendationOrder),
    short_term: analysis.recommendations.short_term.map(decorate).sort(byRecommendationOrder),
    long_term: analysis.recommendations.long_term.map(decorate).sort(byRecommendationOrder),
  }
  const all = allOf({ recommendations })
  const conflicts: DecoratedConflict[] = analysis.conflicts.map((c) => ({
    ...c,
    resolution: resolutions.get(c.id) ?? null,
  }))
  return {
    ...analysis,
    conflicts,
    recommendations,
    resolved_conflicts: resolutionLog,
    counts: {
      conflicts: conflicts.filter((c) => !c.resolution).length,
      scenarios: analysis.scenarios.length,
      simulations_completed: analysis.scenarios.filter((s) => s.monte_carlo_completed).length,
      recommendations: all.length,
      recommendations_completed: all.filter((r) => r.status === 'completed').length,
      recommendations_in_progress: all.filter((r) => r.status === 'accepted').length,
      recommendations_pending: all.filter((r) => r.status === 'new' || r.status === 'viewed').length,
    },
  }
}

export type DecoratedAnalysis = Awaited<ReturnType<typeof withDecisions>>

/** What the analyze call answers: the analysis with decisions merged, plus cache facts. */
export async function analysisJson(userId: number, run: AnalysisRun) {
  return {
    ...(await withDecisions(userId, run.analysis)),
    cached: run.cached,
    data_version: run.data_version,
    retirement_plan: run.retirement_plan,
  }
}

/** A goal change a resolution makes, through the goals service (with history); its failure is a 409. */
async function changeGoal(userId: number, { goal_id, ...fields }: GoalChange, reason: string) {
  try {
    await updateGoal(userId, Number(goal_id), { ...fields, change_reason: reason })
  } catch (error) {
    if (isAppError(error)) throw new AppError(409, `Could not change goal ${goal_id}: ${error.message}`)
    throw error
  }
}

/**
 * Applies one resolution option of a conflict in the user's current analysis: 404 AppError
 * when the conflict is gone, 422 for an option it does not list.
 */
export async function applyConflictResolution(userId: number, conflictId: string, optionType: string) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const conflict = analysis.conflicts.find((c) => c.id === conflictId)
  if (!conflict) throw notFound('This conflict is no longer in your analysis. Refresh the analysis and try again.')
  const option = conflict.resolution_options.find((o) => o.type === optionType)
  if (!option) throw new AppError(422, 'Choose one of the resolution options listed for this conflict')
  const reason = `Conflict resolution: ${option.description}`.slice(0, 500)
  for (const change of option.goal_changes) await changeGoal(userId, change, reason)
  const { ConflictResolution } = getDb()
  const row = {
    option_type: option.type,
    description: option.description,
    goal_changes: JSON.stringify(option.goal_changes),
    applied_at: new Date(),
  }
  const existing = await ConflictResolution.findOne({ where: { user_id: userId, conflict_id: conflictId } })
  if (existing) await existing.update(row)
  else await ConflictResolution.create({ user_id: userId, conflict_id: conflictId, ...row })
  return {
    conflict_id: conflictId,
    option_type: option.type,
    description: option.description,
    goals_changed: option.goal_changes.length,
    message:
      option.goal_changes.length > 0
        ? `Applied: ${option.description}. The analysis has been re-run on your updated goals.`
        : `Recorded: ${option.description}. This conflict clears once your cash flow shows the change.`,
  }
}

/** Stores a move along new → viewed → accepted → completed (or rejected); a 409 AppError for any other move. */
async function storeStatus(
  userId: number,
  recommendationId: string,
  next: RecommendationStatusValue,
  notes: string | undefined,
) {
  const { RecommendationStatus } = getDb()
  const existing = await RecommendationStatus.findOne({
    where: { user_id: userId, recommendation_id: recommendationId },
  })
  const current = asStatus(existing?.status ?? 'new')
  if (next !== current && !RECOMMENDATION_TRANSITIONS[current].includes(next)) {
    const allowed = RECOMMENDATION_TRANSITIONS[current]
    throw new AppError(
      409,
      allowed.length
        ? `A ${current} recommendation can only become ${allowed.join(' or ')}`
        : `A ${current} recommendation cannot change any more`,
    )
  }
  const row = { status: next, notes: notes ?? existing?.notes ?? null, updated_at: new Date() }
  if (existing) await existing.update(row)
  else await RecommendationStatus.create({ user_id: userId, recommendation_id: recommendationId, ...row })
  return row
}

/** Moves one recommendation of the user's current analysis to `next`; 404 AppError when it is gone. */
export async function setRecommendationStatus(
  userId: number,
  recommendationId: string,
  next: RecommendationStatusValue,
  notes: string | undefined,
) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const recommendation = allOf(analysis).find((r) => r.id === recommendationId)
  if (!recommendation) throw notFound('This recommendation is no longer in your analysis. Refresh and try again.')
  const row = await storeStatus(userId, recommendationId, next, notes)
  return { recommendation_id: recommendationId, title: recommendation.title, status: next, notes: row.notes }
}

/** Accepts every high-priority recommendation still new or viewed (the Quick Action); answers how many moved. */
export async function acceptAllHighPriority(userId: number) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const decorated = await withDecisions(userId, analysis)
  const pending = allOf(decorated).filter((r) => r.priority === 'high' && r.next_statuses.includes('accepted'))
  for (const rec of pending) await storeStatus(userId, rec.id, 'accepted', undefined)
  return pending.length
}
