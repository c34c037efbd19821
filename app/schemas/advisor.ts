import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import { SUBSCRIPTION_PRESETS } from '../lib/advisor-recommendations.ts'

// Advisor data (spec 3.2, validation in section 5, constants in section 9). The save payload is
// flat; reads answer nested groups. Money is dollars here; the service stores integer cents.

export const MORTGAGE_TERMS = [15, 20, 30] as const
export const VESTING_SCHEDULES = ['immediate', '1-year', '3-year-graded', '5-year-graded'] as const
export const VESTING_LABELS: Record<(typeof VESTING_SCHEDULES)[number], string> = {
  immediate: 'Immediate',
  '1-year': '1-year cliff',
  '3-year-graded': '3-year graded',
  '5-year-graded': '5-year graded',
}
/** Five named brokerage platforms plus other (spec 5); the names are ours. */
export const INVESTMENT_PLATFORMS = ['vanguard', 'fidelity', 'schwab', 'etrade', 'robinhood', 'other'] as const
export const PLATFORM_LABELS: Record<(typeof INVESTMENT_PLATFORMS)[number], string> = {
  vanguard: 'Vanguard',
  fidelity: 'Fidelity',
  schwab: 'Charles Schwab',
  etrade: 'E*TRADE',
  robinhood: 'Robinhood',
  other: 'Other',
}
export const USAGE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'rarely', 'never'] as const
export const USAGE_LABELS: Record<(typeof USAGE_FREQUENCIES)[number], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  rarely: 'Rarely',
  never: 'Never',
}
export const MAX_SUBSCRIPTIONS = 50
export const MAX_SUBSCRIPTION_COST = 10_000
export const MAX_MORTGAGE_PAYMENT = 1_000_000

export const ADVISOR_SECTIONS = ['mortgage', 'retirement', 'investments', 'subscriptions'] as const
export type AdvisorSection = (typeof ADVISOR_SECTIONS)[number]
export const ADVISOR_SECTION_LABELS: Record<AdvisorSection, string> = {
  mortgage: 'Mortgage',
  retirement: '401(k) & Retirement',
  investments: 'Investment Allocation',
  subscriptions: 'Monthly Subscriptions',
}

/** The flat fields each section of the form edits; subscriptions are the preset checkboxes. */
export const ADVISOR_SECTION_FIELDS = {
  mortgage: ['mortgage_rate', 'mortgage_payment', 'mortgage_lender', 'mortgage_term_years', 'mortgage_start_date'],
  retirement: ['contribution_401k', 'employer_match', 'employer_match_limit', 'vesting_schedule'],
  investments: ['stock_percentage', 'bond_percentage', 'average_expense_ratio', 'investment_platform'],
  subscriptions: [],
} as const satisfies Record<AdvisorSection, readonly (keyof AdvisorDataInput)[]>

export type AdvisorFlatField = (typeof ADVISOR_SECTION_FIELDS)[AdvisorSection][number]

/** The form's starting values, as text (what the browser holds). */
export type AdvisorFormDefaults = Partial<Record<AdvisorFlatField, string>> & {
  presets: { selected?: string; name: string; cost: string; usage_frequency: string }[]
}

export const PRESET_SUBSCRIPTIONS = SUBSCRIPTION_PRESETS.map((p) => ({ name: p.name, cost: p.cost_cents / 100 }))

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6

/** An optional number within [min, max]; blank and null mean "not provided". */
const optionalNumber = (message: string, min: number, max: number, notANumber = message) =>
  z.preprocess(
    blank,
    numeric(
      z
        .number({ error: notANumber })
        .refine(Number.isFinite, notANumber)
        .refine((n) => n >= min && n <= max, message)
        .optional(),
    ),
  )

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z
      .string({ error: `${label} must be text` })
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  )

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }).optional())

const startDate = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v.trim()) ? `${v.trim()}-01` : blank(v)),
  z
    .string({ error: 'Start date must be a date (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Start date must be a date (YYYY-MM-DD)')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1950-01-01' && s <= '2100-12-31'
    }, 'Start date must be a real date between 1950 and 2100')
    .optional(),
)

