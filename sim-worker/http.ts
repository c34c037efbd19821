// HTTP routing for the sim-worker: turns requests into pool tasks and every
// failure into a JSON `{ detail }` answer with the status that explains it.
// Client mistakes are always 4xx; a 500 here means a bug in the service.

import * as z from 'zod'
import { goalSuccessInputSchema } from './core/goal-schema.ts'
import { lifecycleInputSchema } from './core/lifecycle-schema.ts'
import { scenarioInput } from './core/projection.ts'
import { projectionBatchInputSchema, projectionInputSchema } from './core/projection-schema.ts'
import type { ProjectionBatchInput, ProjectionBatchResult } from './core/projection-types.ts'
import { MAX_SELFTEST_DRAWS } from './core/selftest.ts'
import { runLifecycleOnPool } from './lifecycle-on-pool.ts'
import { PoolClosedError, QueueFullError, type SimPool, TaskTimeoutError } from './pool.ts'

/** Bodies are a few numbers (a batch with 50 loans and 10 scenarios is ~10 KiB); anything bigger is a mistake or abuse. */
const MAX_BODY_BYTES = 64 * 1024

const selftestInputSchema = z.strictObject({
  seed: z.number().int(), // zod 4's int() is already limited to safe integers
  draws: z.number().int().min(1).max(MAX_SELFTEST_DRAWS),
})

export interface HandlerDeps {
  pool: SimPool
  version: string
  /** The host's per-start token (SIM_WORKER_INSTANCE): on /health and in a header of every answer. */
  instance?: string | null
}

export const INSTANCE_HEADER = 'x-sim-worker-instance'

/** Thrown inside a handler to answer with a specific status and detail. */
class HttpProblem extends Error {
  constructor(readonly status: number, readonly detail: string, readonly headers: HeadersInit = {}) {
    super(detail)
  }
}

function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers })
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length > 0 ? issue.path.join('.') : 'body'
      return `${where}: ${issue.message}`
    })
    .join('; ')
}

async function readJsonBody(request: Request): Promise<unknown> {
  const declaredLength = Number(request.headers.get('content-length') ?? '0')
  if (declaredLength > MAX_BODY_BYTES) throw new HttpProblem(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  let text: string
  try {
    text = await request.text()
  } catch {
    throw new HttpProblem(400, 'Request body could not be read')
  }
  // Chunked bodies declare no length, so check what actually arrived as well.
  if (text.length > MAX_BODY_BYTES) throw new HttpProblem(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`)
  if (text.trim() === '') throw new HttpProblem(400, 'Request body is empty; expected a JSON object')
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpProblem(400, 'Request body is not valid JSON')
  }
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpProblem(400, `Invalid request: ${describeIssues(parsed.error)}`)
  return parsed.data
}

function problemFromPoolError(error: unknown): HttpProblem | null {
  if (error instanceof QueueFullError) return new HttpProblem(503, error.message, { 'retry-after': '1' })
  if (error instanceof PoolClosedError) return new HttpProblem(503, error.message, { 'retry-after': '5' })
  if (error instanceof TaskTimeoutError) return new HttpProblem(504, error.message)
  return null
}

/**
 * Runs a batch as one pool task per run (base and each scenario) when the pool
 * has room for all of them, so a batch uses every thread; otherwise as a single
 * task. Checking first matters: a partly admitted fan-out would answer 503 while
 * its admitted runs went on computing for nobody. Both ways give the same
 * numbers: every run uses the base's seed.
 */
async function runBatchOnPool(pool: SimPool, input: ProjectionBatchInput): Promise<ProjectionBatchResult> {
  const runs = 1 + input.scenarios.length
  const { threads, max_queue, running, queue_size } = pool.stats()
  const room = threads + max_queue - running - queue_size
  if (runs === 1 || room < runs) return pool.run({ kind: 'projection_batch', payload: input })
  const [base, ...scenarioResults] = await Promise.all([
    pool.run({ kind: 'projection', payload: input.base }),
    ...input.scenarios.map(({ scenario }) =>
      pool.run({ kind: 'projection', payload: scenarioInput(input.base, scenario) })
    ),
  ])
  return { base, scenarios: input.scenarios.map(({ name }, index) => ({ name, result: scenarioResults[index] })) }
}

type RouteHandler = (request: Request) => Promise<Response> | Response
type Routes = Record<string, Partial<Record<string, RouteHandler>>>

export function createRequestHandler(deps: HandlerDeps): (request: Request) => Promise<Response> {
  const handle = routeRequests(deps)
  const instance = deps.instance ?? null
  if (instance === null) return handle
  return async (request) => {
    const response = await handle(request)
    response.headers.set(INSTANCE_HEADER, instance)
    return response
  }
}

function routeRequests({ pool, version, instance = null }: HandlerDeps): (request: Request) => Promise<Response> {
  const routes: Routes = {
    '/health': {
      GET: () => json(200, { service: 'sim-worker', version, status: 'ok', instance, pool: pool.stats() }),
    },
    '/v1/selftest': {
      POST: async (request) => {
        const input = parseWith(selftestInputSchema, await readJsonBody(request))
        return json(200, await pool.run({ kind: 'selftest', payload: input }))
      },
    },
    '/v1/projections': {
      POST: async (request) => {
        const input = parseWith(projectionInputSchema, await readJsonBody(request))
        return json(200, await pool.run({ kind: 'projection', payload: input }))
      },
    },
    '/v1/projections/batch': {
      POST: async (request) => {
        const input = parseWith(projectionBatchInputSchema, await readJsonBody(request))
        return json(200, await runBatchOnPool(pool, input))
      },
    },
    '/v1/lifecycle': {
      POST: async (request) => {
        const input = parseWith(lifecycleInputSchema, await readJsonBody(request))
        return json(200, await runLifecycleOnPool(pool, input))
      },
    },
    '/v1/lifecycle/medians': {
      POST: async (request) => {
        const input = parseWith(lifecycleInputSchema, await readJsonBody(request))
        return json(200, await pool.run({ kind: 'lifecycle_medians', payload: input }))
      },
    },
    '/v1/goals/success': {
      POST: async (request) => {
        const input = parseWith(goalSuccessInputSchema, await readJsonBody(request))
        return json(200, await pool.run({ kind: 'goal_success', payload: input }))
      },
    },
  }

  return async (request) => {
    const { pathname } = new URL(request.url)
    const route = routes[pathname]
    if (route === undefined) return json(404, { detail: 'Not found' })
    const handler = route[request.method]
    if (handler === undefined) {
      const allowed = Object.keys(route).join(', ')
      return json(405, { detail: `Method ${request.method} not allowed; use ${allowed}` }, { allow: allowed })
    }
    try {
      return await handler(request)
    } catch (error) {
      const problem = error instanceof HttpProblem ? error : problemFromPoolError(error)
      if (problem !== null) return json(problem.status, { detail: problem.detail }, problem.headers)
      console.error(`sim-worker: ${request.method} ${pathname} failed:`, error)
      return json(500, { detail: 'Simulation failed unexpectedly' })
    }
  }
}
