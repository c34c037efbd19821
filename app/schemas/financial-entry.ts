import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import { ENTRY_CATEGORIES, normaliseFrequency } from '../lib/catalogue.ts'
// Real calendar dates only (2024-02-30 and trailing text refused): one rule for every form and API.
import { isoDate } from './planning-fields.ts'

// One schema for the entry forms and the JSON API. Amounts are dollars here
// (numbers, or strings from HTML forms); services turn them into integer cents.

export const MAX_AMOUNT = 999_999_999.99

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** Accepts 1234.5, "1234.5" and "1,234.50"; rejects anything else with the spec's messages. */
const dollars = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '') : v),
    numeric(
      z
        .number({ error: `${label} must be a number` })
        .refine((n) => Number.isFinite(n), `${label} must be a number`)
        .refine((n) => n >= 0, `${label} cannot be negative`)
        .refine((n) => n <= MAX_AMOUNT, 'Value is too large')
        .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimals`),
    ),
  )

/** Dollars with at most two decimals, or blank (not given): entries' optional amounts and other forms' alike. */
export const optionalDollars = (label: string) => z.preprocess(blankToUndefined, dollars(label).optional())

const percent = (label: string) =>
  z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number({ error: `${label} must be a number` })
        .min(0, `${label} must be between 0 and 100`)
        .max(100, `${label} must be between 0 and 100`)
        .optional(),
    ),
  )

const months = (label: string) =>
  z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number of months`)
        .min(0, `${label} must be between 0 and 600`)
        .max(600, `${label} must be between 0 and 600`)
        .optional(),
    ),
  )

