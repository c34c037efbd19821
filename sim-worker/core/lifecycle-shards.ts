// One lifecycle run on several threads, with the numbers of the same run on one thread.
//
// The run's paths are split into windows (lifecycle.ts's `window` option: each window draws exactly
// the random numbers the whole run gives its paths, and no path's arithmetic reads another's). Each
// window writes every year's path state into buffers shared by all threads, laid out year by field by
// path, so one year of one field is a contiguous view over every path. Once every window is done, each
// thread summarises every count-th year from those views (the summary needs every path of a year at
// once: percentiles), and the parts are joined in year order. ../lifecycle-on-pool.ts (the service)
// sends these steps to the pool's threads; runLifecycleInWindows runs the same steps one after another,
// for the tests that hold the two to the same answer.

import { type LifecycleRun, seedFromInput, simulateLifecyclePaths } from './lifecycle.ts'
import { assertLifecycleInput } from './lifecycle-input.ts'
import { createYearSummary, lifecycleResult, type YearSeries, type YearView } from './lifecycle-summary.ts'
import type { LifecycleInput, LifecycleResult } from './lifecycle-types.ts'
import { runPathCount } from './return-models.ts'
import { DEFAULT_PLANNING_AGE } from './lifecycle-state.ts'

/** The per-path arrays a year's summary reads: their places in a year's block of the buffers. */
const FIELD = {
  cash: 0,
  taxable: 1,
  taxDeferred: 2,
  roth: 3,
  drawnCash: 4,
  drawnTaxable: 5,
  drawnTaxDeferred: 6,
  drawnRoth: 7,
  taxes: 8,
  realEstate: 9,
  deflator: 10,
  priceLevel: 11,
  income: 12,
  rmd: 13,
} as const
const FIELDS = Object.keys(FIELD).length

/**
 * The largest run split over threads: its buffers hold every year of every path (14 doubles a path-year,
 * 112 bytes), 96 MB at this size; a larger run keeps to one thread and its own small buffers.
 */
export const MAX_SHARDED_PATH_YEARS = 900_000
/** Fewer paths than this a thread are not worth the second pass over the buffers. */
export const MIN_WINDOW_PATHS = 100

export interface RunShape {
  paths: number
  /** Simulated years; the result has years + 1 points (today first). */
  years: number
}

/** The run's size before it runs: its paths (replay: one per historical window) and years. */
export function runShape(input: LifecycleInput): RunShape {
  assertLifecycleInput(input)
  const years = (input.planning_age ?? DEFAULT_PLANNING_AGE) - input.current_age
  return { paths: runPathCount(input, years), years }
}

/** How many threads a run is worth: 1 when it is small, or too large to keep every year in memory. */
export function shardCount(shape: RunShape, threads: number): number {
  if (shape.paths * (shape.years + 1) > MAX_SHARDED_PATH_YEARS) return 1
  return Math.max(1, Math.min(threads, Math.floor(shape.paths / MIN_WINDOW_PATHS)))
}

/**
 * The memory the windows write and the year summaries read: SharedArrayBuffers between threads, plain
 * ArrayBuffers on one thread. Passed as bare buffers, each thread making its own views: with typed-array
 * views in the tasks' payloads, the default run's window step took 80–110 ms on the pool instead of 11–17.
 */
export interface ShardBuffers {
  paths: number
  years: number
  /** (years + 1) × FIELDS × paths doubles. */
  values: ArrayBufferLike
  /** The total loan balance each year (the same on every path): years + 1 doubles. */
  loans: ArrayBufferLike
  /** Per path at the end: the depletion month (−1: never; int32) and the shortfall (double). */
  depletedMonth: ArrayBufferLike
  shortfall: ArrayBufferLike
}

export function createShardBuffers(shape: RunShape, shared = true): ShardBuffers {
  const { paths, years } = shape
  const memory = (bytes: number) => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes))
  return {
    paths,
    years,
    values: memory((years + 1) * FIELDS * paths * 8),
    loans: memory((years + 1) * 8),
    depletedMonth: memory(paths * 4),
    shortfall: memory(paths * 8),
  }
}

