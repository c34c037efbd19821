// Run by tests/bench/lifecycle.ts with Deno (it reads its workload as JSON on stdin): the lifecycle
// engine on the sim-worker's piscina pool, the way the service runs it. Prints one JSON line:
//   single_ms  one `lifecycle` task with every path (one thread busy, the other idle)
//   pool_ms    the same paths split into one task per thread, all sent at once; wall time to the last
//   pool_speedup = single_ms ÷ pool_ms
// Results come back from the threads packed in one moved buffer (sim-worker/core/packed.ts, unpacked by
// pool.ts); nothing goes through HTTP or JSON. Single and pool runs are interleaved, medians of `repeats`.

import { Buffer } from 'node:buffer'
import os from 'node:os'
import process from 'node:process'
import { createSimPool } from '../../sim-worker/pool.ts'
import type { LifecycleInput } from '../../sim-worker/core/lifecycle-types.ts'

const WARM_UP_RUNS = 3

// Node's names (Deno provides them too), so that the app's TypeScript check reads this file as well.
async function readStdin(): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of process.stdin) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

const { input, repeats } = JSON.parse(await readStdin()) as { input: LifecycleInput; repeats: number }
const threads = os.availableParallelism()
const pool = createSimPool({ threads, maxQueue: threads * 4, taskTimeoutMs: 600_000 })

/** The paths split into one task per thread, each with its own seed. */
function shares(seed: number): LifecycleInput[] {
  const share = Math.ceil(input.iterations / threads)
  return Array.from({ length: threads }, (_, index) => ({
    ...input,
    iterations: Math.min(share, input.iterations - index * share),
    seed: seed * threads + index,
  }))
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const startedAt = performance.now()
  await run()
  return performance.now() - startedAt
}

const single: number[] = []
const parallel: number[] = []
try {
  for (let repeat = -WARM_UP_RUNS; repeat < repeats; repeat++) {
    const seed = repeat + 100
    const singleMs = await timed(() => pool.run({ kind: 'lifecycle', payload: { ...input, seed } }))
    const poolMs = await timed(() =>
      Promise.all(shares(seed).map((payload) => pool.run({ kind: 'lifecycle', payload }))),
    )
    if (repeat >= 0) {
      single.push(singleMs)
      parallel.push(poolMs)
    }
  }
} finally {
  await pool.drainAndDestroy()
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const round = (ms: number) => Math.round(ms * 100) / 100
console.log(
  JSON.stringify({
    case: 'lifecycle_pool',
    paths: input.iterations,
    years: (input.planning_age ?? 95) - input.current_age,
    threads,
    single_ms: round(median(single)),
    pool_ms: round(median(parallel)),
    pool_speedup: round(median(single) / median(parallel)),
  }),
)
