import { formatCents } from '../format.ts'
import { centsToDollars, dollarsToCents } from '../money.ts'
import {
  EARLIEST_CLAIM_AGE_MONTHS,
  breakevenAgeMonths,
  claimingComparison,
  earliestClaimAgeMonthsForBirthDate,
  formatAgeMonths,
  fullRetirementAge,
  monthAtAge,
  monthlyBenefitCents,
  ssaBirthMonth,
  type CalendarMonth,
  type ClaimingTiming,
  type FullRetirementAge,
} from '../social-security.ts'
import { DEFAULT_FULL_RETIREMENT_AGE, type SocialSecurityInput } from '../../schemas/retirement.ts'

// The Social Security claiming calculator's answer (spec 02 §2.7), as the Retirement page and
// /api/v1/retirement/social-security give it: the benefit at the chosen age, the 62–70
// comparison, breakeven ages against the landmarks, and a recommendation in words. Dollars.
// With the full date of birth SSA's age rules apply (social-security.ts): born on the 1st
// counts as born the month before (on 1 January, the year before), and the earliest claim is
// the first month at 62 throughout, so "62" is 62 and 1 month for anyone not born on the 2nd.

export type ClaimingRowJson = {
  claiming_age_months: number
  claiming_age_label: string
  percent_of_pia: number
  monthly_benefit: number
  annual_benefit: number
  timing: ClaimingTiming
}

export type BreakevenJson = {
  /** Years; 62 and 1 month is 62.0833…; the *_months fields are exact. */
  earlier_claiming_age: number
  later_claiming_age: number
  earlier_claiming_age_months: number
  later_claiming_age_months: number
  /** First age (in months) at which the later claim's total reaches the earlier one's; null if never. */
  breakeven_age_months: number | null
  breakeven_age_label: string | null
}

export type SocialSecurityResult = {
  estimated_benefit: number
  birth_year: number | null
  birth_date: string | null
  /** The month SSA counts as the birth month ('YYYY-MM'), with the full date of birth only. */
  ssa_birth_month: string | null
  full_retirement_age: {
    years: number
    months: number
    total_months: number
    label: string
    source: 'birth_date' | 'birth_year' | 'default'
    /** The calendar month full retirement age is reached ('YYYY-MM'), with the date of birth only. */
    month: string | null
  }
  /** The earliest claim in months of age: 744 (62), or 745 when the date of birth puts it a month later. */
  earliest_claiming_age_months: number
  claiming_age: number
  /** The claim the figures are for, in months of age: the earliest claim when 62 is asked for. */
  claiming_age_months: number
  /** "62 and 1 month", "67". */
  claiming_age_label: string
  /** The first month of benefits at that age ('YYYY-MM'), with the date of birth only. */
  claiming_month: string | null
  monthly_benefit: number
  annual_benefit: number
  percent_of_pia: number
  timing: ClaimingTiming
  /** Monthly benefit at the chosen age less the benefit at full retirement age. */
  change_from_full_benefit: number
  comparison: ClaimingRowJson[]
  breakeven: BreakevenJson[]
  recommendation: string
  /** SSA's birth-date rules that changed the figures, in words. */
  notes: string[]
}

function percentText(value: number) {
  return `${Number(value.toFixed(2))}%`
}

type Claim = {
  piaCents: number
  fraMonths: number
  /** The birth year for the delayed-credit rate, when known. */
  creditYear: number | undefined
  claimMonths: number
}

/** Breakeven ages of the chosen age against the other landmarks: the earliest age, full retirement age, 70. */
function breakevens({ piaCents, fraMonths, creditYear, claimMonths }: Claim, earliestMonths: number): BreakevenJson[] {
  const landmarks = [...new Set([earliestMonths, fraMonths, 70 * 12])].filter((m) => m !== claimMonths)
  return landmarks.map((other) => {
    const earlier = Math.min(other, claimMonths)
    const later = Math.max(other, claimMonths)
    const months = breakevenAgeMonths({
      piaCents,
      fraMonths,
      earlierClaimAgeMonths: earlier,
      laterClaimAgeMonths: later,
      birthYear: creditYear,
    })
    return {
      earlier_claiming_age: earlier / 12,
      later_claiming_age: later / 12,
      earlier_claiming_age_months: earlier,
      later_claiming_age_months: later,
      breakeven_age_months: months,
      breakeven_age_label: months === null ? null : formatAgeMonths(months),
    }
  })
}

