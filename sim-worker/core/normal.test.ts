import { describe, expect, it } from 'vitest'
import { createNormalSampler } from './normal.ts'
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

function draw(seed: number, count: number): Float64Array {
  const values = new Float64Array(count)
  createNormalSampler(createSeededRandom(seed)).fill(values)
  return values
}

describe('createNormalSampler (ziggurat)', () => {
  const samples = draw(11, DRAWS)
  const sorted = Float64Array.from(samples).sort()

  it('has mean 0 and standard deviation 1 within 3 standard errors', () => {
    expect(Math.abs(mean(samples))).toBeLessThan(3 / Math.sqrt(DRAWS))
    expect(Math.abs(stdev(samples) - 1)).toBeLessThan(3 / Math.sqrt(2 * DRAWS))
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
    // More sensitive than KS to the ziggurat's wedges: accepting every wedge point
    // unchecked scores ~220-280 here, a correct sampler ~100 (99 degrees of freedom).
    const bins = 100
    const counts = new Float64Array(bins)
    for (const value of samples) counts[Math.min(bins - 1, Math.floor(normalCdf(value) * bins))]++
    const expected = DRAWS / bins
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(148.2)
  })

  it('reaches the tails at the normal rate (beyond the base layer, |z| > 3.4426)', () => {
    const tailCount = samples.filter((value) => Math.abs(value) > 3.442619855899).length
    const expected = 2 * (1 - normalCdf(3.442619855899)) * DRAWS
    // Binomial count: within 4 standard deviations.
    expect(Math.abs(tailCount - expected)).toBeLessThan(4 * Math.sqrt(expected))
    expect(percentile(sorted, 0.1)).toBeCloseTo(-3.09, 1)
    expect(percentile(sorted, 99.9)).toBeCloseTo(3.09, 1)
  })

  it('fill() gives the same sequence as next(), and the seed fixes it', () => {
    const sampler = createNormalSampler(createSeededRandom(11))
    const oneByOne = Float64Array.from({ length: 5000 }, () => sampler.next())
    expect(oneByOne).toEqual(samples.subarray(0, 5000))
    expect(draw(12, 5000)).not.toEqual(samples.subarray(0, 5000))
  })
})
