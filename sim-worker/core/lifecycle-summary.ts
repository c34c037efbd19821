// Turns the lifecycle engine's paths into the result the app shows: success and depletion, percentile
// bands of net worth and liquid assets by age, and the median and mean of each year's flows, in nominal
// and real (today's) dollars. Means sit beside medians on purpose: the median of a skewed outcome is far
// below its mean, and showing only one of them as "expected" misleads.

import type {
  AccountMedians,
  Bands,
  FlowReport,
  FlowSeries,
  LifecycleInput,
  LifecycleMedians,
  LifecycleResult,
  LiquidAccount,
} from './lifecycle-types.ts'
import { type LifecyclePaths, type LifecycleRun, simulateLifecyclePaths } from './lifecycle.ts'
import { type BucketScratch, createBucketScratch, percentilesInRange } from './select.ts'
import { percentile } from './stats.ts'
import { runMemory } from './run-memory.ts'

// Cost: per simulated year this takes four sets of bands, 14 flow medians and 12 account medians over
// every path, which was most of a run before it was made cheap: percentiles by counting into buckets
// and selecting only inside the few buckets that hold a wanted rank (select.ts, exact), means as plain
// sums fused into the loops that build the series, and medians that skip even that when the answer is
// plain from one scan (every path equal, or more than half at zero: a withdrawal from an account most
// paths do not touch, RMDs before their age).

/**
 * What the summary reads of one year: the engine's live path state, or one year of a run whose windows
 * ran on several threads (lifecycle-shards.ts).
 */
export type YearView = Pick<
  LifecyclePaths,
  'balances' | 'withdrawn' | 'taxes' | 'realEstate' | 'deflator' | 'priceLevel' | 'loans' | 'income' | 'rmd' | 'spent'
>

const emptyBands = (): Bands => ({ p10: [], p25: [], p50: [], p75: [], p90: [], mean: [] })
const emptyFlow = (): FlowSeries => ({ median: [], mean: [] })
const emptyFlows = (): FlowReport => ({
  income: emptyFlow(),
  withdrawals: { cash: emptyFlow(), taxable: emptyFlow(), tax_deferred: emptyFlow(), roth: emptyFlow() },
  taxes: emptyFlow(),
  rmd: emptyFlow(),
  spending: emptyFlow(),
})
const emptyAccounts = (): AccountMedians => ({
  cash: [],
  taxable: [],
  tax_deferred: [],
  roth: [],
  real_estate: [],
  loans: [],
})
const ACCOUNTS: readonly LiquidAccount[] = ['cash', 'taxable', 'tax_deferred', 'roth']
const BAND_PERCENTS = [10, 25, 50, 75, 90]

/** Work arrays of the paths' length, reused every year. */
interface Scratch {
  values: Float64Array
  real: Float64Array
  buckets: BucketScratch
  bands: Float64Array
}

const MEDIAN = [50]

/**
 * What one pass over a series found: its sum, range and zeros, so that the median and bands need no
 * pass of their own to find them. Filled by `scan`.
 */
interface SeriesScan {
  sum: number
  min: number
  max: number
  zeros: number
}

function scan(values: Float64Array, found: SeriesScan): void {
  let sum = 0
  let min = values[0]
  let max = values[0]
  let zeros = 0
  for (let p = 0; p < values.length; p++) {
    const value = values[p]
    sum += value
    if (value < min) min = value
    if (value > max) max = value
    if (value === 0) zeros++
  }
  found.sum = sum
  found.min = min
  found.max = max
  found.zeros = zeros
}

/** `out` = values ÷ divisor, path by path, scanned in the same pass. */
function divideAndScan(values: Float64Array, divisor: Float64Array, out: Float64Array, found: SeriesScan): void {
  let sum = 0
  let min = Infinity
  let max = -Infinity
  let zeros = 0
  for (let p = 0; p < values.length; p++) {
    const value = values[p] / divisor[p]
    out[p] = value
    sum += value
    if (value < min) min = value
    if (value > max) max = value
    if (value === 0) zeros++
  }
  found.sum = sum
  found.min = min
  found.max = max
  found.zeros = zeros
}

/** The sum of values ÷ divisor, path by path. */
function dividedSum(values: Float64Array, divisor: Float64Array): number {
  let sum = 0
  for (let p = 0; p < values.length; p++) sum += values[p] / divisor[p]
  return sum
}

/** Appends the percentiles of `values` (scanned into `found`) and their mean to `bands`. */
function pushBands(bands: Bands, values: Float64Array, found: SeriesScan, scratch: Scratch): void {
  percentilesInRange(values, found.min, found.max, BAND_PERCENTS, scratch.bands, scratch.buckets)
  const [p10, p25, p50, p75, p90] = scratch.bands
  bands.p10.push(p10)
  bands.p25.push(p25)
  bands.p50.push(p50)
  bands.p75.push(p75)
  bands.p90.push(p90)
  bands.mean.push(found.sum / values.length)
}

