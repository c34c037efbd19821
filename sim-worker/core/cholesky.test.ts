import { describe, expect, it } from 'vitest'
import { choleskyFactor } from './cholesky.ts'
import { ASSET_CORRELATION, ASSET_CORRELATION_FACTOR } from './market-model.ts'

function multiplyByTranspose(lower: number[][]): number[][] {
  return lower.map((row) => lower.map((other) => row.reduce((sum, value, k) => sum + value * other[k], 0)))
}

describe('choleskyFactor', () => {
  it.each([
    ['the asset correlation matrix', ASSET_CORRELATION.map((row) => [...row])],
    [
      'a covariance matrix with unequal variances',
      [
        [4, 2, 0.6],
        [2, 5, 1.5],
        [0.6, 1.5, 3],
      ],
    ],
    ['a 1×1 matrix', [[9]]],
  ])('reconstructs %s as L·Lᵀ, with L lower-triangular', (_name, matrix) => {
    const lower = choleskyFactor(matrix)
    const rebuilt = multiplyByTranspose(lower)
    for (let i = 0; i < matrix.length; i++) {
      for (let j = 0; j < matrix.length; j++) {
        expect(rebuilt[i][j]).toBeCloseTo(matrix[i][j], 12)
        if (j > i) expect(lower[i][j]).toBe(0)
      }
      expect(lower[i][i]).toBeGreaterThan(0)
    }
  })

  it('is what the simulation uses for the asset classes', () => {
    expect(ASSET_CORRELATION_FACTOR).toEqual(choleskyFactor(ASSET_CORRELATION))
  })

  it.each([
    [
      'an impossible set of correlations (a, b and a, c strongly alike but b, c opposite)',
      [
        [1, 0.9, 0.9],
        [0.9, 1, -0.9],
        [0.9, -0.9, 1],
      ],
    ],
    [
      'a singular matrix (perfectly correlated pair)',
      [
        [1, 1],
        [1, 1],
      ],
    ],
    [
      'a negative variance',
      [
        [1, 0],
        [0, -1],
      ],
    ],
  ])('rejects %s as not positive definite', (_name, matrix) => {
    expect(() => choleskyFactor(matrix)).toThrow(/not positive definite/)
  })

  it('rejects non-symmetric, non-square, empty and non-finite matrices', () => {
    expect(() =>
      choleskyFactor([
        [1, 0.5],
        [0.4, 1],
      ])
    ).toThrow(/symmetric/)
    expect(() => choleskyFactor([[1, 0], [0]])).toThrow(/square/)
    expect(() => choleskyFactor([])).toThrow(RangeError)
    expect(() => choleskyFactor([[Number.NaN]])).toThrow(/finite/)
  })
})
