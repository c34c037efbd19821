import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { holderEmploymentIncome, salaryYearCents } from '~/lib/annual-income.ts'
import { centsToDollars } from '~/lib/money.ts'
import { formatCents } from '~/lib/format.ts'
import { matchAnalysisResult, type MatchAnalysisResult } from '~/lib/retirement/match-result.ts'
import { socialSecurityResult } from '~/lib/retirement/social-security-result.ts'
import { electiveDeferralLimitCents, retirementLimitsOrNearest } from '~/lib/tax/retirement-limits.ts'
import { DEFAULT_FULL_RETIREMENT_AGE, MatchAnalysisSchema, SocialSecuritySchema } from '~/schemas/retirement.ts'
import { entriesOf } from '../finance/entries.server.ts'
import { listBenefits } from '../profile/benefits.server.ts'
import { listFamilyMembers } from '../profile/family.server.ts'
import { getProfile } from '../profile/personal.server.ts'

// The Retirement panel (spec 02 §2.7): the Social Security claiming calculator and the 401(k)
// match analyser. The calculators live in app/lib/retirement/; this module reads the user's
// own data to prefill the forms and assembles the page from the query string.

export type RetirementDefaults = {
  estimated_benefit: number | null
  benefit_source: string | null
  birth_year: number | null
  birth_year_source: 'date_of_birth' | 'age' | null
  /** The profile's full date of birth: SSA's rules need the day (born on the 1st, 62 throughout a month). */
  birth_date: string | null
  /** The plan holder's own pay a year: a spouse's or partner's salary entries are left out. */
  salary: number | null
  /** The employment entries left out as a spouse's or partner's pay, by description. */
  salary_left_out: string[]
}

/** Values for the forms from the profile, the Social Security benefit record and salary entries. */
export async function getRetirementDefaults(userId: number, today = new Date()): Promise<RetirementDefaults> {
  const [profile, benefits, entries, family] = await Promise.all([
    getProfile(userId),
    listBenefits(userId),
    entriesOf(userId, ['income']), // the salary is employment income: no other category is read
    listFamilyMembers(userId),
  ])
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
  // Salary: the holder's employment income a year (the 401(k) is theirs, so a spouse's pay is not
  // part of it); one-time and daily entries are not a salary.
  const partners = family.filter((m) => m.relationship_type === 'spouse' || m.relationship_type === 'partner')
  const pay = holderEmploymentIncome(entries, partners)
  const salaryCents = pay.own.reduce((sum, e) => sum + salaryYearCents(e), 0)
  return {
    estimated_benefit: socialSecurity?.estimated_monthly_benefit ?? null,
    benefit_source: socialSecurity?.benefit_name ?? null,
    birth_year: birthYear,
    birth_year_source: birthYearSource,
    birth_date: profile?.date_of_birth ? profile.date_of_birth.slice(0, 10) : null,
    salary: salaryCents > 0 ? centsToDollars(salaryCents) : null,
    salary_left_out: pay.partners.map((e) => e.description),
  }
}

// ---- The screen ----

const SS_FIELDS = ['estimated_benefit', 'claiming_age', 'birth_year', 'birth_date'] as const
const MATCH_FIELDS = [
  'salary',
  'contribution_percent',
  'match_formula',
  'vesting_schedule',
  'deferral_limit',
  'year',
] as const

type FormText = Record<string, string | undefined>
type Reply = SubmissionResult<string[]> | null

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

function prefillNote(parts: string[]) {
  return parts.length > 0 ? `Prefilled: ${parts.join('; ')}.` : null
}

