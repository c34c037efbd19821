import type { Bands, FlowReport, LifecycleResult } from '../../../sim-worker/core/lifecycle-types.ts'
import { plannedRetirementSpending } from '../../../sim-worker/core/lifecycle-input.ts'
import { DEFAULT_WITHDRAWAL_ORDER } from '../../../sim-worker/core/withdrawals.ts'
import { milestonesFrom } from '../../lib/projection-milestones.ts'
import type { DollarBasis } from '../../schemas/projections.ts'
import type { ProjectionRun } from './projections.server.ts'
import { JsonText } from '../../lib/json-text.ts'
import { setBounded } from '../../lib/bounded-map.ts'

// The projection API's answers (/api/v1/projections/comprehensive and /breakdown/:year), in the
// dollars the caller asked for (nominal by default for the API; the screen defaults to today's).

const rounded = (values: number[]) => values.map(Math.round)

function bandsIn(result: LifecycleResult, dollars: DollarBasis): Bands {
  return result.net_worth[dollars]
}

/** Per-year flows (index i = year i + 1) as the API shows them: rounded medians and means. */
function flowsJson(flows: FlowReport) {
  const series = (s: { median: number[]; mean: number[] }) => ({ median: rounded(s.median), mean: rounded(s.mean) })
  return {
    income: series(flows.income),
    withdrawals: {
      cash: series(flows.withdrawals.cash),
      taxable: series(flows.withdrawals.taxable),
      tax_deferred: series(flows.withdrawals.tax_deferred),
      roth: series(flows.withdrawals.roth),
    },
    taxes: series(flows.taxes),
    required_minimum_distributions: series(flows.rmd),
    spending: series(flows.spending),
  }
}

/** The whole lifecycle to the planning age: success, depletion, shortfall and the retirement flows. */
export function lifecycleJson(run: ProjectionRun, dollars: DollarBasis) {
  const { result, plan } = run
  const { input } = plan
  const bands = bandsIn(result, dollars)
  return {
    dollars,
    current_age: input.current_age,
    retirement_age: input.retirement_age,
    planning_age: result.ages[result.ages.length - 1],
    strategy: input.strategy,
    return_model: input.return_model,
    // The accounts as the engine drew them, after income: the named order's, or the engine's default.
    withdrawal_order: { kind: plan.withdrawal_order, accounts: input.withdrawal_order ?? DEFAULT_WITHDRAWAL_ORDER },
    success_rate: result.success_rate,
    need_met_rate: result.need_met_rate,
    planned_monthly_spending: plannedRetirementSpending(input),
    retirement_age_source: plan.sources.retirement_age,
    retirement_spending_source: plan.sources.retirement_spending,
    retirement_goal: plan.retirement_goal,
    depletion: result.depletion,
    shortfall: { median: Math.round(result.shortfall.median), mean: Math.round(result.shortfall.mean) },
    ages: result.ages,
    net_worth: Object.fromEntries(Object.entries(bands).map(([k, v]) => [k, rounded(v)])),
    liquid: Object.fromEntries(Object.entries(result.liquid[dollars]).map(([k, v]) => [k, rounded(v)])),
    flows: flowsJson(result.flows[dollars]),
    assumed: plan.assumed,
    adjustments: plan.adjustments,
    monthly_take_home: plan.monthly_take_home,
    social_security_claiming_age: plan.claiming_age,
    social_security_monthly_benefit: input.income.social_security?.monthly_benefit ?? null,
    part_time_income: input.income.part_time ?? null,
    ira_contribution: plan.ira_contribution,
    social_security_record: plan.social_security_record,
  }
}

type ComprehensiveOptions = { includeMonteCarlo: boolean; dollars: DollarBasis; years: number }

/** Per cached run (hits share its frozen result): the answers made from it, by options, with their assumptions. */
const answered = new WeakMap<object, Map<string, { assumptions: unknown; text: JsonText }>>()
/**
 * The texts kept per run: a screen and an API client ask for a few option sets, and the bound stops a
 * caller cycling through every `years` from holding hundreds of 14 KB texts for each cached run.
 */
