import { describe, expect, it } from 'vitest'
import { annuityByPowers, annuityFactors } from './lifecycle-state.ts'

/** annuityFactors of one factor. */
function annuityFactor(gross: number): number {
  const out = new Float64Array(1)
  annuityFactors(Float64Array.of(gross), out)
  return out[0]
}

describe('annuityFactors (lifecycle-state.ts)', () => {
  it('is 1 + g + … + g¹¹ (g = G^(1/12)) within 2e-12 relative, in the table and outside it', () => {
    let worst = 0
    // Every cell of the table [0.5, 2.5) at odd offsets, its edges, and factors outside it.
    const factors = [0, 1e-6, 0.1, 0.25, 0.4999, 0.5, 1, 2.4999999, 2.5, 3, 10]
    for (let i = 0; i < 200_000; i++) factors.push(0.5 + (2 * i) / 200_000 + 1.3e-7)
    for (const gross of factors) {
      const exact = annuityByPowers(gross).value
      worst = Math.max(worst, Math.abs(annuityFactor(gross) / exact - 1))
    }
    expect(worst).toBeLessThan(2e-12)
  })

  it('is 12 at G = 1 and the future value of 12 month-end payments at 7 % a year', () => {
    expect(annuityFactor(1)).toBeCloseTo(12, 12)
    // Hand calculation: g = 1.07^(1/12) = 1.005654145; (G − 1) ÷ (g − 1) = 0.07 ÷ 0.005654145 = 12.38029.
    expect(annuityFactor(1.07)).toBeCloseTo(0.07 / (Math.pow(1.07, 1 / 12) - 1), 10)
  })
})
