import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLifecycle } from '../../sim-worker/core/lifecycle-summary.ts'
import { createSimWorkerClient } from '../../app/infra/sim-worker-client.server.ts'
import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'
import { type SimWorkerProcess, startSimWorker } from '../../server/sim-worker-process.ts'
import { freePort } from '../helpers/spawn-server.ts'

// The lifecycle result comes back from the pool's threads packed in one moved buffer (sim-worker/core/
// packed.ts) and is unpacked before it is written as JSON; a run large enough is split over both threads
// (sim-worker/lifecycle-on-pool.ts: a task a thread, each claiming windows of paths, then years, through
// shared buffers). Either way the answer over HTTP must be the engine's own.

const MIX = { stocks: 0.6, bonds: 0.4, cash: 0 }
const input: LifecycleInput = {
  current_age: 55,
  retirement_age: 62,
  planning_age: 90,
  birth_year: 1971,
  iterations: 500,
  seed: 9,
  accounts: {
    cash: 20_000,
    taxable: 80_000,
    taxable_basis: 60_000,
    tax_deferred: 400_000,
    roth: 30_000,
    real_estate: 0,
  },
  allocations: { cash: { stocks: 0, bonds: 0, cash: 1 }, taxable: MIX, tax_deferred: MIX, roth: MIX },
  loans: [],
  monthly_spending: 4_000,
  working: {
    annual_salary: 100_000,
    monthly_take_home: 6_000,
    salary_growth: 0.02,
    k401_rate: 0.08,
    employer_match: { rate: 0.5, up_to: 0.06 },
    ira_annual: 0,
  },
  income: { social_security: { claiming_age: 67, monthly_benefit: 2_200 } },
  limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
  tax: { thresholds: [0, 11_925, 48_475, 103_350], rates: [0.1, 0.12, 0.22, 0.24], standard_deduction: 15_000 },
  strategy: { kind: 'fixed_real' },
  market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.025 },
  return_model: { kind: 'parametric' },
}

/**
 * `actual` with every number replaced by `expected`'s where they agree to 1e-12 relative: Deno's V8 and
 * Node's round a few Math functions differently in the last bit, which the engine compounds over years.
 */
function snapped(actual: unknown, expected: unknown): unknown {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return Math.abs(actual - expected) <= 1e-12 * Math.max(1, Math.abs(expected)) ? expected : actual
  }
  if (Array.isArray(actual) && Array.isArray(expected)) return actual.map((value, i) => snapped(value, expected[i]))
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    const other = expected as Record<string, unknown>
    return Object.fromEntries(Object.entries(actual).map(([key, value]) => [key, snapped(value, other[key])]))
  }
  return actual
}

describe('sim-worker lifecycle over HTTP', () => {
  let worker: SimWorkerProcess

  beforeAll(async () => {
    worker = await startSimWorker({ port: await freePort(), threads: 2, log: () => {} })
  })

  afterAll(async () => {
    await worker?.stop()
  })

  async function completedTasks() {
    const health = (await (await fetch(`${worker.url}/health`)).json()) as { pool: { completed: number } }
    return health.pool.completed
  }

  async function overHttp(body: LifecycleInput) {
    const response = await fetch(`${worker.url}/v1/lifecycle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }

  /** The HTTP answer equals the in-process runLifecycle's; answers how many pool tasks it took. */
  async function expectEngineAnswer(body: LifecycleInput) {
    const before = await completedTasks()
    const answer = await overHttp(body)
    const tasks = (await completedTasks()) - before
    const local = JSON.parse(JSON.stringify(runLifecycle(body))) as Record<string, unknown>
    expect(typeof answer.elapsed_ms).toBe('number')
    delete answer.elapsed_ms
    delete local.elapsed_ms
    expect(snapped(answer, local)).toEqual(local)
    return tasks
  }

  it('answers the in-process result, split over both threads (a task each: windows, then years), to 1e-12', async () => {
    expect(await expectEngineAnswer(input)).toBe(2)
  })

  it('answers runs sent together each its own in-process result, split or queued', async () => {
    const runs = [3, 4, 5, 6].map((seed) => ({ ...input, seed }))
    const answers = await Promise.all(runs.map((run) => overHttp(run)))
    answers.forEach((answer, i) => {
      const local = JSON.parse(JSON.stringify(runLifecycle(runs[i]))) as Record<string, unknown>
      delete answer.elapsed_ms
      delete local.elapsed_ms
      expect(snapped(answer, local)).toEqual(local)
    })
  })

  it('answers a small run (fewer than 100 paths a thread) in one task, the same numbers', async () => {
    expect(await expectEngineAnswer({ ...input, iterations: 150 })).toBe(1)
  })

  it('answers a historical replay (at most 98 start years, too few to split) in one task', async () => {
    const replay = { ...input, return_model: { kind: 'replay' as const }, current_age: 70, retirement_age: 70 }
    expect(await expectEngineAnswer(replay)).toBe(1)
  })

  it('refuses a replay longer than the history with a 400 that names the field', async () => {
    const response = await fetch(`${worker.url}/v1/lifecycle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...input,
        return_model: { kind: 'replay' },
        current_age: 18,
        retirement_age: 65,
        planning_age: 120,
      }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { detail: string }).detail).toMatch(
      /planning_age: the replay model needs a plan of at most \d+ years/,
    )
  })

  it("answers a scenario table its median net worth and success rate (POST /v1/lifecycle/medians): the full run's, in one task", async () => {
    const client = createSimWorkerClient(worker.url)
    for (const body of [input, { ...input, monthly_spending: 7_000, seed: 4 }]) {
      const before = await completedTasks()
      const medians = await client.lifecycleMedians(body)
      expect((await completedTasks()) - before).toBe(1)
      const full = await client.lifecycle(body)
      expect(medians.net_worth).toEqual({
        nominal: { p50: full.net_worth.nominal.p50 },
        real: { p50: full.net_worth.real.p50 },
      })
      expect([medians.success_rate, medians.iterations, medians.seed]).toEqual([
        full.success_rate,
        full.iterations,
        full.seed,
      ])
      expect(medians.ages).toEqual(full.ages)
    }
    const refused = await fetch(`${worker.url}/v1/lifecycle/medians`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, iterations: 0 }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/iterations/)
  })
})