type RecommendationFacts = {
  claimingAge: number
  claimMonths: number
  fraMonths: number
  timing: ClaimingTiming
  percentOfPia: number
  monthlyCents: number
  fullCents: number
  at70: { monthlyBenefitCents: number; percentOfPia: number } | undefined
  breakeven: BreakevenJson[]
}

function recommendation(facts: RecommendationFacts): string {
  const { claimingAge, claimMonths, fraMonths, timing, percentOfPia, monthlyCents, fullCents, at70, breakeven } = facts
  const fraLabel = formatAgeMonths(fraMonths)
  if (timing === 'early') {
    return (
      `Claiming at ${formatAgeMonths(claimMonths)} pays ${percentText(percentOfPia)} of your full benefit for life: ` +
      `${formatCents(monthlyCents)} instead of ${formatCents(fullCents)} a month at your full retirement age of ${fraLabel}. ` +
      'Early claiming can make sense if you need the income now or expect a shorter retirement; ' +
      'each year you wait raises the benefit until 70.'
    )
  }
  if (timing === 'full') {
    const later = breakeven.find(
      (b) => b.later_claiming_age_months === 70 * 12 && b.earlier_claiming_age_months === claimMonths,
    )
    const waiting = at70
      ? ` Waiting until 70 raises it to ${formatCents(at70.monthlyBenefitCents)} a month (${percentText(at70.percentOfPia)})` +
        (later?.breakeven_age_label ? `, which pays more in total if you live past ${later.breakeven_age_label}.` : '.')
      : ''
    return `At ${fraLabel} you receive your full benefit of ${formatCents(monthlyCents)} a month.${waiting}`
  }
  const earlier = breakeven.find(
    (b) => b.later_claiming_age_months === claimMonths && b.earlier_claiming_age_months === fraMonths,
  )
  return (
    `Delaying to ${claimingAge} earns delayed retirement credits: ${formatCents(monthlyCents)} a month, ` +
    `${percentText(percentOfPia)} of your full benefit, for life.` +
    (earlier?.breakeven_age_label
      ? ` Compared with claiming at ${fraLabel}, it pays more in total if you live past ${earlier.breakeven_age_label}.`
      : '') +
    (claimingAge < 70 ? ' Credits keep growing until 70.' : ' No credits are earned after 70.')
  )
}

