import crypto from 'node:crypto'
import { createSimWorkerClient, SimWorkerError } from '../../infra/sim-worker-client.server.ts'
import type { ProjectionBatchResult, ProjectionResult } from '../../../sim-worker/core/projection-types.ts'
import { AppError } from '../../lib/app-error.ts'
import { compoundEstimate } from '../../lib/compound-estimate.ts'
import { STRESS_TESTS, WHAT_IF_SCENARIOS } from '../../lib/projection-scenarios.ts'
import type { Assumptions } from '../../schemas/projections.ts'
import { cached } from '../../infra/cache.server.ts'
import { getDataVersion } from '../../infra/data-version.server.ts'
import { getSummary } from '../finance/summary.server.ts'
import { getAssumptions } from './assumptions.server.ts'
import { buildProjectionInput } from './projection-input.server.ts'
import { seedFromContent } from '../../../sim-worker/core/input-seed.ts'

// The Monte Carlo projection of the user's net worth, run by the sim-worker and cached per
// user, data version, assumptions and parameters. When the sim-worker is down, overloaded or
// slow the runs fail with a 503 AppError, which the screen answers with a simpler estimate.

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

/**
 * The engine's input, seeded from its own content (the user's figures, assumptions and
 * parameters), so identical inputs give identical bands, whatever the data version says.
 */
async function seededProjectionInput(
  userId: number,
  params: { years: number; iterations: number; assumptions: Assumptions },
) {
  const input = await buildProjectionInput(userId, { ...params, seed: 0 })
  return { ...input, seed: seedFromContent(input) }
}

function hashOf(value: unknown) {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
}

function simWorker() {
  const url = process.env.SIM_WORKER_URL
  if (!url) throw projectionsUnavailable('The simulation service is not configured')
  return createSimWorkerClient(url, { timeoutMs: SIMULATION_TIMEOUT_MS })
}

function isProjectionResult(raw: unknown): raw is ProjectionResult {
  return typeof raw === 'object' && raw !== null && 'net_worth' in raw && 'years' in raw
}

export type ProjectionRun = {
  result: ProjectionResult
  cached: boolean
  assumptions: Assumptions
  calculation_time_ms: number
}

/** The Monte Carlo projection, cached per user, data version, assumptions and parameters for 10 minutes. */
export async function runProjection(
  userId: number,
  { years, iterations, force = false }: { years: number; iterations: number; force?: boolean },
): Promise<ProjectionRun> {
  const [{ values: assumptions }, version] = await Promise.all([getAssumptions(userId), getDataVersion(userId)])
  const started = performance.now()
  const key = `user:${userId}:projection:v${version}:${hashOf({ years, iterations, assumptions })}`
  const { value, hit } = await cached({
    key,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    bypass: force,
    parse: (raw) => (isProjectionResult(raw) ? raw : null),
    compute: async () => {
      const input = await seededProjectionInput(userId, { years, iterations, assumptions })
      return simWorker()
        .projection(input)
        .catch((error: unknown) => {
          throw asUnavailable(error)
        })
    },
  })
  return { result: value, cached: hit, assumptions, calculation_time_ms: Math.round(performance.now() - started) }
}

/** What the screen shows when the service is down: the compound estimate, labelled as such. */
export async function fallbackEstimate(userId: number, years: number) {
  const summary = await getSummary(userId)
  return {
    years: Array.from({ length: years + 1 }, (_, i) => i),
    net_worth: compoundEstimate(summary.net_worth, summary.monthly_cash_flow, years),
  }
}

function isBatchResult(raw: unknown): raw is ProjectionBatchResult {
  return typeof raw === 'object' && raw !== null && 'base' in raw && 'scenarios' in raw
}

/** The base plan and named scenarios on the same random paths, so the differences are the scenarios' own. */
export async function runScenarios(
  userId: number,
  { years, iterations, kind }: { years: number; iterations: number; kind: 'what_if' | 'stress' },
) {
  const [{ values: assumptions }, version] = await Promise.all([getAssumptions(userId), getDataVersion(userId)])
  const named = kind === 'what_if' ? WHAT_IF_SCENARIOS : STRESS_TESTS
  const scenarios = named.map((s) => ({ name: s.name, scenario: s.scenario(years) }))
  const key = `user:${userId}:scenarios:${kind}:v${version}:${hashOf({ years, iterations, assumptions })}`
  const { value } = await cached({
    key,
    ttlSeconds: PROJECTION_CACHE_SECONDS,
    parse: (raw) => (isBatchResult(raw) ? raw : null),
    compute: async () => {
      const base = await seededProjectionInput(userId, { years, iterations, assumptions })
      return simWorker()
        .projectionBatch({ base, scenarios })
        .catch((error: unknown) => {
          throw asUnavailable(error)
        })
    },
  })
  const labels = new Map([...WHAT_IF_SCENARIOS, ...STRESS_TESTS].map((s) => [s.name, s.label]))
  const summarize = (name: string, label: string, r: ProjectionResult) => ({
    name,
    label,
    p50_by_year: r.net_worth.p50.map(Math.round),
    final_p50: Math.round(r.net_worth.p50[years]),
    probability_positive: r.probability_positive[years],
  })
  return {
    base: summarize('current', 'Current plan', value.base),
    scenarios: value.scenarios.map((s) => summarize(s.name, labels.get(s.name) ?? s.name, s.result)),
  }
}

export type ScenarioRuns = Awaited<ReturnType<typeof runScenarios>>