/**
 * The median (stats.ts's definition) of `values`, scanned into `found`: plain when every value is the
 * same, or when more than half are 0 and none is negative (sorted, the zeros come first and both middle
 * ranks fall among them); else by buckets.
 */
function medianOf(values: Float64Array, found: SeriesScan, scratch: Scratch): number {
  const { min, max, zeros } = found
  if (min === max) return min
  if (min >= 0 && zeros > Math.ceil((values.length - 1) / 2)) return 0
  percentilesInRange(values, min, max, MEDIAN, scratch.bands, scratch.buckets)
  return scratch.bands[0]
}

/**
 * Median and mean across paths of a flow, nominal and real (each path's flow ÷ the price level of its
 * year). A flow that is 0 on every path is 0 in real terms too: no division then.
 */
function pushFlow(
  nominal: FlowSeries,
  real: FlowSeries,
  values: Float64Array,
  priceLevel: Float64Array,
  scratch: Scratch,
  found: SeriesScan,
): void {
  scan(values, found)
  nominal.mean.push(found.sum / values.length)
  const median = medianOf(values, found, scratch)
  nominal.median.push(median)
  if (found.zeros === values.length) {
    real.mean.push(0)
    real.median.push(0)
    return
  }
  // Dividing by a positive price level keeps zeros zero and signs as they are: a median of 0 found from
  // the zeros alone stays 0 in real terms, and only the mean needs the pass.
  if (median === 0 && found.min >= 0) {
    real.mean.push(dividedSum(values, priceLevel) / values.length)
    real.median.push(0)
    return
  }
  divideAndScan(values, priceLevel, scratch.real, found)
  real.mean.push(found.sum / values.length)
  real.median.push(medianOf(scratch.real, found, scratch))
}

function pushYearFlows(report: YearSeries['flows'], paths: YearView, scratch: Scratch, found: SeriesScan) {
  const { nominal, real } = report
  const { priceLevel } = paths
  pushFlow(nominal.income, real.income, paths.income, priceLevel, scratch, found)
  ACCOUNTS.forEach((name, i) => {
    pushFlow(nominal.withdrawals[name], real.withdrawals[name], paths.withdrawn[i], priceLevel, scratch, found)
  })
  pushFlow(nominal.taxes, real.taxes, paths.taxes, priceLevel, scratch, found)
  pushFlow(nominal.rmd, real.rmd, paths.rmd, priceLevel, scratch, found)
  pushFlow(nominal.spending, real.spending, paths.spent, priceLevel, scratch, found)
}

/** Median of an account's balances, nominal and real (÷ the path's deflator); an empty account is 0 in both. */
function pushAccount(
  nominal: number[],
  real: number[],
  values: Float64Array,
  deflator: Float64Array,
  scratch: Scratch,
  found: SeriesScan,
): void {
  scan(values, found)
  nominal.push(medianOf(values, found, scratch))
  if (found.zeros === values.length) {
    real.push(0)
    return
  }
  divideAndScan(values, deflator, scratch.real, found)
  real.push(medianOf(scratch.real, found, scratch))
}

/** Each account's median balance this year, nominal and real; loans are the same on every path. */
function pushAccounts(result: YearSeries['accounts'], paths: YearView, scratch: Scratch, found: SeriesScan) {
  const { nominal, real } = result
  const { deflator } = paths
  ACCOUNTS.forEach((name, i) => pushAccount(nominal[name], real[name], paths.balances[i], deflator, scratch, found))
  pushAccount(nominal.real_estate, real.real_estate, paths.realEstate, deflator, scratch, found)
  nominal.loans.push(paths.loans)
  if (paths.loans === 0) real.loans.push(0)
  else {
    const deflated = scratch.real
    for (let p = 0; p < deflated.length; p++) deflated[p] = paths.loans / deflator[p]
    scan(deflated, found)
    real.loans.push(medianOf(deflated, found, scratch))
  }
}

/** The per-year series of a result, year by year in order (a range of years, for a thread's share). */
export interface YearSeries {
  net_worth: { nominal: Bands; real: Bands }
  liquid: { nominal: Bands; real: Bands }
  flows: { nominal: FlowReport; real: FlowReport }
  accounts: { nominal: AccountMedians; real: AccountMedians }
}

/** Liquid assets and net worth this year, nominal and real: four sets of bands. */
function pushBalances(result: YearSeries, paths: YearView, scratch: Scratch, found: SeriesScan): void {
  const nominal = scratch.values
  liquidInto(paths, nominal)
  for (const bands of [result.liquid, result.net_worth]) {
    if (bands === result.net_worth) addHomeLessLoans(paths, nominal)
    scan(nominal, found)
    pushBands(bands.nominal, nominal, found, scratch)
    divideAndScan(nominal, paths.deflator, scratch.real, found)
    pushBands(bands.real, scratch.real, found, scratch)
  }
}

