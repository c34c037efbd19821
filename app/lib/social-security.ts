// Social Security retirement benefit at a claiming age, by SSA's published rules:
//   - full retirement age (FRA) by year of birth: https://www.ssa.gov/benefits/retirement/planner/agereduction.html
//   - early claiming reduces the primary insurance amount (PIA) by 5/9 of 1 % for each of the
//     first 36 months before FRA and 5/12 of 1 % for each month beyond that (20 CFR 404.410);
//   - delayed retirement credits add 2/3 of 1 % per month (8 % a year) for people born in 1943
//     or later, earned up to age 70 and not after (20 CFR 404.313,
//     https://www.ssa.gov/benefits/retirement/planner/delayret.html).
// The spec's calculator used a flat 6.67 % per year early; that is not SSA's rule and is not used.
//
// Ages follow SSA's reckoning when the full date of birth is known:
//   - a person attains an age on the day before the birthday (20 CFR 404.2(c)(4), SSR 63-15),
//     so someone born on the 1st is figured as born in the previous month, and someone born
//     on 1 January in December of the previous year, whose FRA and delayed-credit rates are
//     that year's (SSA, agereduction.html notes: "If you were born on the 1st of the month, we
//     figure your benefit (and your full retirement age) as if your birthday was in the
//     previous month");
//   - benefits before full retirement age start in the first month the person is 62
//     throughout (20 CFR 404.311(a)(2); agereduction.html: "You must be at least 62 for the
//     entire month"): in the birth month for someone born on the 1st or 2nd, else the month
//     after. In SSA's months of age that is 62 and 0 months only for a birthday on the 2nd.
// With only a birth year the table's ages are used as they stand (62 = 62 and 0 months).
//
// Ages are handled in whole months (62 years = 744 months). Amounts are integer cents.
// Rounding: SSA pays the monthly benefit rounded down to the whole dollar (42 U.S.C. 415(g)), so
// every benefit here is floored to a whole dollar and returned in cents (…00). The PIA is taken
// as given. Spousal, survivor and disability benefits, the earnings test and COLAs are out of scope.

import { pluralise } from './format.ts'

export const EARLIEST_CLAIM_AGE_MONTHS = 62 * 12
export const LATEST_CREDIT_AGE_MONTHS = 70 * 12

export type FullRetirementAge = { years: number; months: number; totalMonths: number }

/**
 * Full retirement age for a year of birth (SSA table). Born 1937 or earlier: 65; 1938–1942: 65
 * plus 2 months per year; 1943–1954: 66; 1955–1959: 66 plus 2 months per year; 1960 or later: 67.
 * A person born on 1 January belongs to the previous year: use fullRetirementAgeForBirthDate.
 */
export function fullRetirementAge(birthYear: number): FullRetirementAge {
  let months: number
  if (birthYear <= 1937) months = 65 * 12
  else if (birthYear <= 1942) months = 65 * 12 + 2 * (birthYear - 1937)
  else if (birthYear <= 1954) months = 66 * 12
  else if (birthYear <= 1959) months = 66 * 12 + 2 * (birthYear - 1954)
  else months = 67 * 12
  return { years: Math.floor(months / 12), months: months % 12, totalMonths: months }
}

export type CalendarMonth = { year: number; month: number }

