// Run by tests/bench/lifecycle.ts with Deno, the sim-worker's runtime: the reference engine and the one-pot
// lifecycle engine (the same code and workload as lifecycle.ts's first two cases), interleaved repeat by
// repeat after their own warm-up. Reads { repeats, warmUp } as JSON on stdin and prints the times as JSON;
// lifecycle.ts prints the line.

import process from 'node:process'
import { simulateLifecyclePaths } from '../../sim-worker/core/lifecycle.ts'
import { onePot, referenceEngine } from './lifecycle-workloads.ts'
import { readStdin } from './read-stdin.ts'

const { repeats, warmUp } = JSON.parse(await readStdin()) as { repeats: number; warmUp: number }
const reference: number[] = []
const engine: number[] = []
for (let repeat = -warmUp; repeat < repeats; repeat++) {
  let startedAt = performance.now()
  referenceEngine(repeat + 1)
  if (repeat >= 0) reference.push(performance.now() - startedAt)
  startedAt = performance.now()
  simulateLifecyclePaths(onePot(repeat + 1), () => {}, undefined, { nominalOnly: true })
  if (repeat >= 0) engine.push(performance.now() - startedAt)
}
process.stdout.write(
  JSON.stringify({ runtime: `deno ${process.versions.deno}, v8 ${process.versions.v8}`, reference, engine }),
)
