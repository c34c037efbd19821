import * as z from 'zod'
import {
  blankToUndefined,
  dollars,
  hasAtMostTwoDecimals,
  isMissing,
  lowerCased,
  numberFromText,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from './planning-fields.ts'

export { parseRowId } from './planning-fields.ts'

// One set of schemas for the profile screens (conform) and the /api/v1/profile routes.
// Values may arrive as JSON or as HTML form strings: blanks become undefined (not given),
// numbers are read from text. For an API PATCH, null clears a field. Amounts are dollars
// here; the service keeps integer cents.

const NOTES_MAX = 2000

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const
export const EMPLOYMENT_STATUSES = ['employed', 'self_employed', 'unemployed', 'retired', 'student'] as const
export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const
export const RELATIONSHIP_TYPES = [
  'spouse',
  'partner',
  'child',
  'dependent',
  'other_dependent',
  'parent',
  'sibling',
  'other',
] as const
export const BENEFIT_TYPES = [
  'social_security',
  'pension',
  'disability',
  'unemployment',
  'health_insurance',
  'other',
] as const
export const FILING_STATUSES = [
  'single',
  'married_jointly',
  'married_separately',
  'head_of_household',
  'qualifying_widow',
] as const

export type MaritalStatus = (typeof MARITAL_STATUSES)[number]
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number]
export type RiskTolerance = (typeof RISK_TOLERANCES)[number]
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number]
export type BenefitType = (typeof BENEFIT_TYPES)[number]
export type FilingStatus = (typeof FILING_STATUSES)[number]

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  widowed: 'Widowed',
}
export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  employed: 'Employed',
  self_employed: 'Self-employed',
  unemployed: 'Unemployed',
  retired: 'Retired',
  student: 'Student',
}
export const RISK_TOLERANCE_LABELS: Record<RiskTolerance, string> = {
  conservative: 'Conservative',
  moderate: 'Moderate',
  aggressive: 'Aggressive',
}
export const RELATIONSHIP_LABELS: Record<RelationshipType, string> = {
  spouse: 'Spouse',
  partner: 'Partner',
  child: 'Child',
  dependent: 'Dependent',
  other_dependent: 'Other dependent',
  parent: 'Parent',
  sibling: 'Sibling',
  other: 'Other',
}
export const BENEFIT_TYPE_LABELS: Record<BenefitType, string> = {
  social_security: 'Social Security',
  pension: 'Pension',
  disability: 'Disability',
  unemployment: 'Unemployment',
  health_insurance: 'Health insurance',
  other: 'Other',
}
export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  married_jointly: 'Married filing jointly',
  married_separately: 'Married filing separately',
  head_of_household: 'Head of household',
  qualifying_widow: 'Qualifying widow(er)',
}

/** The profile fields the financial screen shows as rows and may clear one at a time. */
export const CLEARABLE_PROFILE_FIELDS = [
  'age',
  'state',
  'notes',
  'marital_status',
  'employment_status',
  'occupation',
  'gender',
  'phone',
  'city',
  'risk_tolerance',
] as const
export type ClearableProfileField = (typeof CLEARABLE_PROFILE_FIELDS)[number]

export function isClearableProfileField(field: string): field is ClearableProfileField {
  return CLEARABLE_PROFILE_FIELDS.some((f) => f === field)
}

// ---- Field builders ----

const AGE_MESSAGE = 'Age must be greater than 0 and under 120'
const age = z.preprocess(
  numberFromText,
  z
    .number({ error: 'Age must be a number' })
    .int('Age must be a whole number')
    .gt(0, AGE_MESSAGE)
    .lt(120, AGE_MESSAGE)
    .nullish(),
)

const percent = (label: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be between 0 and 100`)
      .max(100, `${label} must be between 0 and 100`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`)
      .nullish(),
  )

function tomorrowIso() {
  // A day of slack: "today" east of UTC is already tomorrow in UTC.
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
}

const isoDate = (label: string, { past }: { past: boolean }) =>
  z.preprocess(
    blankToUndefined,
    z.iso
      // abort: an impossible date gets one message, not also the range checks below.
      .date({ error: `${label} must be a valid date (YYYY-MM-DD)`, abort: true })
      .refine((v) => v >= '1900-01-01', `${label} must be in 1900 or later`)
      .refine((v) => !past || v <= tomorrowIso(), `${label} cannot be in the future`)
      .nullish(),
  )

const nextTaxYear = () => new Date().getFullYear() + 1

const taxYear = z.preprocess(
  numberFromText,
  z
    .number({ error: (issue) => (isMissing(issue.input) ? 'Tax year is required' : 'Tax year must be a number') })
    .int('Tax year must be a whole year')
    .refine((y) => y >= 1900 && y <= nextTaxYear(), {
      error: () => `Tax year must be between 1900 and ${nextTaxYear()}`,
    }),
)

// ---- Profile ----

