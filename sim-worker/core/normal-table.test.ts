import { describe, expect, it } from 'vitest'
import {
  drawFactors,
  EXACT_CELLS,
  factorAt,
  factorTable,
  fillWords,
  inverseNormal,
  lookUpFactors,
  normalAt,
  TABLE_BITS,
} from './normal-table.ts'
import { createSeededRandom } from './random.ts'
import { mean, percentile, stdev } from './stats.ts'

const DRAWS = 1_000_000

/** Standard normal CDF through Abramowitz & Stegun 7.1.26 (error below 1.5e-7, far under the KS bound). */
function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2)
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erfcAbs = poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? 1 - erfcAbs / 2 : erfcAbs / 2
}

function words(seed: number, count: number): Int32Array {
  const out = new Int32Array(count)
  fillWords(createSeededRandom(seed).state, out)
  return out
}

describe('inverse-CDF table normals (normal-table.ts)', () => {
  const samples = Float64Array.from(words(21, DRAWS), normalAt)
  const sorted = Float64Array.from(samples).sort()

  it('fillWords gives the same words as nextUint32()', () => {
    const random = createSeededRandom(21)
    const oneByOne = Int32Array.from({ length: 1000 }, () => random.nextUint32() | 0)
    expect(words(21, 1000)).toEqual(oneByOne)
  })

  it('inverseNormal is the inverse of the normal CDF (Acklam, checked against A&S 7.1.26)', () => {
    for (const u of [1e-9, 1e-4, 0.01, 0.02425, 0.1, 0.3, 0.5, 0.7, 0.9, 0.97575, 0.99, 0.9999]) {
      expect(normalCdf(inverseNormal(u))).toBeCloseTo(u, 6)
    }
    expect(inverseNormal(0.975)).toBeCloseTo(1.959964, 5)
    expect(inverseNormal(0.5)).toBe(0)
  })

  it('interpolates within 4e-5 of the exact inverse everywhere (tails included), within 1e-6 for |z| < 1.5', () => {
    // Words spread over the whole 32-bit range, cell edges and midpoints included.
    let worst = 0
    let worstCentre = 0
    const step = 2 ** (32 - TABLE_BITS) / 8
    for (let word = 0; word < 2 ** 32; word += step) {
      const exact = inverseNormal((word + 0.5) / 2 ** 32)
      const error = Math.abs(normalAt(word | 0) - exact)
      worst = Math.max(worst, error)
      if (Math.abs(exact) < 1.5) worstCentre = Math.max(worstCentre, error)
    }
    // The tails (u < 1/128 and > 127/128) have tables of their own, 128 times finer: step finer there.
    const tailStep = step / 128
    for (let word = 0; word < EXACT_CELLS * 2 ** (32 - TABLE_BITS); word += tailStep) {
      for (const inTail of [word, 2 ** 32 - 1 - word]) {
        const exact = inverseNormal((inTail + 0.5) / 2 ** 32)
        worst = Math.max(worst, Math.abs(normalAt(inTail | 0) - exact))
      }
    }
    expect(worst).toBeLessThan(4e-5)
    expect(worstCentre).toBeLessThan(1e-6)
    // The outermost cells of the tail tables are exact (not interpolated).
    const edgeWord = (EXACT_CELLS * 2 ** (32 - TABLE_BITS)) / 128 - 1
    expect(normalAt(edgeWord)).toBe(inverseNormal((edgeWord + 0.5) / 2 ** 32))
    expect(normalAt((2 ** 32 - 1 - edgeWord) | 0)).toBe(inverseNormal((2 ** 32 - 1 - edgeWord + 0.5) / 2 ** 32))
  })

  it('looks up exp(k·z) as exp of the same z, within 1e-5 relative', () => {
    const tailWords = Int32Array.from({ length: 20_000 }, (_, i) => (i * 2 ** 11) ^ (i % 2 === 0 ? 0 : -1))
    for (const k of [0.16, -0.07, 0.01]) {
      const table = factorTable(k)
      let worst = 0
      for (const word of [...words(5, 100_000), ...tailWords]) {
        worst = Math.max(worst, Math.abs(factorAt(table, k, word) / Math.exp(k * normalAt(word)) - 1))
      }
      expect(worst).toBeLessThan(1e-5)
    }
  })

  it("lookUpFactors gives factorAt's values to the bit, outer cells included, setting or multiplying", () => {
    const k = 0.16
    const table = factorTable(k)
    const count = 20_000 // about 320 words in outer cells
    const drawn = words(9, count)
    const outer = drawn.filter((word) =>
      ((word >>> (32 - TABLE_BITS)) - EXACT_CELLS) >>> 0 >= 2 ** TABLE_BITS - 2 * EXACT_CELLS
    )
    expect(outer.length).toBeGreaterThan(200)
    const set = new Float64Array(count)
    lookUpFactors(drawn, table, k, 1.07, set, false)
    const times = Float64Array.from({ length: count }, (_, p) => 0.5 + p / count)
    const multiplied = Float64Array.from(times)
    lookUpFactors(drawn, table, k, 1.07, multiplied, true)
    for (let p = 0; p < count; p++) {
      expect(set[p]).toBe(1.07 * factorAt(table, k, drawn[p]))
      expect(multiplied[p]).toBe(times[p] * factorAt(table, k, drawn[p]))
    }
  })

  it('drawFactors draws the words fillWords draws and looks them up as lookUpFactors does, to the bit', () => {
    const count = 20_000 // about 320 words in outer cells
    const k = 0.16
    const table = factorTable(k)
    const apart = createSeededRandom(31).state
    const apartWords = new Int32Array(count)
    fillWords(apart, apartWords)
    const apartFactors = new Float64Array(count)
    lookUpFactors(apartWords, table, k, 1.07, apartFactors, false)
    const together = createSeededRandom(31).state
    const togetherWords = new Int32Array(count)
    const togetherFactors = new Float64Array(count).fill(Number.NaN)
    drawFactors(together, togetherWords, table, k, 1.07, togetherFactors)
    expect(Array.from(together)).toEqual(Array.from(apart))
    expect(Array.from(togetherWords)).toEqual(Array.from(apartWords))
    for (let p = 0; p < count; p++) expect(togetherFactors[p]).toBe(apartFactors[p])
  })

  it('has mean 0, standard deviation 1, skewness 0 and kurtosis 3 within 4 standard errors', () => {
    expect(Math.abs(mean(samples))).toBeLessThan(4 / Math.sqrt(DRAWS))
    expect(Math.abs(stdev(samples) - 1)).toBeLessThan(4 / Math.sqrt(2 * DRAWS))
    let third = 0
    let fourth = 0
    for (const value of samples) {
      third += value ** 3
      fourth += value ** 4
    }
    expect(Math.abs(third / DRAWS)).toBeLessThan(4 * Math.sqrt(6 / DRAWS))
    expect(Math.abs(fourth / DRAWS - 3)).toBeLessThan(4 * Math.sqrt(96 / DRAWS))
  })

  it('follows the normal CDF: Kolmogorov-Smirnov statistic below the 0.1 % critical value', () => {
    let statistic = 0
    for (let i = 0; i < sorted.length; i++) {
      const cdf = normalCdf(sorted[i])
      statistic = Math.max(statistic, Math.abs(cdf - i / sorted.length), Math.abs((i + 1) / sorted.length - cdf))
    }
    expect(statistic).toBeLessThan(1.95 / Math.sqrt(DRAWS))
  })

  it('fills 100 equal-probability bins evenly: chi-square below the 0.1 % critical value', () => {
    const bins = 100
    const counts = new Float64Array(bins)
    for (const value of samples) counts[Math.min(bins - 1, Math.floor(normalCdf(value) * bins))]++
    const expected = DRAWS / bins
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(148.2)
  })

  it('reaches the tails at the normal rate (|z| > 3, and the exact end cells)', () => {
    const beyond3 = samples.filter((value) => Math.abs(value) > 3).length
    const expected = 2 * (1 - normalCdf(3)) * DRAWS
    expect(Math.abs(beyond3 - expected)).toBeLessThan(4 * Math.sqrt(expected))
    expect(percentile(sorted, 0.1)).toBeCloseTo(-3.09, 1)
    expect(percentile(sorted, 99.9)).toBeCloseTo(3.09, 1)
    expect(sorted[0]).toBeLessThan(-4)
    expect(sorted[sorted.length - 1]).toBeGreaterThan(4)
  })
})
