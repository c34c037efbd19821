// Run by tests/bench/lifecycle.ts with Deno (it reads its workloads as JSON on stdin): the lifecycle
// engine on the sim-worker's piscina pool, the way the service runs it. Prints one JSON line a workload:
//   single_ms  one `lifecycle` task with every path (one thread busy, the other idle)
//   pool_ms    the same run as the service answers it on a free pool (lifecycle-on-pool.ts): one task a
//              thread, each claiming windows of paths, then years to summarise
//   pool_speedup = single_ms ÷ pool_ms; same_numbers: whether both answered the same result
//   two_at_once_ms  two whole single-task runs started together, one a thread: what the machine gives two
//              independent threads at that moment. parallel_ceiling = 2 × single_ms ÷ two_at_once_ms is
//              the speedup no split of one run could beat then (on these shared cores it has been seen
//              anywhere from 1.2 to 1.9 within a day), so pool_speedup reads against it.
//   split_efficiency = pool_speedup ÷ parallel_ceiling = two_at_once_ms ÷ (2 × pool_ms): how close the split comes
//              to the machine's ceiling, which moves far less between runs than either; with its quartiles
//              over the repeats, each repeat's three timings taken back to back.
// Single and pool runs are interleaved, medians of `repeats`.

import os from 'node:os'
import { createSimPool } from '../../sim-worker/pool.ts'
import type { LifecycleInput, LifecycleResult } from '../../sim-worker/core/lifecycle-types.ts'
import { runLifecycleOnPool } from '../../sim-worker/lifecycle-on-pool.ts'
import { readStdin } from './read-stdin.ts'
import { median, quantile } from './order-statistics.ts'

const WARM_UP_RUNS = 3

const { workloads, repeats } = JSON.parse(await readStdin()) as {
  workloads: { case: string; input: LifecycleInput }[]
  repeats: number
}
const threads = os.availableParallelism()
const pool = createSimPool({ threads, maxQueue: threads * 4, taskTimeoutMs: 600_000 })

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const startedAt = performance.now()
  const result = await run()
  return { ms: performance.now() - startedAt, result }
}

/** The result without its timing, which is the only part allowed to differ. */
function numbers(result: LifecycleResult): string {
  const { elapsed_ms: _elapsed, ...rest } = result
  return JSON.stringify(rest)
}

const round = (ms: number) => Math.round(ms * 100) / 100

try {
  for (const { case: name, input } of workloads) {
    const single: number[] = []
    const parallel: number[] = []
    const pair: number[] = []
    let same = true
    for (let repeat = -WARM_UP_RUNS; repeat < repeats; repeat++) {
      const payload = { ...input, seed: repeat + 100 }
      const one = await timed(() => pool.run({ kind: 'lifecycle', payload }))
      const split = await timed(() => runLifecycleOnPool(pool, payload))
      const both = await timed(() => Promise.all([0, 1].map(() => pool.run({ kind: 'lifecycle', payload }))))
      same &&= numbers(one.result) === numbers(split.result)
      if (repeat >= 0) {
        single.push(one.ms)
        parallel.push(split.ms)
        pair.push(both.ms)
      }
    }
    console.log(
      JSON.stringify({
        case: name,
        paths: input.iterations,
        years: (input.planning_age ?? 95) - input.current_age,
        threads,
        single_ms: round(median(single)),
        pool_ms: round(median(parallel)),
        pool_speedup: round(median(single) / median(parallel)),
        two_at_once_ms: round(median(pair)),
        parallel_ceiling: round((2 * median(single)) / median(pair)),
        split_efficiency: round(median(pair) / (2 * median(parallel))),
        split_efficiency_quartiles: [0.25, 0.75].map((q) =>
          round(
            quantile(
              pair.map((both, i) => both / (2 * parallel[i])),
              q,
            ),
          ),
        ),
        same_numbers: same,
        target_speedup: 1.7,
      }),
    )
  }
} finally {
  await pool.drainAndDestroy()
}
