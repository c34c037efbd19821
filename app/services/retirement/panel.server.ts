import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { isEmploymentIncome, salaryYearCents } from '~/lib/annual-income.ts'
import { centsToDollars, dollarsToCents } from '~/lib/money.ts'
import { formatCents } from '~/lib/format.ts'
import { electiveDeferralLimitCents, retirementLimitsOrNearest } from '~/lib/tax/retirement-limits.ts'
import { describeMatchFormula, analyzeMatch, parseMatchFormula, type MatchTier } from '~/lib/match-formula.ts'
import {
  breakevenAgeMonths,
  claimingComparison,
  formatAgeMonths,
  fullRetirementAge,
  monthlyBenefitCents,
  type ClaimingTiming,
} from '~/lib/social-security.ts'
import {
  DEFAULT_FULL_RETIREMENT_AGE,
  MatchAnalysisSchema,
  SocialSecuritySchema,
  type MatchAnalysisInput,
  type SocialSecurityInput,
  type VestingSchedule,
} from '~/schemas/retirement.ts'
import { allEntries } from '../finance/entries.server.ts'
import { getProfile, listBenefits } from '../profile/profile.server.ts'

// The Retirement panel (spec 02 §2.7): the Social Security claiming calculator and the 401(k)
// match analyser. The math lives in app/lib (social-security.ts, match-formula.ts); this
// module turns validated input into the answer both the page and /api/v1/retirement/* give,
// in dollars, and reads the user's own data to prefill the forms.

// ---- Social Security ----

export type ClaimingRowJson = {
  claiming_age_months: number
  claiming_age_label: string
  percent_of_pia: number
  monthly_benefit: number
  annual_benefit: number
  timing: ClaimingTiming
}

export type BreakevenJson = {
  earlier_claiming_age: number
  later_claiming_age: number
  /** First age (in months) at which the later claim's total reaches the earlier one's; null if never. */
  breakeven_age_months: number | null
  breakeven_age_label: string | null
}

export type SocialSecurityResult = {
  estimated_benefit: number
  birth_year: number | null
  full_retirement_age: {
    years: number
    months: number
    total_months: number
    label: string
    source: 'birth_year' | 'default'
  }
  claiming_age: number
  monthly_benefit: number
  annual_benefit: number
  percent_of_pia: number
  timing: ClaimingTiming
  /** Monthly benefit at the chosen age less the benefit at full retirement age. */
  change_from_full_benefit: number
  comparison: ClaimingRowJson[]
  breakeven: BreakevenJson[]
  recommendation: string
}

function percentText(value: number) {
  return `${Number(value.toFixed(2))}%`
}

function wholeDollars(cents: number) {
  return `$${Math.round(cents / 100).toLocaleString('en-US')}`
}

