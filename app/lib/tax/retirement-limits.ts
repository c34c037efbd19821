import { nearestTaxYear, type FilingStatus } from './tables.ts'

// Retirement plan and IRA limits per tax year, in whole dollars as the IRS prints them.
//
// Sources:
//   2024: IRS Notice 2023-75 (IR-2023-203).
//   2025: IRS Notice 2024-80 (IR-2024-285).
//   2026: IRS Notice 2025-67 (IR-2025-111).
// electiveDeferral:   IRC 402(g)(1) limit on a participant's 401(k)/403(b)/457(b) deferrals,
//                     not counting age-50 catch-up contributions.
// compensation:       IRC 401(a)(17) annual compensation a plan may take into account.
// annualAdditions:    IRC 415(c)(1)(A) limit on all contributions to a participant's defined
//                     contribution accounts (employee + employer + after-tax), catch-up excluded.
// ira:                IRC 219(b)(5)(A) IRA contribution limit, under age 50.
// rothPhaseOut:       IRC 408A(c)(3) modified AGI range over which the Roth IRA contribution
//                     limit phases down to zero. Married filing separately (having lived with
//                     the spouse) is $0–$10,000 every year; it is not indexed.
// deductionPhaseOut:  IRC 219(g) modified AGI range over which a traditional IRA deduction phases
//                     down to zero for a contributor covered by a workplace plan (married filing
//                     jointly: the contributing spouse covered). Married filing separately: $0–$10,000.

export type YearLimits = {
  electiveDeferral: number
  compensation: number
  annualAdditions: number
  ira: number
  rothPhaseOut: Record<FilingStatus, { from: number; to: number }>
  deductionPhaseOut: Record<FilingStatus, { from: number; to: number }>
}

// Married filing separately, having lived with the spouse: both phase-outs run over $0–$10,000, not indexed.
const MFS_PHASE_OUT = { from: 0, to: 10_000 }

const LIMITS: Record<number, YearLimits> = {
  2024: {
    electiveDeferral: 23_000,
    compensation: 345_000,
    annualAdditions: 69_000,
    ira: 7_000,
    rothPhaseOut: {
      single: { from: 146_000, to: 161_000 },
      head_of_household: { from: 146_000, to: 161_000 },
      married_filing_jointly: { from: 230_000, to: 240_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
    deductionPhaseOut: {
      single: { from: 77_000, to: 87_000 },
      head_of_household: { from: 77_000, to: 87_000 },
      married_filing_jointly: { from: 123_000, to: 143_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
  },
  2025: {
    electiveDeferral: 23_500,
    compensation: 350_000,
    annualAdditions: 70_000,
    ira: 7_000,
    rothPhaseOut: {
      single: { from: 150_000, to: 165_000 },
      head_of_household: { from: 150_000, to: 165_000 },
      married_filing_jointly: { from: 236_000, to: 246_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
    deductionPhaseOut: {
      single: { from: 79_000, to: 89_000 },
      head_of_household: { from: 79_000, to: 89_000 },
      married_filing_jointly: { from: 126_000, to: 146_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
  },
  2026: {
    electiveDeferral: 24_500,
    compensation: 360_000,
    annualAdditions: 72_000,
    ira: 7_500,
    rothPhaseOut: {
      single: { from: 153_000, to: 168_000 },
      head_of_household: { from: 153_000, to: 168_000 },
      married_filing_jointly: { from: 242_000, to: 252_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
    deductionPhaseOut: {
      single: { from: 81_000, to: 91_000 },
      head_of_household: { from: 81_000, to: 91_000 },
      married_filing_jointly: { from: 129_000, to: 149_000 },
      married_filing_separately: MFS_PHASE_OUT,
    },
  },
}

export const LIMIT_YEARS: readonly number[] = Object.keys(LIMITS)
  .map(Number)
  .sort((a, b) => a - b)

/** The year's limits, or null when we hold none for it. */
export function retirementLimits(year: number): YearLimits | null {
  return LIMITS[year] ?? null
}

/** The year's limits, or the nearest year's when we hold none (see nearestTaxYear), with the year used. */
export function retirementLimitsOrNearest(year: number): { year: number; limits: YearLimits } {
  const exact = LIMITS[year]
  if (exact) return { year, limits: exact }
  const used = LIMITS[nearestTaxYear(year)] ? nearestTaxYear(year) : LIMIT_YEARS[LIMIT_YEARS.length - 1]
  return { year: used, limits: LIMITS[used] }
}

/** 402(g) elective deferral limit in cents. */
export function electiveDeferralLimitCents(year: number): number | null {
  const limits = LIMITS[year]
  return limits ? limits.electiveDeferral * 100 : null
}

/** 401(a)(17) compensation limit in cents. */
export function compensationLimitCents(year: number): number | null {
  const limits = LIMITS[year]
  return limits ? limits.compensation * 100 : null
}

/** 415(c)(1)(A) annual additions limit in cents ($69,000 in 2024, $70,000 in 2025, $72,000 in 2026). */
export function annualAdditionsLimitCents(year: number): number | null {
  const limits = LIMITS[year]
  return limits ? limits.annualAdditions * 100 : null
}

/**
 * The Roth IRA contribution a person may make directly, in cents, by the IRS worksheet
 * (Pub. 590-A, Worksheet 2-2): the limit × (upper − MAGI) / range, rounded up to the next $10,
 * and at least $200 while MAGI is below the upper end. Earned income below the limit and age-50
 * catch-ups are not considered.
 */
export function allowedRothContributionCents(magiCents: number, status: FilingStatus, year: number): number | null {
  const limits = LIMITS[year]
  if (!limits || !Number.isFinite(magiCents)) return null
  return phasedIraLimitCents(limits.ira * 100, magiCents, limits.rothPhaseOut[status])
}

/**
 * An IRA limit (`limitCents`, catch-up included where it applies) phased out over a MAGI range, as both
 * IRS worksheets do it (Pub. 590-A, Worksheet 1-2 for a traditional IRA deduction, 2-2 for a Roth
 * contribution): limit × (upper − MAGI) / range, rounded up to the next $10, at least $200 while MAGI
 * is below the upper end.
 */
export function phasedIraLimitCents(limitCents: number, magiCents: number, range: { from: number; to: number }) {
  const { from, to } = range
  if (magiCents <= from * 100) return limitCents
  if (magiCents >= to * 100) return 0
  const reduced = (limitCents * (to * 100 - magiCents)) / ((to - from) * 100)
  const roundedUpTo10Dollars = Math.ceil(reduced / 1000) * 1000
  return Math.min(limitCents, Math.max(20_000, roundedUpTo10Dollars))
}
