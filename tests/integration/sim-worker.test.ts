import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createSimWorkerClient,
  type GoalSuccessGoal,
  type GoalSuccessResult,
  type ProjectionInput,
  type ProjectionResult,
  SIM_WORKER_UNAVAILABLE,
  SimWorkerError,
} from '../../app/infra/sim-worker-client.server.ts'
import { type SimWorkerProcess, startSimWorker } from '../../server/sim-worker-process.ts'
import { freePort } from '../helpers/spawn-server.ts'

// Runs the real Deno service through the same launcher and client the app uses.
// It needs no database; the integration projects run it once per database anyway.

function collectLines(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = []
  return { lines, log: (line) => lines.push(line) }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function postRaw(url: string, body: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  return { status: response.status, body: await response.json() }
}

describe('sim-worker service', () => {
  const output = collectLines()
  let worker: SimWorkerProcess

  beforeAll(async () => {
    worker = await startSimWorker({ port: await freePort(), threads: 2, log: output.log })
  })

  afterAll(async () => {
    await worker?.stop()
  })

  it('reports its health and pool settings, and the token its host gave it', async () => {
    const health = await createSimWorkerClient(worker.url, { instance: worker.instance }).health()
    expect(health).toEqual({
      ok: true,
      body: {
        service: 'sim-worker',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        status: 'ok',
        instance: worker.instance,
        pool: { threads: 2, queue_size: 0, max_queue: 64, completed: expect.any(Number), running: 0 },
      },
    })
  })

  it('runs a selftest on the pool: standard normal draws, reproducible from the seed', async () => {
    const client = createSimWorkerClient(worker.url)
    const first = await client.selftest({ seed: 2024, draws: 200_000 })

    expect(Math.abs(first.mean)).toBeLessThan(0.01)
    expect(Math.abs(first.stdev - 1)).toBeLessThan(0.01)
    expect(first.p10).toBeCloseTo(-1.2816, 1)
    expect(first.p90).toBeCloseTo(1.2816, 1)

    expect(await client.selftest({ seed: 2024, draws: 200_000 })).toEqual(first)
    expect(await client.selftest({ seed: 2025, draws: 200_000 })).not.toEqual(first)
  })

  it('counts completed jobs', async () => {
    const client = createSimWorkerClient(worker.url)
    const before = await client.health()
    await client.selftest({ seed: 1, draws: 10 })
    const after = await client.health()
    if (!before.ok || !after.ok) throw new Error('health check failed')
    expect(after.body.pool.completed).toBe(before.body.pool.completed + 1)
  })

  it('keeps answering /health while every thread is busy', async () => {
    const client = createSimWorkerClient(worker.url)
    const finished: string[] = []
    const heavy = [1, 2].map((seed) =>
      client.selftest({ seed, draws: 1_000_000 }).then(() => finished.push('selftest')),
    )
    // Let both tasks reach the threads before asking.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const health = await client.health()
    finished.push('health')
    await Promise.all(heavy)

    expect(finished[0]).toBe('health')
    expect(health.ok && health.body.pool.running).toBeGreaterThan(0)
  })

  it('answers 400 with the reason for an invalid body', async () => {
    const client = createSimWorkerClient(worker.url)
    const failure = await client.selftest({ seed: 1, draws: -1 }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SimWorkerError)
    expect((failure as SimWorkerError).status).toBe(400)
    expect((failure as SimWorkerError).message).toMatch(/^Invalid request: draws: .*>=1/)

    await expect(client.selftest({ seed: 1, draws: 1_000_001 })).rejects.toThrow(/draws: .*<=1000000/)
    await expect(client.selftest({ seed: 0.5, draws: 10 })).rejects.toThrow(/seed/)
  })

  it('answers 400 for malformed JSON', async () => {
    expect(await postRaw(`${worker.url}/v1/selftest`, '{"seed": 1, "draws":')).toEqual({
      status: 400,
      body: { detail: 'Request body is not valid JSON' },
    })
    expect(await postRaw(`${worker.url}/v1/selftest`, '[1, 2]')).toEqual({
      status: 400,
      body: { detail: expect.stringMatching(/expected object/) },
    })
  })

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    const missing = await fetch(`${worker.url}/v1/nothing-here`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'Not found' })

    const wrongMethod = await fetch(`${worker.url}/v1/selftest`)
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(await wrongMethod.json()).toEqual({ detail: expect.stringContaining('GET') })
  })

  it('runs its pool threads at nice 10 and its HTTP thread at normal priority (Linux /proc)', () => {
    // Deno names the threads of node:worker_threads (piscina's pool) worker-1, worker-2, …
    const threads = fs.readdirSync(`/proc/${worker.pid}/task`).map((id) => {
      const read = (file: string) => fs.readFileSync(`/proc/${worker.pid}/task/${id}/${file}`, 'utf8')
      // stat's fields after "(comm) ": state is field 3, nice field 19 (proc(5)).
      const nice = Number(read('stat').split(') ')[1].split(' ')[16])
      return { id: Number(id), name: read('comm').trim(), nice }
    })
    const pool = threads.filter((t) => /^worker-\d+$/.test(t.name))
    expect(pool).toHaveLength(2)
    for (const thread of pool) expect(thread.nice).toBe(10)
    expect(threads.find((t) => t.id === worker.pid)?.nice).toBe(0)
  })

  it('logs one line per request with the [sim-worker] prefix, once its answer is on its way', async () => {
    // The line is written after the answer (sim-worker/main.ts), so the last request's may still be coming.
    await vi.waitFor(() => {
      expect(output.lines).toContainEqual(expect.stringMatching(/^\[sim-worker\] POST \/v1\/selftest 200 \d+ms$/))
      expect(output.lines).toContainEqual(expect.stringMatching(/^\[sim-worker\] GET \/v1\/nothing-here 404 \d+ms$/))
    })
  })

  it('stops on request: exits 0, the process is gone, the client reports it unavailable', async () => {
    await worker.stop()

    expect(await worker.exited).toEqual({ code: 0, signal: null })
    expect(isRunning(worker.pid)).toBe(false)
    expect(output.lines).toContain('[sim-worker] sim-worker: stopped')
    expect(output.lines.some((line) => line.includes('exited unexpectedly'))).toBe(false)

    const client = createSimWorkerClient(worker.url, { timeoutMs: 2_000 })
    expect(await client.health()).toEqual({ ok: false, detail: SIM_WORKER_UNAVAILABLE })
    await expect(client.selftest({ seed: 1, draws: 10 })).rejects.toThrow(SIM_WORKER_UNAVAILABLE)
  })
})

