import * as z from 'zod'
import type { SmartLiabilitySubcategory } from '../lib/catalogue.ts'

// The five smart liability forms (spec sections 3, 5 and 9). Values are what the user typed:
// money in dollars, rates in percent, terms in the form's own unit (years for a mortgage,
// months otherwise). smart-liability-mapping.ts turns them into an entry.
//
// Every field may arrive as a string from an HTML form or as a JSON value from the API, so
// each is preprocessed: '' and null become undefined (then the default, if any, applies),
// numeric text becomes a number. Conform's own coercion may run first; both agree.
//
// Required fields: the name, the balance, and any number whose lower bound excludes 0 (credit
// limit, original loan amount). Other numbers with a lower bound of 0 (payments, rates, values,
// remaining terms) may be left empty.

export const SMART_FORM_SUBTITLE = 'Enter detailed information to receive personalized financial advice'

export const SMART_FORM_TITLES = {
  mortgage_real_estate: 'Mortgage Details',
  credit_cards: 'Credit Card Details',
  auto_loans: 'Auto Loan Details',
  student_loans: 'Student Loan Details',
  personal_loans: 'Personal Loan Details',
} as const satisfies Record<SmartLiabilitySubcategory, string>

/** Amount max, spec section 9: $999,999,999.99. */
const MAX_DOLLARS = 999_999_999.99
const MAX_DOLLARS_TEXT = '$999,999,999.99'

export const MIN_VEHICLE_YEAR = 1900

/** The latest model year accepted, read at parse time so a long-running server keeps up. */
export function maxVehicleYear(): number {
  return new Date().getFullYear() + 2
}

const vehicleYearMessage = () => `Vehicle year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}`

function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  return value
}

const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/

/** Numeric text to a number; anything else is left for the number schema to reject. */
function toNumber(value: unknown, { money }: { money: boolean }): unknown {
  const blank = blankToUndefined(value)
  if (typeof blank !== 'string') return blank
  let text = blank.trim()
  // Money may be typed as "$1,234.50" (or "-$5", which then fails the minimum, not the type).
  if (money) text = text.replace(/^([-+]?)\$/, '$1').replaceAll(',', '')
  return NUMBER_TEXT.test(text) ? Number(text) : blank
}

function numberType(label: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  })
}

const numeric = <T extends z.ZodType>(schema: T) => z.preprocess((v) => toNumber(v, { money: false }), schema)
const monetary = <T extends z.ZodType>(schema: T) => z.preprocess((v) => toNumber(v, { money: true }), schema)

/** Dollars that must be above 0 (the smallest is one cent) — a balance. */
const positiveDollars = (label: string) =>
  monetary(
    numberType(label)
      .min(0.01, `${label} must be greater than 0`)
      .max(MAX_DOLLARS, `${label} must be at most ${MAX_DOLLARS_TEXT}`),
  )

/** Dollars of at least $1 (credit limit, original loan amount). */
const atLeastOneDollar = (label: string) =>
  monetary(
    numberType(label)
      .min(1, `${label} must be at least $1`)
      .max(MAX_DOLLARS, `${label} must be at most ${MAX_DOLLARS_TEXT}`),
  )

const nonNegativeDollars = (label: string) =>
  numberType(label)
    .min(0, `${label} must not be negative`)
    .max(MAX_DOLLARS, `${label} must be at most ${MAX_DOLLARS_TEXT}`)

const optionalDollars = (label: string) => monetary(nonNegativeDollars(label).optional())

const percentBetween = (label: string, max: number) => {
  const message = `${label} must be between 0 and ${max}%`
  return numberType(label).min(0, message).max(max, message)
}

const optionalPercent = (label: string, max: number) => numeric(percentBetween(label, max).optional())

const wholeNumberBetween = (label: string, min: number, max: number, unit: string) => {
  const message = `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`
  return numberType(label)
    .int(`${label} must be a whole number${unit ? ` of ${unit}` : ''}`)
    .min(min, message)
    .max(max, message)
}

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  )

const TRUE_TEXT = new Set(['true', 'on', '1', 'yes'])
const FALSE_TEXT = new Set(['false', 'off', '0', 'no'])

/**
 * A yes/no field. An HTML checkbox sends 'on' or nothing, so a field that defaults to true
 * (is_fixed_rate, tax_deductible) must be rendered as a select or radio sending 'true' or
 * 'false'; otherwise an unticked box would read as "not sent" and fall back to true.
 */
const yesNo = (label: string, fallback: boolean) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value)
      if (typeof blank !== 'string') return blank
      const text = blank.trim().toLowerCase()
      if (TRUE_TEXT.has(text)) return true
      if (FALSE_TEXT.has(text)) return false
      return blank
    },
    z.boolean({ error: `${label} must be yes or no` }).default(fallback),
  )

/**
 * A calendar date as 'YYYY-MM-DD' (what <input type="date"> sends). A full ISO timestamp is
 * accepted too and cut to the date it names, as written (no time zone shift).
 */
const optionalDate = (label: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value)
      if (typeof blank !== 'string') return blank
      const text = blank.trim()
      return /^\d{4}-\d{2}-\d{2}T/.test(text) && z.iso.datetime({ offset: true }).safeParse(text).success
        ? text.slice(0, 10)
        : text
    },
    z.iso.date({ error: `${label} must be a valid date` }).optional(),
  )

const optionalEnum = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).optional())

export const REWARDS_TYPES = ['none', 'cashback', 'points', 'miles'] as const
export const STUDENT_LOAN_TYPES = ['federal', 'private'] as const
export const PERSONAL_LOAN_PURPOSES = [
  'debt_consolidation',
  'home_improvement',
  'medical',
  'vacation',
  'other',
] as const

