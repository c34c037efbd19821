// zod schemas for the projection contract (projection-types.ts): the service
// validates requests with the input schemas, the app's client validates answers
// with the result schemas. Bounds are wider than the app's sliders (spec: stock
// return 0–15 % etc.) on purpose: the service refuses nonsense, not unusual plans.

import * as z from 'zod'
import { MAX_PROJECTION_ITERATIONS, MAX_PROJECTION_YEARS } from './projection.ts'
import type {
  ProjectionBatchInput,
  ProjectionBatchResult,
  ProjectionInput,
  ProjectionResult,
  ProjectionScenario,
} from './projection-types.ts'

export const MAX_PROJECTION_SCENARIOS = 10
export const MAX_PROJECTION_LIABILITIES = 50
/**
 * iterations × years × (1 + scenarios) per request. About 6 s of one thread on a
 * small machine: enough for 100,000 paths over 60 years, and a batch must share it.
 */
export const MAX_PATH_YEARS_PER_REQUEST = 6_000_000
/** A trillion dollars: beyond any household, and far from where doubles lose cents. */
export const MAX_MONEY = 1e12
/** How far the contribution split may be from summing to 1 (fractions typed or computed by the app). */
export const SPLIT_SUM_TOLERANCE = 1e-6

const money = z.number().min(0).max(MAX_MONEY)
/** Annual rates as fractions; -50 % to +100 % a year bounds any sane long-run assumption. */
const annualRate = z.number().min(-0.5).max(1)
/** Shifts stack on a rate, so they are narrower: the sum must stay above -100 %. */
const rateShift = z.number().min(-0.25).max(0.25)

const assumptionsSchema = z.strictObject({
  stock_return: annualRate,
  real_estate_return: annualRate,
  salary_growth: annualRate,
  // Deflation beyond 10 % a year is a depression, not a planning assumption.
  inflation: z.number().min(-0.1).max(0.5),
  retirement_return: annualRate,
})

const liabilitySchema = z.strictObject({
  balance: money,
  annual_rate: z.number().min(0).max(1),
  monthly_payment: money,
})

export const projectionScenarioSchema = z.strictObject({
  // The one money field that may be negative: saving less than the base plan.
  extra_monthly_contribution: z.number().min(-MAX_MONEY).max(MAX_MONEY).optional(),
  return_shift: rateShift.optional(),
  inflation_shift: rateShift.optional(),
  crash: z
    .strictObject({
      year: z.number().int().min(1).max(MAX_PROJECTION_YEARS),
      drop: z.number().min(0).max(1),
    })
    .optional(),
  spending_factor: z.number().min(0).max(10).optional(),
  stop_contributions_after_years: z.number().int().min(0).max(MAX_PROJECTION_YEARS).optional(),
}) satisfies z.ZodType<ProjectionScenario>

const contributionSplitSchema = z
  .strictObject({
    cash: z.number().min(0).max(1),
    taxable: z.number().min(0).max(1),
    retirement: z.number().min(0).max(1),
  })
  .superRefine((split, context) => {
    const sum = split.cash + split.taxable + split.retirement
    if (Math.abs(sum - 1) > SPLIT_SUM_TOLERANCE) {
      context.addIssue({ code: 'custom', message: `fractions must sum to 1, got ${sum}` })
    }
  })

const projectionInputObject = z.strictObject({
  years: z.number().int().min(1).max(MAX_PROJECTION_YEARS),
  iterations: z.number().int().min(1).max(MAX_PROJECTION_ITERATIONS),
  seed: z.number().int(), // zod 4's int() is already limited to safe integers
  start: z.strictObject({ cash: money, taxable: money, retirement: money, real_estate: money }),
  liabilities: z.array(liabilitySchema).max(MAX_PROJECTION_LIABILITIES),
  monthly_income: money,
  monthly_spending: money,
  contribution_split: contributionSplitSchema,
  assumptions: assumptionsSchema,
  volatility_scale: z.number().min(0).max(3).optional(),
  scenario: projectionScenarioSchema.optional(),
})

type Issue = { message: string; path: (string | number)[] }