export function socialSecurityResult(input: SocialSecurityInput): SocialSecurityResult {
  const birthYear = input.birth_year ?? null
  const fra =
    birthYear === null
      ? { years: DEFAULT_FULL_RETIREMENT_AGE, months: 0, totalMonths: DEFAULT_FULL_RETIREMENT_AGE * 12 }
      : fullRetirementAge(birthYear)
  const creditYear = birthYear ?? undefined
  // The schema admits only finite amounts with two decimals, so the conversion always succeeds.
  const piaCents = dollarsToCents(input.estimated_benefit) ?? 0
  const claimMonths = input.claiming_age * 12
  const rows = claimingComparison(piaCents, fra.totalMonths, creditYear)
  const monthly =
    monthlyBenefitCents({ piaCents, claimAgeMonths: claimMonths, fraMonths: fra.totalMonths, birthYear: creditYear }) ??
    0
  const chosen = rows.find((row) => row.claimAgeMonths === claimMonths)
  const percentOfPia = chosen?.percentOfPia ?? 100
  const timing = chosen?.timing ?? 'full'
  const fullCents = monthlyBenefitCents({ piaCents, claimAgeMonths: fra.totalMonths, fraMonths: fra.totalMonths }) ?? 0

  // Compare the chosen age with the other landmarks: the earliest age, full retirement age, 70.
  const landmarks = [...new Set([62 * 12, fra.totalMonths, 70 * 12])].filter((m) => m !== claimMonths)
  const breakeven: BreakevenJson[] = landmarks.map((other) => {
    const earlier = Math.min(other, claimMonths)
    const later = Math.max(other, claimMonths)
    const months = breakevenAgeMonths({
      piaCents,
      fraMonths: fra.totalMonths,
      earlierClaimAgeMonths: earlier,
      laterClaimAgeMonths: later,
      birthYear: creditYear,
    })
    return {
      earlier_claiming_age: earlier / 12,
      later_claiming_age: later / 12,
      breakeven_age_months: months,
      breakeven_age_label: months === null ? null : formatAgeMonths(months),
    }
  })

  const fraLabel = formatAgeMonths(fra.totalMonths)
  const at70 = rows.find((row) => row.claimAgeMonths === 70 * 12)
  const versus = (later: number) =>
    breakeven.find((b) => b.later_claiming_age * 12 === later && b.earlier_claiming_age === input.claiming_age)
  let recommendation: string
  if (timing === 'early') {
    recommendation =
      `Claiming at ${input.claiming_age} pays ${percentText(percentOfPia)} of your full benefit for life: ` +
      `${wholeDollars(monthly)} instead of ${wholeDollars(fullCents)} a month at your full retirement age of ${fraLabel}. ` +
      'Early claiming can make sense if you need the income now or expect a shorter retirement; ' +
      'each year you wait raises the benefit until 70.'
  } else if (timing === 'full') {
    const later = versus(70 * 12)
    recommendation =
      `At ${fraLabel} you receive your full benefit of ${wholeDollars(monthly)} a month.` +
      (at70
        ? ` Waiting until 70 raises it to ${wholeDollars(at70.monthlyBenefitCents)} a month (${percentText(at70.percentOfPia)})` +
          (later?.breakeven_age_label
            ? `, which pays more in total if you live past ${later.breakeven_age_label}.`
            : '.')
        : '')
  } else {
    const earlier = breakeven.find(
      (b) => b.later_claiming_age === input.claiming_age && b.earlier_claiming_age * 12 === fra.totalMonths,
    )
    recommendation =
      `Delaying to ${input.claiming_age} earns delayed retirement credits: ${wholeDollars(monthly)} a month, ` +
      `${percentText(percentOfPia)} of your full benefit, for life.` +
      (earlier?.breakeven_age_label
        ? ` Compared with claiming at ${fraLabel}, it pays more in total if you live past ${earlier.breakeven_age_label}.`
        : '') +
      (input.claiming_age < 70 ? ' Credits keep growing until 70.' : ' No credits are earned after 70.')
  }

  return {
    estimated_benefit: input.estimated_benefit,
    birth_year: birthYear,
    full_retirement_age: {
      years: fra.years,
      months: fra.months,
      total_months: fra.totalMonths,
      label: fraLabel,
      source: birthYear === null ? 'default' : 'birth_year',
    },
    claiming_age: input.claiming_age,
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
    recommendation,
  }
}

// ---- 401(k) match ----

export type MatchAnalysisResult = {
  year: number
  limits_year: number
  formula: string
  tiers: { from_percent: number; to_percent: number; match_rate_percent: number }[]
  annual_match_cap: number | null
  salary: number
  /** Salary the plan counts: capped at the year's 401(a)(17) compensation limit. */
  compensation: number
  compensation_capped: boolean
  contribution_percent: number
  deferral_limit: number
  deferral_limit_source: 'irs' | 'entered'
  employee_contribution: number
  contribution_capped: boolean
  /** The most the employer pays in a year under the formula and the limits. */
  max_annual_match: number
  max_limited_by_deferral_limit: boolean
  /** What the user's contribution earns in a year. */
  captured_match: number
  left_on_table: number
  /** Contribution, in percent of pay, that earns the full match. */
  contribution_needed_percent: number
  vesting_schedule: VestingSchedule | null
  vesting_note: string | null
  message: string
}

const VESTING_NOTES: Record<VestingSchedule, string> = {
  immediate: 'Immediate vesting: the match is yours as soon as it is paid in.',
  '1-year': '1-year cliff: you keep the match once you have one year of service; leaving earlier forfeits it.',
  '3-year-graded': '3-year graded: about a third of the match vests each year of service; all of it after three years.',
  '5-year-graded': '5-year graded: about a fifth of the match vests each year of service; all of it after five years.',
}

const tiersJson = (tiers: MatchTier[]) =>
  tiers.map((t) => ({ from_percent: t.fromPercent, to_percent: t.toPercent, match_rate_percent: t.matchRatePercent }))

export type MatchOutcome = { ok: true; result: MatchAnalysisResult } | { ok: false; field: string; message: string }