/**
 * Keeps the last run's buffers for the next run of the same shape. A split needs every thread free, so
 * split runs seldom overlap; one that starts while another holds the buffers gets new ones (`take` hands
 * a kept set out once). Shared memory is paid for when it is first written, in page faults,
 * and both threads faulting in a fresh buffer at once measured 3–4 ms of a 5,000-path run's 26 on the
 * pool. A kept buffer needs no clearing: the windows write every cell (every field of every year, the
 * last year's per-path figures) before any summary reads it, and results copy what they keep out of it.
 * Buffers over `maxBytes` are not kept.
 */
export class ShardBufferKeeper {
  #spare: ShardBuffers | null = null

  constructor(
    readonly maxBytes: number,
    readonly shared = true,
  ) {}

  /** The kept buffers when they fit `shape` exactly (taken, so no two runs share them), else new ones. */
  take(shape: RunShape): ShardBuffers {
    const spare = this.#spare
    if (spare && spare.paths === shape.paths && spare.years === shape.years) {
      this.#spare = null
      return spare
    }
    return createShardBuffers(shape, this.shared)
  }

  /** Hands back a finished run's buffers, kept in place of any earlier ones when small enough. */
  give(buffers: ShardBuffers): void {
    if (buffers.values.byteLength <= this.maxBytes) this.#spare = buffers
  }
}

/** The typed views of a run's buffers, made on the thread that reads or writes them. */
interface ShardViews {
  paths: number
  years: number
  values: Float64Array
  loans: Float64Array
  depletedMonth: Int32Array
  shortfall: Float64Array
}

function viewsOf(buffers: ShardBuffers): ShardViews {
  return {
    paths: buffers.paths,
    years: buffers.years,
    values: new Float64Array(buffers.values),
    loans: new Float64Array(buffers.loans),
    depletedMonth: new Int32Array(buffers.depletedMonth),
    shortfall: new Float64Array(buffers.shortfall),
  }
}

/** `count` consecutive ranges covering 0 … total − 1, as even as whole numbers allow. */
export function splitRange(total: number, count: number): { from: number; to: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    from: Math.floor((total * i) / count),
    to: Math.floor((total * (i + 1)) / count),
  }))
}

/** Field `field` of year `year`, over every path. */
function fieldOf(buffers: ShardViews, year: number, field: number): Float64Array {
  const start = (year * FIELDS + field) * buffers.paths
  return buffers.values.subarray(start, start + buffers.paths)
}

/**
 * Year `year` copied out of the shared buffers into `local` (one array a field, reused every year): the
 * summary's many passes over a year ran about a third slower on views of shared memory than on the
 * thread's own arrays, and the copy costs a fraction of that.
 */
function yearView(buffers: ShardViews, year: number, local: Float64Array[]): YearView {
  const at = (field: number) => {
    local[field].set(fieldOf(buffers, year, field))
    return local[field]
  }
  return {
    balances: [at(FIELD.cash), at(FIELD.taxable), at(FIELD.taxDeferred), at(FIELD.roth)],
    withdrawn: [at(FIELD.drawnCash), at(FIELD.drawnTaxable), at(FIELD.drawnTaxDeferred), at(FIELD.drawnRoth)],
    taxes: at(FIELD.taxes),
    realEstate: at(FIELD.realEstate),
    deflator: at(FIELD.deflator),
    priceLevel: at(FIELD.priceLevel),
    loans: buffers.loans[year],
    income: at(FIELD.income),
    rmd: at(FIELD.rmd),
  }
}

/** What a window hands back: the replay windows' first historical years (else nothing). */
export interface WindowRun {
  startYears: number[] | null
}

/** Simulates paths `window.from` … `window.to` − 1 of `input` (its seed set) into `buffers`. */
export function simulateWindow(
  input: LifecycleInput,
  window: { from: number; to: number },
  memory: ShardBuffers,
): WindowRun {
  const { from } = window
  const buffers = viewsOf(memory)
  let run: LifecycleRun | null = null
  simulateLifecyclePaths(
    input,
    (year, paths) => {
      const write = (field: number, values: Float64Array) =>
        buffers.values.set(values, (year * FIELDS + field) * buffers.paths + from)
      paths.balances.forEach((values, account) => write(FIELD.cash + account, values))
      paths.withdrawn.forEach((values, account) => write(FIELD.drawnCash + account, values))
      write(FIELD.taxes, paths.taxes)
      write(FIELD.realEstate, paths.realEstate)
      write(FIELD.deflator, paths.deflator)
      write(FIELD.priceLevel, paths.priceLevel)
      write(FIELD.income, paths.income)
      write(FIELD.rmd, paths.rmd)
      buffers.loans[year] = paths.loans
      if (year === buffers.years) {
        buffers.depletedMonth.set(paths.depletedMonth, from)
        buffers.shortfall.set(paths.shortfallReal, from)
      }
    },
    (started) => (run = started),
    { window },
  )
  const startYears = (run as LifecycleRun | null)?.startYears
  return { startYears: startYears ? Array.from(startYears) : null }
}