/** A small household: the spec's default assumptions (02 §9), 1,000 paths over 20 years. */
const projectionInput: ProjectionInput = {
  years: 20,
  iterations: 1000,
  seed: 7,
  start: { cash: 15_000, taxable: 40_000, retirement: 90_000, real_estate: 250_000 },
  liabilities: [{ balance: 200_000, annual_rate: 0.06, monthly_payment: 1_500 }],
  monthly_income: 7_000,
  monthly_spending: 5_500,
  contribution_split: { cash: 0.1, taxable: 0.4, retirement: 0.5 },
  assumptions: {
    stock_return: 0.05,
    real_estate_return: 0.025,
    salary_growth: 0.02,
    inflation: 0.025,
    retirement_return: 0.065,
  },
}

function withoutTiming(result: ProjectionResult): Omit<ProjectionResult, 'elapsed_ms'> {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

async function failureOf(promise: Promise<unknown>): Promise<SimWorkerError> {
  const failure = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  )
  expect(failure).toBeInstanceOf(SimWorkerError)
  return failure as SimWorkerError
}

describe('sim-worker projections', () => {
  let worker: SimWorkerProcess

  beforeAll(async () => {
    worker = await startSimWorker({ port: await freePort(), threads: 2, log: () => {} })
  })

  afterAll(async () => {
    await worker?.stop()
  })

  it('answers a projection: one value per year in every series, bands in order', async () => {
    const result = await createSimWorkerClient(worker.url).projection(projectionInput)

    expect(result.years).toEqual(Array.from({ length: 21 }, (_, year) => year))
    expect(result).toMatchObject({ iterations: 1000, seed: 7, elapsed_ms: expect.any(Number) })
    const series = [
      ...Object.values(result.net_worth),
      result.mean,
      result.deterministic,
      result.probability_positive,
      ...Object.values(result.breakdown),
    ]
    for (const values of series) expect(values).toHaveLength(21)
    const { p10, p25, p50, p75, p90 } = result.net_worth
    for (let year = 0; year <= 20; year++) {
      expect([p10[year], p25[year], p50[year], p75[year], p90[year]]).toEqual(
        [p10[year], p25[year], p50[year], p75[year], p90[year]].sort((a, b) => a - b),
      )
      expect(result.probability_positive[year]).toBeGreaterThanOrEqual(0)
      expect(result.probability_positive[year]).toBeLessThanOrEqual(1)
    }
    // Today is known exactly; twenty years on the paths have spread out.
    expect(p10[0]).toBe(15_000 + 40_000 + 90_000 + 250_000 - 200_000)
    expect(p90[20]).toBeGreaterThan(p10[20])
  })

  it('gives the same result for the same seed over HTTP, and another for another seed', async () => {
    const client = createSimWorkerClient(worker.url)
    const first = await client.projection(projectionInput)
    const again = await client.projection(projectionInput)
    const otherSeed = await client.projection({ ...projectionInput, seed: 8 })

    expect(withoutTiming(again)).toEqual(withoutTiming(first))
    expect(otherSeed.net_worth.p50).not.toEqual(first.net_worth.p50)
  })

  it.each([
    ['iterations 100001', { iterations: 100_001 }, /^Invalid request: iterations: .*<=100000/],
    ['years 61', { years: 61 }, /^Invalid request: years: .*<=60/],
    [
      'a split that does not sum to 1',
      { contribution_split: { cash: 0.5, taxable: 0.5, retirement: 0.5 } },
      /^Invalid request: contribution_split: fractions must sum to 1, got 1\.5/,
    ],
  ])('answers 400 naming the field for %s', async (_what, change, message) => {
    const client = createSimWorkerClient(worker.url)
    const failure = await failureOf(client.projection({ ...projectionInput, ...change }))
    expect(failure.status).toBe(400)
    expect(failure.message).toMatch(message)
  })

  it('runs a batch of the base and 2 scenarios on the base seed', async () => {
    const client = createSimWorkerClient(worker.url)
    const batch = await client.projectionBatch({
      base: projectionInput,
      scenarios: [
        { name: 'Market crash', scenario: { crash: { year: 2, drop: 0.35 } } },
        { name: 'Max savings', scenario: { extra_monthly_contribution: 2_500 } },
      ],
    })

    expect(batch.scenarios.map((scenario) => scenario.name)).toEqual(['Market crash', 'Max savings'])
    // The base in a batch is the plain projection: same seed, same paths.
    expect(withoutTiming(batch.base)).toEqual(withoutTiming(await client.projection(projectionInput)))
    const [crash, maxSavings] = batch.scenarios.map((scenario) => scenario.result)
    expect(crash.net_worth.p50[1]).toBe(batch.base.net_worth.p50[1])
    expect(crash.net_worth.p50[2]).toBeLessThan(batch.base.net_worth.p50[2])
    expect(maxSavings.net_worth.p50[20]).toBeGreaterThan(batch.base.net_worth.p50[20])
    expect(crash.seed).toBe(projectionInput.seed)
  })

  it('gives the same batch as one task when the pool has no room to spread it', async () => {
    // One thread and no queue: three runs cannot be admitted at once, so the
    // service runs the batch as a single projection_batch task instead.
    const narrow = await startSimWorker({ port: await freePort(), threads: 1, maxQueue: 0, log: () => {} })
    try {
      const input = {
        base: { ...projectionInput, iterations: 200 },
        scenarios: [
          { name: 'Lower returns', scenario: { return_shift: -0.02 } },
          { name: 'Retire at 10', scenario: { stop_contributions_after_years: 10 } },
        ],
      }
      const single = await createSimWorkerClient(narrow.url).projectionBatch(input)
      const spread = await createSimWorkerClient(worker.url).projectionBatch(input)
      expect(withoutTiming(single.base)).toEqual(withoutTiming(spread.base))
      expect(single.scenarios.map(({ name, result }) => [name, withoutTiming(result)])).toEqual(
        spread.scenarios.map(({ name, result }) => [name, withoutTiming(result)]),
      )
    } finally {
      await narrow.stop()
    }
  })

  it('answers 400 for a batch over the path-year budget', async () => {
    const client = createSimWorkerClient(worker.url)
    const failure = await failureOf(
      client.projectionBatch({
        base: { ...projectionInput, iterations: 100_000, years: 60 },
        scenarios: [{ name: 'Lower returns', scenario: { return_shift: -0.02 } }],
      }),
    )
    expect(failure.status).toBe(400)
    expect(failure.message).toMatch(/12,000,000 path-years; at most 6,000,000 per request/)
  })
})

