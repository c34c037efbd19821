// Turns the lifecycle engine's paths into the result the app shows: success and depletion, percentile
// bands of net worth and liquid assets by age, and the median and mean of each year's flows, in nominal
// and real (today's) dollars. Means sit beside medians on purpose: the median of a skewed outcome is far
// below its mean, and showing only one of them as "expected" misleads.

import type {
  Bands,
  FlowReport,
  FlowSeries,
  LifecycleInput,
  LifecycleResult,
  LiquidAccount,
} from './lifecycle-types.ts'
import { type LifecyclePaths, type LifecycleRun, simulateLifecyclePaths } from './lifecycle.ts'
import { medianWithScratch, selectInPlace } from './select.ts'
import { mean, percentile } from './stats.ts'

const emptyBands = (): Bands => ({ p10: [], p25: [], p50: [], p75: [], p90: [], mean: [] })
const emptyFlow = (): FlowSeries => ({ median: [], mean: [] })
const emptyFlows = (): FlowReport => ({
  income: emptyFlow(),
  withdrawals: { cash: emptyFlow(), taxable: emptyFlow(), tax_deferred: emptyFlow(), roth: emptyFlow() },
  taxes: emptyFlow(),
  rmd: emptyFlow(),
})
const ACCOUNTS: readonly LiquidAccount[] = ['cash', 'taxable', 'tax_deferred', 'roth']

/**
 * The p-th percentile by selection, with stats.ts's definition (linear between ranks ⌊r⌋ and ⌈r⌉,
 * r = p/100 · (n − 1)); reorders `values`. Selection rather than a sort: five bands × four series a
 * year made sorting the largest cost of a run.
 */
function selectPercentile(values: Float64Array, p: number): number {
  const rank = (p / 100) * (values.length - 1)
  const lower = Math.floor(rank)
  const low = selectInPlace(values, lower)
  if (rank === lower) return low
  // After selection everything right of `lower` is >= it, so the next order statistic is their minimum.
  let high = Infinity
  for (let i = lower + 1; i < values.length; i++) if (values[i] < high) high = values[i]
  return low + (high - low) * (rank - lower)
}

/** Appends the percentiles and mean of `values` (reordered) to `bands`. */
function pushBands(bands: Bands, values: Float64Array): void {
  bands.mean.push(mean(values))
  bands.p50.push(selectPercentile(values, 50))
  bands.p25.push(selectPercentile(values, 25))
  bands.p10.push(selectPercentile(values, 10))
  bands.p75.push(selectPercentile(values, 75))
  bands.p90.push(selectPercentile(values, 90))
}

/** Two work arrays of the paths' length, reused every year. */
interface Scratch {
  divided: Float64Array
  select: Float64Array
}

/** Median and mean across paths of `values`, each divided by its path's `divisor` when one is given. */
function pushFlow(series: FlowSeries, values: Float64Array, divisor: Float64Array | null, scratch: Scratch): void {
  let source = values
  if (divisor) {
    source = scratch.divided
    for (let p = 0; p < values.length; p++) source[p] = values[p] / divisor[p]
  }
  series.mean.push(mean(source))
  series.median.push(medianWithScratch(source, scratch.select))
}

function pushYearFlows(report: FlowReport, paths: LifecyclePaths, divisor: Float64Array | null, scratch: Scratch) {
  pushFlow(report.income, paths.income, divisor, scratch)
  ACCOUNTS.forEach((name, i) => pushFlow(report.withdrawals[name], paths.withdrawn[i], divisor, scratch))
  pushFlow(report.taxes, paths.taxes, divisor, scratch)
  pushFlow(report.rmd, paths.rmd, divisor, scratch)
}

function depletionSummary(input: LifecycleInput, depletedMonth: Int32Array): LifecycleResult['depletion'] {
  const ages = Array.from(depletedMonth)
    .filter((month) => month >= 0)
    .map((month) => input.current_age + month / 12)
  const histogram = new Map<number, number>()
  for (const age of ages) histogram.set(Math.floor(age), (histogram.get(Math.floor(age)) ?? 0) + 1)
  const sorted = Float64Array.from(ages).sort()
  const pick = (p: number) => (sorted.length > 0 ? percentile(sorted, p) : null)
  return {
    rate: ages.length / depletedMonth.length,
    p10: pick(10),
    p50: pick(50),
    p90: pick(90),
    histogram: [...histogram.entries()].sort(([a], [b]) => a - b).map(([age, count]) => ({ age, count })),
  }
}

/** The full lifecycle simulation and its summary. Same input ⇒ same result, except `elapsed_ms`. */
export function runLifecycle(input: LifecycleInput): LifecycleResult {
  const startedAt = performance.now()
  const result = {
    net_worth: { nominal: emptyBands(), real: emptyBands() },
    liquid: { nominal: emptyBands(), real: emptyBands() },
    flows: { nominal: emptyFlows(), real: emptyFlows() },
  }
  let work = new Float64Array(0)
  let scratch: Scratch = { divided: work, select: work }
  let depletedMonth: Int32Array = new Int32Array(0)
  let shortfall: Float64Array = new Float64Array(0)
  const onStart = (run: LifecycleRun) => {
    work = new Float64Array(run.paths)
    scratch = { divided: new Float64Array(run.paths), select: new Float64Array(run.paths) }
  }
  const run = simulateLifecyclePaths(
    input,
    (year, paths) => {
      const { balances, realEstate, deflator, loans } = paths
      const series = [
        [result.liquid, 0],
        [result.net_worth, 1],
      ] as const
      for (const [bands, withHome] of series) {
        for (let p = 0; p < work.length; p++) {
          const liquid = balances[0][p] + balances[1][p] + balances[2][p] + balances[3][p]
          work[p] = withHome ? liquid + realEstate[p] - loans : liquid
        }
        const real = work.map((value, p) => value / deflator[p])
        pushBands(bands.nominal, work)
        pushBands(bands.real, real)
      }
      if (year > 0) {
        pushYearFlows(result.flows.nominal, paths, null, scratch)
        pushYearFlows(result.flows.real, paths, paths.priceLevel, scratch)
      }
      depletedMonth = paths.depletedMonth
      shortfall = paths.shortfallReal
    },
    onStart,
  )
  const depletion = depletionSummary(input, depletedMonth)
  return {
    ages: Array.from({ length: run.years + 1 }, (_, i) => input.current_age + i),
    success_rate: 1 - depletion.rate,
    depletion,
    shortfall: { median: medianWithScratch(shortfall, new Float64Array(shortfall.length)), mean: mean(shortfall) },
    ...result,
    windows: run.startYears
      ? Array.from(run.startYears, (startYear, p) => ({
        start_year: startYear,
        success: depletedMonth[p] < 0,
        depletion_age: depletedMonth[p] < 0 ? null : input.current_age + depletedMonth[p] / 12,
      }))
      : undefined,
    iterations: run.paths,
    seed: run.seed,
    elapsed_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  }
}