const TEXTS_PER_RUN = 8

/**
 * comprehensiveJson's text, made once per cached run, options and calculation time (a hit's is almost
 * always 0 ms, so one text serves them): building and serialising the 14 KB answer was about
 * a tenth of a cache hit's server time. Every value in the text is this request's own.
 */
export function comprehensiveText(run: ProjectionRun, options: ComprehensiveOptions): JsonText {
  // A miss's run is its own object, never seen again: nothing to keep.
  if (!run.cached) return new JsonText(JSON.stringify(comprehensiveJson(run, options)))
  const key = JSON.stringify([options, run.calculation_time_ms])
  let byKey = answered.get(run.result)
  if (!byKey) answered.set(run.result, (byKey = new Map()))
  const known = byKey.get(key)
  if (known && known.assumptions === run.assumptions) return known.text
  const text = new JsonText(JSON.stringify(comprehensiveJson(run, options)), true)
  setBounded(byKey, key, { assumptions: run.assumptions, text }, TEXTS_PER_RUN)
  return text
}

export function comprehensiveJson(run: ProjectionRun, options: ComprehensiveOptions) {
  const { result } = run
  const cut = (values: number[]) => rounded(values.slice(0, options.years + 1))
  const bands = bandsIn(result, options.dollars)
  const deterministic = run.deterministic.net_worth[options.dollars].p50
  const years = result.ages.slice(0, options.years + 1).map((_, i) => i)
  return {
    dollars: options.dollars,
    projections: years.map((year) => ({ year, net_worth: Math.round(bands.p50[year]) })),
    deterministic_projection: years.map((year) => ({ year, net_worth: Math.round(deterministic[year]) })),
    monte_carlo_results: options.includeMonteCarlo
      ? {
          confidence_intervals: Object.fromEntries(
            (['p10', 'p25', 'p50', 'p75', 'p90', 'mean'] as const).map((p) => [p, cut(bands[p])]),
          ),
        }
      : null,
    milestones: milestonesFrom(bands),
    lifecycle: lifecycleJson(run, options.dollars),
    assumptions: run.assumptions,
    calculation_metadata: {
      monte_carlo_iterations: result.iterations,
      calculation_time_ms: run.calculation_time_ms,
      simulation_time_ms: result.elapsed_ms,
      cached: run.cached,
      seed: result.seed,
    },
  }
}

export function breakdownJson(run: ProjectionRun, year: number, dollars: DollarBasis) {
  const { result } = run
  const bands = bandsIn(result, dollars)
  const start = bands.p50[0]
  const scenario = (name: string, values: number[]) => {
    const final = values[year]
    const growth = start > 0 && final > 0 && year > 0 ? Math.pow(final / start, 1 / year) - 1 : null
    return {
      name,
      final_value: Math.round(final),
      total_growth: Math.round(final - start),
      growth_rate: growth === null ? null : Math.round(growth * 10000) / 10000,
      projections: values.slice(0, year + 1).map((v, y) => ({ year: y, net_worth: Math.round(v) })),
    }
  }
  const accounts = result.accounts?.[dollars]
  const component = (values: number[] | undefined) => (values ? Math.round(values[year]) : null)
  return {
    year,
    dollars,
    starting_value: Math.round(start),
    components: {
      cash: component(accounts?.cash),
      taxable_investments: component(accounts?.taxable),
      retirement_accounts:
        accounts === undefined ? null : Math.round(accounts.tax_deferred[year] + accounts.roth[year]),
      tax_deferred: component(accounts?.tax_deferred),
      roth: component(accounts?.roth),
      real_estate: component(accounts?.real_estate),
      liabilities: component(accounts?.loans),
    },
    scenarios: [scenario('conservative', bands.p10), scenario('median', bands.p50), scenario('optimistic', bands.p90)],
    mean: Math.round(bands.mean[year]),
    metadata: { calculated_at: new Date().toISOString(), monte_carlo_iterations: result.iterations },
  }
}
