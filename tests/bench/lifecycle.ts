// npx tsx tests/bench/lifecycle.ts: the lifecycle engine against a minimal yearly reference, one JSON
// line per case on stdout.
//
// The workload (issue 11, "Planning engine v2"): one 60/40 pot, $500k, +$20k a year, no spending,
// nominal, 5,000 paths × 30 years, single-threaded.
//   reference_yearly            a plain typed-array loop: one normal return per path-year (mulberry32 +
//                               Box-Muller, both values of each pair used), balance = balance · (1 + r) + 20k
//   lifecycle_engine            simulateLifecyclePaths on that pot (monthly model, parametric returns, no
//                               summary, nominalOnly: the workload is nominal, so no inflation is drawn);
//                               ratio_to_reference is the target (<= 1)
//   lifecycle_full_four_classes runLifecycle (engine + every band, flow and account median) for a household
//                               with every account and a home, stocks, bonds, cash and real estate all
//                               funded, a mortgage, 401(k) with match and a Roth IRA: 35 → 65, 5,000 paths
//   lifecycle_retired           runLifecycle for a retiree drawing a 60/40 tax-deferred pot with taxes,
//                               Social Security and RMDs, 65 → 95 monthly, 5,000 paths
//   lifecycle_default_request   runLifecycle for the app's default projection: a household aged 38
//                               planning to 95 (57 years), retiring at 65 (monthly retirement), taxes,
//                               Social Security, a pension, RMDs, 1,000 paths (target: <= 25 ms median)
//   lifecycle_engine_deno       the reference and lifecycle_engine again, interleaved in a Deno process
//                               (lifecycle-deno.ts): the runtime the sim-worker runs the engine in, whose
//                               V8 is newer than Node 20's; its ratio is to the reference timed beside it
//                               in Deno (reference_ms). Both are printed: the issue set the target against
//                               the reference in Node, so the Node line is the one it is read on; the Deno
//                               line shows the runtime the service actually uses
//   lifecycle_pool              lifecycle_full_four_classes on the Deno sim-worker's piscina pool
//                               (lifecycle-pool.ts, run with Deno): one task of 5,000 paths vs the
//                               service's split of the same run over every thread (the same numbers);
//                               pool_speedup = single ÷ pool (target >= 1.7 on 2), beside the
//                               machine's parallel_ceiling at the time and the split's share of it,
//                               split_efficiency (lifecycle-pool.ts)
//   lifecycle_pool_default_request  the same for the default request's run (1,000 paths, 57 years)
// ratio = the case's median time ÷ the reference's; ratio_quartiles, the quartiles of that ratio repeat by
// repeat. Cases are interleaved repeat by repeat, so load on the machine affects them alike. Each line
// names its runtime. The workloads and the reference are in lifecycle-workloads.ts.

import { simulateLifecyclePaths } from '../../sim-worker/core/lifecycle.ts'
import { runLifecycle } from '../../sim-worker/core/lifecycle-summary.ts'
import { defaultRequest, fourClasses, onePot, PATHS, referenceEngine, retiree, YEARS } from './lifecycle-workloads.ts'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { median, quantile } from './order-statistics.ts'

const REPEATS = Number(process.env.BENCH_REPEATS ?? 15)
const WARM_UP_RUNS = 5
const cases: Record<string, (repeat: number) => unknown> = {
  reference_yearly: (repeat) => referenceEngine(repeat + 1),
  lifecycle_engine: (repeat) => simulateLifecyclePaths(onePot(repeat + 1), () => {}, undefined, { nominalOnly: true }),
  lifecycle_full_four_classes: (repeat) => runLifecycle(fourClasses(repeat + 1)),
  lifecycle_retired: (repeat) => runLifecycle(retiree(repeat + 1)),
  lifecycle_default_request: (repeat) => runLifecycle(defaultRequest(repeat + 1)),
}
const PATHS_OF: Record<string, number> = { lifecycle_default_request: 1_000 }
const YEARS_OF: Record<string, number> = { lifecycle_default_request: 57 }

const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]))
for (let repeat = -WARM_UP_RUNS; repeat < REPEATS; repeat++) {
  for (const [name, run] of Object.entries(cases)) {
    const startedAt = performance.now()
    run(repeat)
    if (repeat >= 0) times[name].push(performance.now() - startedAt)
  }
}

/**
 * One case's line. `reference` holds the reference's times of the same run, repeat by repeat; the ratio's
 * quartiles are of the case's time ÷ the reference's, pair by pair (each pair ran back to back): on this
 * shared machine the ratio of the medians has moved from 0.7 to 1.5 between runs of the same code, and
 * this range shows how far a run's own repeats spread.
 */
function caseLine(name: string, values: number[], reference: number[], extra: object = {}): string {
  const ms = median(values)
  const paths = PATHS_OF[name] ?? PATHS
  const years = YEARS_OF[name] ?? YEARS
  const ratios = values.map((time, repeat) => time / reference[repeat])
  return JSON.stringify({
    case: name,
    ...extra,
    paths,
    years,
    ms: Math.round(ms * 100) / 100,
    path_years_per_second: Math.round((paths * years) / (ms / 1000)),
    ratio_to_reference: Math.round((ms / median(reference)) * 100) / 100,
    ratio_quartiles: [quantile(ratios, 0.25), quantile(ratios, 0.75)].map((r) => Math.round(r * 100) / 100),
  })
}
const nodeRuntime = `node ${process.versions.node}, v8 ${process.versions.v8}`
for (const [name, values] of Object.entries(times)) {
  console.log(caseLine(name, values, times.reference_yearly, { runtime: nodeRuntime }))
}

// Deno: the sim-worker runs the engine in Deno, whose V8 is newer than Node 20's, so the same pair (the
// reference and the one-pot engine, interleaved) is timed there too, in a process of its own
// (lifecycle-deno.ts); it hands back its times as JSON. Then the pool: a Deno process driving the
// sim-worker's own piscina pool (no HTTP, so no port), given the workloads as JSON; it prints one JSON line
// a workload. Deno and the pool's threads need their own warm-up, which each script does itself.
const denoBin = fileURLToPath(new URL('../../node_modules/.bin/deno', import.meta.url))
const denoConfig = fileURLToPath(new URL('../../sim-worker/deno.json', import.meta.url))
function runDeno(script: string, input: unknown): string {
  return execFileSync(
    denoBin,
    [
      'run',
      '--no-prompt',
      '--config',
      denoConfig,
      '--allow-read',
      '--allow-env',
      '--allow-sys',
      fileURLToPath(new URL(script, import.meta.url)),
    ],
    {
      input: JSON.stringify(input),
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  )
}
const inDeno = JSON.parse(runDeno('./lifecycle-deno.ts', { repeats: REPEATS, warmUp: WARM_UP_RUNS })) as {
  runtime: string
  reference: number[]
  engine: number[]
}
console.log(
  caseLine('lifecycle_engine_deno', inDeno.engine, inDeno.reference, {
    runtime: inDeno.runtime,
    reference_ms: Math.round(median(inDeno.reference) * 100) / 100,
  }),
)
const poolLines = runDeno('./lifecycle-pool.ts', {
  workloads: [
    { case: 'lifecycle_pool', input: fourClasses(1) },
    { case: 'lifecycle_pool_default_request', input: defaultRequest(1) },
  ],
  repeats: REPEATS,
})
process.stdout.write(poolLines)
