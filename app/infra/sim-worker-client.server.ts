// The app's only way to talk to the sim-worker. Responses are validated here,
// at the process boundary, so a version mismatch shows up as a clear error
// instead of undefined fields deep inside a page.

import * as z from 'zod'
import { localHttp, type LocalHttpAnswer, type LocalHttpRequest, LocalHttpTimeoutError } from './local-http.server.ts'
import { goalSuccessResultSchema } from '../../sim-worker/core/goal-schema.ts'
import { DEFAULT_GOAL_ITERATIONS } from '../../sim-worker/core/goal-success.ts'
import type {
  GoalAllocation,
  GoalSuccessGoal,
  GoalSuccessGoalResult,
  GoalSuccessInput,
  GoalSuccessResult,
} from '../../sim-worker/core/goal-types.ts'
import { projectionBatchResultSchema, projectionResultSchema } from '../../sim-worker/core/projection-schema.ts'
import { lifecycleMediansSchema, lifecycleResultSchema } from '../../sim-worker/core/lifecycle-schema.ts'
import type { LifecycleInput, LifecycleMedians, LifecycleResult } from '../../sim-worker/core/lifecycle-types.ts'
import type {
  ProjectionBatchInput,
  ProjectionBatchResult,
  ProjectionInput,
  ProjectionResult,
} from '../../sim-worker/core/projection-types.ts'

export type { ProjectionBatchInput, ProjectionBatchResult, ProjectionInput, ProjectionResult }
export type { LifecycleInput, LifecycleMedians, LifecycleResult }
export type { GoalAllocation, GoalSuccessGoal, GoalSuccessGoalResult, GoalSuccessInput, GoalSuccessResult }
export { DEFAULT_GOAL_ITERATIONS }

/** A goal success request as the app sends it: `iterations` defaults to DEFAULT_GOAL_ITERATIONS (1,000). */
export type GoalSuccessRequest = Omit<GoalSuccessInput, 'iterations'> & { iterations?: number }

export const SIM_WORKER_UNAVAILABLE = 'Simulation service unavailable'

const healthBodySchema = z.object({
  service: z.literal('sim-worker'),
  version: z.string(),
  status: z.literal('ok'),
  instance: z.string().nullish(),
  pool: z.object({
    threads: z.number().int(),
    queue_size: z.number().int(),
    max_queue: z.number().int(),
    completed: z.number().int(),
    running: z.number().int(),
  }),
})

const selftestResultSchema = z.object({
  mean: z.number(),
  stdev: z.number(),
  p10: z.number(),
  p50: z.number(),
  p90: z.number(),
})

const problemSchema = z.object({ detail: z.string() })

export type SimWorkerHealth = z.infer<typeof healthBodySchema>
export type SelftestResult = z.infer<typeof selftestResultSchema>
export interface SelftestInput {
  seed: number
  draws: number
}

export type HealthOutcome = { ok: true; body: SimWorkerHealth } | { ok: false; detail: string }

/** Carries the HTTP status (when there was one) so callers can map it to their own. */
export class SimWorkerError extends Error {
  override name = 'SimWorkerError'
  constructor(
    message: string,
    readonly status: number | null,
    /** The app stopped waiting: the run may still be computing at the worker. */
    readonly timedOut = false,
  ) {
    super(message)
  }
}

/** The sim-worker's answer header carrying the token its host gave it (sim-worker/http.ts). */
export const SIM_WORKER_INSTANCE_HEADER = 'x-sim-worker-instance'

export const FOREIGN_SIM_WORKER =
  'Another process answers on the simulation service’s address (not the sim-worker this app started)'

export interface SimWorkerClientOptions {
  timeoutMs?: number
  /**
   * The token the host gave the sim-worker it started (SIM_WORKER_INSTANCE). When set, an answer
   * without it is refused: whatever else holds the port is not the app's worker.
   */
  instance?: string
  /** Why the host has no worker running (SIM_WORKER_DOWN): every call fails with it, without connecting. */
  down?: string
}

export interface SimWorkerClient {
  /** Never throws: an unreachable or unhealthy service is an answer, not an error. */
  health(): Promise<HealthOutcome>
  selftest(input: SelftestInput): Promise<SelftestResult>
  /** Monte Carlo net-worth projection (POST /v1/projections). */
  projection(input: ProjectionInput): Promise<ProjectionResult>
  /** Base plan and named scenarios on one seed (POST /v1/projections/batch). */
  projectionBatch(input: ProjectionBatchInput): Promise<ProjectionBatchResult>
  /** The lifecycle model to the planning age: saving, retirement withdrawals, taxes, success (POST /v1/lifecycle). */
  lifecycle(input: LifecycleInput): Promise<LifecycleResult>
  /** The same run's median net worth and success rate only, for a scenario table (POST /v1/lifecycle/medians). */
  lifecycleMedians(input: LifecycleInput): Promise<LifecycleMedians>
  /** Monte Carlo success probability of each goal and of all together (POST /v1/goals/success). */
  goalSuccess(input: GoalSuccessRequest): Promise<GoalSuccessResult>
}

