// zod schemas for the lifecycle contract (lifecycle-types.ts): the service validates requests with
// the input schema (POST /v1/lifecycle), the app's client validates answers with the result schema.
// Bounds refuse nonsense, not unusual plans; assertLifecycleInput (lifecycle-input.ts) still runs in
// the engine for direct callers.

import * as z from 'zod'
import { MAX_LIFECYCLE_ITERATIONS } from './lifecycle-input.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { MAX_MONEY } from './projection-schema.ts'
import { HISTORICAL_FIRST_YEAR, HISTORICAL_LAST_YEAR, HISTORICAL_YEAR_COUNT } from '../data/us-annual-returns.ts'

/** iterations × years per request: 100,000 paths over 60 years, about what one thread does in a few seconds. */
export const MAX_LIFECYCLE_PATH_YEARS = 6_000_000
export const MAX_LIFECYCLE_LOANS = 50

const money = z.number().min(0).max(MAX_MONEY)
const rate = z.number().min(-0.5).max(1)
const fraction = z.number().min(0).max(1)
const age = z.number().int().min(18).max(120)
const liquidAccount = z.enum(['cash', 'taxable', 'tax_deferred', 'roth'])

const allocation = z
  .strictObject({ stocks: fraction, bonds: fraction, cash: fraction })
  .refine((mix) => Math.abs(mix.stocks + mix.bonds + mix.cash - 1) <= 1e-6, 'fractions must sum to 1')

const taxTable = z
  .strictObject({
    thresholds: z.array(money).min(1).max(20),
    rates: z.array(fraction).min(1).max(20),
    standard_deduction: money,
  })
  .refine((t) => t.thresholds.length === t.rates.length, 'thresholds and rates must have the same length')
  .refine((t) => t.thresholds[0] === 0 && t.thresholds.every((v, i) => i === 0 || v > t.thresholds[i - 1]), {
    message: 'thresholds must start at 0 and ascend',
  })

const working = z.strictObject({
  annual_salary: money,
  monthly_take_home: money,
  salary_growth: rate,
  k401_rate: fraction,
  k401_roth: z.boolean().optional(),
  employer_match: z.strictObject({ rate: z.number().min(0).max(2), up_to: fraction }),
  ira_annual: money,
  ira_roth: z.boolean().optional(),
  surplus_to: z.enum(['cash', 'taxable']).optional(),
})

const income = z.strictObject({
  social_security: z
    .strictObject({ claiming_age: z.number().int().min(62).max(70), monthly_benefit: money })
    .optional(),
  pension: z.strictObject({ start_age: age, monthly_amount: money, cola: z.boolean().optional() }).optional(),
  part_time: z.strictObject({ until_age: age, monthly_amount: money }).optional(),
})

const strategy = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed_real') }),
  z.strictObject({ kind: z.literal('fixed_percentage'), rate: z.number().min(0.001).max(0.5) }),
  z.strictObject({ kind: z.literal('guardrails'), initial_rate: z.number().min(0.001).max(0.5) }),
])

const returnModel = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('parametric') }),
  z.strictObject({ kind: z.literal('bootstrap'), block_years: z.number().int().min(1).max(30).optional() }),
  z.strictObject({ kind: z.literal('replay') }),
])

const shocks = z.strictObject({
  return_shift: z.number().min(-0.25).max(0.25).optional(),
  inflation_shift: z.number().min(-0.25).max(0.25).optional(),
  crash: z.strictObject({ year: z.number().int().min(1).max(102), drop: fraction }).optional(),
})