/** The match analysis, or the reason the formula cannot be read (the schema checks it first). */
export function matchAnalysisResult(input: MatchAnalysisInput, today = new Date()): MatchOutcome {
  const parsed = parseMatchFormula(input.match_formula)
  if (parsed.formula === null) return { ok: false, field: 'match_formula', message: parsed.reason }
  const year = input.year ?? today.getFullYear()
  const override = input.deferral_limit ?? null
  const analysis = analyzeMatch({
    formula: parsed.formula,
    salaryCents: dollarsToCents(input.salary) ?? 0,
    contributionPercent: input.contribution_percent,
    year,
    deferralLimitCents: override === null ? null : dollarsToCents(override),
  })
  if (!analysis) return { ok: false, field: 'salary', message: 'Salary and contribution could not be analysed' }
  const vesting = input.vesting_schedule ?? null
  const needed = analysis.percentForFullMatch
  let message: string
  if (analysis.maxMatchCents === 0) {
    message = 'This formula pays no match on your salary.'
  } else if (analysis.leftOnTableCents > 0) {
    message =
      `You're leaving free money on the table! Contributing ${Number(needed.toFixed(2))}% of your pay ` +
      `would capture the full ${wholeDollars(analysis.maxMatchCents)} match, ` +
      `${wholeDollars(analysis.leftOnTableCents)} more a year.`
  } else {
    message = `Your contribution captures the full employer match of ${wholeDollars(analysis.maxMatchCents)} a year.`
  }
  if (analysis.deferralCapped) {
    message += ` Your contribution is capped at the ${wholeDollars(analysis.deferralLimitCents)} deferral limit.`
  }
  return {
    ok: true,
    result: {
      year,
      limits_year: analysis.limitsYear,
      formula: describeMatchFormula(parsed.formula),
      tiers: tiersJson(parsed.formula.tiers),
      annual_match_cap: parsed.formula.annualCapCents === null ? null : centsToDollars(parsed.formula.annualCapCents),
      salary: input.salary,
      compensation: centsToDollars(analysis.compensationCents),
      compensation_capped: analysis.compensationCapped,
      contribution_percent: input.contribution_percent,
      deferral_limit: centsToDollars(analysis.deferralLimitCents),
      deferral_limit_source: override === null ? 'irs' : 'entered',
      employee_contribution: centsToDollars(analysis.employeeDeferralCents),
      contribution_capped: analysis.deferralCapped,
      max_annual_match: centsToDollars(analysis.maxMatchCents),
      max_limited_by_deferral_limit: analysis.maxLimitedByDeferralLimit,
      captured_match: centsToDollars(analysis.capturedMatchCents),
      left_on_table: centsToDollars(analysis.leftOnTableCents),
      contribution_needed_percent: needed,
      vesting_schedule: vesting,
      vesting_note: vesting === null ? null : VESTING_NOTES[vesting],
      message,
    },
  }
}

// ---- Prefill from the user's own data ----

export type RetirementDefaults = {
  estimated_benefit: number | null
  benefit_source: string | null
  birth_year: number | null
  birth_year_source: 'date_of_birth' | 'age' | null
  salary: number | null
}

/** Values for the forms from the profile, the Social Security benefit record and salary entries. */
export async function getRetirementDefaults(userId: number, today = new Date()): Promise<RetirementDefaults> {
  const [profile, benefits, entries] = await Promise.all([getProfile(userId), listBenefits(userId), allEntries(userId)])
  let birthYear: number | null = null
  let birthYearSource: RetirementDefaults['birth_year_source'] = null
  if (profile?.date_of_birth) {
    birthYear = Number(profile.date_of_birth.slice(0, 4))
    birthYearSource = 'date_of_birth'
  } else if (profile?.age) {
    birthYear = today.getFullYear() - profile.age
    birthYearSource = 'age'
  }
  const socialSecurity = benefits.find(
    (b) =>
      b.benefit_type === 'social_security' && b.estimated_monthly_benefit !== null && b.estimated_monthly_benefit > 0,
  )
  // Salary: employment income a year; one-time and daily entries are not a salary.
  const salaryCents = entries.filter(isEmploymentIncome).reduce((sum, e) => sum + salaryYearCents(e), 0)
  return {
    estimated_benefit: socialSecurity?.estimated_monthly_benefit ?? null,
    benefit_source: socialSecurity?.benefit_name ?? null,
    birth_year: birthYear,
    birth_year_source: birthYearSource,
    salary: salaryCents > 0 ? centsToDollars(salaryCents) : null,
  }
}

