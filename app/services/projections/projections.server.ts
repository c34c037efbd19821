import crypto from 'node:crypto'
import {
  configuredSimWorkerClient,
  SimWorkerError,
  type SimWorkerClient,
} from '../../infra/sim-worker-client.server.ts'
import { pathMonths, simulationQueue } from '../../infra/simulation-queue.server.ts'
import type { LifecycleInput, LifecycleMedians, LifecycleResult } from '../../../sim-worker/core/lifecycle-types.ts'
import { runLifecycleMedians } from '../../../sim-worker/core/lifecycle-summary.ts'
import { seedFromInput } from '../../../sim-worker/core/lifecycle-input.ts'
import { AppError } from '../../lib/app-error.ts'
import { compoundEstimate } from '../../lib/compound-estimate.ts'
import type { LifecyclePlan } from '../../lib/lifecycle-plan.ts'
import { STRESS_TESTS, WHAT_IF_SCENARIOS, type NamedScenario } from '../../lib/projection-scenarios.ts'
import {
  DEFAULT_ITERATIONS as DEFAULT_PLAN_ITERATIONS,
  PlanQuerySchema,
  type Assumptions,
  type PlanQuery,
} from '../../schemas/projections.ts'
import { cached } from '../../infra/cache.server.ts'
import { getSummary } from '../finance/summary.server.ts'
import { getAssumptionsWithVersion } from './assumptions.server.ts'
import { buildLifecyclePlan } from './lifecycle-input.server.ts'

// The projection: the household's lifecycle (saving to the retirement age, then drawing its
// accounts to the planning age), run by the sim-worker and cached per user, data version,
// assumptions and plan options. When the sim-worker is down, overloaded or slow the runs fail
// with a 503 AppError, which the screen answers with a simpler estimate.

export const PROJECTION_CACHE_SECONDS = 600
export const SIMULATION_TIMEOUT_MS = 15_000

/** A 503 AppError for an outage the screen can explain. */
function projectionsUnavailable(reason: string) {
  return new AppError(503, `Projections are temporarily unavailable: ${reason}`, {
    headers: { 'Retry-After': '30' },
    cause: reason,
  })
}

/** A 400 means the app sent something the engine refuses, which is a bug and must surface as one. */
function asUnavailable(error: unknown) {
  if (error instanceof SimWorkerError && error.status !== 400) return projectionsUnavailable(error.message)
  return error
}

function hashOf(value: unknown) {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
}

function simWorker() {
  const client = configuredSimWorkerClient({ timeoutMs: SIMULATION_TIMEOUT_MS })
  if (!client) throw projectionsUnavailable('The simulation service is not configured')
  return client
}

/** What a lifecycle run costs the worker: its paths (the replay model's windows, fewer) × months to the planning age. */
export function lifecycleWork(input: LifecycleInput) {
  return pathMonths(input.iterations, ((input.planning_age ?? 95) - input.current_age) * 12)
}

/** One sim-worker call through the app's simulation queue (per-user caps, round-robin across users). */
function queued<T>(userId: number, input: LifecycleInput, call: (client: SimWorkerClient) => Promise<T>) {
  return simulationQueue()
    .run(
      userId,
      lifecycleWork(input),
      () => call(simWorker()),
      (error) => error instanceof SimWorkerError && error.timedOut,
    )
    .catch((error: unknown) => {
      throw asUnavailable(error)
    })
}

/** The whole run: every band, flow and account by year, success and depletion. */
function simulate(userId: number, input: LifecycleInput) {
  return queued(userId, input, (client) => client.lifecycle(input))
}

export interface PlanRequest {
  plan: PlanQuery
  iterations: number
  /** The run reaches at least this many years from today. */
  years?: number
  force?: boolean
}

/**
 * The plan's engine input, seeded from its own content so identical inputs give identical numbers (and
 * plans that differ only in their withdrawal order on the same markets: seedFromInput).
 */
async function seededPlan(userId: number, assumptions: Assumptions, request: PlanRequest): Promise<LifecyclePlan> {
  const plan = await buildLifecyclePlan(userId, assumptions, {
    ...request.plan,
    iterations: request.iterations,
    min_years: request.years,
  })
  return { ...plan, input: { ...plan.input, seed: seedFromInput(plan.input) } }
}

/**
 * What every run for one request shares: the assumptions and data version (one read) and the plan,
 * built once, on the first cache miss that needs it. The screen's base run and its two scenario
 * sets share one, so a page load reads the household once.
 */
export type PlanContext = {
  assumptions: Assumptions
  isDefault: boolean
  version: number
  /** The cache key's options part: the plan request without `force` (nor a scenario kind). */
  optionsHash: string
  plan: () => Promise<LifecyclePlan>
}

export async function planContext(userId: number, request: PlanRequest): Promise<PlanContext> {
  const { values: assumptions, is_default: isDefault, version } = await getAssumptionsWithVersion(userId)
  const { plan, iterations, years } = request
  let built: Promise<LifecyclePlan> | null = null
  return {
    assumptions,
    isDefault,
    version,
    optionsHash: hashOf({ options: { plan, iterations, years }, assumptions }),
    plan: () => (built ??= seededPlan(userId, assumptions, request)),
  }
}

export type ProjectionRun = {
  result: LifecycleResult
  /** The median path with every volatility at zero: what the expected returns alone give (its net worth by year). */
  deterministic: LifecycleMedians
  plan: LifecyclePlan
  cached: boolean
  assumptions: Assumptions
  calculation_time_ms: number
}

type CachedRun = Pick<ProjectionRun, 'result' | 'deterministic' | 'plan'>

/**
 * A cached run of this shape: one written before the plan kept its age adjustments or the sources of its
 * retirement age and spending, or before runs reported spending against the plan's (`need_met_rate`), is a miss.
 */