export const ProfileSchema = z.object({
  age,
  date_of_birth: isoDate('Date of birth', { past: true }),
  gender: optionalText('Gender', 30),
  marital_status: optionalChoice(MARITAL_STATUSES, 'marital status'),
  state: z.preprocess(
    (v) => {
      const t = blankToUndefined(v)
      return typeof t === 'string' ? t.toUpperCase() : t
    },
    z
      .string({ error: 'State must be text' })
      .regex(/^[A-Z]{2}$/, 'State must be a 2-letter code (e.g. CA)')
      .nullish(),
  ),
  city: optionalText('City', 100),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Phone must be text' })
      .max(30, 'Phone must be at most 30 characters')
      .refine((v) => /^[0-9+()\-.\sxX]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7, 'Enter a valid phone number')
      .nullish(),
  ),
  address: optionalText('Address', 255),
  zip_code: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'ZIP code must be text' })
      .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4, e.g. 12345-6789)')
      .nullish(),
  ),
  emergency_contact: optionalText('Emergency contact', 255),
  employment_status: optionalChoice(EMPLOYMENT_STATUSES, 'employment status'),
  occupation: optionalText('Occupation', 100),
  risk_tolerance: optionalChoice(RISK_TOLERANCES, 'risk tolerance'),
  notes: optionalText('Notes', NOTES_MAX),
})
export type ProfileInput = z.infer<typeof ProfileSchema>
export type ProfileField = keyof ProfileInput

// ---- Family member ----

export const FamilyMemberSchema = z.object({
  name: requiredText('Name', 100),
  relationship_type: requiredChoice(RELATIONSHIP_TYPES, 'Relationship', 'relationship'),
  age,
  date_of_birth: isoDate('Date of birth', { past: true }),
  income: dollars('Income'),
  retirement_savings: dollars('Retirement savings'),
  education_fund_target: dollars('Education fund target'),
  notes: optionalText('Notes', NOTES_MAX),
})
export const FamilyMemberPatchSchema = FamilyMemberSchema.partial()
export type FamilyMemberInput = z.infer<typeof FamilyMemberSchema>
export type FamilyMemberPatch = z.infer<typeof FamilyMemberPatchSchema>

// ---- Benefit ----

export const BenefitSchema = z.object({
  benefit_type: requiredChoice(BENEFIT_TYPES, 'Benefit type', 'benefit type'),
  benefit_name: requiredText('Benefit name', 255),
  estimated_monthly_benefit: dollars('Estimated monthly benefit'),
  eligibility_date: isoDate('Eligibility date', { past: false }),
  notes: optionalText('Notes', NOTES_MAX),
})
export const BenefitPatchSchema = BenefitSchema.partial()
export type BenefitInput = z.infer<typeof BenefitSchema>
export type BenefitPatch = z.infer<typeof BenefitPatchSchema>

// ---- Tax info ----

/** Highest state income tax rate accepted, in percent (the goal preferences' bound, spec 02 §5). */
export const MAX_STATE_TAX_RATE = 15
const STATE_RATE_MESSAGE = `State tax rate must be between 0 and ${MAX_STATE_TAX_RATE}`

// A yes/no flag from JSON (true/false) or an HTML checkbox ('on'); blank means not given.
const flag = (label: string) =>
  z.preprocess(
    (value) => {
      const v = lowerCased(value)
      if (v === 'on' || v === 'true' || v === '1') return true
      if (v === 'off' || v === 'false' || v === '0') return false
      return v
    },
    z.boolean({ error: `${label} must be true or false` }).optional(),
  )

/** The Tax Information form: the year field is pre-filled, and emptying it is an error. */
export const TaxInfoFormSchema = z.object({
  tax_year: taxYear,
  filing_status: optionalChoice(FILING_STATUSES, 'filing status'),
  federal_tax_bracket: percent('Federal tax bracket'),
  effective_tax_rate: percent('Effective tax rate'),
  adjusted_gross_income: dollars('Adjusted gross income'),
  notes: optionalText('Notes', NOTES_MAX),
  // Read by the tax panel (spec 02 §3.7). Left out of a save, they keep their stored values.
  state_tax_rate: z.preprocess(
    numberFromText,
    z
      .number({ error: 'State tax rate must be a number' })
      .min(0, STATE_RATE_MESSAGE)
      .max(MAX_STATE_TAX_RATE, STATE_RATE_MESSAGE)
      .refine(hasAtMostTwoDecimals, 'State tax rate can have at most 2 decimals')
      .nullish(),
  ),
  charitable_giving_annual: dollars('Annual charitable giving'),
  itemized_deduction_total: dollars('Itemized deduction total'),
  tax_loss_harvesting_enabled: flag('Tax-loss harvesting enabled'),
  backdoor_roth_eligible: flag('Backdoor Roth eligible'),
  mega_backdoor_roth_available: flag('Mega backdoor Roth available'),
})

/** POST /api/v1/profile/tax-info: an absent tax_year means the current year (spec); null or '' is refused. */
export const TaxInfoSchema = TaxInfoFormSchema.extend({
  tax_year: z.preprocess((v) => (v === undefined ? new Date().getFullYear() : v), taxYear),
})
export const TaxInfoPatchSchema = TaxInfoFormSchema.partial()
export const TaxInfoQuerySchema = z.object({ tax_year: z.preprocess(blankToUndefined, taxYear.optional()) })
export type TaxInfoInput = z.infer<typeof TaxInfoFormSchema>
export type TaxInfoPatch = z.infer<typeof TaxInfoPatchSchema>
