import * as z from 'zod'
import { numeric } from './numeric-input.ts'
import type { GoalCategory } from '../lib/goal-math.ts'
import {
  CategorySchema,
  FutureDateSchema,
  GoalCreateSchema,
  GoalUpdateSchema,
  NOTIFICATION_KEYS,
  paramsSchemaFor,
  PreferencesSchema,
  ProgressSchema,
  WORK_FLEXIBILITY_KEYS,
} from './goals.ts'

// The goal screens' HTML forms. Every rule comes from ./goals.ts (the API's schemas); this
// file only adapts what a browser sends: text for every field, nothing for an empty field
// or an unticked checkbox, and the state tax rate typed in percent.

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** A field the form must not leave empty, then the API's own rule for it. */
function required<T extends z.ZodType>(message: string, schema: T): z.ZodPipe<z.ZodAny, T> {
  return z
    .any()
    .superRefine((v, ctx) => {
      if (blank(v)) ctx.addIssue({ code: 'custom', message, abort: true })
    })
    .pipe(schema)
}

/** A checkbox: ticked sends "on", unticked sends nothing. */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

const create = GoalCreateSchema.in.shape
const update = GoalUpdateSchema.shape

export const GOAL_FORM_INTENTS = ['save', 'preview'] as const

function goalFields(mode: 'create' | 'edit') {
  return {
    intent: z.enum(GOAL_FORM_INTENTS).catch('save'),
    category: required('Choose a goal type', CategorySchema),
    name: create.name,
    description: create.description,
    target_amount: required('Target amount is required', create.target_amount),
    target_date: required(
      'Target date is required',
      mode === 'create' ? FutureDateSchema : update.target_date.unwrap(),
    ),
    priority: required('Priority is required', update.priority.unwrap()),
    params: create.params,
    tracks_net_worth: checkbox,
  }
}

/**
 * Checks `params` against the category's own section, reporting under `params.<field>` as
 * conform names them. It runs even when other fields failed, so every message shows at once.
 */
function checkParams(value: { category?: unknown; params?: Record<string, unknown> }, ctx: z.RefinementCtx) {
  const category = CategorySchema.safeParse(value.category)
  if (!category.success) return
  const parsed = paramsSchemaFor(category.data).safeParse(value.params ?? {})
  if (parsed.success) return
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['params', ...issue.path.map(String)] })
  }
}

/** Once valid, `params` takes the section's parsed values (numbers as numbers). */
function withParams<T extends { category: GoalCategory; params?: Record<string, unknown> }>(value: T) {
  return { ...value, params: paramsSchemaFor(value.category).parse(value.params ?? {}) }
}

const always = { when: () => true }

export const GoalCreateFormSchema = z
  .object(goalFields('create'))
  .superRefine(checkParams, always)
  .transform(withParams)

export const GoalEditFormSchema = z
  .object({ ...goalFields('edit'), change_reason: update.change_reason })
  .superRefine(checkParams, always)
  .transform(withParams)

export type GoalCreateFormValue = z.infer<typeof GoalCreateFormSchema>
export type GoalEditFormValue = z.infer<typeof GoalEditFormSchema>

/** The inline record-progress form: the API's rules, with "required" for an empty amount. */
export const ProgressFormSchema = z.object({
  current_amount: required('Current amount is required', ProgressSchema.shape.current_amount),
  notes: ProgressSchema.shape.notes,
})

// ---------------------------------------------------------------- preferences

export const PREFERENCE_TABS = [
  { key: 'risk', label: 'Risk & Investment' },
  { key: 'lifestyle', label: 'Lifestyle' },
  { key: 'values', label: 'Values & Priorities' },
  { key: 'categories', label: 'Goal Categories' },
  { key: 'tax', label: 'Tax & Optimization' },
  { key: 'notifications', label: 'Notifications' },
] as const

export type PreferenceTab = (typeof PREFERENCE_TABS)[number]['key']

export function parsePreferenceTab(value: string | null | undefined): PreferenceTab {
  return PREFERENCE_TABS.find((t) => t.key === value)?.key ?? 'risk'
}

const pref = PreferencesSchema.shape

/** The state tax rate is typed in percent (6.5) with one decimal and stored as a fraction (0.065). */
const stateTaxPercent = required(
  'State tax rate is required',
  numeric(
    z
      .number({ error: 'State tax rate must be a number' })
      .min(0, 'State tax rate must be between 0% and 15%')
      .max(15, 'State tax rate must be between 0% and 15%')
      .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9, 'State tax rate can have at most one decimal'),
  ),
).transform((percent) => Math.round(percent * 10) / 1000)

const flags = <K extends string>(keys: readonly K[]) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' ? v : {}),
    z.object(Object.fromEntries(keys.map((k) => [k, checkbox])) as Record<K, typeof checkbox>),
  )

const categoryList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  pref.goal_categories_enabled.unwrap(),
)

/** Each tab is its own form and saves only its own fields; the others keep their stored values. */
export const PREFERENCE_TAB_SCHEMAS = {
  risk: z.object({
    risk_tolerance: required('Risk tolerance is required', pref.risk_tolerance.unwrap()),
    risk_score: required('Risk score is required', pref.risk_score.unwrap()),
    investment_style: required('Investment style is required', pref.investment_style.unwrap()),
    investment_timeline: required('Investment timeline is required', pref.investment_timeline.unwrap()),
    financial_knowledge: required('Financial knowledge is required', pref.financial_knowledge.unwrap()),
    stocks_preference: required('Stocks preference is required', pref.stocks_preference.unwrap()),
    bonds_preference: required('Bonds preference is required', pref.bonds_preference.unwrap()),
    real_estate_preference: required('Real estate preference is required', pref.real_estate_preference.unwrap()),
    crypto_preference: required('Crypto preference is required', pref.crypto_preference.unwrap()),
  }),
  lifestyle: z.object({
    retirement_age: required('Retirement age is required', pref.retirement_age.unwrap()),
    annual_income_goal: required('Annual income goal is required', pref.annual_income_goal.unwrap()),
    retirement_lifestyle: required('Retirement lifestyle is required', pref.retirement_lifestyle.unwrap()),
    work_flexibility: flags(WORK_FLEXIBILITY_KEYS),
    emergency_fund_months: required('Emergency fund months is required', pref.emergency_fund_months.unwrap()),
  }),
  values: z.object({
    debt_payoff_priority: required('Debt payoff priority is required', pref.debt_payoff_priority.unwrap()),
    esg_investing: checkbox,
  }),
  categories: z.object({ goal_categories_enabled: categoryList }),
  tax: z.object({
    tax_filing_status: required('Tax filing status is required', pref.tax_filing_status.unwrap()),
    federal_tax_bracket: required('Federal tax bracket is required', pref.federal_tax_bracket.unwrap()),
    state_tax_rate: stateTaxPercent,
    state: required('State is required', pref.state.unwrap()),
    tax_optimization_priority: required(
      'Tax optimization priority is required',
      pref.tax_optimization_priority.unwrap(),
    ),
    tax_loss_harvesting: checkbox,
    roth_ira_eligible: checkbox,
  }),
  notifications: z.object({ notification_preferences: flags(NOTIFICATION_KEYS) }),
} satisfies Record<PreferenceTab, z.ZodType>
