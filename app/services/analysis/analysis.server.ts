import crypto from 'node:crypto'
import { createSimWorkerClient, SimWorkerError } from '../../infra/sim-worker-client.server.ts'
import { getDb } from '../../../db/index.ts'
import {
  analyzeGoals,
  scenarioSimulationInput,
  type AnalysisGoal,
  type AnalysisInput,
  type Conflict,
  type GoalAnalysis,
  type GoalChange,
  type Recommendation,
  type RiskProfile,
  type ScenarioId,
  type SimulationVariables,
} from '../../lib/goal-analysis.ts'
import { allOf } from '../../lib/analysis-display.ts'
import { savingTargetCents, todayIso } from '../../lib/goal-math.ts'
import { summarize } from '../../lib/financial-summary.ts'
import {
  EXTRA_MONEY_THRESHOLD,
  RECOMMENDATION_TRANSITIONS,
  type AnalyzeRequest,
  type RecommendationStatusValue,
} from '../../schemas/analysis.ts'
import { RISK_TOLERANCES } from '../../schemas/goals.ts'
import { cached } from '../../infra/cache.server.ts'
import { getDataVersion } from '../../infra/data-version.server.ts'
import { allEntries } from '../finance/entries.server.ts'
import { getPreferences, listGoals, paramsOf, updateGoal } from '../goals/goals.server.ts'
import { getProfile } from '../profile/profile.server.ts'

// The intelligence analysis of a user's own goals: inputs gathered from the database, the
// Monte Carlo runs done by the sim-worker, the result cached for 30 seconds per data version,
// and the user's decisions (conflict resolutions, recommendation statuses) merged in on
// every read so they are never stale.

export const ANALYSIS_CACHE_SECONDS = 30
export const SIMULATION_CACHE_SECONDS = 600
const SIMULATION_TIMEOUT_MS = 20_000

/** Only goals still being worked towards, and those reached (shown as completed), are analysed. */
const ANALYSED_STATUSES = new Set(['active', 'achieved'])

export class AnalysisUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AnalysisUnavailable'
  }
}

/** A request the user can fix (an override naming an unknown goal, a conflict that no longer exists). */
export class AnalysisInputError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 | 422,
  ) {
    super(message)
    this.name = 'AnalysisInputError'
  }
}

function simWorker() {
  const url = process.env.SIM_WORKER_URL
  if (!url) throw new AnalysisUnavailable('The simulation service is not configured')
  return createSimWorkerClient(url, { timeoutMs: SIMULATION_TIMEOUT_MS })
}

function asUnavailable(error: unknown) {
  // A 400 from the engine means the app built a bad request: a bug, which must surface as one.
  if (error instanceof SimWorkerError && error.status !== 400) return new AnalysisUnavailable(error.message)
  return error
}

function hashOf(value: unknown) {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
}

function seedFor(userId: number, version: number) {
  return crypto.createHash('sha256').update(`analysis:${userId}:${version}`).digest().readUInt32BE(0)
}

function riskProfileOf(value: string | null | undefined): RiskProfile | null {
  return (RISK_TOLERANCES as readonly string[]).includes(value ?? '') ? (value as RiskProfile) : null
}

