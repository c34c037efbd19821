import { describe, expect, it } from 'vitest'
import { mean, percentile, stdev } from './stats.ts'

const f64 = (...values: number[]) => Float64Array.from(values)

describe('mean', () => {
  it('averages the values', () => {
    expect(mean(f64(1, 2, 3, 4))).toBe(2.5)
    expect(mean(f64(-3))).toBe(-3)
  })

  it('stays exact for large values whose sum would lose precision', () => {
    const big = 2 ** 52
    expect(mean(f64(big, big + 2, big + 4))).toBe(big + 2)
  })

  it('throws on an empty array', () => {
    expect(() => mean(f64())).toThrow(RangeError)
  })
})

describe('stdev', () => {
  it('is the population standard deviation', () => {
    // Deviations from the mean 5 are -3 -1 -1 -1 0 0 2 4: squares sum to 32, / 8 = 4.
    expect(stdev(f64(2, 4, 4, 4, 5, 5, 7, 9))).toBe(2)
  })

  it('is 0 for a single value or identical values', () => {
    expect(stdev(f64(7))).toBe(0)
    expect(stdev(f64(3, 3, 3))).toBe(0)
  })

  it('is not thrown off by a large common offset', () => {
    // Squares near 1e18 have a spacing of 128, so E[x^2] - E[x]^2 would be noise here.
    const offset = 1e9
    const shifted = f64(2, 4, 4, 4, 5, 5, 7, 9).map((value) => value + offset)
    expect(stdev(shifted)).toBeCloseTo(2, 6)
  })

  it('throws on an empty array', () => {
    expect(() => stdev(f64())).toThrow(/empty array/)
  })
})

describe('percentile', () => {
  const sorted = f64(10, 20, 30, 40, 50)

  it('returns exact ranks when p lands on one', () => {
    // rank = p / 100 * (5 - 1): p = 25 is rank 1, p = 50 rank 2, p = 75 rank 3.
    expect(percentile(sorted, 25)).toBe(20)
    expect(percentile(sorted, 50)).toBe(30)
    expect(percentile(sorted, 75)).toBe(40)
  })

  it('interpolates linearly between neighbouring ranks', () => {
    // p = 10: rank 0.4, between 10 and 20 -> 14.
    expect(percentile(sorted, 10)).toBeCloseTo(14, 12)
    // p = 90: rank 3.6, between 40 and 50 -> 46.
    expect(percentile(sorted, 90)).toBeCloseTo(46, 12)
    // Even count, p = 50: rank 1.5 of [1, 2, 4, 8] -> halfway between 2 and 4.
    expect(percentile(f64(1, 2, 4, 8), 50)).toBe(3)
    // p = 37.5 over [0, 8]: rank 0.375 -> 3.
    expect(percentile(f64(0, 8), 37.5)).toBe(3)
  })

  it('gives the minimum at p = 0 and the maximum at p = 100', () => {
    expect(percentile(sorted, 0)).toBe(10)
    expect(percentile(sorted, 100)).toBe(50)
  })

  it('gives the only value of a single-element array for every p', () => {
    for (const p of [0, 10, 50, 99.9, 100]) expect(percentile(f64(42), p)).toBe(42)
  })

  it('sorts unsorted input without reordering the caller’s array', () => {
    const unsorted = f64(50, 10, 40, 20, 30)
    expect(percentile(unsorted, 10)).toBeCloseTo(14, 12)
    expect(percentile(unsorted, 0)).toBe(10)
    expect(percentile(unsorted, 100)).toBe(50)
    expect(Array.from(unsorted)).toEqual([50, 10, 40, 20, 30])
  })

  it('handles negative values and duplicates', () => {
    expect(percentile(f64(-5, -5, 0, 10), 50)).toBe(-2.5)
    expect(percentile(f64(3, 3, 3), 37)).toBe(3)
  })

  it('throws on an empty array', () => {
    expect(() => percentile(f64(), 50)).toThrow(RangeError)
  })

  it.each([-1, 100.01, Number.NaN])('throws for p = %d', (p) => {
    expect(() => percentile(sorted, p)).toThrow(RangeError)
  })
})
