// Money is integer cents everywhere in TypeScript. Dollars (floats) exist only at the edges:
// JSON numbers in and out of the API, and the smart forms' typed values. Parsing of typed text
// works on the digits themselves so "0.29" is 29 cents, never 28.999… cents.

/** The largest amount an entry may hold: $999,999,999.99 (spec section 9). */
export const MAX_AMOUNT_CENTS = 99_999_999_999

// Optional "$", then either plain digits or digits grouped by commas in threes, then an
// optional dot with at most two decimals. ".5" and "5." are accepted: both are what people
// type. Commas must sit on thousands boundaries: "1,5" is rejected rather than read as 15,
// because a European "1,5" means one and a half.
const MONEY_TEXT = /^\$?\s*(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d{0,2}))?$/

/**
 * Cents from what a user typed ("$1,234.50", " 0.29 ", ".5"), or null when it is not a
 * non-negative amount with at most two decimals. Never above Number.MAX_SAFE_INTEGER.
 */
export function parseMoneyToCents(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim())
  if (!match) return null
  const [, whole = '', fraction] = match
  // A lone "." or "$" has no digits at all.
  if (whole === '' && !fraction) return null
  const wholeCents = Number(whole.replaceAll(',', '') || '0') * 100
  const fractionCents = Number((fraction ?? '').padEnd(2, '0'))
  const cents = wholeCents + fractionCents
  return Number.isSafeInteger(cents) ? cents : null
}

/** Dollars for JSON answers: 123450 → 1234.5. Division by 100 gives the nearest double. */
export function centsToDollars(cents: number): number {
  return cents / 100
}

/**
 * Cents from a JSON dollar number, rounded to the nearest cent, halves away from zero.
 * Rounds the number as written (its shortest decimal form), so 1.005 → 101 even though the
 * double nearest 1.005 is slightly below it. Null for NaN, ±Infinity and unsafe magnitudes.
 */
export function dollarsToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null
  const sign = dollars < 0 ? -1 : 1
  const text = String(Math.abs(dollars))
  // Exponent form appears only below 1e-6 (→ 0 cents) or at 1e21 and above (unsafe).
  if (text.includes('e')) return Math.abs(dollars) < 1 ? 0 : null
  const [whole, fraction = ''] = text.split('.')
  const digits = fraction.padEnd(3, '0')
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2))
  if (Number(digits[2]) >= 5) cents += 1
  if (!Number.isSafeInteger(cents)) return null
  return cents === 0 ? 0 : sign * cents
}