/** A real calendar date 'YYYY-MM-DD' as numbers (month 1–12), or null. */
export function parseBirthDate(birthDate: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * The month SSA counts as the birth month: the previous one for someone born on the 1st
 * (December of the previous year for 1 January), else the real one. Null for a bad date.
 */
export function ssaBirthMonth(birthDate: string): CalendarMonth | null {
  const date = parseBirthDate(birthDate)
  if (!date) return null
  if (date.day !== 1) return { year: date.year, month: date.month }
  return date.month === 1 ? { year: date.year - 1, month: 12 } : { year: date.year, month: date.month - 1 }
}

/**
 * SSA reads age as attained the day before a birthday, so someone born on 1 January is
 * treated as born in the previous year (SSA: "If you were born on January 1st, you should
 * refer to the previous year"). `birthDate` is an ISO date (YYYY-MM-DD).
 */
export function fullRetirementAgeForBirthDate(birthDate: string): FullRetirementAge | null {
  const birth = ssaBirthMonth(birthDate)
  return birth ? fullRetirementAge(birth.year) : null
}

/**
 * The earliest claim, in months of SSA age (counted from the SSA birth month): the first
 * month the person is 62 throughout. Born on the 2nd: 62 is attained on the 1st, so the birth
 * month itself (744). Born on the 1st: 62 is attained on the last day of the SSA birth month,
 * so the month after (745, the real birthday's month). Any other day: the month after the
 * birthday (745). Null for a bad date.
 */
export function earliestClaimAgeMonthsForBirthDate(birthDate: string): number | null {
  const date = parseBirthDate(birthDate)
  if (!date) return null
  return date.day === 2 ? EARLIEST_CLAIM_AGE_MONTHS : EARLIEST_CLAIM_AGE_MONTHS + 1
}

/** The calendar month `ageMonths` months of SSA age after the SSA birth month, as 'YYYY-MM'. */
export function monthAtAge(birth: CalendarMonth, ageMonths: number): string {
  const index = birth.year * 12 + (birth.month - 1) + ageMonths
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * Yearly delayed retirement credit, in 1/7200ths of the PIA per month, by year of birth
 * (SSA table: 1933–34 5.5 %, 1935–36 6 %, 1937–38 6.5 %, 1939–40 7 %, 1941–42 7.5 %,
 * 1943 and later 8 %). 8 % a year is 2/3 of 1 % a month = 48/7200.
 */
function delayedCreditPer7200(birthYear: number): number {
  if (birthYear >= 1943) return 48
  if (birthYear >= 1941) return 45
  if (birthYear >= 1939) return 42
  if (birthYear >= 1937) return 39
  if (birthYear >= 1935) return 36
  return 33
}

// Reduction per month before FRA: 5/9 of 1 % = 40/7200 for the first 36 months, 5/12 of 1 % =
// 30/7200 beyond. A common denominator of 7200 keeps every factor an integer.
/** `benefitFactorPer7200` at full retirement age: the whole PIA. */
export const FULL_BENEFIT_FACTOR = 7200
const FIRST_TIER_PER_MONTH = 40
const SECOND_TIER_PER_MONTH = 30
const FIRST_TIER_MONTHS = 36

/**
 * The benefit as a fraction of the PIA, in 1/7200ths (7200 = 100 %), for claiming at
 * `claimAgeMonths` with the given FRA. Claims after 70 earn no further credits.
 */
export function benefitFactorPer7200(claimAgeMonths: number, fraMonths: number, birthYear = 1960): number {
  const claim = Math.min(claimAgeMonths, LATEST_CREDIT_AGE_MONTHS)
  if (claim < fraMonths) {
    const early = fraMonths - claim
    const firstTier = Math.min(early, FIRST_TIER_MONTHS)
    const secondTier = early - firstTier
    return FULL_BENEFIT_FACTOR - firstTier * FIRST_TIER_PER_MONTH - secondTier * SECOND_TIER_PER_MONTH
  }
  return FULL_BENEFIT_FACTOR + (claim - fraMonths) * delayedCreditPer7200(birthYear)
}

export type ClaimingInput = {
  /** Primary insurance amount: the monthly benefit at full retirement age, in cents. */
  piaCents: number
  /** Age at which benefits start, in whole months (e.g. 62 × 12 + 6 for 62 and a half). */
  claimAgeMonths: number
  /** Full retirement age in months (66 × 12 + 8 for someone born in 1958). */
  fraMonths: number
  /** Only matters before 1943, where delayed credits were smaller. Defaults to 1960. */
  birthYear?: number
}

/**
 * Monthly benefit in cents, floored to the whole dollar, or null when the claim age is before
 * 62, an input is not a finite number, the PIA is negative, or the ages are not whole months.
 */
export function monthlyBenefitCents({ piaCents, claimAgeMonths, fraMonths, birthYear }: ClaimingInput): number | null {
  if (![piaCents, claimAgeMonths, fraMonths].every(Number.isFinite)) return null
  if (!Number.isInteger(claimAgeMonths) || !Number.isInteger(fraMonths) || piaCents < 0) return null
  if (claimAgeMonths < EARLIEST_CLAIM_AGE_MONTHS) return null
  const factor = benefitFactorPer7200(claimAgeMonths, fraMonths, birthYear)
  // Whole dollars: floor(pia × factor / 7200 / 100). pia ≤ a few thousand dollars keeps the
  // product far below 2^53, so this integer arithmetic is exact.
  const dollars = Math.floor((Math.round(piaCents) * factor) / (FULL_BENEFIT_FACTOR * 100))
  return dollars * 100
}

export type ClaimingRow = {
  claimAgeMonths: number
  /** Percent of the PIA, to two decimals (e.g. 93.33 for 12 months early). */
  percentOfPia: number
  monthlyBenefitCents: number
  annualBenefitCents: number
  timing: ClaimingTiming
}

export type ClaimingTiming = 'early' | 'full' | 'delayed'

/** Whether a claim is before, at or after full retirement age; recommendation texts key off this. */
export function claimingTiming(claimAgeMonths: number, fraMonths: number): ClaimingTiming {
  if (claimAgeMonths < fraMonths) return 'early'
  return claimAgeMonths === fraMonths ? 'full' : 'delayed'
}

/**
 * The comparison table: one row per whole claiming age from 62 to 70 (the spec showed 62, 65,
 * 67, 68, 69, 70; every year in between costs nothing to show). When FRA is not a whole year
 * (born 1955–1959) a row at FRA itself is added in age order. The first row is the earliest
 * claim (62 and 1 month for most people whose birth date is known, see above).
 */
export function claimingComparison(
  piaCents: number,
  fraMonths: number,
  birthYear?: number,
  earliestClaimMonths = EARLIEST_CLAIM_AGE_MONTHS,
): ClaimingRow[] {
  const ages: number[] = []
  for (let years = 62; years <= 70; years++) ages.push(Math.max(years * 12, earliestClaimMonths))
  if (fraMonths % 12 !== 0 && fraMonths > EARLIEST_CLAIM_AGE_MONTHS && fraMonths < LATEST_CREDIT_AGE_MONTHS) {
    ages.push(fraMonths)
    ages.sort((a, b) => a - b)
  }
  const rows: ClaimingRow[] = []
  for (const claimAgeMonths of ages) {
    const monthly = monthlyBenefitCents({ piaCents, claimAgeMonths, fraMonths, birthYear })
    if (monthly === null) continue
    const factor = benefitFactorPer7200(claimAgeMonths, fraMonths, birthYear)
    rows.push({
      claimAgeMonths,
      percentOfPia: Math.round((factor * 10000) / FULL_BENEFIT_FACTOR) / 100,
      monthlyBenefitCents: monthly,
      annualBenefitCents: monthly * 12,
      timing: claimingTiming(claimAgeMonths, fraMonths),
    })
  }
  return rows
}

/**
 * The age, in whole months, at which the total received by claiming later first reaches the
 * total received by claiming earlier (nominal dollars: no COLA, no discounting, no taxes), or
 * null when the later claim never catches up or the inputs are unusable. Benefits are paid
 * from the claim month onward; the month returned is the first in which the cumulative sum
 * of the later claim is at least that of the earlier one.
 */
export function breakevenAgeMonths(input: {
  piaCents: number
  fraMonths: number
  earlierClaimAgeMonths: number
  laterClaimAgeMonths: number
  birthYear?: number
}): number | null {
  const { piaCents, fraMonths, earlierClaimAgeMonths, laterClaimAgeMonths, birthYear } = input
  if (laterClaimAgeMonths <= earlierClaimAgeMonths) return null
  const early = monthlyBenefitCents({ piaCents, claimAgeMonths: earlierClaimAgeMonths, fraMonths, birthYear })
  const late = monthlyBenefitCents({ piaCents, claimAgeMonths: laterClaimAgeMonths, fraMonths, birthYear })
  if (early === null || late === null || late <= early) return null
  // By the end of age month m (m ≥ later claim), early has been paid (m − e + 1) months and
  // late (m − l + 1) months. Late catches up when late·(m − l + 1) ≥ early·(m − e + 1), i.e.
  // m ≥ (late·(l − 1) − early·(e − 1)) / (late − early).
  const numerator = late * (laterClaimAgeMonths - 1) - early * (earlierClaimAgeMonths - 1)
  return Math.max(laterClaimAgeMonths, Math.ceil(numerator / (late - early)))
}

/** "66 and 8 months", "67". */
export function formatAgeMonths(totalMonths: number): string {
  const years = Math.floor(totalMonths / 12)
  const months = totalMonths % 12
  if (months === 0) return String(years)
  return `${years} and ${pluralise(months, 'month')}`
}