/** The analysis input from the user's goals, cash flow and risk tolerance, with any what-if overrides. */
export async function buildAnalysisInput(
  userId: number,
  request: Pick<AnalyzeRequest, 'include_simulations' | 'scenario_count' | 'optimization_level' | 'overrides'>,
  seed: number,
): Promise<AnalysisInput> {
  const [goals, entries, preferences, profile] = await Promise.all([
    listGoals(userId),
    allEntries(userId),
    getPreferences(userId),
    getProfile(userId),
  ])
  const analysed = goals.filter((g) => ANALYSED_STATUSES.has(g.status))
  const overrides = request.overrides ?? {}
  const byId = new Map((overrides.goals ?? []).map((o) => [o.goal_id, o]))
  for (const id of byId.keys()) {
    if (!analysed.some((g) => g.id === id)) {
      throw new AnalysisInputError(`Override names goal ${id}, which is not one of your active goals`, 422)
    }
  }
  const today = todayIso()
  const analysisGoals: AnalysisGoal[] = analysed.map((goal) => {
    const override = byId.get(goal.id)
    const targetCents =
      override?.target_amount !== undefined ? Math.round(override.target_amount * 100) : goal.target_amount_cents
    if (override?.target_date !== undefined && override.target_date < today) {
      throw new AnalysisInputError(`Override for goal ${goal.id}: target date must be today or later`, 422)
    }
    return {
      id: String(goal.id),
      name: goal.name,
      category: goal.category,
      target_amount: savingTargetCents(goal.category, targetCents, paramsOf(goal)) / 100,
      current_amount: goal.current_amount_cents / 100,
      target_date: override?.target_date ?? goal.target_date,
      // Goals rank 10 as most important; the engine and sim-worker fund 1 first.
      priority: 11 - (override?.priority ?? goal.priority),
    }
  })
  const surplus = summarize(entries).monthly_cash_flow_cents / 100
  return {
    today,
    monthly_surplus: overrides.monthly_surplus ?? surplus,
    risk_profile:
      overrides.risk_profile ??
      riskProfileOf(preferences?.risk_tolerance) ??
      riskProfileOf(profile?.risk_tolerance) ??
      'moderate',
    goals: analysisGoals,
    iterations: 1000,
    seed,
    simulations: request.include_simulations,
    scenario_count: request.scenario_count,
    extra_money_threshold: EXTRA_MONEY_THRESHOLD[request.optimization_level],
  }
}

function isAnalysis(raw: unknown): raw is GoalAnalysis {
  return typeof raw === 'object' && raw !== null && 'overall_score' in raw && 'scenarios' in raw
}

export type AnalysisRun = { analysis: GoalAnalysis; cached: boolean; data_version: number }

/** The analysis, from the cache when the same request was answered in the last 30 seconds on the same data. */
export async function runAnalysis(userId: number, request: AnalyzeRequest): Promise<AnalysisRun> {
  const version = await getDataVersion(userId)
  const { refresh, ...params } = request
  const key = `user:${userId}:analysis:v${version}:${hashOf(params)}`
  const { value, hit } = await cached({
    key,
    ttlSeconds: ANALYSIS_CACHE_SECONDS,
    bypass: refresh,
    parse: (raw) => (isAnalysis(raw) ? raw : null),
    compute: async () => {
      const input = await buildAnalysisInput(userId, params, seedFor(userId, version))
      // The client is made on the first simulation, so a user without goals needs no sim-worker.
      let client: ReturnType<typeof simWorker> | null = null
      try {
        return await analyzeGoals(input, (body) => (client ??= simWorker()).goalSuccess(body))
      } catch (error) {
        throw asUnavailable(error)
      }
    },
  })
  return { analysis: value, cached: hit, data_version: version }
}

type SimulationRequest = { scenario_id: ScenarioId; iterations: number; variables: SimulationVariables }

async function computeSimulation(userId: number, version: number, request: SimulationRequest) {
  const input = await buildAnalysisInput(
    userId,
    { include_simulations: true, scenario_count: 3, optimization_level: 'balanced' },
    seedFor(userId, version),
  )
  if (input.goals.length === 0) throw new AnalysisInputError('You have no active goals to simulate', 422)
  const body = scenarioSimulationInput(
    { ...input, iterations: request.iterations },
    request.scenario_id,
    request.variables,
  )
  let result
  try {
    result = await simWorker().goalSuccess(body)
  } catch (error) {
    throw asUnavailable(error)
  }
  const names = new Map(input.goals.map((g) => [g.id, g.name]))
  const rate = result.goals.reduce((s, g) => s + g.success_probability, 0) / result.goals.length
  return {
    scenario_id: request.scenario_id,
    iterations: request.iterations,
    variables: request.variables,
    monte_carlo_completed: true,
    success_rate: Math.round(rate * 1000) / 1000,
    all_goals_probability: result.all_goals_probability,
    monthly_surplus_used: Math.round(body.monthly_surplus),
    goals: result.goals.map((g) => ({
      goal_id: Number(g.id),
      name: names.get(g.id) ?? '',
      success_probability: g.success_probability,
      monthly_allocated: Math.round(g.monthly_allocated),
      median_final: Math.round(g.median_final),
      p10_final: Math.round(g.p10_final),
      p90_final: Math.round(g.p90_final),
    })),
  }
}

type SimulationJson = Awaited<ReturnType<typeof computeSimulation>>

