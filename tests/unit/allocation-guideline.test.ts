import { describe, expect, it } from 'vitest'
import { guidelineStockShare } from '../../app/lib/allocation-guideline.ts'

describe('guidelineStockShare', () => {
  it.each([
    [38, 'moderate', 72],
    [38, 'conservative', 57],
    [38, 'aggressive', 82],
    [30, null, 80],
    [10, 'aggressive', 95],
    [95, 'conservative', 20],
  ])('age %s, %s → %s%', (age, risk, expected) => {
    expect(guidelineStockShare(age, risk)).toBe(expected)
  })

  it('needs a plausible age', () => {
    expect(guidelineStockShare(null, 'moderate')).toBeNull()
    expect(guidelineStockShare(0, 'moderate')).toBeNull()
    expect(guidelineStockShare(120, 'moderate')).toBeNull()
  })
})
