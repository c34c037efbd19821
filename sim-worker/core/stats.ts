// Summary statistics over simulation outcomes. Pure TypeScript (no Deno or Node
// APIs) so both the Deno workers and the Node app's tests can import it.

function assertNotEmpty(values: Float64Array, what: string): void {
  if (values.length === 0) throw new RangeError(`Cannot compute the ${what} of an empty array`)
}

function isSortedAscending(values: Float64Array): boolean {
  for (let i = 1; i < values.length; i++) {
    if (values[i - 1] > values[i]) return false
  }
  return true
}

/** Arithmetic mean. Throws on an empty array rather than answering NaN. */
export function mean(values: Float64Array): number {
  assertNotEmpty(values, 'mean')
  // Running mean instead of sum / n: a million large outcomes summed first
  // would lose precision (or overflow) before the division.
  let running = 0
  for (let i = 0; i < values.length; i++) {
    running += (values[i] - running) / (i + 1)
  }
  return running
}

/**
 * Population standard deviation (divides by n, not n - 1): the draws are the
 * whole simulated distribution, not a sample used to estimate another one.
 * Two passes (mean first, then squared deviations from it) rather than
 * E[x^2] - E[x]^2, which cancels catastrophically when the spread is small next
 * to the mean, as it is for account balances.
 */
export function stdev(values: Float64Array): number {
  assertNotEmpty(values, 'standard deviation')
  const center = mean(values)
  let sumSquaredDeviations = 0
  for (let i = 0; i < values.length; i++) {
    const deviation = values[i] - center
    sumSquaredDeviations += deviation * deviation
  }
  return Math.sqrt(sumSquaredDeviations / values.length)
}

/**
 * The p-th percentile (p from 0 to 100) with linear interpolation between the
 * two nearest ranks, the same definition as numpy's default and Excel's
 * PERCENTILE.INC: rank = p / 100 * (n - 1).
 *
 * Accepts sorted or unsorted input. Unsorted input is sorted in a copy, so the
 * caller's array is never reordered; callers asking for several percentiles of a
 * large array should sort it once themselves to skip that copy.
 */
export function percentile(values: Float64Array, p: number): number {
  assertNotEmpty(values, 'percentile')
  if (!(p >= 0 && p <= 100)) throw new RangeError(`Percentile must be between 0 and 100, got ${p}`)
  const sorted = isSortedAscending(values) ? values : Float64Array.from(values).sort()
  const rank = (p / 100) * (sorted.length - 1)
  const lowerIndex = Math.floor(rank)
  const upperIndex = Math.ceil(rank)
  const lower = sorted[lowerIndex]
  const upper = sorted[upperIndex]
  return lower + (upper - lower) * (rank - lowerIndex)
}
