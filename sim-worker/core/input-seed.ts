// A simulation's seed derived from its own inputs, so identical inputs give identical numbers
// (a version counter would change the numbers after a save that changed nothing). Shared by the
// lifecycle engine and the app, which seeds projections and the goal analysis this way.

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * A stable 53-bit seed from everything in the input but `seed` itself: two 32-bit FNV-1a hashes with
 * different offsets over the canonical JSON, combined. Same input ⇒ same seed on any machine and runtime.
 */
export function seedFromContent(input: object): number {
  const text = canonicalJson({ ...input, seed: undefined })
  let low = 0x811c9dc5
  let high = 0x01000193 ^ 0x5bd1e995
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    low = Math.imul(low ^ code, 0x01000193)
    high = Math.imul(high ^ code, 0x01000193) ^ (low >>> 15)
  }
  return (high >>> 11) * 0x1_0000_0000 + (low >>> 0)
}