/** Each path's liquid assets, the four accounts, into `out`. */
function liquidInto(paths: YearView, out: Float64Array): void {
  const [cash, taxable, taxDeferred, roth] = paths.balances
  for (let p = 0; p < out.length; p++) out[p] = cash[p] + taxable[p] + taxDeferred[p] + roth[p]
}

/** Liquid assets into net worth, in place: plus the home, less the loans (the same on every path). */
function addHomeLessLoans(paths: YearView, values: Float64Array): void {
  const { realEstate, loans } = paths
  for (let p = 0; p < values.length; p++) values[p] += realEstate[p] - loans
}

/** The ages at the index of a run's series: today's age … the planning age. */
function agesOf(input: LifecycleInput, years: number): number[] {
  return Array.from({ length: years + 1 }, (_, i) => input.current_age + i)
}

/** The share of paths never marked (a first month or year ≥ 0) before the planning age. */
function shareNeverMarked(firstMarked: Int32Array): number {
  let marked = 0
  for (let p = 0; p < firstMarked.length; p++) if (firstMarked[p] >= 0) marked++
  // The count left over, divided once: 797 / 1000 is the double nearest 0.797, 1 − 203 / 1000 is not.
  return (firstMarked.length - marked) / firstMarked.length
}

/**
 * The depleted paths' ages at depletion, in path order. Counted first and written into a typed array: the
 * Array.from / filter / map chain this replaces took 0.1 ms of a 5,000-path run's result, on a split
 * run's critical path (the host joins the parts), even when no path was depleted.
 */
function depletionAges(input: LifecycleInput, depletedMonth: Int32Array): Float64Array {
  let count = 0
  for (let p = 0; p < depletedMonth.length; p++) if (depletedMonth[p] >= 0) count++
  const ages = new Float64Array(count)
  for (let p = 0, at = 0; at < count; p++) {
    if (depletedMonth[p] >= 0) ages[at++] = input.current_age + depletedMonth[p] / 12
  }
  return ages
}

function depletionSummary(input: LifecycleInput, depletedMonth: Int32Array): LifecycleResult['depletion'] {
  const ages = depletionAges(input, depletedMonth)
  const histogram = new Map<number, number>()
  for (const age of ages) histogram.set(Math.floor(age), (histogram.get(Math.floor(age)) ?? 0) + 1)
  const sorted = ages.sort()
  const pick = (p: number) => (sorted.length > 0 ? percentile(sorted, p) : null)
  return {
    rate: ages.length / depletedMonth.length,
    p10: pick(10),
    p50: pick(50),
    p90: pick(90),
    histogram: [...histogram.entries()].sort(([a], [b]) => a - b).map(([age, count]) => ({ age, count })),
  }
}

/**
 * The summary of years, one at a time and in order: `add` reads a year's paths (year 0 is today, whose
 * flows are not reported) and appends to `series`.
 */
export function createYearSummary(paths: number): { series: YearSeries; add(year: number, view: YearView): void } {
  const series: YearSeries = {
    net_worth: { nominal: emptyBands(), real: emptyBands() },
    liquid: { nominal: emptyBands(), real: emptyBands() },
    flows: { nominal: emptyFlows(), real: emptyFlows() },
    accounts: { nominal: emptyAccounts(), real: emptyAccounts() },
  }
  const scratch: Scratch = {
    values: runMemory.float64(paths),
    real: runMemory.float64(paths),
    buckets: createBucketScratch(paths),
    bands: new Float64Array(5),
  }
  const found: SeriesScan = { sum: 0, min: 0, max: 0, zeros: 0 }
  return {
    series,
    add(year, view) {
      pushBalances(series, view, scratch, found)
      pushAccounts(series.accounts, view, scratch, found)
      if (year > 0) pushYearFlows(series.flows, view, scratch, found)
    },
  }
}

/** What a finished run hands to `lifecycleResult` besides its yearly series. */
export interface FinishedRun {
  paths: number
  years: number
  seed: number
  startYears?: ArrayLike<number>
  /**
   * Per path at the planning age: the first month it was depleted (−1: never), its shortfall, and the
   * first year its spending fell short of the plan's (−1: never).
   */
  depletedMonth: Int32Array
  shortfall: Float64Array
  shortOfNeedYear: Int32Array
}