function isCachedRun(raw: unknown): raw is CachedRun {
  if (typeof raw !== 'object' || raw === null || !('result' in raw) || !('deterministic' in raw)) return false
  const plan = 'plan' in raw ? raw.plan : null
  return (
    typeof plan === 'object' &&
    plan !== null &&
    'adjustments' in plan &&
    'sources' in plan &&
    reportsNeedMet(raw.result)
  )
}

/** Whether a cached run's result (or scenario medians) has `need_met_rate`. */
function reportsNeedMet(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'need_met_rate' in result
}

/**
 * The expected-returns path, one path in this process, summarised as its net worth by year (all the answer
 * shows of it): the full summary's other series took most of its time on the app's thread, which competes
 * with the sim-worker's two threads on a two-core machine, and half of a cached run's size.
 */
function deterministicRun(input: LifecycleInput): LifecycleMedians {
  return runLifecycleMedians({ ...input, iterations: 1, volatility_scale: 0, return_model: { kind: 'parametric' } })
}

/** The lifecycle projection, cached per user, data version, assumptions and options for 10 minutes. */
export async function runProjection(
  userId: number,
  request: PlanRequest,
  shared?: PlanContext,
): Promise<ProjectionRun> {
  const started = performance.now()
  const context = shared ?? (await planContext(userId, request))
  const { value, hit } = await cached({
    key: `user:${userId}:lifecycle:v${context.version}:${context.optionsHash}`,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    bypass: request.force ?? false,
    parse: (raw) => (isCachedRun(raw) ? raw : null),
    compute: async () => {
      const plan = await context.plan()
      // The expected-returns path (under a millisecond, in this process) runs while the sim-worker runs the paths.
      const simulated = simulate(userId, plan.input)
      simulated.catch(() => {}) // awaited below; this only keeps a failure meanwhile from going unhandled
      // Not straight away: simulate() reaches the socket only after a few awaits (the queue's, the client's), so
      // a synchronous run here held the request back by its own time. After a setImmediate the request is
      // on its way: on the demo household's forced miss, the time from the plan to the answer beyond the
      // sim-worker's own went from 5.1 ms to 4.2 (medians of 200, 27 Nov 2026).
      await new Promise((resolve) => setImmediate(resolve))
      const deterministic = deterministicRun(plan.input)
      return { result: await simulated, deterministic, plan }
    },
  })
  return {
    ...value,
    cached: hit,
    assumptions: context.assumptions,
    calculation_time_ms: Math.round(performance.now() - started),
  }
}

/** What the screen shows when the service is down: the compound estimate, labelled as such. */
export async function fallbackEstimate(userId: number, years: number) {
  const summary = await getSummary(userId)
  return {
    years: Array.from({ length: years + 1 }, (_, i) => i),
    net_worth: compoundEstimate(summary.net_worth, summary.monthly_cash_flow, years),
  }
}

export type ScenarioOutcome = { name: string; label: string; result: LifecycleMedians }

/**
 * Named scenarios on the base plan's seed, so their differences from the base (runProjection
 * with the same request) are the scenarios' own. One sim-worker request each: the pool spreads
 * them over its threads. Each asks for what the scenario tables show, the median net worth by year
 * and the success rate (POST /v1/lifecycle/medians: the full run's numbers, without its other series,
 * about a third of a run's time).
 */
export async function runScenarios(
  userId: number,
  request: PlanRequest & { kind: 'what_if' | 'stress' },
  shared?: PlanContext,
): Promise<ScenarioOutcome[]> {
  const context = shared ?? (await planContext(userId, request))
  const named: NamedScenario[] = request.kind === 'what_if' ? WHAT_IF_SCENARIOS : STRESS_TESTS
  const { value } = await cached({
    key: `user:${userId}:lifecycle-scenario-medians:${request.kind}:v${context.version}:${context.optionsHash}`,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    parse: (raw) =>
      Array.isArray(raw) && raw.length === named.length && raw.every(reportsNeedMet)
        ? (raw as LifecycleMedians[])
        : null,
    compute: async () => {
      const { input } = await context.plan()
      return Promise.all(
        named.map((s) => {
          const scenario = s.apply(input)
          return queued(userId, scenario, (client) => client.lifecycleMedians(scenario))
        }),
      )
    },
  })
  return named.map((s, i) => ({ name: s.name, label: s.label, result: value[i] }))
}

/** The plan's answer to "will it work": the lifecycle's success to the planning age, for the goal analysis. */
export type RetirementReadiness = {
  success_rate: number
  retirement_age: number
  planning_age: number
  /** Median age at which the paths that run out do so; null when none does. */
  depletion_median_age: number | null
}

/** The plan an empty query asks for, so the same options (and cache key) as the screen's default. */
const DEFAULT_PLAN: PlanQuery = PlanQuerySchema.parse({})

/**
 * The default plan (fixed real spending, parametric returns, at least 20 years): the run the goal
 * analysis and the comprehensive summary quote, and the same cache entry as the screen's default.
 */
export function defaultProjection(userId: number): Promise<ProjectionRun> {
  return runProjection(userId, {
    plan: DEFAULT_PLAN,
    years: 20,
    iterations: DEFAULT_PLAN_ITERATIONS,
  })
}

/** The default plan's success and depletion. */
export async function retirementReadiness(userId: number): Promise<RetirementReadiness> {
  const { result, plan } = await defaultProjection(userId)
  return {
    success_rate: result.success_rate,
    retirement_age: plan.input.retirement_age,
    planning_age: result.ages[result.ages.length - 1],
    depletion_median_age: result.depletion.p50 === null ? null : Math.floor(result.depletion.p50),
  }
}
