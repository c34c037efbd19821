import { describe, expect, it } from 'vitest'
import { milestonesFrom, probabilityAtLeast } from '../../app/lib/projection-milestones.ts'

const bands = {
  p10: [100_000, 150_000, 200_000, 260_000],
  p25: [100_000, 180_000, 260_000, 340_000],
  p50: [100_000, 210_000, 320_000, 520_000],
  p75: [100_000, 240_000, 400_000, 700_000],
  p90: [100_000, 280_000, 480_000, 900_000],
}

describe('probabilityAtLeast', () => {
  it('interpolates between the bands', () => {
    // At year 2, 290,000 lies halfway between p25 (260,000) and p50 (320,000): P(below) = 0.375.
    expect(probabilityAtLeast(bands, 2, 290_000)).toBe(0.63)
    expect(probabilityAtLeast(bands, 2, 320_000)).toBe(0.5)
    expect(probabilityAtLeast(bands, 2, 10)).toBe(0.95)
    expect(probabilityAtLeast(bands, 2, 9_000_000)).toBe(0.05)
  })
})

describe('milestonesFrom', () => {
  // Year 1, 200,000: between p25 180k and p50 210k → below = 0.25 + (20/30)·0.25 = 0.4167 → 0.58.
  // Year 2, 250,000: between p10 200k and p25 260k → below = 0.10 + (50/60)·0.15 = 0.225 → 0.78 (0.775 rounded).
  // Year 3, 500,000: between p25 340k and p50 520k → below = 0.25 + (160/180)·0.25 = 0.4722 → 0.53.
  it('lists the round figures the median reaches, in order, with the doubling', () => {
    expect(milestonesFrom(bands)).toEqual([
      { label: 'Double your net worth', target: 200_000, years_to_achieve: 1, confidence_score: 0.58 },
      { label: '$250K net worth', target: 250_000, years_to_achieve: 2, confidence_score: 0.78 },
      { label: '$500K net worth', target: 500_000, years_to_achieve: 3, confidence_score: 0.53 },
    ])
  })
})
