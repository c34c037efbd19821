import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './random.ts'
import { createBucketScratch, percentilesByBuckets, percentilesInPlace } from './select.ts'
import { percentile } from './stats.ts'

function randomArray(seed: number, length: number, distinctValues: number): Float64Array {
  const random = createSeededRandom(seed)
  // Few distinct values = many ties, like the zero withdrawals most paths carry.
  return Float64Array.from({ length }, () => Math.floor(random.nextFloat() * distinctValues) - distinctValues / 2)
}

describe('percentilesInPlace', () => {
  it('matches stats.ts percentile for every band, with ties and tiny arrays', () => {
    const percents = [10, 25, 50, 75, 90]
    for (
      const [seed, length, distinct] of [[5, 1000, 1e9], [6, 999, 4], [7, 2, 10], [8, 1, 3], [9, 3, 1e9], [10, 10, 2]]
    ) {
      const values = randomArray(seed, length, distinct)
      const out = new Float64Array(percents.length)
      percentilesInPlace(Float64Array.from(values), percents, out)
      expect(Array.from(out)).toEqual(percents.map((p) => percentile(values, p)))
    }
  })
})

describe('percentilesByBuckets', () => {
  it('gives exactly stats.ts percentile, without reordering the input', () => {
    const percents = [0, 10, 25, 50, 75, 90, 100]
    const scratch = createBucketScratch(2000)
    for (
      const [seed, length, distinct] of [[5, 1000, 1e9], [6, 999, 4], [7, 2, 10], [8, 1, 3], [9, 3, 1e9], [10, 2000, 2]]
    ) {
      const values = randomArray(seed, length, distinct)
      // Skewed like balances after decades: exponentials of the draws.
      for (const series of [values, values.map((value) => Math.exp(value / 1e8))]) {
        const before = Float64Array.from(series)
        const out = new Float64Array(percents.length)
        percentilesByBuckets(series, percents, out, scratch)
        expect(Array.from(out)).toEqual(percents.map((p) => percentile(series, p)))
        expect(series).toEqual(before)
      }
    }
  })
})
