import { describe, expect, it } from 'vitest'
import { MAX_SELFTEST_DRAWS, runSelftest } from './selftest.ts'

describe('runSelftest', () => {
  it('summarises standard normal draws', () => {
    const result = runSelftest({ seed: 1, draws: 200_000 })
    expect(Math.abs(result.mean)).toBeLessThan(0.01)
    expect(Math.abs(result.stdev - 1)).toBeLessThan(0.01)
    // Standard normal deciles: ±1.2816 and the median 0.
    expect(result.p10).toBeCloseTo(-1.2816, 1)
    expect(result.p50).toBeCloseTo(0, 1)
    expect(result.p90).toBeCloseTo(1.2816, 1)
    expect(result.p10).toBeLessThan(result.p50)
    expect(result.p50).toBeLessThan(result.p90)
  })

  it('is reproducible from the seed', () => {
    expect(runSelftest({ seed: 7, draws: 1000 })).toEqual(runSelftest({ seed: 7, draws: 1000 }))
    expect(runSelftest({ seed: 7, draws: 1000 })).not.toEqual(runSelftest({ seed: 8, draws: 1000 }))
  })

  it('handles a single draw', () => {
    const result = runSelftest({ seed: 3, draws: 1 })
    expect(result.stdev).toBe(0)
    expect(result.p10).toBe(result.mean)
    expect(result.p90).toBe(result.mean)
  })

  it.each([0, -1, 1.5, MAX_SELFTEST_DRAWS + 1])('rejects draws = %d', (draws) => {
    expect(() => runSelftest({ seed: 1, draws })).toThrow(RangeError)
  })
})
