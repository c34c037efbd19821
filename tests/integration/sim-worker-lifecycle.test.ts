import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runLifecycle } from '../../sim-worker/core/lifecycle-summary.ts'
import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'
import { type SimWorkerProcess, startSimWorker } from '../../server/sim-worker-process.ts'
import { freePort } from '../helpers/spawn-server.ts'

// The lifecycle result comes back from the pool's threads packed in one moved buffer (sim-worker/core/
// packed.ts) and is unpacked before it is written as JSON: the answer over HTTP must be the engine's own.

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

  it('answers the in-process result (packed across threads, unpacked before JSON), to 1e-12', async () => {
    const response = await fetch(`${worker.url}/v1/lifecycle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    const local = JSON.parse(JSON.stringify(runLifecycle(input))) as Record<string, unknown>
    expect(typeof body.elapsed_ms).toBe('number')
    delete body.elapsed_ms
    delete local.elapsed_ms
    expect(snapped(body, local)).toEqual(local)
  })
})