export const SubscriptionSchema = z.object({
  name: z
    .string({ error: 'Subscription name is required' })
    .trim()
    .min(1, 'Subscription name is required')
    .max(100, 'Subscription name must be at most 100 characters'),
  cost: numeric(
    z
      .number({ error: 'Subscription cost must be a number' })
      .refine(Number.isFinite, 'Subscription cost must be a number')
      .refine((n) => n >= 0 && n <= MAX_SUBSCRIPTION_COST, `Subscription cost must be between $0 and $10,000`)
      .refine(twoDecimals, 'Subscription cost can have at most 2 decimals'),
  ),
  usage_frequency: z.preprocess(
    blank,
    z
      .enum(USAGE_FREQUENCIES, { error: 'Usage must be daily, weekly, monthly, rarely or never' })
      .optional()
      .default('monthly'),
  ),
  can_cancel: z.boolean({ error: 'can_cancel must be true or false' }).optional().default(true),
})

const flatFields = {
  mortgage_rate: optionalNumber('Rate must be between 0-20%', 0, 20),
  // Typed as text on the form ("2,150" or "$2,150.00"), so "abc" reaches this check and gets its message.
  mortgage_payment: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/^(-?)\$/, '$1').replace(/[,\s]/g, '') : v),
    optionalNumber(
      'Payment must be between $0 and $1,000,000',
      0,
      MAX_MORTGAGE_PAYMENT,
      'Payment must be a number',
    ).refine((n) => n === undefined || twoDecimals(n), 'Payment can have at most 2 decimals'),
  ),
  mortgage_lender: optionalText('Lender', 200),
  mortgage_term_years: z.preprocess(
    blank,
    numeric(
      z
        .number({ error: 'Term must be 15, 20 or 30 years' })
        .refine((n) => (MORTGAGE_TERMS as readonly number[]).includes(n), 'Term must be 15, 20 or 30 years')
        .optional(),
    ),
  ),
  mortgage_start_date: startDate,
  contribution_401k: optionalNumber('Must be between 0-100%', 0, 100),
  employer_match: optionalNumber('Employer match must be between 0-200%', 0, 200),
  employer_match_limit: optionalNumber('Match limit must be between 0-100%', 0, 100),
  vesting_schedule: optionalChoice(
    VESTING_SCHEDULES,
    'Vesting schedule must be immediate, 1-year, 3-year-graded or 5-year-graded',
  ),
  stock_percentage: optionalNumber('Must be between 0-100%', 0, 100),
  bond_percentage: optionalNumber('Must be between 0-100%', 0, 100),
  average_expense_ratio: optionalNumber('Expense ratio must be between 0-10%', 0, 10),
  investment_platform: optionalChoice(
    INVESTMENT_PLATFORMS,
    `Platform must be one of ${INVESTMENT_PLATFORMS.join(', ')}`,
  ),
}

type AllocationFields = { stock_percentage?: number; bond_percentage?: number }

/** Section 5: when stock plus bond sum above 0 they must equal 100. */
function checkAllocation(value: AllocationFields, ctx: z.RefinementCtx) {
  const total = (value.stock_percentage ?? 0) + (value.bond_percentage ?? 0)
  if (total > 0 && Math.abs(total - 100) > 1e-9) {
    ctx.addIssue({
      code: 'custom',
      path: ['stock_percentage'],
      message: `Stock + Bond must equal 100% (currently ${Math.round(total * 100) / 100}%)`,
    })
  }
}

/** POST /api/v1/advisor/save-advisor-data: the whole record; what is left out is cleared. */
export const AdvisorDataSchema = z
  .object({
    ...flatFields,
    subscriptions: z
      .array(SubscriptionSchema, { error: 'Subscriptions must be a list' })
      .max(MAX_SUBSCRIPTIONS, `At most ${MAX_SUBSCRIPTIONS} subscriptions`)
      .optional()
      .default([]),
  })
  .superRefine(checkAllocation)

export type AdvisorDataInput = z.infer<typeof AdvisorDataSchema>

/**
 * The HTML form: the same fields, and the ten presets as checkboxes, each with its cost and
 * usage. Only the checked presets become subscriptions.
 */
export const AdvisorFormSchema = z
  .object({
    ...flatFields,
    section: optionalChoice(ADVISOR_SECTIONS, 'Unknown section'),
    presets: z
      .array(
        z.object({
          selected: z.boolean().optional().default(false),
          name: z.string().trim().min(1).max(100),
          cost: z.preprocess(blank, SubscriptionSchema.shape.cost.optional()),
          usage_frequency: SubscriptionSchema.shape.usage_frequency,
        }),
      )
      .max(SUBSCRIPTION_PRESETS.length)
      .optional()
      .default([]),
  })
  .superRefine(checkAllocation)

export type AdvisorFormInput = z.infer<typeof AdvisorFormSchema>

export function parseAdvisorSection(value: string | null): AdvisorSection | null {
  return ADVISOR_SECTIONS.find((s) => s === value) ?? null
}