/** A crash after the horizon would silently do nothing: refuse it instead. */
function crashIssue(scenario: ProjectionScenario | undefined, years: number, path: (string | number)[]): Issue[] {
  if (scenario?.crash === undefined || scenario.crash.year <= years) return []
  return [{ message: `must be within the horizon (1..${years}), got ${scenario.crash.year}`, path }]
}

function pathYearsIssue(input: ProjectionInput, runs: number): Issue[] {
  const pathYears = input.iterations * input.years * runs
  if (pathYears <= MAX_PATH_YEARS_PER_REQUEST) return []
  const formula = runs === 1 ? 'iterations × years' : 'iterations × years × (1 + scenarios)'
  return [
    {
      message: `${formula} is ${pathYears.toLocaleString('en-US')} path-years; at most ${
        MAX_PATH_YEARS_PER_REQUEST.toLocaleString('en-US')
      } per request (lower iterations or years)`,
      path: [],
    },
  ]
}

export const projectionInputSchema = projectionInputObject.superRefine((input, context) => {
  const issues = [
    ...crashIssue(input.scenario, input.years, ['scenario', 'crash', 'year']),
    ...pathYearsIssue(input, 1),
  ]
  for (const issue of issues) context.addIssue({ code: 'custom', ...issue })
}) satisfies z.ZodType<ProjectionInput>

export const projectionBatchInputSchema = z
  .strictObject({
    base: projectionInputObject,
    scenarios: z
      .array(z.strictObject({ name: z.string().trim().min(1).max(100), scenario: projectionScenarioSchema }))
      .max(MAX_PROJECTION_SCENARIOS),
  })
  .superRefine(({ base, scenarios }, context) => {
    const issues = [
      ...crashIssue(base.scenario, base.years, ['base', 'scenario', 'crash', 'year']),
      ...scenarios.flatMap(({ scenario }, index) =>
        crashIssue(scenario, base.years, ['scenarios', index, 'scenario', 'crash', 'year'])
      ),
      ...pathYearsIssue(base, 1 + scenarios.length),
    ]
    const seen = new Set<string>()
    scenarios.forEach(({ name }, index) => {
      // Names key the answer; two with one name could not be told apart.
      if (seen.has(name)) {
        issues.push({ message: `duplicate scenario name ${JSON.stringify(name)}`, path: ['scenarios', index, 'name'] })
      }
      seen.add(name)
    })
    for (const issue of issues) context.addIssue({ code: 'custom', ...issue })
  }) satisfies z.ZodType<ProjectionBatchInput>

const series = z.array(z.number())

export const projectionResultSchema = z
  .object({
    years: z.array(z.number().int()),
    net_worth: z.object({ p10: series, p25: series, p50: series, p75: series, p90: series }),
    mean: series,
    deterministic: series,
    probability_positive: z.array(z.number().min(0).max(1)),
    breakdown: z.object({
      cash: series,
      taxable: series,
      retirement: series,
      real_estate: series,
      liabilities: series,
    }),
    iterations: z.number().int(),
    seed: z.number().int(),
    elapsed_ms: z.number(),
  })
  .superRefine((result, context) => {
    // Every series is indexed by year; a shorter one would misalign a chart silently.
    const length = result.years.length
    const series: [string, number[]][] = [
      ...Object.entries(result.net_worth).map(([key, values]): [string, number[]] => [`net_worth.${key}`, values]),
      ['mean', result.mean],
      ['deterministic', result.deterministic],
      ['probability_positive', result.probability_positive],
      ...Object.entries(result.breakdown).map(([key, values]): [string, number[]] => [`breakdown.${key}`, values]),
    ]
    for (const [name, values] of series) {
      if (values.length !== length) {
        context.addIssue({
          code: 'custom',
          message: `has ${values.length} values for ${length} years`,
          path: name.split('.'),
        })
      }
    }
  }) satisfies z.ZodType<ProjectionResult>

export const projectionBatchResultSchema = z.object({
  base: projectionResultSchema,
  scenarios: z.array(z.object({ name: z.string(), result: projectionResultSchema })),
}) satisfies z.ZodType<ProjectionBatchResult>
