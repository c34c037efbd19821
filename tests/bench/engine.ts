// npx tsx tests/bench/engine.ts: throughput of the projection engine, one JSON
// line per case on stdout (nothing else goes there, so the output can be piped
// into jq or appended to a log).
//
//   engine_default_request  the app's default request (1,000 paths × 30 years), direct call, median
//   engine_single_thread    5,000 paths × 30 years, direct call on this thread, median
//   engine_pool             the same 5,000 paths split over N parallel HTTP requests to the Deno
//                           service, N = its pool size; wall time from first send to last answer
//   service_default_request one 1,000 × 30 request through HTTP; engine_ms is the median time the
//                           worker itself reported (elapsed_ms), the rest is HTTP, JSON and the pool
//
// Each case runs a few times untimed first (JIT warm-up, worker threads loading the module).

import net from 'node:net'
import os from 'node:os'
import { createSimWorkerClient } from '../../app/infra/sim-worker-client.server.ts'
import { startSimWorker } from '../../server/sim-worker-process.ts'
import { runProjection } from '../../sim-worker/core/projection.ts'
import type { ProjectionInput } from '../../sim-worker/core/projection-types.ts'

const REPEATS = Number(process.env.BENCH_REPEATS ?? 7)
const WARM_UP_RUNS = 3
const PATHS = 5_000
const YEARS = 30

/** Every feature of the model in play, with the spec's default assumptions (02 §9). */
function household(iterations: number, seed: number): ProjectionInput {
  return {
    years: YEARS,
    iterations,
    seed,
    start: { cash: 20_000, taxable: 50_000, retirement: 80_000, real_estate: 300_000 },
    liabilities: [
      { balance: 250_000, annual_rate: 0.065, monthly_payment: 1_896.2 },
      { balance: 15_000, annual_rate: 0.08, monthly_payment: 400 },
    ],
    monthly_income: 8_000,
    monthly_spending: 6_000,
    contribution_split: { cash: 0.2, taxable: 0.3, retirement: 0.5 },
    assumptions: {
      stock_return: 0.05,
      real_estate_return: 0.025,
      salary_growth: 0.02,
      inflation: 0.025,
      retirement_return: 0.065,
    },
  }
}

/** Median wall time of `repeats` runs after a few untimed ones (until the JIT has optimised the loop). */
async function medianMs(run: (repeat: number) => unknown, repeats = REPEATS): Promise<number> {
  for (let warmUp = 1; warmUp <= WARM_UP_RUNS; warmUp++) await run(-warmUp)
  const times: number[] = []
  for (let repeat = 0; repeat < repeats; repeat++) {
    const startedAt = performance.now()
    await run(repeat)
    times.push(performance.now() - startedAt)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

function report(name: string, paths: number, ms: number, extra: Record<string, unknown> = {}): void {
  const pathYearsPerSecond = Math.round((paths * YEARS) / (ms / 1000))
  console.log(
    JSON.stringify({
      case: name,
      paths,
      years: YEARS,
      path_years_per_second: pathYearsPerSecond,
      ms: Math.round(ms * 100) / 100,
      ...extra,
    }),
  )
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

report('engine_default_request', 1_000, await medianMs((repeat) => runProjection(household(1_000, repeat))))
report('engine_single_thread', PATHS, await medianMs((repeat) => runProjection(household(PATHS, repeat))))

const threads = os.availableParallelism()
// The service's own output would interleave with the JSON lines; it is not needed here.
const worker = await startSimWorker({ port: await findFreePort(), threads, log: () => {} })
try {
  const client = createSimWorkerClient(worker.url, { timeoutMs: 120_000 })
  const share = Math.ceil(PATHS / threads)
  const poolMs = await medianMs((repeat) =>
    Promise.all(
      Array.from({ length: threads }, (_, index) =>
        client.projection(household(Math.min(share, PATHS - index * share), repeat * threads + index)),
      ),
    ),
  )
  report('engine_pool', PATHS, poolMs, { threads, requests: threads })

  const engineTimes: number[] = []
  const requestMs = await medianMs(async (repeat) => {
    const { elapsed_ms: elapsedMs } = await client.projection(household(1_000, repeat))
    if (repeat >= 0) engineTimes.push(elapsedMs) // warm-up runs pass negative numbers
  })
  engineTimes.sort((a, b) => a - b)
  report('service_default_request', 1_000, requestMs, { engine_ms: engineTimes[Math.floor(engineTimes.length / 2)] })
} finally {
  await worker.stop()
}