export const MortgageFormSchema = z.object({
  description: requiredText('Description'),
  current_balance: positiveDollars('Balance'),
  monthly_payment: optionalDollars('Monthly payment'),
  interest_rate: optionalPercent('Interest rate', 50),
  loan_term_years: numeric(wholeNumberBetween('Loan term', 1, 50, 'years').default(30)),
  remaining_years: numeric(
    numberType('Remaining years')
      .min(0, 'Remaining years must be between 0 and 50')
      .max(50, 'Remaining years must be between 0 and 50')
      .optional(),
  ),
  is_fixed_rate: yesNo('Fixed rate', true),
  property_value: optionalDollars('Property value'),
  purchase_date: optionalDate('Purchase date'),
  escrow_included: yesNo('Escrow included', false),
  tax_deductible: yesNo('Tax deductible', true),
  refinance_date: optionalDate('Refinance date'),
})

export const CreditCardFormSchema = z.object({
  card_name: requiredText('Card name'),
  current_balance: monetary(nonNegativeDollars('Balance')),
  credit_limit: atLeastOneDollar('Credit limit'),
  apr: optionalPercent('APR', 50),
  intro_apr: optionalPercent('Intro APR', 50),
  intro_apr_end_date: optionalDate('Intro APR end date'),
  minimum_payment: optionalDollars('Minimum payment'),
  average_monthly_payment: optionalDollars('Average monthly payment'),
  rewards_type: optionalEnum('Rewards type', REWARDS_TYPES),
})

export const AutoLoanFormSchema = z.object({
  vehicle_description: requiredText('Vehicle description'),
  current_balance: positiveDollars('Balance'),
  monthly_payment: optionalDollars('Monthly payment'),
  interest_rate: optionalPercent('Interest rate', 30),
  original_loan_amount: atLeastOneDollar('Original loan amount'),
  loan_term_months: numeric(wholeNumberBetween('Loan term', 1, 120, 'months').default(60)),
  remaining_months: numeric(wholeNumberBetween('Remaining months', 0, 120, '').optional()),
  vehicle_value: optionalDollars('Vehicle value'),
  vehicle_year: numeric(
    numberType('Vehicle year')
      .int('Vehicle year must be a whole number')
      .min(MIN_VEHICLE_YEAR, { error: vehicleYearMessage })
      .refine((year) => year <= maxVehicleYear(), { error: vehicleYearMessage })
      .default(() => new Date().getFullYear()),
  ),
  vehicle_make: optionalText('Vehicle make', 100),
  vehicle_model: optionalText('Vehicle model', 100),
})

export const StudentLoanFormSchema = z.object({
  // 250, not 255: the entry's description is '<servicer> Loan' and must fit in 255.
  loan_servicer: requiredText('Loan servicer', 250),
  current_balance: positiveDollars('Balance'),
  monthly_payment: optionalDollars('Monthly payment'),
  interest_rate: optionalPercent('Interest rate', 20),
  loan_type: z.preprocess(
    blankToUndefined,
    z.enum(STUDENT_LOAN_TYPES, { error: 'Loan type must be federal or private' }).default('federal'),
  ),
  repayment_plan: optionalText('Repayment plan', 100),
  subsidized: yesNo('Subsidized', false),
  eligible_for_forgiveness: yesNo('Eligible for forgiveness', false),
  graduation_date: optionalDate('Graduation date'),
  first_payment_date: optionalDate('First payment date'),
  expected_payoff_date: optionalDate('Expected payoff date'),
})

export const PersonalLoanFormSchema = z.object({
  description: requiredText('Description'),
  current_balance: positiveDollars('Balance'),
  monthly_payment: optionalDollars('Monthly payment'),
  interest_rate: optionalPercent('Interest rate', 50),
  loan_term_months: numeric(wholeNumberBetween('Loan term', 1, 600, 'months').default(36)),
  remaining_months: numeric(wholeNumberBetween('Remaining months', 0, 600, '').optional()),
  purpose: optionalEnum('Purpose', PERSONAL_LOAN_PURPOSES),
  secured: yesNo('Secured', false),
})

export const SmartLiabilitySchemas = {
  mortgage_real_estate: MortgageFormSchema,
  credit_cards: CreditCardFormSchema,
  auto_loans: AutoLoanFormSchema,
  student_loans: StudentLoanFormSchema,
  personal_loans: PersonalLoanFormSchema,
} as const satisfies Record<SmartLiabilitySubcategory, z.ZodType>

export type MortgageFormValues = z.output<typeof MortgageFormSchema>
export type CreditCardFormValues = z.output<typeof CreditCardFormSchema>
export type AutoLoanFormValues = z.output<typeof AutoLoanFormSchema>
export type StudentLoanFormValues = z.output<typeof StudentLoanFormSchema>
export type PersonalLoanFormValues = z.output<typeof PersonalLoanFormSchema>

export type SmartLiabilityValuesMap = {
  mortgage_real_estate: MortgageFormValues
  credit_cards: CreditCardFormValues
  auto_loans: AutoLoanFormValues
  student_loans: StudentLoanFormValues
  personal_loans: PersonalLoanFormValues
}

/** The parsed values of one smart form, by subcategory (a union of all five by default). */
export type SmartLiabilityValues<S extends SmartLiabilitySubcategory = SmartLiabilitySubcategory> =
  SmartLiabilityValuesMap[S]

/** 'Mortgage Details', or 'Edit Mortgage Details' when editing. */
export function smartFormTitle(subcategory: SmartLiabilitySubcategory, editing = false): string {
  return editing ? `Edit ${SMART_FORM_TITLES[subcategory]}` : SMART_FORM_TITLES[subcategory]
}
