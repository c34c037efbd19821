import { milestonesFrom } from '../../lib/projection-milestones.ts'
import type { ProjectionRun } from './projections.server.ts'

// The projection API's answers (/api/v1/projections/comprehensive and /breakdown/:year).

export function comprehensiveJson(run: ProjectionRun, includeMonteCarlo: boolean) {
  const { result } = run
  return {
    projections: result.years.map((year, i) => ({ year, net_worth: Math.round(result.net_worth.p50[i]) })),
    deterministic_projection: result.years.map((year, i) => ({ year, net_worth: Math.round(result.deterministic[i]) })),
    monte_carlo_results: includeMonteCarlo
      ? {
          confidence_intervals: Object.fromEntries(
            (['p10', 'p25', 'p50', 'p75', 'p90'] as const).map((p) => [p, result.net_worth[p].map(Math.round)]),
          ),
          probability_positive: result.probability_positive,
        }
      : null,
    milestones: milestonesFrom(result.net_worth),
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

export function breakdownJson(run: ProjectionRun, year: number) {
  const { result } = run
  const start = result.net_worth.p50[0]
  const scenario = (name: string, values: number[]) => {
    const final = values[year]
    const growth = start > 0 && final > 0 && year > 0 ? Math.pow(final / start, 1 / year) - 1 : null
    return {
      name,
      final_value: Math.round(final),
      total_growth: Math.round(final - start),
      growth_rate: growth === null ? null : Math.round(growth * 10000) / 10000,
      projections: result.years.slice(0, year + 1).map((y, i) => ({ year: y, net_worth: Math.round(values[i]) })),
    }
  }
  const component = (values: number[]) => Math.round(values[year])
  return {
    year,
    starting_value: Math.round(start),
    components: {
      cash: component(result.breakdown.cash),
      taxable_investments: component(result.breakdown.taxable),
      retirement_accounts: component(result.breakdown.retirement),
      real_estate: component(result.breakdown.real_estate),
      liabilities: component(result.breakdown.liabilities),
    },
    scenarios: [
      scenario('conservative', result.net_worth.p10),
      scenario('expected', result.net_worth.p50),
      scenario('optimistic', result.net_worth.p90),
    ],
    metadata: { calculated_at: new Date().toISOString(), monte_carlo_iterations: result.iterations },
  }
}
