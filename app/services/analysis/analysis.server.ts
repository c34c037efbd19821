import crypto from 'node:crypto'
import {
  configuredSimWorkerClient,
  DEFAULT_GOAL_ITERATIONS,
  SimWorkerError,
  type GoalSuccessRequest,
} from '../../infra/sim-worker-client.server.ts'
import { pathMonths, simulationQueue } from '../../infra/simulation-queue.server.ts'
import { AppError } from '../../lib/app-error.ts'
import {
  analyzeGoals,
  scenarioSimulationInput,
  type GoalAnalysis,
  type ScenarioId,
  type SimulationVariables,
} from '../../lib/goal-analysis.ts'
import type { AnalyzeRequest } from '../../schemas/analysis.ts'
import { cached } from '../../infra/cache.server.ts'
import { getDataVersion } from '../../infra/data-version.server.ts'
import { buildAnalysisInput } from './analysis-input.server.ts'
import { retirementReadiness, type RetirementReadiness } from '../projections/projections.server.ts'
import { seedFromContent } from '../../../sim-worker/core/input-seed.ts'

// The intelligence analysis of a user's own goals: the Monte Carlo runs done by the
// sim-worker, the result cached for 30 seconds per data version. The user's decisions are
// merged in on every read (decisions.server.ts), so they are never stale.

export const ANALYSIS_CACHE_SECONDS = 30
export const SIMULATION_CACHE_SECONDS = 600
const SIMULATION_TIMEOUT_MS = 20_000
export const ANALYSIS_UNAVAILABLE = 'The analysis is temporarily unavailable'

/** A 503 AppError; the simulation service's own reason stays in `cause` for the screen's small print. */
function analysisUnavailable(reason: string) {
  return new AppError(503, `${ANALYSIS_UNAVAILABLE}: ${reason}`, { headers: { 'Retry-After': '30' }, cause: reason })
}

/** Why the analysis is unavailable, in the simulation service's words. */
export function unavailableReason(error: AppError) {
  return typeof error.cause === 'string' ? error.cause : error.message
}

function simWorker() {
  const client = configuredSimWorkerClient({ timeoutMs: SIMULATION_TIMEOUT_MS })
  if (!client) throw analysisUnavailable('The simulation service is not configured')
  return client
}

/** One goal-success run through the app's simulation queue; its work is paths × every goal's months. */
function goalSuccess(userId: number, body: GoalSuccessRequest) {
  const months = body.goals.reduce((sum, goal) => sum + goal.months_left, 0)
  return simulationQueue().run(
    userId,
    pathMonths(body.iterations ?? DEFAULT_GOAL_ITERATIONS, months),
    () => simWorker().goalSuccess(body),
    (error) => error instanceof SimWorkerError && error.timedOut,
  )
}

function asUnavailable(error: unknown) {
  // A 400 from the engine means the app built a bad request: a bug, which must surface as one.
  if (error instanceof SimWorkerError && error.status !== 400) return analysisUnavailable(error.message)
  return error
}

function hashOf(value: unknown) {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
}

/** The analysis input, seeded from its own content, so identical goals and figures give identical numbers. */
async function seededAnalysisInput(userId: number, params: Parameters<typeof buildAnalysisInput>[1]) {
  const input = await buildAnalysisInput(userId, params, 0)
  return { ...input, seed: seedFromContent(input) }
}

function isAnalysis(raw: unknown): raw is GoalAnalysis {
  return typeof raw === 'object' && raw !== null && 'overall_score' in raw && 'scenarios' in raw
}

export type AnalysisRun = {
  analysis: GoalAnalysis
  cached: boolean
  data_version: number
  /** The lifecycle projection's answer to "will the plan work" (success to the planning age). */
  retirement_plan: RetirementReadiness | null
}

export const DEFAULT_ANALYZE_REQUEST: AnalyzeRequest = {
  include_simulations: true,
  scenario_count: 3,
  optimization_level: 'balanced',
  refresh: false,
}

/**
 * The analysis, from the cache when the same request was answered in the last 30 seconds on
 * the same data. A 503 AppError when the simulation service is down; 422 for a bad override.
 */
export async function runAnalysis(userId: number, request: AnalyzeRequest): Promise<AnalysisRun> {
  const version = await getDataVersion(userId)
  const { refresh, ...params } = request
  const key = `user:${userId}:analysis:v${version}:${hashOf(params)}`
  const analysed = await cached({
    key,
    ttlSeconds: ANALYSIS_CACHE_SECONDS,
    bypass: refresh,
    parse: (raw) => (isAnalysis(raw) ? raw : null),
    compute: async () => {
      const input = await seededAnalysisInput(userId, params)
      // The client is made on each simulation, so a user without goals needs no sim-worker.
      try {
        return await analyzeGoals(input, (body) => goalSuccess(userId, body))
      } catch (error) {
        throw asUnavailable(error)
      }
    },
  })
  const { value, hit } = analysed
  // Like the goal runs, only with goals to analyse: a user without any needs no sim-worker.
  const readiness =
    value.timeline.length === 0
      ? null
      : await retirementReadiness(userId).catch((error: unknown) => {
          throw asUnavailable(error)
        })
  return { analysis: value, cached: hit, data_version: version, retirement_plan: readiness }
}

type SimulationRequest = { scenario_id: ScenarioId; iterations: number; variables: SimulationVariables }

async function computeSimulation(userId: number, request: SimulationRequest) {
  const input = await seededAnalysisInput(userId, {
    include_simulations: true,
    scenario_count: 3,
    optimization_level: 'balanced',
  })
  if (input.goals.length === 0) throw new AppError(422, 'You have no active goals to simulate')
  const body = scenarioSimulationInput(
    { ...input, iterations: request.iterations },
    request.scenario_id,
    request.variables,
  )
  const result = await goalSuccess(userId, body).catch((error: unknown) => {
    throw asUnavailable(error)
  })
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

function isSimulation(raw: unknown): raw is SimulationJson {
  return typeof raw === 'object' && raw !== null && 'success_rate' in raw
}

/** One scenario's Monte Carlo run with what-if variables; cached per scenario, variables and data version. */
export async function simulateScenario(userId: number, request: SimulationRequest) {
  const version = await getDataVersion(userId)
  const key = `user:${userId}:analysis-sim:v${version}:${hashOf(request)}`
  const started = performance.now()
  const { value, hit } = await cached({
    key,
    ttlSeconds: SIMULATION_CACHE_SECONDS,
    parse: (raw) => (isSimulation(raw) ? raw : null),
    compute: () => computeSimulation(userId, request),
  })
  return { ...value, cached: hit, calculation_time_ms: Math.round(performance.now() - started) }
}