// The loan start is stored as a timestamp and the API answers it as one, so a client may send it
// back that way: a calendar date or an ISO timestamp, either with a real date (no 2024-02-30).
const dateOrTimestamp = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${label} must be a valid date (YYYY-MM-DD)` })
      .nullish(),
  )

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v)),
  z.boolean({ error: 'Must be true or false' }).optional(),
)

export const FrequencySchema = z.string({ error: 'Invalid frequency value' }).transform((v, ctx) => {
  const frequency = normaliseFrequency(v)
  if (!frequency) {
    ctx.addIssue({ code: 'custom', message: 'Invalid frequency value' })
    return z.NEVER
  }
  return frequency
})

const ALLOCATION_KEYS = [
  'real_estate_percentage',
  'stocks_percentage',
  'bonds_percentage',
  'cash_percentage',
  'alternative_percentage',
] as const

/** The fields an entry update may change (the spec's update object). */
const updatableFields = {
  subcategory: z
    .string({ error: 'Subcategory is required' })
    .trim()
    .min(1, 'Subcategory is required')
    .max(64, 'Subcategory must be at most 64 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(255, 'Description must be less than 255 characters'),
  amount: dollars('Value'),
  frequency: FrequencySchema,
  entry_date: isoDate('Date'),
  notes: z.preprocess(blankToUndefined, z.string().max(2000, 'Notes must be at most 2000 characters').optional()),
  real_estate_percentage: percent('Real estate %'),
  stocks_percentage: percent('Stocks %'),
  bonds_percentage: percent('Bonds %'),
  cash_percentage: percent('Cash %'),
  alternative_percentage: percent('Alternative %'),
  interest_rate: z.preprocess(
    blankToUndefined,
    numeric(
      z
        .number({ error: 'Interest rate must be a number' })
        .min(0, 'Interest rate must be between 0 and 50%')
        .max(50, 'Interest rate must be between 0 and 50%')
        .optional(),
    ),
  ),
  loan_term_months: months('Loan term'),
  remaining_months: months('Remaining months'),
  minimum_payment: optionalDollars('Minimum payment'),
  is_fixed_rate: booleanish,
  loan_start_date: dateOrTimestamp('Loan start date'),
  original_amount: optionalDollars('Original amount'),
  loan_details: z.preprocess(
    (v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : blankToUndefined(v)),
    z.string().max(20_000, 'Loan details are too long').optional(),
  ),
}

function allocationWithinTotal(value: Partial<Record<(typeof ALLOCATION_KEYS)[number], number | undefined>>) {
  const total = ALLOCATION_KEYS.reduce((sum, key) => sum + (value[key] ?? 0), 0)
  return total <= 100 + 1e-9
}

const ALLOCATION_MESSAGE = { message: 'Allocation percentages cannot total more than 100%', path: ['allocation_total'] }

export const EntryCreateSchema = z
  .object({
    category: z.enum(ENTRY_CATEGORIES, { error: 'Unsupported category' }),
    currency: z.preprocess(blankToUndefined, z.literal('USD', { error: 'Only USD is supported' }).optional()),
    data_quality: z.preprocess(blankToUndefined, z.enum(['DQ1', 'DQ2', 'DQ3', 'DQ4', 'DQ5']).optional()),
    ...updatableFields,
    frequency: z.preprocess((v) => blankToUndefined(v) ?? 'one_time', FrequencySchema),
  })
  .refine(allocationWithinTotal, ALLOCATION_MESSAGE)

export const EntryUpdateSchema = z
  .object(updatableFields)
  .partial()
  .refine(allocationWithinTotal, ALLOCATION_MESSAGE)
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })

export type EntryCreateInput = z.infer<typeof EntryCreateSchema>
export type EntryUpdateInput = z.infer<typeof EntryUpdateSchema>

export const EntryListQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, z.enum(ENTRY_CATEGORIES, { error: 'Unsupported category' }).optional()),
  data_quality: z.preprocess(blankToUndefined, z.enum(['DQ1', 'DQ2', 'DQ3', 'DQ4', 'DQ5']).optional()),
  limit: z.preprocess(blankToUndefined, numeric(z.number().int().min(1).max(500).default(100))),
  offset: z.preprocess(blankToUndefined, numeric(z.number().int().min(0).max(1_000_000).default(0))),
})

export const HistoryQuerySchema = z.object({
  days: z.preprocess(blankToUndefined, numeric(z.number().int().min(1).max(3650).default(90))),
})

export { ALLOCATION_KEYS }

/** The HTML entry form: the create schema plus the asset form's tighter interest-rate bound. */
export const EntryFormSchema = EntryCreateSchema.superRefine((value, ctx) => {
  if (value.category === 'assets' && value.interest_rate !== undefined && value.interest_rate > 20) {
    ctx.addIssue({ code: 'custom', path: ['interest_rate'], message: 'Interest rate must be between 0 and 20%' })
  }
})

export const FORM_FAILED_MESSAGE = 'Form validation failed. Please check the highlighted fields.'
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields'

function missingRequired(formData: FormData) {
  const description = String(formData.get('description') ?? '').trim()
  const amount = Number(String(formData.get('amount') ?? '').replace(/[$,\s]/g, ''))
  return description === '' || !(amount > 0)
}

/**
 * The message above the plain entry form when its values do not parse, the same from the action and
 * from the browser's check: the add flow blocks an empty description or a zero amount with one plain
 * message, anything else points at the highlighted fields.
 */
export function entryFormMessage(mode: 'create' | 'edit', formData: FormData): string {
  return mode === 'create' && missingRequired(formData) ? REQUIRED_FIELDS_MESSAGE : FORM_FAILED_MESSAGE
}

export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024

/**
 * The CSV import page's two posts: "preview" uploads the file (the default), "confirm" carries
 * the previewed text back to be imported.
 */
export const EntryImportFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('preview').optional(),
    file: z.file({ error: 'Choose a CSV file to import.' }).max(MAX_IMPORT_FILE_BYTES, 'The file is larger than 2 MB.'),
  }),
  // The previewed text comes back in a form field: held to the upload's limit too (4.6 MB got through).
  z.object({
    intent: z.literal('confirm'),
    csv: z
      .string()
      .refine((text) => new TextEncoder().encode(text).length <= MAX_IMPORT_FILE_BYTES, 'The file is larger than 2 MB.')
      .default(''),
  }),
])
