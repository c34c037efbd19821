import * as z from 'zod'
import { numberFromInput } from './numeric-input.ts'

// Field readers shared by the profile, estate and insurance schemas. Values arrive as JSON
// or as HTML form text: blanks become undefined (not given), amounts are read from text, and
// an API update may send null to clear an optional field.

/** The largest amount a profile, estate or insurance field takes, in dollars. */
export const MAX_PLANNING_AMOUNT = 999_999_999.99
const DETAILS_MAX_CHARS = 5000

export function blankToUndefined(value: unknown) {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

export function lowerCased(value: unknown) {
  const v = blankToUndefined(value)
  return typeof v === 'string' ? v.toLowerCase() : v
}

// "1,234.50" and "$1,234.50" read as 1234.5; a comma off the thousands boundary ("1,5")
// stays text and fails as "must be a number" rather than being read as 15.
export function numberFromText(value: unknown) {
  return numberFromInput(value)
}

/** Each value with its label, in the values' order: what a client needs to offer a choice. */
export function labelledOptions<Value extends string>(values: readonly Value[], labels: Record<Value, string>) {
  return values.map((value) => ({ value, label: labels[value] }))
}

export const isMissing = (input: unknown) => input === undefined || input === null
export const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

export const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .nullish(),
  )

/** Required text, trimmed; a blank or missing value gets `requiredMessage`. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (isMissing(issue.input) ? requiredMessage : `${label} must be text`) })
      .max(max, `${label} must be at most ${max} characters`),
  )

export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(lowerCased, z.enum(values, { error: `Choose a valid ${label}` }).nullish())

export const requiredChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  noun: string,
) =>
  z.preprocess(
    lowerCased,
    z.enum(values, { error: (issue) => (isMissing(issue.input) ? `${label} is required` : `Choose a valid ${noun}`) }),
  )

/** Dollars, 0 to 999,999,999.99 with at most two decimals; optional. */
export const dollars = (label: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(MAX_PLANNING_AMOUNT, `${label} is too large (at most 999,999,999.99)`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`)
      .nullish(),
  )

/** A calendar date YYYY-MM-DD between 1900 and 2200; optional. */
export const isoDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.iso
      .date({ error: `${label} must be a valid date (YYYY-MM-DD)`, abort: true })
      .refine((v) => v >= '1900-01-01' && v <= '2200-12-31', `${label} must be between 1900 and 2200`)
      .nullish(),
  )

/**
 * The free-form details object the old clients always sent as {}. Kept as given, as long as
 * it is a JSON object of modest size; absent means {}.
 */
export const detailsObject = (label: string) =>
  z
    .record(z.string(), z.unknown(), { error: `${label} must be an object` })
    .refine((v) => JSON.stringify(v).length <= DETAILS_MAX_CHARS, `${label} is too large`)
    .optional()

/**
 * A required field in an update: absent means unchanged, but a blank or null value is
 * refused with the field's "is required" message instead of being read as "not given".
 */
export const requiredInPatch = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.optional())

/** A row id from a URL: digits only and a safe integer above 0; anything else is null. */
export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
