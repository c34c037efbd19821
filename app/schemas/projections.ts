import * as z from 'zod'
import type { LiquidAccount } from '../../sim-worker/core/lifecycle-types.ts'
import { ASSUMPTION_FIELDS, HORIZONS, WITHDRAWAL_RATE_BOUNDS } from '../lib/projection-fields.ts'
import { optionalDollars } from './financial-entry.ts'
import { numberFromInput, numeric } from './numeric-input.ts'

// Projection assumptions: annual rates as fractions in the API and the database, percent
// on screen (range inputs in steps of 0.5). Defaults and bounds from the planning spec
// (02, sections 5 and 9); the flow view's other defaults (03) were not used.

// The screen's fields and horizons live in a module without zod (the projections screen draws them in the
// browser, which then needs no zod: 28 KB gzipped); exported here too, beside the schemas that check them.
export { ASSUMPTION_FIELDS, HORIZONS }

export type AssumptionKey = (typeof ASSUMPTION_FIELDS)[number]['key']
export type Assumptions = Record<AssumptionKey, number>

export const DEFAULT_ASSUMPTIONS: Assumptions = {
  stock_market_return: 0.05,
  real_estate_appreciation: 0.025,
  salary_growth_rate: 0.02,
  inflation_rate: 0.025,
  retirement_account_return: 0.065,
}

const percentText = (n: number) => `${Math.round(n * 1000) / 10}%`

const fraction = (label: string, max: number) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .refine((v) => Number.isFinite(v), `${label} must be a number`)
      .refine((v) => v >= 0 && v <= max + 1e-9, `${label} must be between 0% and ${percentText(max)}`),
  )

function bounds<T>(make: (label: string, max: number) => T) {
  return {
    stock_market_return: make('Stock market return', 0.15),
    real_estate_appreciation: make('Real estate appreciation', 0.08),
    salary_growth_rate: make('Salary growth', 0.1),
    inflation_rate: make('Inflation', 0.06),
    retirement_account_return: make('Retirement account return', 0.12),
  }
}

/** POST /api/v1/projections/assumptions: the five rates as fractions (0.05 = 5 %). */
export const AssumptionsSchema = z.object(bounds(fraction))

