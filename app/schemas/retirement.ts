import * as z from 'zod'
import { numberFromInput } from './numeric-input.ts'
import { parseMatchFormula } from '~/lib/match-formula.ts'

// The Retirement panel's two calculators (spec 02 §2.7, §3.12, §9). One schema per
// calculator feeds the GET form on the page (values arrive as text) and the JSON API
// (values arrive as numbers). Amounts are dollars here; the service works in cents.

export const CLAIMING_AGES = [62, 63, 64, 65, 66, 67, 68, 69, 70] as const
/** The spec's default full retirement age when no birth year is known. */
export const DEFAULT_FULL_RETIREMENT_AGE = 67
export const MAX_MONTHLY_BENEFIT = 20_000
export const MAX_SALARY = 100_000_000
export const MAX_DEFERRAL_LIMIT = 100_000

export const VESTING_SCHEDULES = ['immediate', '1-year', '3-year-graded', '5-year-graded'] as const
export type VestingSchedule = (typeof VESTING_SCHEDULES)[number]
export const VESTING_LABELS: Record<VestingSchedule, string> = {
  immediate: 'Immediate',
  '1-year': '1-year cliff',
  '3-year-graded': '3-year graded',
  '5-year-graded': '5-year graded',
}

function blankToUndefined(value: unknown) {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** "1,234.50", "$1,234.50" and "6%" read as numbers; anything else stays text and fails as "must be a number". */
function numberFromText(value: unknown) {
  return numberFromInput(value, { percentSign: true })
}

const isMissing = (input: unknown) => input === undefined || input === null
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

const requiredNumber = (label: string) =>
  z.number({ error: (issue) => (isMissing(issue.input) ? `${label} is required` : `${label} must be a number`) })

const currentYear = () => new Date().getFullYear()

const birthYear = z.preprocess(
  numberFromText,
  z
    .number({ error: 'Birth year must be a number' })
    .int('Birth year must be a whole year')
    .refine((y) => y >= 1900 && y <= currentYear(), {
      error: () => `Birth year must be between 1900 and ${currentYear()}`,
    })
    .nullish(),
)

function tomorrowIso() {
  // A day of slack: "today" east of UTC is already tomorrow in UTC.
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
}

/** The full date of birth, as the profile holds it: SSA's age rules need the day (see social-security.ts). */
const birthDate = z.preprocess(
  blankToUndefined,
  z.iso
    .date({ error: 'Date of birth must be a valid date (YYYY-MM-DD)', abort: true })
    .refine((v) => v >= '1900-01-01', 'Date of birth must be in 1900 or later')
    .refine((v) => v <= tomorrowIso(), 'Date of birth cannot be in the future')
    .nullish(),
)

export const SocialSecuritySchema = z
  .object({
    estimated_benefit: z.preprocess(
      numberFromText,
      requiredNumber('Estimated benefit at full retirement age')
        .gt(0, 'Estimated benefit must be greater than 0')
        .max(
          MAX_MONTHLY_BENEFIT,
          `Estimated benefit must be at most ${MAX_MONTHLY_BENEFIT.toLocaleString('en-US')} a month`,
        )
        .refine(hasAtMostTwoDecimals, 'Estimated benefit can have at most 2 decimals'),
    ),
    claiming_age: z.preprocess(
      numberFromText,
      requiredNumber('Claiming age')
        .int('Claiming age must be a whole number of years')
        .min(62, 'Claiming age must be between 62 and 70')
        .max(70, 'Claiming age must be between 62 and 70'),
    ),
    birth_year: birthYear,
    birth_date: birthDate,
  })
  .refine(
    (input) => !input.birth_date || !input.birth_year || Number(input.birth_date.slice(0, 4)) === input.birth_year,
    {
      path: ['birth_year'],
      error: 'Birth year must be the year of the date of birth (or leave it blank)',
    },
  )
export type SocialSecurityInput = z.infer<typeof SocialSecuritySchema>

const percent = (label: string, message: string) =>
  z.preprocess(
    numberFromText,
    requiredNumber(label)
      .min(0, message)
      .max(100, message)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`),
  )

export const MatchAnalysisSchema = z.object({
  salary: z.preprocess(
    numberFromText,
    requiredNumber('Salary')
      .min(0, 'Salary cannot be negative')
      .max(MAX_SALARY, 'Salary is too large')
      .refine(hasAtMostTwoDecimals, 'Salary can have at most 2 decimals'),
  ),
  // The advisor form's wording for the same bound (spec 02 §5).
  contribution_percent: percent('Contribution', 'Must be between 0-100%'),
  match_formula: z.preprocess(
    blankToUndefined,
    z
      .string({
        error: (issue) =>
          isMissing(issue.input) ? "Enter your employer's match formula" : 'Match formula must be text',
      })
      .superRefine((text, ctx) => {
        const parsed = parseMatchFormula(text)
        if (parsed.reason !== null) ctx.addIssue({ code: 'custom', message: parsed.reason })
      }),
  ),
  vesting_schedule: z.preprocess(
    blankToUndefined,
    z.enum(VESTING_SCHEDULES, { error: 'Choose a valid vesting schedule' }).nullish(),
  ),
  deferral_limit: z.preprocess(
    numberFromText,
    z
      .number({ error: 'Contribution limit must be a number' })
      .min(0, 'Contribution limit cannot be negative')
      .max(MAX_DEFERRAL_LIMIT, `Contribution limit must be at most ${MAX_DEFERRAL_LIMIT.toLocaleString('en-US')}`)
      .nullish(),
  ),
  year: z.preprocess(
    numberFromText,
    z
      .number({ error: 'Year must be a number' })
      .int('Year must be a whole year')
      .min(2000, 'Year must be 2000 or later')
      .max(2100, 'Year must be 2100 or earlier')
      .nullish(),
  ),
})
export type MatchAnalysisInput = z.infer<typeof MatchAnalysisSchema>

/** Which calculator a GET form submitted: its fields are read only when its marker is present. */
export const SS_FORM_MARKER = 'ss'
export const MATCH_FORM_MARKER = 'match'