/**
 * The summary of years `first`, `first` + `step`, … to the planning age, read from the buffers every window
 * has written. Threads take every `step`-th year rather than a block of years: retirement years cost
 * more to summarise than working ones, and interleaving gives each thread its share of both.
 */
export function summarizeYears(memory: ShardBuffers, first: number, step: number): YearSeries {
  const buffers = viewsOf(memory)
  const summary = createYearSummary(buffers.paths)
  const local = Array.from({ length: FIELDS }, () => new Float64Array(buffers.paths))
  for (let year = first; year <= buffers.years; year += step) summary.add(year, yearView(buffers, year, local))
  return summary.series
}

/**
 * Joins the series of `summarizeYears(…, k, parts.length)` for k = 0, 1, … into one, year by year. Year 0
 * has no flows (nothing has happened yet), so the flow series start at year 1 and interleave from there.
 */
export function joinSeries(parts: YearSeries[]): YearSeries {
  const count = parts.length
  const interleave = (arrays: number[][], firstYear: number): number[] => {
    const total = arrays.reduce((sum, values) => sum + values.length, 0)
    return Array.from({ length: total }, (_, i) => {
      const year = firstYear + i
      // Part k holds years k, k + count, …: from year `firstYear` on, it starts at its first such year.
      const part = year % count
      const skipped = part < firstYear ? 1 : 0
      return arrays[part][Math.floor(year / count) - skipped]
    })
  }
  const join = (values: unknown[], firstYear: number): unknown => {
    if (Array.isArray(values[0])) return interleave(values as number[][], firstYear)
    const first = values[0] as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(first).map((key) => [
        key,
        join(values.map((v) => (v as Record<string, unknown>)[key]), key === 'flows' ? 1 : firstYear),
      ]),
    )
  }
  return join(parts, 0) as YearSeries
}

/** The result of a run whose windows and year ranges are done. */
export function assembleResult(
  input: LifecycleInput & { seed: number },
  memory: ShardBuffers,
  windows: WindowRun[],
  parts: YearSeries[],
  startedAt: number,
): LifecycleResult {
  const buffers = viewsOf(memory)
  const startYears = windows.every((w) => w.startYears) ? windows.flatMap((w) => w.startYears ?? []) : undefined
  return lifecycleResult(
    input,
    {
      paths: buffers.paths,
      years: buffers.years,
      seed: input.seed,
      startYears,
      depletedMonth: buffers.depletedMonth,
      shortfall: buffers.shortfall,
    },
    joinSeries(parts),
    startedAt,
  )
}

/** The input with its seed fixed, so every window draws from the same streams. */
export function withSeed(input: LifecycleInput): LifecycleInput & { seed: number } {
  return { ...input, seed: input.seed ?? seedFromInput(input) }
}

/**
 * The steps the pool runs on `count` threads, one after another here: the same numbers as runLifecycle.
 * With a `keeper`, in the buffers it keeps, as the service runs them.
 */
export function runLifecycleInWindows(
  input: LifecycleInput,
  count: number,
  keeper = new ShardBufferKeeper(0, false),
): LifecycleResult {
  const startedAt = performance.now()
  const seeded = withSeed(input)
  const shape = runShape(seeded)
  const buffers = keeper.take(shape)
  const windows = splitRange(shape.paths, count).map((window) => simulateWindow(seeded, window, buffers))
  const parts = Array.from({ length: count }, (_, first) => summarizeYears(buffers, first, count))
  const result = assembleResult(seeded, buffers, windows, parts, startedAt)
  keeper.give(buffers)
  return result
}