/**
 * The client for the sim-worker the host configured or started; null when there is none. Read per
 * call, not from getEnv(): the host (server/sim-worker-supervisor.ts) sets SIM_WORKER_URL,
 * SIM_WORKER_INSTANCE and SIM_WORKER_DOWN as its worker starts, dies and restarts.
 */
export function configuredSimWorkerClient(options: Pick<SimWorkerClientOptions, 'timeoutMs'> = {}) {
  const url = process.env.SIM_WORKER_URL
  if (!url) return null
  return createSimWorkerClient(url, {
    ...options,
    instance: process.env.SIM_WORKER_INSTANCE || undefined,
    down: process.env.SIM_WORKER_DOWN || undefined,
  })
}

export function createSimWorkerClient(
  baseUrl: string,
  { timeoutMs = 10_000, instance, down }: SimWorkerClientOptions = {},
): SimWorkerClient {
  const root = baseUrl.replace(/\/+$/, '')

  /**
   * The whole answer, or a SimWorkerError without status when there is none: timed out (the deadline
   * covers the body too), or no service there.
   */
  async function send(path: string, init: Omit<LocalHttpRequest, 'timeoutMs'> = {}): Promise<LocalHttpAnswer> {
    if (down !== undefined) throw new SimWorkerError(down, null)
    let response: LocalHttpAnswer
    try {
      response = await localHttp(new URL(`${root}${path}`), { ...init, timeoutMs })
    } catch (error) {
      if (error instanceof LocalHttpTimeoutError)
        throw new SimWorkerError(`Simulation service did not answer within ${timeoutMs} ms`, null, true)
      throw new SimWorkerError(SIM_WORKER_UNAVAILABLE, null)
    }
    if (instance !== undefined && response.header(SIM_WORKER_INSTANCE_HEADER) !== instance) {
      throw new SimWorkerError(FOREIGN_SIM_WORKER, null)
    }
    return response
  }

  function postJson(path: string, body: unknown): Promise<LocalHttpAnswer> {
    return send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  }

  function readJson(response: LocalHttpAnswer): unknown {
    try {
      return JSON.parse(response.text)
    } catch {
      throw new SimWorkerError(
        `Simulation service answered HTTP ${response.status} without a JSON body`,
        response.status,
      )
    }
  }

  /** Parses a success body, or throws with the service's own `detail` on failure. */
  async function parseResponse<T>(response: LocalHttpAnswer, schema: z.ZodType<T>): Promise<T> {
    const body = readJson(response)
    if (response.status < 200 || response.status > 299) {
      const problem = problemSchema.safeParse(body)
      const message = problem.success ? problem.data.detail : `Simulation service answered HTTP ${response.status}`
      throw new SimWorkerError(message, response.status)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new SimWorkerError(
        `Simulation service sent an unexpected response: ${z.prettifyError(parsed.error)}`,
        response.status,
      )
    }
    return parsed.data
  }

  return {
    async health() {
      try {
        const body = await parseResponse(await send('/health'), healthBodySchema)
        return { ok: true, body }
      } catch (error) {
        return { ok: false, detail: error instanceof Error ? error.message : String(error) }
      }
    },

    async selftest(input) {
      return parseResponse(await postJson('/v1/selftest', input), selftestResultSchema)
    },

    async projection(input) {
      return parseResponse(await postJson('/v1/projections', input), projectionResultSchema)
    },

    async projectionBatch(input) {
      return parseResponse(await postJson('/v1/projections/batch', input), projectionBatchResultSchema)
    },

    async lifecycle(input) {
      return parseResponse(await postJson('/v1/lifecycle', input), lifecycleResultSchema)
    },

    async lifecycleMedians(input) {
      return parseResponse(await postJson('/v1/lifecycle/medians', input), lifecycleMediansSchema)
    },

    async goalSuccess(input) {
      const body: GoalSuccessInput = { ...input, iterations: input.iterations ?? DEFAULT_GOAL_ITERATIONS }
      return parseResponse(await postJson('/v1/goals/success', body), goalSuccessResultSchema)
    },
  }
}