/** The result: the series with success, depletion and shortfall. `startedAt` is performance.now() at the start. */
export function lifecycleResult(
  input: LifecycleInput,
  run: FinishedRun,
  series: YearSeries,
  startedAt: number,
): LifecycleResult {
  const { depletedMonth, shortfall, shortOfNeedYear } = run
  const depletion = depletionSummary(input, depletedMonth)
  const found: SeriesScan = { sum: 0, min: 0, max: 0, zeros: 0 }
  const scratch: Scratch = {
    values: new Float64Array(0),
    real: new Float64Array(0),
    buckets: createBucketScratch(shortfall.length),
    bands: new Float64Array(5),
  }
  scan(shortfall, found)
  const shortfallMean = found.sum / shortfall.length
  return {
    ages: agesOf(input, run.years),
    success_rate: shareNeverMarked(depletedMonth),
    need_met_rate: shareNeverMarked(shortOfNeedYear),
    depletion,
    shortfall: { median: medianOf(shortfall, found, scratch), mean: shortfallMean },
    ...series,
    windows: run.startYears
      ? Array.from(run.startYears, (startYear, p) => ({
        start_year: startYear,
        success: depletedMonth[p] < 0,
        need_met: shortOfNeedYear[p] < 0,
        depletion_age: depletedMonth[p] < 0 ? null : input.current_age + depletedMonth[p] / 12,
      }))
      : undefined,
    iterations: run.paths,
    seed: run.seed,
    elapsed_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  }
}

/**
 * The full lifecycle simulation and its summary. Same input ⇒ same result, except `elapsed_ms`. One run of
 * the thread's kept memory (run-memory.ts): the engine's arrays and the summary's scratch.
 */
export function runLifecycle(input: LifecycleInput): LifecycleResult {
  return runMemory.run(() => summarisedRun(input))
}

function summarisedRun(input: LifecycleInput): LifecycleResult {
  const startedAt = performance.now()
  let summary = createYearSummary(0)
  let depletedMonth: Int32Array = new Int32Array(0)
  let shortfall: Float64Array = new Float64Array(0)
  let shortOfNeedYear: Int32Array = new Int32Array(0)
  const run = simulateLifecyclePaths(
    input,
    (year, paths) => {
      summary.add(year, paths)
      depletedMonth = paths.depletedMonth
      shortfall = paths.shortfallReal
      shortOfNeedYear = paths.shortOfNeedYear
    },
    (started: LifecycleRun) => (summary = createYearSummary(started.paths)),
  )
  return lifecycleResult(input, { ...run, depletedMonth, shortfall, shortOfNeedYear }, summary.series, startedAt)
}

/**
 * runLifecycle's median net worth by year (nominal and real) and success rate, and nothing else: what the
 * projection screen's scenario tables read of each scenario's run. The same passes over the same paths as
 * pushBalances and lifecycleResult, so the same numbers, without the other 30-odd series a year (about a
 * third of a full run's time) that no scenario table shows.
 */
export function runLifecycleMedians(input: LifecycleInput): LifecycleMedians {
  return runMemory.run(() => medianRun(input))
}

function medianRun(input: LifecycleInput): LifecycleMedians {
  const startedAt = performance.now()
  const nominal: number[] = []
  const real: number[] = []
  let scratch = medianScratch(0)
  const found: SeriesScan = { sum: 0, min: 0, max: 0, zeros: 0 }
  let depletedMonth: Int32Array = new Int32Array(0)
  let shortOfNeedYear: Int32Array = new Int32Array(0)
  const run = simulateLifecyclePaths(
    input,
    (_year, paths) => {
      pushNetWorthMedians(paths, scratch, found, nominal, real)
      depletedMonth = paths.depletedMonth
      shortOfNeedYear = paths.shortOfNeedYear
    },
    (started: LifecycleRun) => (scratch = medianScratch(started.paths)),
  )
  return {
    ages: agesOf(input, run.years),
    success_rate: shareNeverMarked(depletedMonth),
    need_met_rate: shareNeverMarked(shortOfNeedYear),
    net_worth: { nominal: { p50: nominal }, real: { p50: real } },
    iterations: run.paths,
    seed: run.seed,
    elapsed_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  }
}

function medianScratch(paths: number): Scratch {
  return {
    values: runMemory.float64(paths),
    real: runMemory.float64(paths),
    buckets: createBucketScratch(paths),
    bands: new Float64Array(1),
  }
}

/** pushBalances's net worth (the same two steps: liquid, then the home less the loans) and its two medians. */
function pushNetWorthMedians(paths: YearView, scratch: Scratch, found: SeriesScan, nominal: number[], real: number[]) {
  const values = scratch.values
  liquidInto(paths, values)
  addHomeLessLoans(paths, values)
  scan(values, found)
  percentilesInRange(values, found.min, found.max, MEDIAN, scratch.bands, scratch.buckets)
  nominal.push(scratch.bands[0])
  divideAndScan(values, paths.deflator, scratch.real, found)
  percentilesInRange(scratch.real, found.min, found.max, MEDIAN, scratch.bands, scratch.buckets)
  real.push(scratch.bands[0])
}
