import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './random.ts'
import { createBucketScratch, percentilesByBuckets, percentilesInPlace, percentilesInRange } from './select.ts'
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

describe('percentilesInRange', () => {
  it('refuses percents out of order, and leaves its scratch fit for the next call', () => {
    const values = randomArray(11, 1000, 1e9)
    const scratch = createBucketScratch(1000)
    const out = new Float64Array(5)
    const [min, max] = [Math.min(...values), Math.max(...values)]
    expect(() => percentilesInRange(values, min, max, [50, 10], out, scratch)).toThrow(RangeError)
    // The same rank twice, then a single one: each answer as stats.ts gives it.
    for (const percents of [[10, 50, 50, 90], [50], [0, 100]]) {
      percentilesInRange(values, min, max, percents, out, scratch)
      expect(Array.from(out.subarray(0, percents.length))).toEqual(percents.map((p) => percentile(values, p)))
    }
  })
})