/** The Social Security calculator: submitted when any of its fields is in the query, else prefilled. */
function socialSecurityPanel(params: URLSearchParams, defaults: RetirementDefaults) {
  const query = pick(params, SS_FIELDS)
  if (Object.keys(query).length > 0) {
    const submission = parseWithZod(new URLSearchParams(query), { schema: SocialSecuritySchema })
    const ok = submission.status === 'success'
    return {
      values: query,
      reply: ok ? null : submission.reply(),
      result: ok ? socialSecurityResult(submission.value) : null,
      keep: query,
      prefillNote: null,
      errors: ok ? [] : errorMessages(submission.error),
    }
  }
  const values: FormText = {
    estimated_benefit: asText(defaults.estimated_benefit),
    claiming_age: String(DEFAULT_FULL_RETIREMENT_AGE),
    birth_year: asText(defaults.birth_year),
    birth_date: defaults.birth_date ?? undefined,
  }
  // With a benefit on record, the answer at full retirement age shows straight away.
  const parsed = defaults.estimated_benefit === null ? null : SocialSecuritySchema.safeParse(values)
  const prefilled: string[] = []
  if (defaults.benefit_source) prefilled.push(`benefit from "${defaults.benefit_source}"`)
  if (defaults.birth_year_source === 'date_of_birth') prefilled.push('date of birth and birth year from your profile')
  if (defaults.birth_year_source === 'age') prefilled.push('birth year estimated from your age')
  return {
    values,
    reply: null,
    result: parsed?.success ? socialSecurityResult(parsed.data) : null,
    keep: query,
    prefillNote: prefillNote(prefilled),
    errors: [],
  }
}

/** The match analyser: submitted when any of its fields is in the query, else the salary prefilled. */
function matchPanel(params: URLSearchParams, defaults: RetirementDefaults, today: Date) {
  const query = pick(params, MATCH_FIELDS)
  const limitsYear = today.getFullYear()
  const limits = {
    limitsYear,
    limitPlaceholder: formatCents(electiveDeferralLimitCents(retirementLimitsOrNearest(limitsYear).year) ?? 0),
  }
  if (Object.keys(query).length === 0) {
    const leftOut = defaults.salary_left_out.map((d) => `"${d}"`).join(', ')
    const prefilled =
      defaults.salary === null
        ? []
        : [
            defaults.salary_left_out.length === 0
              ? 'salary from your employment income entries'
              : `salary from your own employment income entries (${leftOut} left out as your spouse's or partner's pay)`,
          ]
    const values: FormText = { salary: asText(defaults.salary) }
    return {
      values,
      reply: null,
      result: null,
      keep: query,
      prefillNote: prefillNote(prefilled),
      errors: [],
      ...limits,
    }
  }
  const submission = parseWithZod(new URLSearchParams(query), { schema: MatchAnalysisSchema })
  const answer = (reply: Reply, result: MatchAnalysisResult | null, errors: string[]) => ({
    values: query,
    reply,
    result,
    keep: query,
    prefillNote: null,
    errors,
    ...limits,
  })
  if (submission.status !== 'success') return answer(submission.reply(), null, errorMessages(submission.error))
  const { result, problem } = matchAnalysisResult(submission.value, today)
  if (problem) {
    return answer(submission.reply({ fieldErrors: { [problem.field]: [problem.message] } }), null, [problem.message])
  }
  return answer(null, result, [])
}

export type RetirementScreen = Awaited<ReturnType<typeof retirementScreen>>

/**
 * Everything the Retirement page shows for a query string. A calculator counts as submitted
 * when any of its fields is in the query; otherwise its form is prefilled from the user's data
 * (and the Social Security answer shown when a benefit is on record). `status` is 422 when a
 * submitted form is invalid.
 */
export async function retirementScreen(userId: number, params: URLSearchParams, today = new Date()) {
  const defaults = await getRetirementDefaults(userId, today)
  const { errors: ssErrors, ...socialSecurity } = socialSecurityPanel(params, defaults)
  const { errors: matchErrors, ...match } = matchPanel(params, defaults, today)
  const errors = [...ssErrors, ...matchErrors]
  return { status: errors.length > 0 ? 422 : 200, errors, socialSecurity, match }
}