/** One scenario's Monte Carlo run with what-if variables; cached per scenario, variables and data version. */
export async function simulateScenario(userId: number, request: SimulationRequest) {
  const version = await getDataVersion(userId)
  const key = `user:${userId}:analysis-sim:v${version}:${hashOf(request)}`
  const started = performance.now()
  const { value, hit } = await cached<SimulationJson>({
    key,
    ttlSeconds: SIMULATION_CACHE_SECONDS,
    parse: (raw) => (typeof raw === 'object' && raw !== null && 'success_rate' in raw ? (raw as SimulationJson) : null),
    compute: () => computeSimulation(userId, version, request),
  })
  return { ...value, cached: hit, calculation_time_ms: Math.round(performance.now() - started) }
}

// ---------------------------------------------------------------- the user's decisions

type StoredResolution = { option_type: string; description: string; applied_at: string; goal_changes: GoalChange[] }

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
    statuses: new Map(statuses.map((s) => [s.recommendation_id, { status: s.status, notes: s.notes }])),
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
    const status = (stored?.status ?? 'new') as RecommendationStatusValue
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

export const DEFAULT_ANALYZE_REQUEST: AnalyzeRequest = {
  include_simulations: true,
  scenario_count: 3,
  optimization_level: 'balanced',
  refresh: false,
}

/** Applies one resolution option: the goal changes it lists go through the goals service (with history). */
export async function applyConflictResolution(userId: number, conflictId: string, optionType: string) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const conflict = analysis.conflicts.find((c) => c.id === conflictId)
  if (!conflict) {
    throw new AnalysisInputError(
      'This conflict is no longer in your analysis. Refresh the analysis and try again.',
      404,
    )
  }
  const option = conflict.resolution_options.find((o) => o.type === optionType)
  if (!option) throw new AnalysisInputError('Choose one of the resolution options listed for this conflict', 422)
  const reason = `Conflict resolution: ${option.description}`.slice(0, 500)
  for (const change of option.goal_changes) {
    const { goal_id, ...fields } = change
    const result = await updateGoal(userId, Number(goal_id), { ...fields, change_reason: reason })
    if (!result.ok) throw new AnalysisInputError(`Could not change goal ${goal_id}: ${result.message}`, 409)
  }
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

/** Stores a move along new → viewed → accepted → completed (or rejected), refusing other moves. */
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
  const current = (existing?.status ?? 'new') as RecommendationStatusValue
  if (next !== current && !RECOMMENDATION_TRANSITIONS[current].includes(next)) {
    const allowed = RECOMMENDATION_TRANSITIONS[current]
    throw new AnalysisInputError(
      allowed.length
        ? `A ${current} recommendation can only become ${allowed.join(' or ')}`
        : `A ${current} recommendation cannot change any more`,
      409,
    )
  }
  const row = { status: next, notes: notes ?? existing?.notes ?? null, updated_at: new Date() }
  if (existing) await existing.update(row)
  else await RecommendationStatus.create({ user_id: userId, recommendation_id: recommendationId, ...row })
  return row
}

/** Moves one recommendation of the user's current analysis to `next`. */
export async function setRecommendationStatus(
  userId: number,
  recommendationId: string,
  next: RecommendationStatusValue,
  notes: string | undefined,
) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const recommendation = allOf(analysis).find((r) => r.id === recommendationId)
  if (!recommendation) {
    throw new AnalysisInputError('This recommendation is no longer in your analysis. Refresh and try again.', 404)
  }
  const row = await storeStatus(userId, recommendationId, next, notes)
  return { recommendation_id: recommendationId, title: recommendation.title, status: next, notes: row.notes }
}

/** What the analyze call answers: the analysis with decisions merged, plus cache facts. */
export async function analysisJson(userId: number, run: AnalysisRun) {
  return {
    ...(await withDecisions(userId, run.analysis)),
    cached: run.cached,
    data_version: run.data_version,
  }
}

/** Accepts every high-priority recommendation still new or viewed (the Quick Action); answers how many moved. */
export async function acceptAllHighPriority(userId: number) {
  const { analysis } = await runAnalysis(userId, DEFAULT_ANALYZE_REQUEST)
  const decorated = await withDecisions(userId, analysis)
  const pending = allOf(decorated).filter((r) => r.priority === 'high' && r.next_statuses.includes('accepted'))
  for (const rec of pending) await storeStatus(userId, rec.id, 'accepted', undefined)
  return pending.length
}
