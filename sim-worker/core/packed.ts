// A result's numbers in one transferable buffer. A worker thread's answer (a tree of objects whose leaves
// are mostly arrays of numbers: bands, flows, account medians by year) crosses to the HTTP thread by
// structured clone, which copies and re-tags every number and allocates every array on arrival. Packed,
// every all-number array moves into one Float64Array whose buffer is transferred (moved, not copied), and
// only a small skeleton is cloned; unpacking rebuilds the same tree (the same JSON, key order included).

/** Where a packed array's numbers sit in `data`. */
interface Slot {
  readonly packedAt: number
  readonly length: number
}

export interface PackedResult {
  /** The result with each packed array replaced by its Slot. */
  skeleton: unknown
  data: Float64Array
}

// Shorter arrays stay in the skeleton: a slot object costs about as much to clone as a few numbers.
const MIN_PACKED_LENGTH = 8

function isNumberArray(value: unknown): value is number[] {
  if (!Array.isArray(value) || value.length < MIN_PACKED_LENGTH) return false
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'number') return false
  return true
}

function isSlot(value: unknown): value is Slot {
  if (typeof value !== 'object' || value === null) return false
  const keys = Object.keys(value)
  return keys.length === 2 && keys[0] === 'packedAt' && keys[1] === 'length'
}

/** Packs `result` (plain data: objects, arrays, numbers, strings, booleans, null). */
export function packResult(result: unknown): PackedResult {
  let total = 0
  const count = (value: unknown): void => {
    if (isNumberArray(value)) total += value.length
    else if (Array.isArray(value)) value.forEach(count)
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(count)
  }
  count(result)
  const data = new Float64Array(total)
  let at = 0
  const strip = (value: unknown): unknown => {
    if (isNumberArray(value)) {
      const slot: Slot = { packedAt: at, length: value.length }
      data.set(value, at)
      at += value.length
      return slot
    }
    if (Array.isArray(value)) return value.map(strip)
    if (typeof value === 'object' && value !== null) {
      if (isSlot(value)) throw new TypeError('packResult: the result already looks packed')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, strip(inner)]))
    }
    return value
  }
  return { skeleton: strip(result), data }
}

/** The tree packResult was given, with its arrays of numbers as plain arrays again. */
export function unpackResult<T>(packed: PackedResult): T {
  const { data } = packed
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill)
    if (typeof value !== 'object' || value === null) return value
    if (isSlot(value)) {
      const out = new Array<number>(value.length)
      for (let i = 0; i < value.length; i++) out[i] = data[value.packedAt + i]
      return out
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]))
  }
  return fill(packed.skeleton) as T
}