export const lifecycleInputSchema = z
  .strictObject({
    current_age: age,
    retirement_age: age,
    planning_age: age.optional(),
    birth_year: z.number().int().min(1900).max(2100),
    iterations: z.number().int().min(1).max(MAX_LIFECYCLE_ITERATIONS),
    seed: z.number().int().optional(),
    accounts: z.strictObject({
      cash: money,
      taxable: money,
      taxable_basis: money,
      tax_deferred: money,
      roth: money,
      real_estate: money,
    }),
    allocations: z.strictObject({ cash: allocation, taxable: allocation, tax_deferred: allocation, roth: allocation }),
    loans: z
      .array(z.strictObject({ balance: money, annual_rate: fraction, monthly_payment: money }))
      .max(MAX_LIFECYCLE_LOANS),
    monthly_spending: money,
    retirement_monthly_spending: money.optional(),
    working,
    income,
    limits: z.strictObject({ k401_employee: money, k401_catch_up: money, ira: money, ira_catch_up: money }),
    tax: taxTable,
    capital_gains_rate: fraction.optional(),
    withdrawal_order: z
      .array(liquidAccount)
      .length(4)
      .refine((order) => new Set(order).size === 4, 'must name each liquid account once')
      .optional(),
    strategy,
    withdrawal_timing: z.enum(['monthly', 'start_of_year']).optional(),
    market: z.strictObject({
      stock_return: rate,
      bond_return: rate,
      real_estate_return: rate,
      inflation: z.number().min(-0.1).max(0.5),
      account_returns: z
        .strictObject({
          cash: rate.optional(),
          taxable: rate.optional(),
          tax_deferred: rate.optional(),
          roth: rate.optional(),
        })
        .optional(),
    }),
    return_model: returnModel,
    historical_bonds: z.enum(['tBonds10y', 'baaCorporate']).optional(),
    volatility_scale: z.number().min(0).max(3).optional(),
    shocks: shocks.optional(),
  })
  .superRefine((input, context) => {
    const planningAge = input.planning_age ?? 95
    if (!(input.current_age < planningAge)) {
      context.addIssue({ code: 'custom', path: ['planning_age'], message: 'must be above current_age' })
    }
    if (input.retirement_age < input.current_age) {
      context.addIssue({ code: 'custom', path: ['retirement_age'], message: 'must be at least current_age' })
    }
    if (input.return_model.kind === 'replay' && planningAge - input.current_age > HISTORICAL_YEAR_COUNT) {
      context.addIssue({
        code: 'custom',
        path: ['planning_age'],
        message:
          `the replay model needs a plan of at most ${HISTORICAL_YEAR_COUNT} years (the history, ${HISTORICAL_FIRST_YEAR}–${HISTORICAL_LAST_YEAR})`,
      })
    }
    if (input.iterations * (planningAge - input.current_age) > MAX_LIFECYCLE_PATH_YEARS) {
      context.addIssue({
        code: 'custom',
        path: ['iterations'],
        message: `iterations × years must be at most ${MAX_LIFECYCLE_PATH_YEARS.toLocaleString('en-US')}`,
      })
    }
  }) satisfies z.ZodType<LifecycleInput>

const series = z.array(z.number())
const bands = z.object({ p10: series, p25: series, p50: series, p75: series, p90: series, mean: series })
const flow = z.object({ median: series, mean: series })
const flowReport = z.object({
  income: flow,
  withdrawals: z.object({ cash: flow, taxable: flow, tax_deferred: flow, roth: flow }),
  taxes: flow,
  rmd: flow,
  spending: flow,
})
const accountMedians = z.object({
  cash: series,
  taxable: series,
  tax_deferred: series,
  roth: series,
  real_estate: series,
  loans: series,
})
const nullableAge = z.number().nullable()

export const lifecycleResultSchema = z.object({
  ages: z.array(z.number().int()),
  success_rate: z.number().min(0).max(1),
  need_met_rate: z.number().min(0).max(1),
  depletion: z.object({
    rate: z.number().min(0).max(1),
    p10: nullableAge,
    p50: nullableAge,
    p90: nullableAge,
    histogram: z.array(z.object({ age: z.number().int(), count: z.number().int() })),
  }),
  shortfall: z.object({ median: z.number(), mean: z.number() }),
  net_worth: z.object({ nominal: bands, real: bands }),
  liquid: z.object({ nominal: bands, real: bands }),
  flows: z.object({ nominal: flowReport, real: flowReport }),
  accounts: z.object({ nominal: accountMedians, real: accountMedians }).optional(),
  windows: z
    .array(
      z.object({
        start_year: z.number().int(),
        success: z.boolean(),
        need_met: z.boolean(),
        depletion_age: nullableAge,
      }),
    )
    .optional(),
  iterations: z.number().int(),
  seed: z.number().int(),
  elapsed_ms: z.number(),
})

export const lifecycleMediansSchema = z.object({
  ages: z.array(z.number().int()),
  success_rate: z.number().min(0).max(1),
  need_met_rate: z.number().min(0).max(1),
  net_worth: z.object({ nominal: z.object({ p50: series }), real: z.object({ p50: series }) }),
  iterations: z.number().int(),
  seed: z.number().int(),
  elapsed_ms: z.number(),
})
