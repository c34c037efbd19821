// The "selftest" simulation: draws standard normals and summarises them.
// It exists to prove, end to end, that the pool runs real CPU work on worker
// threads and that results are reproducible from a seed.

import { createSeededRandom } from './random.ts'
import { mean, percentile, stdev } from './stats.ts'

export const MAX_SELFTEST_DRAWS = 1_000_000

export interface SelftestInput {
  seed: number
  draws: number
}

export interface SelftestResult {
  mean: number
  stdev: number
  p10: number
  p50: number
  p90: number
}

export function runSelftest({ seed, draws }: SelftestInput): SelftestResult {
  // The HTTP layer validates too; this guards any other caller from allocating
  // an unbounded array on a worker thread.
  if (!Number.isInteger(draws) || draws < 1 || draws > MAX_SELFTEST_DRAWS) {
    throw new RangeError(`draws must be an integer from 1 to ${MAX_SELFTEST_DRAWS}, got ${draws}`)
  }
  const random = createSeededRandom(seed)
  const samples = new Float64Array(draws)
  for (let i = 0; i < draws; i++) samples[i] = random.nextNormal()

  const result = { mean: mean(samples), stdev: stdev(samples) }
  samples.sort() // once here, so each percentile call below skips its own copy
  return {
    ...result,
    p10: percentile(samples, 10),
    p50: percentile(samples, 50),
    p90: percentile(samples, 90),
  }
}
