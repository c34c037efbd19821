import { describe, expect, it } from 'vitest'
import { createSeededRandom } from './random.ts'
import { medianWithScratch, selectInPlace } from './select.ts'
import { percentile } from './stats.ts'

function randomArray(seed: number, length: number, distinctValues: number): Float64Array {
  const random = createSeededRandom(seed)
  // Few distinct values = many ties, like the zero debt most paths carry.
  return Float64Array.from({ length }, () => Math.floor(random.nextFloat() * distinctValues) - distinctValues / 2)
}

describe('selectInPlace', () => {
  it('puts the k-th smallest at k with smaller values before it and larger after it', () => {
    for (
      const [seed, length, distinct] of [
        [1, 101, 1e9],
        [2, 64, 3],
        [3, 1, 5],
        [4, 1000, 1],
      ]
    ) {
      const values = randomArray(seed, length, distinct)
      const sorted = Float64Array.from(values).sort()
      for (const k of [0, Math.floor(length / 3), length - 1]) {
        const work = Float64Array.from(values)
        expect(selectInPlace(work, k)).toBe(sorted[k])
        for (let i = 0; i < k; i++) expect(work[i]).toBeLessThanOrEqual(work[k])
        for (let i = k + 1; i < length; i++) expect(work[i]).toBeGreaterThanOrEqual(work[k])
      }
    }
  })

  it('rejects an index outside the array', () => {
    expect(() => selectInPlace(new Float64Array(3), 3)).toThrow(RangeError)
    expect(() => selectInPlace(new Float64Array(3), -1)).toThrow(RangeError)
  })
})

describe('medianWithScratch', () => {
  it('equals percentile(values, 50) exactly and leaves the input untouched', () => {
    const scratch = new Float64Array(2000)
    for (let seed = 1; seed <= 40; seed++) {
      const length = 1 + ((seed * 37) % 1000)
      const values = randomArray(seed, length, seed % 2 === 0 ? 5 : 1e9)
      const copy = Float64Array.from(values)
      expect(medianWithScratch(values, scratch)).toBe(percentile(values, 50))
      expect(values).toEqual(copy)
    }
  })

  it('handles sorted and reversed input', () => {
    const ascending = Float64Array.from({ length: 1000 }, (_, i) => i)
    const descending = Float64Array.from(ascending).reverse()
    const scratch = new Float64Array(1000)
    expect(medianWithScratch(ascending, scratch)).toBe(499.5)
    expect(medianWithScratch(descending, scratch)).toBe(499.5)
  })

  it('refuses an empty array or a short scratch buffer', () => {
    expect(() => medianWithScratch(new Float64Array(0), new Float64Array(1))).toThrow(RangeError)
    expect(() => medianWithScratch(new Float64Array(4), new Float64Array(3))).toThrow(RangeError)
  })
})
