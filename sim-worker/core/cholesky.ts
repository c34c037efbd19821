// Cholesky factorisation of a small symmetric positive-definite matrix (the
// asset correlation matrix). Pure TypeScript, shared by the Deno workers and the
// Node tests. Correlated normals are L·z for independent standard normals z.

/** Symmetric within this tolerance: hand-typed correlation constants are exact decimals. */
const SYMMETRY_TOLERANCE = 1e-12

/**
 * Returns the lower-triangular L with L·Lᵀ = matrix.
 * Throws a RangeError for a non-square, non-symmetric or non-positive-definite
 * matrix: a bad correlation table must fail loudly, not yield NaN returns.
 */
export function choleskyFactor(matrix: readonly (readonly number[])[]): number[][] {
  const size = matrix.length
  if (size === 0) throw new RangeError('Cholesky factorisation needs a non-empty matrix')
  for (const row of matrix) {
    if (row.length !== size) {
      throw new RangeError(`Matrix must be square, got a row of ${row.length} in a ${size}×${size}`)
    }
    for (const value of row) {
      if (!Number.isFinite(value)) throw new RangeError(`Matrix entries must be finite, got ${value}`)
    }
  }
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < i; j++) {
      if (Math.abs(matrix[i][j] - matrix[j][i]) > SYMMETRY_TOLERANCE) {
        throw new RangeError(
          `Matrix must be symmetric: [${i}][${j}] = ${matrix[i][j]} but [${j}][${i}] = ${matrix[j][i]}`,
        )
      }
    }
  }

  const lower: number[][] = Array.from({ length: size }, () => new Array<number>(size).fill(0))
  for (let i = 0; i < size; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = matrix[i][j]
      for (let k = 0; k < j; k++) sum -= lower[i][k] * lower[j][k]
      if (i === j) {
        // A zero or negative pivot means some combination of the variables would
        // have zero or negative variance: the matrix is not a valid correlation.
        if (!(sum > 0)) throw new RangeError(`Matrix is not positive definite (pivot ${i} is ${sum})`)
        lower[i][i] = Math.sqrt(sum)
      } else {
        lower[i][j] = sum / lower[j][j]
      }
    }
  }
  return lower
}