// ---- The screen ----

const SS_FIELDS = ['estimated_benefit', 'claiming_age', 'birth_year'] as const
const MATCH_FIELDS = [
  'salary',
  'contribution_percent',
  'match_formula',
  'vesting_schedule',
  'deferral_limit',
  'year',
] as const

type FormText = Record<string, string | undefined>

function pick(params: URLSearchParams, names: readonly string[]) {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = params.get(name)
    if (value !== null) out[name] = value
  }
  return out
}

const asText = (value: number | null) => (value === null ? undefined : String(value))

function errorMessages(error: Record<string, string[] | null> | undefined | null): string[] {
  return Object.values(error ?? {}).flatMap((messages) => messages ?? [])
}

/**
 * Everything the Retirement page shows for a query string. A calculator counts as submitted
 * when any of its fields is in the query; otherwise its form is prefilled from the user's data
 * (and the Social Security answer shown when a benefit is on record). `status` is 422 when a
 * submitted form is invalid.
 */
export async function retirementScreen(userId: number, params: URLSearchParams, today = new Date()) {
  const defaults = await getRetirementDefaults(userId, today)
  const ssQuery = pick(params, SS_FIELDS)
  const matchQuery = pick(params, MATCH_FIELDS)
  const errors: string[] = []

  let ssValues: FormText
  let ssReply: SubmissionResult<string[]> | null = null
  let ssResult: SocialSecurityResult | null = null
  if (Object.keys(ssQuery).length > 0) {
    const submission = parseWithZod(new URLSearchParams(ssQuery), { schema: SocialSecuritySchema })
    ssValues = ssQuery
    if (submission.status === 'success') ssResult = socialSecurityResult(submission.value)
    else {
      ssReply = submission.reply()
      errors.push(...errorMessages(submission.error))
    }
  } else {
    ssValues = {
      estimated_benefit: asText(defaults.estimated_benefit),
      claiming_age: String(DEFAULT_FULL_RETIREMENT_AGE),
      birth_year: asText(defaults.birth_year),
    }
    if (defaults.estimated_benefit !== null) {
      const parsed = SocialSecuritySchema.safeParse(ssValues)
      if (parsed.success) ssResult = socialSecurityResult(parsed.data)
    }
  }

  let matchValues: FormText
  let matchReply: typeof ssReply = null
  let matchResult: MatchAnalysisResult | null = null
  if (Object.keys(matchQuery).length > 0) {
    const submission = parseWithZod(new URLSearchParams(matchQuery), { schema: MatchAnalysisSchema })
    matchValues = matchQuery
    if (submission.status === 'success') {
      const outcome = matchAnalysisResult(submission.value, today)
      if (outcome.ok) matchResult = outcome.result
      else {
        matchReply = submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } })
        errors.push(outcome.message)
      }
    } else {
      matchReply = submission.reply()
      errors.push(...errorMessages(submission.error))
    }
  } else {
    matchValues = { salary: asText(defaults.salary) }
  }

  const prefill: string[] = []
  const ssPrefill: string[] = []
  if (Object.keys(ssQuery).length === 0) {
    if (defaults.benefit_source) ssPrefill.push(`benefit from "${defaults.benefit_source}"`)
    if (defaults.birth_year_source === 'date_of_birth') ssPrefill.push('birth year from your date of birth')
    if (defaults.birth_year_source === 'age') ssPrefill.push('birth year estimated from your age')
  }
  if (Object.keys(matchQuery).length === 0 && defaults.salary !== null)
    prefill.push('salary from your employment income entries')

  const limitsYear = today.getFullYear()
  return {
    status: errors.length > 0 ? 422 : 200,
    errors,
    socialSecurity: {
      values: ssValues,
      reply: ssReply,
      result: ssResult,
      keep: ssQuery,
      prefillNote: ssPrefill.length > 0 ? `Prefilled: ${ssPrefill.join('; ')}.` : null,
    },
    match: {
      values: matchValues,
      reply: matchReply,
      result: matchResult,
      keep: matchQuery,
      prefillNote: prefill.length > 0 ? `Prefilled: ${prefill.join('; ')}.` : null,
      limitsYear,
      limitPlaceholder: formatCents(electiveDeferralLimitCents(retirementLimitsOrNearest(limitsYear).year) ?? 0),
    },
  }
}
