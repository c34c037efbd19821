// Median by selection instead of sorting. The projection needs five medians per
// simulated year (one per net-worth component); a full sort of every array was a
// quarter of a default request's time, and selection is linear on average.

/**
 * Rearranges `values` so that values[k] is the k-th smallest (0-based), every
 * element before it is <= it and every element after it is >= it; returns it.
 * Hoare partitioning around a median-of-three pivot (Wirth's "find"): equal keys
 * stop both scans, so arrays full of one value (zero debt on most paths) still
 * split evenly instead of degrading to quadratic time.
 */
export function selectInPlace(values: Float64Array, k: number): number {
  if (!(Number.isInteger(k) && k >= 0 && k < values.length)) {
    throw new RangeError(`k must be an index of the array (0..${values.length - 1}), got ${k}`)
  }
  let left = 0
  let right = values.length - 1
  while (right > left) {
    const middle = (left + right) >>> 1
    // Median of three, which also keeps sorted or reversed input linear.
    if (values[middle] < values[left]) swap(values, middle, left)
    if (values[right] < values[left]) swap(values, right, left)
    if (values[right] < values[middle]) swap(values, right, middle)
    const pivot = values[middle]
    let i = left
    let j = right
    while (i <= j) {
      while (values[i] < pivot) i++
      while (values[j] > pivot) j--
      if (i <= j) {
        swap(values, i, j)
        i++
        j--
      }
    }
    if (k <= j) right = j
    else if (k >= i) left = i
    else break // j < k < i: values[k] equals the pivot and sits between the two parts
  }
  return values[k]
}

function swap(values: Float64Array, a: number, b: number): void {
  const held = values[a]
  values[a] = values[b]
  values[b] = held
}

/**
 * The median with the same definition as stats.ts percentile(values, 50)
 * (linear interpolation at rank (n − 1) / 2), without reordering `values`:
 * it is copied into `scratch` (length at least values.length), which is
 * reused across calls to avoid an allocation per year.
 */
export function medianWithScratch(values: Float64Array, scratch: Float64Array): number {
  const count = values.length
  if (count === 0) throw new RangeError('Cannot compute the median of an empty array')
  if (scratch.length < count) throw new RangeError('scratch must be at least as long as values')
  const work = scratch.length === count ? scratch : scratch.subarray(0, count)
  work.set(values)
  const rank = (count - 1) / 2
  const lowerIndex = Math.floor(rank)
  const lower = selectInPlace(work, lowerIndex)
  if (lowerIndex === rank) return lower
  // Even count: the upper neighbour is the smallest value right of the selected one.
  let upper = work[lowerIndex + 1]
  for (let index = lowerIndex + 2; index < count; index++) {
    if (work[index] < upper) upper = work[index]
  }
  return lower + (upper - lower) * (rank - lowerIndex)
}
