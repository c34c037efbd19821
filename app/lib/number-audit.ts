/**
 * The number audit (spec 03 §5, audit 1): every number an advisor writes must come from the
 * figures it was given (plan inputs, tool results, the user's own message) or from a short list
 * of numbers that carry no claim about the user (counts, common percentages, account names such
 * as 401 and 529). The advisory report and the chat answer both use this one check.
 *
 * A written number matches a given one when the given one, shown at the written precision,
 * reads the same: "47.9%" matches 0.4789 (a fraction shown as a percent) and 47.86; "$450K"
 * matches 449,550; "$1,234" matches 1234.4. Figures in cents are offered in dollars too.
 */

/** The spec's allowed list: small counts, round percentages and account names. */
export const ALWAYS_ALLOWED_NUMBERS: readonly number[] = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 50, 100, 401, 403, 529]

export type WrittenNumber = {
  /** The text as written, e.g. "$12.5K" or "47.9%". */
  text: string
  value: number
  /** Half of the last written unit: how far a given figure may be and still read the same. */
  tolerance: number
}

export type NumberAuditResult = { ok: boolean; unauthorized: string[] }

const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 }

// A number is a run of digits with optional thousands commas and decimals, not glued to a
// letter or underscore before it (ids such as "kb_12", "Q3", "H2O" are not figures), with an
// optional K/M/B scale that is not the start of a word ("5 kids" keeps 5; "5k" is 5,000).
const NUMBER = /(?<![\p{L}_\d.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?([kKmMbB])(?![\p{L}]))?/gu

/** The numbers written in a text, with the precision each was written at. */
export function writtenNumbers(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = []
  for (const match of text.matchAll(NUMBER)) {
    const [whole, integerPart, decimals = '', scaleLetter] = match
    const scale = scaleLetter ? SCALE[scaleLetter.toLowerCase()] : 1
    const digits = Number(integerPart.replaceAll(',', '') + decimals)
    const unit = decimals ? 10 ** -(decimals.length - 1) : 1
    found.push({ text: whole.trim(), value: digits * scale, tolerance: (unit / 2) * scale })
  }
  return found
}

/**
 * Every number inside a value (objects, arrays, strings with numbers in them), each also offered
 * as a percent (a fraction × 100) and as dollars (cents ÷ 100), since the writer may show either.
 */
export function numberPool(...sources: unknown[]): number[] {
  const pool: number[] = []
  const add = (n: number) => {
    if (!Number.isFinite(n)) return
    pool.push(n, Math.abs(n), n * 100, Math.abs(n) / 100)
  }
  const walk = (value: unknown, depth: number) => {
    if (depth > 12 || value == null) return
    if (typeof value === 'number') add(value)
    else if (typeof value === 'string') for (const w of writtenNumbers(value)) add(w.value)
    else if (Array.isArray(value)) for (const item of value) walk(item, depth + 1)
    else if (typeof value === 'object') for (const item of Object.values(value)) walk(item, depth + 1)
  }
  for (const source of sources) walk(source, 0)
  return pool
}

function matches(written: WrittenNumber, given: number) {
  // A relative slack of 1e-9 absorbs floating-point noise in the × 100 and ÷ 100 forms.
  return Math.abs(Math.abs(given) - written.value) <= written.tolerance + Math.abs(given) * 1e-9
}

/**
 * Checks a text against the numbers it may use. `pool` comes from {@link numberPool};
 * `extra` adds numbers a caller allows for its own reasons (e.g. the current year).
 */
export function auditNumbers(text: string, pool: readonly number[], extra: readonly number[] = []): NumberAuditResult {
  const allowed = [...ALWAYS_ALLOWED_NUMBERS, ...extra]
  const unauthorized: string[] = []
  for (const written of writtenNumbers(text)) {
    if (written.value === 0) continue
    if (allowed.some((n) => n === written.value)) continue
    if (pool.some((n) => matches(written, n))) continue
    if (!unauthorized.includes(written.text)) unauthorized.push(written.text)
  }
  return { ok: unauthorized.length === 0, unauthorized }
}

/** The spec's message for a failed audit, and the correction fed back to the writer. */
export function numberAuditMessage(result: NumberAuditResult) {
  return {
    message: `Unauthorized numbers found: ${result.unauthorized.join(', ')}`,
    fix: 'Use only numbers from plan_inputs',
  }
}
