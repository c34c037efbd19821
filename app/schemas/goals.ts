import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import { GOAL_CATEGORIES, GOAL_STATUSES, type GoalCategory } from '../lib/goal-math.ts'

// One set of schemas for the goal forms and the /api/v1/goals-v2 calls. Amounts are dollars
// here (numbers, or strings from HTML forms); the service turns them into integer cents.

export const MAX_GOAL_AMOUNT = 999_999_999.99

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

const finiteNumber = (label: string) =>
  z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`)

const wholeNumber = (label: string, min: number, max: number) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  )

const cents = (label: string) =>
  finiteNumber(label).refine(
    (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    `${label} can have at most 2 decimals`,
  )

const targetAmount = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[$,\s]/g, '') : v),
  numeric(
    cents('Target amount')
      .refine((n) => n >= 100, 'Target amount must be at least $100')
      .refine((n) => n <= MAX_GOAL_AMOUNT, 'Value is too large'),
  ),
)

const currentAmount = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[$,\s]/g, '') : v),
  cents('Current amount')
    .refine((n) => n >= 0, 'Current amount cannot be negative')
    .refine((n) => n <= MAX_GOAL_AMOUNT, 'Value is too large'),
)

/**
 * Today as the earliest time zone on Earth (UTC-12) sees it, so a user anywhere can pick
 * their own today without the server's clock calling it the past.
 */
export function earliestTodayIso(now = new Date()) {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

const isoDate = z
  .string({ error: 'Target date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Target date must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v, {
    message: 'Target date must be a valid date',
  })

export const FutureDateSchema = isoDate.refine((v) => v >= earliestTodayIso(), 'Target date must be today or later')

const priority = numeric(
  z
    .number({ error: 'Priority must be a number' })
    .int('Priority must be a whole number')
    .min(1, 'Priority must be between 1 and 10')
    .max(10, 'Priority must be between 1 and 10'),
)

/** The longest goal name; a longer one is refused with a message, never cut (the form has no maxlength either). */
export const GOAL_NAME_MAX = 200

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(GOAL_NAME_MAX, {
    error: (issue) =>
      `Goal name must be at most ${GOAL_NAME_MAX} characters (this one has ${String(issue.input).trim().length.toLocaleString('en-US')})`,
  })
const description = z.preprocess(
  blankToUndefined,
  z.string().max(2000, 'Description must be at most 2000 characters').optional(),
)
const booleanish = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v)),
  z.boolean({ error: 'Must be true or false' }).optional(),
)

export const CategorySchema = z.enum(GOAL_CATEGORIES, { error: 'Unknown goal category' })
export const StatusSchema = z.enum(GOAL_STATUSES, { error: 'Unknown goal status' })

export const DEGREE_TYPES = ['undergraduate', 'graduate', 'doctoral', 'professional', 'certification'] as const
export const INSTITUTION_TYPES = ['public', 'private', 'community', 'online', 'trade'] as const
export const PROPERTY_TYPES = ['primary_residence', 'investment_property', 'vacation_home', 'commercial'] as const
export const EDUCATION_START_YEARS = { min: 2024, max: 2030 } as const

/** The retirement form's current-age bounds. */
export const RETIREMENT_CURRENT_AGES = { min: 18, max: 80 } as const

export const RetirementParamsSchema = z.object({
  current_age: wholeNumber('Current age', RETIREMENT_CURRENT_AGES.min, RETIREMENT_CURRENT_AGES.max),
  retirement_age: wholeNumber('Retirement age', 50, 80),
  annual_spending: numeric(
    finiteNumber('Annual spending')
      .min(0, 'Annual spending cannot be negative')
      .max(MAX_GOAL_AMOUNT, 'Value is too large'),
  ),
})

export const EducationParamsSchema = z.object({
  degree_type: z.enum(DEGREE_TYPES, { error: 'Unknown degree type' }),
  institution_type: z.enum(INSTITUTION_TYPES, { error: 'Unknown institution type' }),
  start_year: wholeNumber('Start year', EDUCATION_START_YEARS.min, EDUCATION_START_YEARS.max),
})

export const RealEstateParamsSchema = z.object({
  property_type: z.enum(PROPERTY_TYPES, { error: 'Unknown property type' }),
  down_payment_percentage: numeric(
    finiteNumber('Down payment')
      .min(5, 'Down payment must be between 5 and 50 percent')
      .max(50, 'Down payment must be between 5 and 50 percent'),
  ),
})

export const EmergencyFundParamsSchema = z.object({
  months_of_expenses: wholeNumber('Months of expenses', 3, 12),
})

/** Categories without their own section keep a small free-form object of notes. */
export const OtherParamsSchema = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()]))
  .refine((v) => Object.keys(v).length <= 20, 'Too many parameters')

export function paramsSchemaFor(category: GoalCategory) {
  switch (category) {
    case 'retirement':
      return RetirementParamsSchema
    case 'education':
      return EducationParamsSchema
    case 'real_estate':
      return RealEstateParamsSchema
    case 'emergency_fund':
      return EmergencyFundParamsSchema
    default:
      return OtherParamsSchema
  }
}

/** The form's defaults when a category is chosen (spec section 4). */
export function defaultParams(category: GoalCategory, now = new Date()): Record<string, string | number> {
  switch (category) {
    case 'retirement':
      return { current_age: 30, retirement_age: 65, annual_spending: 50000 }
    case 'education':
      // Current year + 5, kept inside the form's start-year range.
      return {
        degree_type: 'undergraduate',
        institution_type: 'public',
        start_year: Math.min(now.getUTCFullYear() + 5, EDUCATION_START_YEARS.max),
      }
    case 'real_estate':
      return { property_type: 'primary_residence', down_payment_percentage: 20 }
    case 'emergency_fund':
      return { months_of_expenses: 6 }
    default:
      return {}
  }
}

const rawParams = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : v),
  z.record(z.string(), z.unknown(), { error: 'Params must be an object' }).optional(),
)

/** Validates `params` against the category's schema, reporting issues under `params.<field>`. */
function checkParams(category: GoalCategory, params: unknown, ctx: z.RefinementCtx) {
  const parsed = paramsSchemaFor(category).safeParse(params ?? {})
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['params', ...issue.path.map(String)] })
  }
  return z.NEVER
}

export const GoalCreateSchema = z
  .object({
    category: CategorySchema,
    name,
    description,
    target_amount: targetAmount,
    target_date: FutureDateSchema,
    priority: z.preprocess((v) => blankToUndefined(v) ?? 3, priority),
    params: rawParams,
    tracks_net_worth: booleanish,
  })
  .transform((value, ctx) => ({ ...value, params: checkParams(value.category, value.params, ctx) }))

export type GoalCreateInput = z.infer<typeof GoalCreateSchema>

/** Fields an edit may change. The category is fixed, so params are checked against it in the service. */
const editableFields = {
  name,
  description,
  target_amount: targetAmount,
  target_date: isoDate,
  priority,
  status: StatusSchema,
  params: rawParams,
  tracks_net_worth: booleanish,
}

export const DEFAULT_CHANGE_REASON = 'User updated goal'

export const GoalUpdateSchema = z
  .object({
    ...editableFields,
    change_reason: z.preprocess(
      blankToUndefined,
      z.string().trim().max(500, 'Reason must be at most 500 characters').default(DEFAULT_CHANGE_REASON),
    ),
  })
  .partial({
    name: true,
    description: true,
    target_amount: true,
    target_date: true,
    priority: true,
    status: true,
    params: true,
    tracks_net_worth: true,
  })

export type GoalUpdateInput = z.infer<typeof GoalUpdateSchema>
export type GoalChanges = Omit<GoalUpdateInput, 'change_reason'>

export const GoalBatchSchema = z.object({
  goal_ids: z
    .array(z.number({ error: 'Goal IDs must be numbers' }).int().positive(), { error: 'goal_ids must be a list' })
    .min(1, 'Choose at least one goal')
    .max(100, 'At most 100 goals at a time')
    .refine((ids) => new Set(ids).size === ids.length, 'Goal IDs must be unique'),
  updates: z
    .object(editableFields)
    .omit({ name: true, description: true, params: true })
    .partial()
    // Only status, priority, target amount, target date and net-worth tracking change in a batch.
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'Nothing to update'),
  batch_reason: z
    .string({ error: 'Batch reason is required' })
    .trim()
    .min(1, 'Batch reason is required')
    .max(500, 'Reason must be at most 500 characters'),
})

export type GoalBatchInput = z.infer<typeof GoalBatchSchema>

export const ProgressSchema = z.object({
  current_amount: currentAmount,
  notes: z.preprocess(blankToUndefined, z.string().max(2000, 'Notes must be at most 2000 characters').optional()),
})

export type ProgressInput = z.infer<typeof ProgressSchema>

/**
 * `?user_id=` on the flow shell's goal and preference reads (spec 03 section 7): the caller's own id,
 * checked by the route (another user's id is a 404, as on the /{userId} paths).
 */
export const OwnUserQuerySchema = z.object({
  user_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
})

export const GoalListQuerySchema = OwnUserQuerySchema.extend({
  status: z.preprocess(blankToUndefined, StatusSchema.optional()),
  category: z.preprocess(blankToUndefined, CategorySchema.optional()),
})

export const ProgressQuerySchema = z.object({
  limit: z.preprocess(blankToUndefined, numeric(z.number().int().min(1).max(100).default(10))),
})

// ---- Goal preferences (spec 3.14, bounds in section 5, defaults in section 9) ----

export const RISK_TOLERANCES = ['conservative', 'moderate', 'aggressive'] as const
export const KNOWLEDGE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export const DEBT_PAYOFF_PRIORITIES = ['avalanche', 'snowball', 'balanced'] as const
export const RETIREMENT_LIFESTYLES = ['downsize', 'maintain', 'upgrade'] as const
export const FILING_STATUSES = [
  'single',
  'married_filing_jointly',
  'married_filing_separately',
  'head_of_household',
  'qualifying_widow',
] as const
export const TAX_OPTIMIZATION_PRIORITIES = ['aggressive', 'moderate', 'conservative', 'none'] as const
export const FEDERAL_BRACKETS = [10, 12, 22, 24, 32, 35, 37] as const
export const NOTIFICATION_KEYS = [
  'goal_reminders',
  'milestone_alerts',
  'deadline_warnings',
  'conflict_alerts',
  'monthly_summary',
] as const
export const WORK_FLEXIBILITY_KEYS = ['part_time', 'consulting', 'full_retirement'] as const

export const DEFAULT_ENABLED_CATEGORIES: GoalCategory[] = ['retirement', 'emergency_fund', 'education', 'real_estate']

/** Defaults from section 9; where the spec names none (asset sliders, flags) the choice is ours. */
export const PREFERENCE_DEFAULTS = {
  risk_tolerance: 'moderate',
  investment_timeline: 20,
  financial_knowledge: 'intermediate',
  retirement_age: 65,
  annual_income_goal: 0,
  emergency_fund_months: 6,
  debt_payoff_priority: 'balanced',
  goal_categories_enabled: DEFAULT_ENABLED_CATEGORIES,
  notification_preferences: {
    goal_reminders: true,
    milestone_alerts: true,
    deadline_warnings: true,
    conflict_alerts: true,
    monthly_summary: true,
  },
  risk_score: 7,
  investment_style: 'aggressive',
  stocks_preference: 7,
  bonds_preference: 5,
  real_estate_preference: 5,
  crypto_preference: 1,
  retirement_lifestyle: 'maintain',
  work_flexibility: { part_time: false, consulting: false, full_retirement: true },
  esg_investing: false,
  tax_filing_status: 'single',
  federal_tax_bracket: 24,
  state_tax_rate: 0.065,
  state: 'NY',
  tax_optimization_priority: 'moderate',
  tax_loss_harvesting: false,
  roth_ira_eligible: true,
} as const

const slider = (label: string) => wholeNumber(label, 1, 10)
const flag = z.boolean({ error: 'Must be true or false' })

const preferenceFields = {
  risk_tolerance: z.enum(RISK_TOLERANCES, { error: 'Risk tolerance must be conservative, moderate or aggressive' }),
  investment_timeline: wholeNumber('Investment timeline', 1, 50),
  financial_knowledge: z.enum(KNOWLEDGE_LEVELS, {
    error: 'Financial knowledge must be beginner, intermediate or advanced',
  }),
  retirement_age: wholeNumber('Retirement age', 50, 80),
  annual_income_goal: numeric(
    finiteNumber('Annual income goal')
      .min(0, 'Annual income goal cannot be negative')
      .max(MAX_GOAL_AMOUNT, 'Value is too large'),
  ),
  emergency_fund_months: wholeNumber('Emergency fund months', 1, 12),
  debt_payoff_priority: z.enum(DEBT_PAYOFF_PRIORITIES, {
    error: 'Debt payoff priority must be avalanche, snowball or balanced',
  }),
  goal_categories_enabled: z
    .array(CategorySchema, { error: 'Goal categories must be a list' })
    .transform((list) => [...new Set(list)]),
  notification_preferences: z
    .object(
      Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, flag])) as Record<
        (typeof NOTIFICATION_KEYS)[number],
        typeof flag
      >,
    )
    .partial()
    .strict(),
  risk_score: slider('Risk score'),
  investment_style: z.enum(RISK_TOLERANCES, {
    error: 'Investment style must be conservative, moderate or aggressive',
  }),
  stocks_preference: slider('Stocks preference'),
  bonds_preference: slider('Bonds preference'),
  real_estate_preference: slider('Real estate preference'),
  crypto_preference: slider('Crypto preference'),
  retirement_lifestyle: z.enum(RETIREMENT_LIFESTYLES, {
    error: 'Retirement lifestyle must be downsize, maintain or upgrade',
  }),
  work_flexibility: z
    .object(
      Object.fromEntries(WORK_FLEXIBILITY_KEYS.map((k) => [k, flag])) as Record<
        (typeof WORK_FLEXIBILITY_KEYS)[number],
        typeof flag
      >,
    )
    .partial()
    .strict(),
  esg_investing: flag,
  tax_filing_status: z.enum(FILING_STATUSES, { error: 'Unknown tax filing status' }),
  federal_tax_bracket: numeric(
    z
      .number({ error: 'Federal tax bracket must be a number' })
      .refine((n) => (FEDERAL_BRACKETS as readonly number[]).includes(n), {
        message: `Federal tax bracket must be one of ${FEDERAL_BRACKETS.join(', ')} percent`,
      }),
  ),
  // Stored as a fraction: 0.065 is 6.5 %.
  state_tax_rate: numeric(
    finiteNumber('State tax rate')
      .min(0, 'State tax rate must be between 0% and 15%')
      .max(0.15, 'State tax rate must be between 0% and 15%'),
  ),
  state: z
    .string({ error: 'State must be two letters' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be two letters')
    .transform((s) => s.toUpperCase()),
  tax_optimization_priority: z.enum(TAX_OPTIMIZATION_PRIORITIES, {
    error: 'Tax optimization priority must be aggressive, moderate, conservative or none',
  }),
  tax_loss_harvesting: flag,
  roth_ira_eligible: flag,
}

/** Create and update both take any subset; missing fields keep their default or stored value. */
export const PreferencesSchema = z.object(preferenceFields).partial()

export type PreferencesInput = z.infer<typeof PreferencesSchema>