const percent = (label: string, max: number) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} must be between 0% and ${percentText(max)}`)
      .max(max * 100, `${label} must be between 0% and ${percentText(max)}`)
      .refine((v) => Math.abs(v * 2 - Math.round(v * 2)) < 1e-9, `${label} moves in steps of 0.5%`)
      .transform((v) => Math.round(v * 10) / 1000),
  )

/** The screen's form: percent values in steps of 0.5, turned into fractions. */
export const AssumptionsFormSchema = z.object(bounds(percent))

const booleanText = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
)

export const DEFAULT_YEARS = 20
export const DEFAULT_ITERATIONS = 1000

// Every check names its own message: zod gives a check without one the type's `error` ("must be a
// number"), which would tell a client that sent years=0 to send a number.
export const ProjectionQuerySchema = z.object({
  years: numeric(
    z
      .number({ error: 'years must be a number' })
      .int('years must be a whole number')
      .min(1, 'years must be between 1 and 60')
      .max(60, 'years must be between 1 and 60')
      .default(DEFAULT_YEARS),
  ),
  include_monte_carlo: booleanText.default(true),
  monte_carlo_iterations: numeric(
    z
      .number({ error: 'monte_carlo_iterations must be a number' })
      .int('monte_carlo_iterations must be a whole number')
      .min(100, 'monte_carlo_iterations must be between 100 and 100000')
      .max(100_000, 'monte_carlo_iterations must be between 100 and 100000')
      .default(DEFAULT_ITERATIONS),
  ),
  force_recalculate: booleanText.default(false),
})
export type ProjectionQuery = z.infer<typeof ProjectionQuerySchema>

export const PLAN_STRATEGIES = ['fixed_real', 'fixed_percentage', 'guardrails'] as const
export type PlanStrategy = (typeof PLAN_STRATEGIES)[number]
export const PLAN_RETURN_MODELS = ['parametric', 'bootstrap', 'replay'] as const
export type PlanReturnModel = (typeof PLAN_RETURN_MODELS)[number]
/**
 * The orders retirement withdrawals can take, each after cash (the household's spending money). The first is
 * the usual rule of thumb; drawing tax-deferred first fills low brackets early and shrinks later RMDs; drawing
 * Roth before tax-deferred keeps taxable income low early on. The engine's order is the accounts' list.
 */
export const WITHDRAWAL_ORDERS = {
  taxable_first: ['cash', 'taxable', 'tax_deferred', 'roth'],
  tax_deferred_first: ['cash', 'tax_deferred', 'taxable', 'roth'],
  roth_before_tax_deferred: ['cash', 'taxable', 'roth', 'tax_deferred'],
} as const satisfies Record<string, readonly LiquidAccount[]>
export type PlanWithdrawalOrder = keyof typeof WITHDRAWAL_ORDERS
const PLAN_WITHDRAWAL_ORDERS = Object.keys(WITHDRAWAL_ORDERS) as [PlanWithdrawalOrder, ...PlanWithdrawalOrder[]]

export const PLAN_IRA_KINDS = ['roth', 'traditional'] as const
export type PlanIraKind = (typeof PLAN_IRA_KINDS)[number]

export const DOLLAR_BASES = ['real', 'nominal'] as const
export type DollarBasis = (typeof DOLLAR_BASES)[number]

/** Labels of the plan pickers, shared by the screen and the methodology text (short: a phone shows them whole). */
export const STRATEGY_LABELS = {
  fixed_real: 'Fixed spending (the "4% rule")',
  fixed_percentage: 'Fixed percentage of the portfolio',
  guardrails: 'Guardrails (Guyton-Klinger)',
} as const
// Short enough for the select on a 390 px phone (about 30 characters); the methodology text says what each does.
export const RETURN_MODEL_LABELS = {
  parametric: 'Random around your assumptions',
  bootstrap: 'History in 5-year blocks',
  replay: 'Every start year since 1928',
} as const
// After cash, which every order draws first (the select's label says so); short enough for a phone.
export const WITHDRAWAL_ORDER_LABELS: Record<PlanWithdrawalOrder, string> = {
  taxable_first: 'Taxable, tax-deferred, Roth',
  tax_deferred_first: 'Tax-deferred, taxable, Roth',
  roth_before_tax_deferred: 'Taxable, Roth, tax-deferred',
}
export const IRA_KIND_LABELS: Record<PlanIraKind, string> = { roth: 'Roth IRA', traditional: 'Traditional IRA' }
export const DOLLAR_LABELS = { real: "Today's dollars", nominal: 'Future (nominal) dollars' } as const

const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })

const wholeAge = (label: string, min: number, max: number) =>
  numeric(
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number of years`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`),
  )

/** A withdrawal rate in `scale` units (1 for the API's fractions, 100 for the screen's percent), as a fraction. */
const withdrawalRate = (label: string, scale: number) => {
  const [min, max] = [WITHDRAWAL_RATE_BOUNDS.min * scale, WITHDRAWAL_RATE_BOUNDS.max * scale]
  const range = `${label} must be between ${min} and ${max}`
  return z.preprocess(
    (v) => numberFromInput(v, { percentSign: scale === 100 }),
    z
      .number({ error: `${label} must be a number` })
      .min(min, range)
      .max(max, range)
      .transform((v) => v / scale)
      .optional(),
  )
}

const planFields = z.object({
  retirement_age: z.preprocess((v) => (v === '' ? undefined : v), wholeAge('Retirement age', 30, 90).optional()),
  planning_age: z.preprocess((v) => (v === '' ? undefined : v), wholeAge('Planning age', 60, 110).optional()),
  strategy: oneOf(PLAN_STRATEGIES, 'strategy').default('fixed_real'),
  return_model: oneOf(PLAN_RETURN_MODELS, 'return_model').default('parametric'),
  withdrawal_order: oneOf(PLAN_WITHDRAWAL_ORDERS, 'withdrawal_order').default('taxable_first'),
  /** The age to claim Social Security at; blank: the benefit record's own (lifecycle-plan.ts re-times the amount). */
  claiming_age: z.preprocess((v) => (v === '' ? undefined : v), wholeAge('Claiming age', 62, 70).optional()),
  /** Dollars a month in today's dollars, in the API and on the screen alike; blank: the monthly expenses. */
  retirement_monthly_spending: optionalDollars('Retirement spending'),
  /** Pay from part-time work from the retirement age: dollars a month before tax, today's dollars; blank: none. */
  part_time_monthly_income: optionalDollars('Part-time income'),
  /** IRA contributions while working: dollars a year, today's dollars, within the IRS limits; blank: none. */
  ira_annual_contribution: optionalDollars('IRA contribution'),
  ira_type: oneOf(PLAN_IRA_KINDS, 'ira_type').default('roth'),
  /** The age part-time pay stops at; blank: DEFAULT_PART_TIME_UNTIL_AGE. */
  part_time_until_age: z.preprocess(
    (v) => (v === '' ? undefined : v),
    wholeAge('Part-time until age', 31, 110).optional(),
  ),
})

/** The API's rate is a fraction (0.045), as its assumptions are; the screen's is percent (4.5). */
const apiRateField = { withdrawal_rate: withdrawalRate('withdrawal_rate', 1) }
const screenRateField = { withdrawal_rate: withdrawalRate('Withdrawal rate (%)', 100) }

/** A rate with fixed spending asks for two things at once: the API refuses it (the screen notes it instead). */
function rateNeedsItsStrategy(plan: { strategy: PlanStrategy; withdrawal_rate?: number }, context: z.RefinementCtx) {
  if (plan.strategy === 'fixed_real' && plan.withdrawal_rate !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['withdrawal_rate'],
      message: 'withdrawal_rate applies only to the fixed_percentage and guardrails strategies',
    })
  }
}

/** An end age given without part-time pay asks for nothing: the API refuses it (the screen notes it instead). */
function partTimeAgeNeedsIncome(
  plan: { part_time_monthly_income?: number; part_time_until_age?: number },
  context: z.RefinementCtx,
) {
  if (plan.part_time_until_age !== undefined && plan.part_time_monthly_income === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['part_time_until_age'],
      message: 'part_time_until_age applies only with part_time_monthly_income',
    })
  }
}

type PlanAges = { retirement_age?: number; planning_age?: number; part_time_until_age?: number }

/** A plan must run past its retirement age, and part-time pay end after it, when both are given. */
function planAgesInOrder(plan: PlanAges, context: z.RefinementCtx) {
  const retirement = plan.retirement_age
  if (retirement === undefined) return
  if (plan.planning_age !== undefined && plan.planning_age <= retirement) {
    context.addIssue({
      code: 'custom',
      path: ['planning_age'],
      message: 'Planning age must be above the retirement age',
    })
  }
  if (plan.part_time_until_age !== undefined && plan.part_time_until_age <= retirement) {
    context.addIssue({
      code: 'custom',
      path: ['part_time_until_age'],
      message: 'Part-time until age must be above the retirement age',
    })
  }
}

/**
 * The lifecycle plan's options from the screen's query string (the rate in percent). Empty values mean "the
 * default". A rate given with fixed spending, or a part-time end age without part-time pay, is kept (the screen
 * says it is not used), so the form keeps it.
 */
export const PlanQuerySchema = planFields.extend(screenRateField).superRefine(planAgesInOrder)
export type PlanQuery = z.infer<typeof PlanQuerySchema>

const dollarsField = { dollars: oneOf(DOLLAR_BASES, 'dollars').default('nominal') }

/** The API's plan checks: the ages in order, a rate only with a strategy that uses one, an end age only with pay. */
function apiPlanChecks(plan: PlanQuery, context: z.RefinementCtx) {
  planAgesInOrder(plan, context)
  rateNeedsItsStrategy(plan, context)
  partTimeAgeNeedsIncome(plan, context)
}

/** The API's plan options: the plan pickers, and the dollars to answer in (nominal unless asked). */
export const ApiPlanQuerySchema = planFields.extend(apiRateField).extend(dollarsField).superRefine(apiPlanChecks)

/** GET /api/v1/projections/comprehensive: the horizon and Monte Carlo options with the plan's. */
export const ComprehensiveQuerySchema = ProjectionQuerySchema.extend(planFields.shape)
  .extend(apiRateField)
  .extend(dollarsField)
  .superRefine(apiPlanChecks)
