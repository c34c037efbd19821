import { taxTable, type FilingStatus, type TaxBracket } from './tables.ts'

// Federal income tax from the rate schedules in tables.ts. Amounts in integer cents.

export type BracketLookup = {
  /** 0 for the 10 % bracket … 6 for 37 %. */
  index: number
  ratePercent: number
  /** Taxable income where the bracket starts (the previous bracket's upper limit), in cents. */
  fromCents: number
  /** Where it ends, in cents; null for the top bracket. */
  upToCents: number | null
}

function brackets(status: FilingStatus, year: number): TaxBracket[] | null {
  return taxTable(year)?.brackets[status] ?? null
}

/**
 * The bracket that taxes the last dollar of `taxableIncomeCents`. A bracket's upper limit
 * belongs to it ("not over $11,600" is 10 %), so income exactly at a limit is in the lower
 * bracket and one cent more is in the next. Zero or negative income is in the first bracket.
 * Null when there is no table for the year or the income is not finite.
 */
export function bracketFor(taxableIncomeCents: number, status: FilingStatus, year: number): BracketLookup | null {
  const schedule = brackets(status, year)
  if (!schedule || !Number.isFinite(taxableIncomeCents)) return null
  let fromCents = 0
  for (const [index, bracket] of schedule.entries()) {
    if (bracket.upToCents === null || taxableIncomeCents <= bracket.upToCents) {
      return { index, ratePercent: bracket.ratePercent, fromCents, upToCents: bracket.upToCents }
    }
    fromCents = bracket.upToCents
  }
  return null
}

/** Marginal federal rate in whole percent for the last dollar of taxable income, or null (see bracketFor). */
export function marginalRate(taxableIncomeCents: number, status: FilingStatus, year: number): number | null {
  return bracketFor(taxableIncomeCents, status, year)?.ratePercent ?? null
}

/**
 * Federal income tax by the rate schedule, in cents, rounded to the nearest cent (halves up).
 * Each slice of income is taxed at its bracket's rate; the sum is kept exact (cents × whole
 * percent) and divided once. Zero for zero or negative income; null with no table for the year.
 */
export function federalTax(taxableIncomeCents: number, status: FilingStatus, year: number): number | null {
  const schedule = brackets(status, year)
  if (!schedule || !Number.isFinite(taxableIncomeCents)) return null
  const income = Math.max(0, taxableIncomeCents)
  let fromCents = 0
  let centPercents = 0
  for (const bracket of schedule) {
    const top = bracket.upToCents === null ? income : Math.min(income, bracket.upToCents)
    if (top > fromCents) centPercents += (top - fromCents) * bracket.ratePercent
    if (bracket.upToCents === null || income <= bracket.upToCents) break
    fromCents = bracket.upToCents
  }
  return Math.round(centPercents / 100)
}

/**
 * Tax as a percentage of `incomeCents` (taxable income unless another base such as AGI is
 * given), to two decimals. Null when the base is not positive or there is no table.
 */
export function effectiveRate(
  taxableIncomeCents: number,
  status: FilingStatus,
  year: number,
  incomeCents: number = taxableIncomeCents,
): number | null {
  const tax = federalTax(taxableIncomeCents, status, year)
  if (tax === null || !(incomeCents > 0)) return null
  return Math.round((tax * 10_000) / incomeCents) / 100
}

export function standardDeductionCents(status: FilingStatus, year: number): number | null {
  return taxTable(year)?.standardDeductionCents[status] ?? null
}

/**
 * Taxable income from AGI: AGI less the larger of the standard deduction and the itemized
 * total, never below zero. Ignores the QBI deduction and other below-the-line items.
 */
export function taxableIncomeCents(
  agiCents: number,
  status: FilingStatus,
  year: number,
  itemizedCents = 0,
): number | null {
  const standard = standardDeductionCents(status, year)
  if (standard === null || !Number.isFinite(agiCents)) return null
  return Math.max(0, agiCents - Math.max(standard, itemizedCents))
}