type Person = {
  fra: FullRetirementAge
  source: SocialSecurityResult['full_retirement_age']['source']
  birthYear: number | null
  /** The year SSA's tables are read for (the year before for a 1 January birthday). */
  tableYear: number | undefined
  ssaBirth: CalendarMonth | null
  earliestMonths: number
  notes: string[]
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** Who is claiming, as SSA's rules see them: from the date of birth, else the birth year, else the spec's FRA of 67. */
function personFrom(input: SocialSecurityInput): Person {
  const birthDate = input.birth_date ?? null
  const ssaBirth = birthDate === null ? null : ssaBirthMonth(birthDate)
  const earliest = birthDate === null ? null : earliestClaimAgeMonthsForBirthDate(birthDate)
  if (birthDate !== null && ssaBirth !== null && earliest !== null) {
    const notes: string[] = []
    if (birthDate.endsWith('-01')) {
      notes.push(
        `Born on the 1st: SSA figures your benefit and full retirement age as if you were born in ` +
          `${MONTH_NAMES[ssaBirth.month - 1]} ${ssaBirth.year}, since you reach each age the day before your birthday.`,
      )
    }
    if (earliest > EARLIEST_CLAIM_AGE_MONTHS) {
      notes.push(
        `Benefits before full retirement age start in a month you are 62 throughout: ${monthAtAge(ssaBirth, earliest)} ` +
          'at the earliest, so "62" here is 62 and 1 month.',
      )
    }
    return {
      fra: fullRetirementAge(ssaBirth.year),
      source: 'birth_date',
      birthYear: Number(birthDate.slice(0, 4)),
      tableYear: ssaBirth.year,
      ssaBirth,
      earliestMonths: earliest,
      notes,
    }
  }
  const birthYear = input.birth_year ?? null
  const fra =
    birthYear === null
      ? { years: DEFAULT_FULL_RETIREMENT_AGE, months: 0, totalMonths: DEFAULT_FULL_RETIREMENT_AGE * 12 }
      : fullRetirementAge(birthYear)
  return {
    fra,
    source: birthYear === null ? 'default' : 'birth_year',
    birthYear,
    tableYear: birthYear ?? undefined,
    ssaBirth: null,
    earliestMonths: EARLIEST_CLAIM_AGE_MONTHS,
    notes: [],
  }
}

export function socialSecurityResult(input: SocialSecurityInput): SocialSecurityResult {
  const person = personFrom(input)
  const { fra, ssaBirth, earliestMonths } = person
  // The schema admits only finite amounts with two decimals, so the conversion always succeeds.
  const claim: Claim = {
    piaCents: dollarsToCents(input.estimated_benefit) ?? 0,
    fraMonths: fra.totalMonths,
    creditYear: person.tableYear,
    claimMonths: Math.max(input.claiming_age * 12, earliestMonths),
  }
  const { piaCents, creditYear, claimMonths } = claim
  const rows = claimingComparison(piaCents, fra.totalMonths, creditYear, earliestMonths)
  const monthly =
    monthlyBenefitCents({ piaCents, claimAgeMonths: claimMonths, fraMonths: fra.totalMonths, birthYear: creditYear }) ??
    0
  const chosen = rows.find((row) => row.claimAgeMonths === claimMonths)
  const percentOfPia = chosen?.percentOfPia ?? 100
  const timing = chosen?.timing ?? 'full'
  const fullCents = monthlyBenefitCents({ piaCents, claimAgeMonths: fra.totalMonths, fraMonths: fra.totalMonths }) ?? 0
  const breakeven = breakevens(claim, earliestMonths)
  const calendarMonth = (ageMonths: number) => (ssaBirth === null ? null : monthAtAge(ssaBirth, ageMonths))

  return {
    estimated_benefit: input.estimated_benefit,
    birth_year: person.birthYear,
    birth_date: person.source === 'birth_date' ? (input.birth_date ?? null) : null,
    ssa_birth_month: ssaBirth === null ? null : monthAtAge(ssaBirth, 0),
    full_retirement_age: {
      years: fra.years,
      months: fra.months,
      total_months: fra.totalMonths,
      label: formatAgeMonths(fra.totalMonths),
      source: person.source,
      month: calendarMonth(fra.totalMonths),
    },
    earliest_claiming_age_months: earliestMonths,
    claiming_age: input.claiming_age,
    claiming_age_months: claimMonths,
    claiming_age_label: formatAgeMonths(claimMonths),
    claiming_month: calendarMonth(claimMonths),
    monthly_benefit: centsToDollars(monthly),
    annual_benefit: centsToDollars(monthly * 12),
    percent_of_pia: percentOfPia,
    timing,
    change_from_full_benefit: centsToDollars(monthly - fullCents),
    comparison: rows.map((row) => ({
      claiming_age_months: row.claimAgeMonths,
      claiming_age_label: formatAgeMonths(row.claimAgeMonths),
      percent_of_pia: row.percentOfPia,
      monthly_benefit: centsToDollars(row.monthlyBenefitCents),
      annual_benefit: centsToDollars(row.annualBenefitCents),
      timing: row.timing,
    })),
    breakeven,
    recommendation: recommendation({
      claimingAge: input.claiming_age,
      claimMonths,
      fraMonths: fra.totalMonths,
      timing,
      percentOfPia,
      monthlyCents: monthly,
      fullCents,
      at70: rows.find((row) => row.claimAgeMonths === 70 * 12),
      breakeven,
    }),
    notes: person.notes,
  }
}