const goalSuccessGoals: GoalSuccessGoal[] = [
  {
    id: 'emergency',
    current_amount: 8_000,
    target_amount: 20_000,
    months_left: 24,
    priority: 1,
    expected_return: 0.03,
    volatility: 0.01,
  },
  {
    id: 'house',
    current_amount: 30_000,
    target_amount: 90_000,
    months_left: 60,
    priority: 2,
    expected_return: 0.05,
    volatility: 0.1,
  },
  {
    id: 'retirement',
    current_amount: 150_000,
    target_amount: 1_500_000,
    months_left: 360,
    priority: 3,
    expected_return: 0.065,
    volatility: 0.16,
    monthly_contribution: 1_200,
  },
]

const goalSuccessInput = {
  seed: 11,
  monthly_surplus: 1_200,
  goals: goalSuccessGoals,
  allocation: 'priority' as const,
}

function goalsWithoutTiming(result: GoalSuccessResult): Omit<GoalSuccessResult, 'elapsed_ms'> {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

describe('sim-worker goal success', () => {
  let worker: SimWorkerProcess

  beforeAll(async () => {
    worker = await startSimWorker({ port: await freePort(), threads: 2, log: () => {} })
  })

  afterAll(async () => {
    await worker?.stop()
  })

  it('answers each goal in input order, 1,000 paths by default, all goals at most the least likely', async () => {
    const result = await createSimWorkerClient(worker.url).goalSuccess(goalSuccessInput)

    expect(result).toMatchObject({ iterations: 1000, seed: 11, elapsed_ms: expect.any(Number) })
    expect(result.goals.map((goal) => [goal.id, goal.monthly_allocated])).toEqual([
      ['emergency', 500],
      ['house', 700], // what priority 1 left of the 1,200
      ['retirement', 1_200],
    ])
    for (const goal of result.goals) {
      expect(goal.success_probability).toBeGreaterThanOrEqual(0)
      expect(goal.success_probability).toBeLessThanOrEqual(1)
      expect(goal.p10_final).toBeLessThanOrEqual(goal.median_final)
      expect(goal.median_final).toBeLessThanOrEqual(goal.p90_final)
    }
    const least = Math.min(...result.goals.map((goal) => goal.success_probability))
    expect(result.all_goals_probability).toBeLessThanOrEqual(least)
    expect(result.goals[0].success_probability).toBeGreaterThan(0.9)
  })

  it('gives the same result for the same seed over HTTP, and another for another seed', async () => {
    const client = createSimWorkerClient(worker.url)
    const first = await client.goalSuccess({ ...goalSuccessInput, iterations: 2_000 })
    const again = await client.goalSuccess({ ...goalSuccessInput, iterations: 2_000 })
    const otherSeed = await client.goalSuccess({ ...goalSuccessInput, iterations: 2_000, seed: 12 })

    expect(goalsWithoutTiming(again)).toEqual(goalsWithoutTiming(first))
    expect(otherSeed.goals[2].median_final).not.toBe(first.goals[2].median_final)
  })

  it.each([
    [
      '51 goals',
      { goals: Array.from({ length: 51 }, (_, index) => ({ ...goalSuccessGoals[0], id: `goal-${index}` })) },
      /^Invalid request: goals: .*<=50/,
    ],
    [
      'months_left 0',
      { goals: [{ ...goalSuccessGoals[0], months_left: 0 }] },
      /^Invalid request: goals\.0\.months_left: .*>=1/,
    ],
    [
      'too many path-months',
      {
        iterations: 100_000,
        goals: [
          { ...goalSuccessGoals[2], months_left: 720 },
          { ...goalSuccessGoals[1], months_left: 720 },
        ],
      },
      /^Invalid request: body: iterations × total months_left is 144,000,000 path-months; at most 100,000,000/,
    ],
  ])('answers 400 naming the field for %s', async (_what, change, message) => {
    const client = createSimWorkerClient(worker.url)
    const failure = await failureOf(client.goalSuccess({ ...goalSuccessInput, ...change }))
    expect(failure.status).toBe(400)
    expect(failure.message).toMatch(message)
  })
})

describe('sim-worker back-pressure and deadlines', () => {
  const workers: SimWorkerProcess[] = []

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()))
  })

  it('answers 503 once the threads and the queue are full', async () => {
    const worker = await startSimWorker({ port: await freePort(), threads: 1, maxQueue: 1, log: () => {} })
    workers.push(worker)
    const client = createSimWorkerClient(worker.url)

    // One running, one queued; a million draws each keeps them there for the
    // whole burst, so the rest find no room.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, seed) => client.selftest({ seed, draws: 1_000_000 })),
    )
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected')
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled')

    expect(fulfilled.length).toBeGreaterThanOrEqual(2)
    expect(rejected.length).toBeGreaterThanOrEqual(1)
    for (const outcome of rejected) {
      expect(outcome.reason).toBeInstanceOf(SimWorkerError)
      expect(outcome.reason).toMatchObject({ status: 503, message: 'Simulation queue is full, try again shortly' })
    }
  })

  it('answers 504 when a task outlives its deadline, and replaces the cancelled thread', async () => {
    const worker = await startSimWorker({ port: await freePort(), threads: 1, taskTimeoutMs: 20, log: () => {} })
    workers.push(worker)
    const client = createSimWorkerClient(worker.url)

    await expect(client.selftest({ seed: 1, draws: 1_000_000 })).rejects.toMatchObject({
      status: 504,
      message: 'Simulation did not finish within 20 ms and was cancelled',
    })

    // Piscina terminates the thread running a cancelled task; a small task must
    // succeed again once its replacement is up.
    let recovered = false
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      recovered = await client.selftest({ seed: 1, draws: 1 }).then(
        () => true,
        () => false,
      )
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(recovered).toBe(true)
  })

  it('finishes in-flight simulations on SIGTERM before exiting', async () => {
    const output = collectLines()
    const worker = await startSimWorker({ port: await freePort(), threads: 1, log: output.log })
    workers.push(worker)
    const client = createSimWorkerClient(worker.url)

    // One running and one queued when the signal arrives: both must complete. The signal waits until the
    // pool holds both (a fixed 50 ms was sometimes too short for the second to arrive on a loaded machine,
    // which then found the service no longer accepting).
    const inFlight = [1, 2].map((seed) => client.selftest({ seed, draws: 1_000_000 }))
    await vi.waitFor(
      async () => {
        const { pool } = (await (await fetch(`${worker.url}/health`)).json()) as {
          pool: { running: number; queue_size: number }
        }
        expect(pool.running + pool.queue_size).toBe(2)
      },
      { timeout: 10_000, interval: 10 },
    )
    await worker.stop()

    const outcomes = await Promise.allSettled(inFlight)
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled'])
    expect(await worker.exited).toEqual({ code: 0, signal: null })
    expect(output.lines).toContain('[sim-worker] sim-worker: SIGTERM received, finishing in-flight requests')
  })

  it('reports a crash of the service without taking the host down', async () => {
    const output = collectLines()
    const worker = await startSimWorker({ port: await freePort(), threads: 1, log: output.log })
    workers.push(worker)

    process.kill(worker.pid, 'SIGKILL')

    expect(await worker.exited).toEqual({ code: null, signal: 'SIGKILL' })
    expect(output.lines).toContain('[sim-worker] exited unexpectedly (code null, signal SIGKILL)')
    await expect(worker.stop()).resolves.toBeUndefined()
  })

  it('refuses to start with an invalid setting and names the variable', async () => {
    const output = collectLines()
    const starting = startSimWorker({ port: await freePort(), threads: 0, log: output.log })

    await expect(starting).rejects.toThrow(/exited during start-up \(code 1[\s\S]*SIM_WORKER_THREADS="0"/)
  })
})
