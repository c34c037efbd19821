import { dollarsToCents } from './money.ts'

// The one place amounts become text. Each name says the unit it takes: formatCents takes
// integer cents (what services and the database hold), formatDollars takes a dollar number
// (what the JSON API and the engine speak). Screens show whole dollars, rounded half away
// from zero; only detail views show cents.

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Whole US dollars for display, rounded half away from zero: 50 → "$1", 49 → "$0",
 * -123456 → "-$1,235", -50 → "-$1". An amount that rounds to zero has no minus sign.
 */
export function formatCents(cents: number): string {
  const dollars = Math.floor((Math.abs(Math.round(cents)) + 50) / 100)
  const sign = cents < 0 && dollars > 0 ? '-' : ''
  return `${sign}$${groupThousands(String(dollars))}`
}

/** Dollars and cents for detail views: -123456 → "-$1,234.56", 5 → "$0.05". */
export function formatCentsExact(cents: number): string {
  const abs = Math.abs(Math.round(cents))
  const sign = cents < 0 && abs > 0 ? '-' : ''
  const whole = Math.floor(abs / 100)
  const fraction = String(abs % 100).padStart(2, '0')
  return `${sign}$${groupThousands(String(whole))}.${fraction}`
}

/** Short labels for chart axes: 870000000 cents → "$8.7M", 35000000 → "$350K", -12345 → "-$123". */
export function formatCentsCompact(cents: number): string {
  const dollars = Math.abs(cents) / 100
  const sign = cents < 0 && dollars >= 0.5 ? '-' : ''
  if (dollars >= 1e6) return `${sign}$${(dollars / 1e6).toFixed(1)}M`
  if (dollars >= 1e3) return `${sign}$${Math.round(dollars / 1e3)}K`
  return `${sign}$${Math.round(dollars)}`
}

/** Whole US dollars from a dollar number: 1234.5 → "$1,235", -0.4 → "$0". Null stays null. */
export function formatDollars(dollars: number): string
export function formatDollars(dollars: number | null): string | null
export function formatDollars(dollars: number | null): string | null {
  if (dollars === null) return null
  if (!Number.isFinite(dollars)) return formatCents(0)
  // Round once, straight to whole dollars: going through cents first would show 681.4999 as "$682".
  return formatCents(Math.sign(dollars) * Math.round(Math.abs(dollars)) * 100)
}

/** Chart-axis dollars from a dollar number: 8_700_000 → "$8.7M". */
export function formatDollarsCompact(dollars: number): string {
  return formatCentsCompact(dollarsToCents(dollars) ?? 0)
}

/**
 * A count and its noun, the noun in the plural unless the count is exactly 1 or -1: (1, 'row') →
 * "1 row", (3, 'row') → "3 rows", (1.5, 'year') → "1.5 years", (1200, 'path') → "1,200 paths".
 * Nouns whose plural is not noun + "s" pass it: (2, 'entry', 'entries') → "2 entries".
 */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  const [whole, fraction] = String(Math.abs(count)).split('.')
  const digits = `${count < 0 ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`
  return `${digits} ${Math.abs(count) === 1 ? singular : plural}`
}

// Dates, in UTC so the server and the browser print the same text. The formats are built once:
// `toLocaleDateString(locale, options)` builds a new Intl formatter on every call (about 60 µs here,
// against 1 µs for a shared one), and a screen prints dozens of dates.
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
const MONTH = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' })
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
})

/** "1980-03-04" (or a timestamp starting so) → "Mar 4, 1980"; text that is not a date stays as it is. */
export function formatDay(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date)
}

/** "2031-06-15" → "Jun 2031". */
export function formatMonth(iso: string): string {
  const date = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : MONTH.format(date)
}

/** A timestamp → "Mar 4, 2026, 3:07 PM UTC". */
export function formatDateTime(iso: string): string {
  return `${DAY_AND_TIME.format(new Date(iso))} UTC`
}
