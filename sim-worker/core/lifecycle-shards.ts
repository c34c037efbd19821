// One lifecycle run on several threads, with the numbers of the same run on one thread.
//
// The run's paths are split into windows (lifecycle.ts's `window` option: each window draws exactly
// the random numbers the whole run gives its paths, and no path's arithmetic reads another's). Each
// window writes every year's path state into buffers shared by all threads, laid out year by field by
// path, so one year of one field is a contiguous view over every path, and marks each year done as it
// goes. A field with one value on all the window's paths that year (a flow no path has yet, an income
// the same on all) is noted as that value instead of copied. A year's summary needs every path of that
// year at once (percentiles), so it waits for every window to have written it.
//
// One task a thread runs both steps (runShard): it claims windows until none is left, then claims years
// one at a time and summarises each as soon as every window has written it. Claims are counters in the
// shared `control` words, so a thread that runs ahead (or starts first) takes more of the work, and the
// summaries of the first years overlap the last years of a slower window. A thread only ever waits for
// a window another thread has claimed and is running, and a window never waits, so the threads cannot
// wait on each other in a circle; a task that starts late (or never, on a busy pool) finds the work
// done by the others. Each year's summary goes into its row of a shared buffer, from which the result's
// series are read once every task is done. ../lifecycle-on-pool.ts (the service) sends
// one such task to each free thread; runLifecycleInWindows runs the same steps one after another, for
// the tests that hold the two to the same answer.

import { type LifecycleRun, seedFromInput, simulateLifecyclePaths } from './lifecycle.ts'
import { assertLifecycleInput } from './lifecycle-input.ts'
import { createYearSummary, lifecycleResult, type YearSeries, type YearView } from './lifecycle-summary.ts'
import type { LifecycleInput, LifecycleResult } from './lifecycle-types.ts'
import { runPathCount } from './return-models.ts'
import { DEFAULT_PLANNING_AGE } from './lifecycle-state.ts'
import { runMemory } from './run-memory.ts'

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
  spent: 14,
} as const
const FIELDS = Object.keys(FIELD).length

/** One number series of a result's YearSeries: its keys from the top, and whether it is a flow (no year 0). */
interface SeriesLeaf {
  keys: string[]
  flow: boolean
}

/** Every series of a YearSeries, in its key order: the columns of the shared summary buffer. */
const SERIES_LEAVES: readonly SeriesLeaf[] = (() => {
  const leaves: SeriesLeaf[] = []
  const walk = (value: unknown, keys: string[]) => {
    if (Array.isArray(value)) leaves.push({ keys, flow: keys[0] === 'flows' })
    else for (const [key, inner] of Object.entries(value as object)) walk(inner, [...keys, key])
  }
  walk(createYearSummary(0).series, [])
  return leaves
})()

/** The series at `leaf` of `series`. */
function leafOf(series: YearSeries, leaf: SeriesLeaf): number[] {
  let value: unknown = series
  for (const key of leaf.keys) value = (value as Record<string, unknown>)[key]
  return value as number[]
}

/**
 * The largest run split over threads: its buffers hold every year of every path (15 doubles a path-year,
 * 120 bytes), 103 MB at this size; a larger run keeps to one thread and its own small buffers.
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
  return Math.max(1, Math.min(threads, MAX_WINDOWS, Math.floor(shape.paths / MIN_WINDOW_PATHS)))
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
  /**
   * Per path at the end: the depletion month (−1: never; int32), the shortfall (double) and the first year
   * short of the plan's spending (−1: never; int32).
   */
  depletedMonth: ArrayBufferLike
  shortfall: ArrayBufferLike
  shortOfNeedYear: ArrayBufferLike
  /** The claims and progress of a run's tasks (CONTROL), Int32; cleared by resetControl before each run. */
  control: ArrayBufferLike
  /** Each year's summary, (years + 1) × SERIES_LEAVES doubles: the tasks write it, the result reads it. */
  summary: ArrayBufferLike
  /**
   * (years + 1) × FIELDS × MAX_WINDOWS doubles: the value every path of a window has in a year's field,
   * or NaN when they differ; `values` holds only the fields that differ (see simulateWindow).
   */
  uniform: ArrayBufferLike
}

/**
 * The control words: the next window and the next year to claim, whether a window failed, then for each
 * window how many of its years it has written (years 0 … n − 1 are in the buffers once it reads n).
 */
const CONTROL = { nextWindow: 0, nextYear: 1, failed: 2, progress: 3 } as const
/** The most windows a run is split into (one a thread). */
export const MAX_WINDOWS = 64

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
    shortOfNeedYear: memory(paths * 4),
    control: memory((CONTROL.progress + MAX_WINDOWS) * 4),
    summary: memory((years + 1) * SERIES_LEAVES.length * 8),
    uniform: memory((years + 1) * FIELDS * MAX_WINDOWS * 8),
  }
}

/** Clears a run's claims and progress: done before its tasks start, kept buffers included. */
export function resetControl(buffers: ShardBuffers): void {
  new Int32Array(buffers.control).fill(0)
}

/**
 * Keeps the last run's buffers for the next run of the same shape. A split needs every thread free, so
 * split runs seldom overlap; one that starts while another holds the buffers gets new ones (`take` hands
 * a kept set out once). Shared memory is paid for when it is first written, in page faults,
 * and both threads faulting in a fresh buffer at once measured 3–4 ms of a 5,000-path run's 26 on the
 * pool. A kept buffer needs no clearing but its control words (resetControl): before any summary reads a
 * year, the windows have written each field's mark and every cell not marked uniform (and the last year's
 * per-path figures), the summary fills in a uniform window's cells itself, and results copy what they
 * keep out of it.
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
  shortOfNeedYear: Int32Array
  control: Int32Array
  summary: Float64Array
  uniform: Float64Array
}

function viewsOf(buffers: ShardBuffers): ShardViews {
  return {
    paths: buffers.paths,
    years: buffers.years,
    values: new Float64Array(buffers.values),
    loans: new Float64Array(buffers.loans),
    depletedMonth: new Int32Array(buffers.depletedMonth),
    shortfall: new Float64Array(buffers.shortfall),
    shortOfNeedYear: new Int32Array(buffers.shortOfNeedYear),
    control: new Int32Array(buffers.control),
    summary: new Float64Array(buffers.summary),
    uniform: new Float64Array(buffers.uniform),
  }
}

/** `count` consecutive ranges covering 0 … total − 1, as even as whole numbers allow. */
export function splitRange(total: number, count: number): { from: number; to: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    from: Math.floor((total * i) / count),
    to: Math.floor((total * (i + 1)) / count),
  }))
}

/**
 * The value every one of `values` has, to the bit (a zero's sign included), or NaN when they differ or
 * there are none. A field of NaNs is never uniform (NaN !== NaN), so NaN is free to mean "written in full".
 */
export function uniformValue(values: Float64Array): number {
  if (values.length === 0) return Number.NaN
  const first = values[0]
  if (first !== 0) {
    for (let p = 1; p < values.length; p++) if (values[p] !== first) return Number.NaN
    return first
  }
  // === takes −0 for +0: a zero field must also have one sign on every path.
  for (let p = 1; p < values.length; p++) if (!Object.is(values[p], first)) return Number.NaN
  return first
}

/**
 * A task's arrays of one value on every path, one per field, made on first use and refilled only when the
 * field's value changes: what the summary reads for a field every window found uniform.
 */
class UniformFields {
  readonly #paths: number
  readonly #arrays: (Float64Array | null)[] = new Array(FIELDS).fill(null)
  readonly #values = new Float64Array(FIELDS)

  constructor(paths: number) {
    this.#paths = paths
  }

  of(field: number, value: number): Float64Array {
    let array = this.#arrays[field]
    if (array === null) {
      // Zeroed memory is +0 throughout (kept by the thread when the task is a run of it: runShard).
      array = this.#arrays[field] = runMemory.float64(this.#paths)
      this.#values[field] = 0
    }
    if (!Object.is(this.#values[field], value)) {
      array.fill(value)
      this.#values[field] = value
    }
    return array
  }
}

/**
 * Field `field` of year `year`, over every path. When every window found the field uniform with one
 * value, the task's array of that value (nothing of the year read from the shared buffers); else the
 * shared buffers' row, with the uniform windows' ranges filled in first (the year is this task's alone to
 * read, and no window writes it again).
 */
function fieldOf(
  buffers: ShardViews,
  year: number,
  field: number,
  windows: readonly PathWindowRange[],
  uniform: UniformFields,
): Float64Array {
  const marks = buffers.uniform
  const at = (year * FIELDS + field) * MAX_WINDOWS
  const first = marks[at]
  let same = first === first
  for (let w = 1; same && w < windows.length; w++) same = Object.is(marks[at + w], first)
  if (same) return uniform.of(field, first)
  const start = (year * FIELDS + field) * buffers.paths
  const row = buffers.values.subarray(start, start + buffers.paths)
  for (let w = 0; w < windows.length; w++) {
    const value = marks[at + w]
    if (value === value) row.fill(value, windows[w].from, windows[w].to)
  }
  return row
}

/**
 * Year `year` as the summary reads it: views of the shared buffers, no copy. (Copying each year into the
 * thread's own arrays first, as this once did, measured 0.6–1 ms slower on the pool for 5,000 paths
 * over 30 years, in interleaved runs on 26 Nov 2026.)
 */
function yearView(
  buffers: ShardViews,
  year: number,
  windows: readonly PathWindowRange[],
  uniform: UniformFields,
): YearView {
  const at = (field: number) => fieldOf(buffers, year, field, windows, uniform)
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
    spent: at(FIELD.spent),
  }
}

/** A window a task ran: its place in the run's windows, and the replay windows' first historical years. */
export interface WindowRun {
  index: number
  startYears: number[] | null
}

/**
 * Simulates paths `window.from` … `window.to` − 1 of `input` (its seed set) into `buffers`, marking each
 * year written in the window's progress word (a store that also makes the year's writes visible to a
 * thread that reads it) and waking any thread waiting for it.
 */
function simulateWindow(input: LifecycleInput, index: number, window: PathWindowRange, buffers: ShardViews): WindowRun {
  const { from } = window
  const { control } = buffers
  const progress = CONTROL.progress + index
  let run: LifecycleRun | null = null
  simulateLifecyclePaths(
    input,
    (year, paths) => {
      // A field with one value on every path of the window (a flow nobody has yet, an income the same
      // for all) is noted, not copied: in accumulation about half the fields are, and their copies and
      // reads were traffic to memory that one thread's run never has.
      // The flows of a year the engine reports as all zero are not even looked at.
      const write = (field: number, values: Float64Array, knownZero = false) => {
        const value = knownZero ? 0 : uniformValue(values)
        buffers.uniform[(year * FIELDS + field) * MAX_WINDOWS + index] = value
        if (value !== value) buffers.values.set(values, (year * FIELDS + field) * buffers.paths + from)
      }
      paths.balances.forEach((values, account) => write(FIELD.cash + account, values))
      const { flowsZero } = paths
      paths.withdrawn.forEach((values, account) => write(FIELD.drawnCash + account, values, flowsZero))
      write(FIELD.taxes, paths.taxes, flowsZero)
      write(FIELD.realEstate, paths.realEstate)
      write(FIELD.deflator, paths.deflator)
      write(FIELD.priceLevel, paths.priceLevel)
      write(FIELD.income, paths.income)
      write(FIELD.rmd, paths.rmd, flowsZero)
      write(FIELD.spent, paths.spent, flowsZero)
      buffers.loans[year] = paths.loans
      if (year === buffers.years) {
        buffers.depletedMonth.set(paths.depletedMonth, from)
        buffers.shortfall.set(paths.shortfallReal, from)
        buffers.shortOfNeedYear.set(paths.shortOfNeedYear, from)
      }
      Atomics.store(control, progress, year + 1)
      Atomics.notify(control, progress)
    },
    (started) => (run = started),
    { window },
  )
  const startYears = (run as LifecycleRun | null)?.startYears
  return { index, startYears: startYears ? Array.from(startYears) : null }
}

/** A range of the run's paths, `from` … `to` − 1. */
export interface PathWindowRange {
  from: number
  to: number
}

/**
 * What one task hands back: the windows it ran and how many years it summarised. The summaries themselves
 * are in the shared buffers (one row a year), so nothing else crosses between threads.
 */
export interface ShardPart {
  windows: WindowRun[]
  years: number
}

/**
 * How long a task waits for another thread's window before it gives up: far past any run's deadline
 * (the pool ends a task long before), so only a thread that died mid-window can make it fire.
 */
const MAX_WAIT_MS = 15 * 60_000

/**
 * One thread's share of a split run: windows first, then years, each claimed from the shared counters.
 * `runWindows` and `runYears` take an optional limit so that the tests can interleave several tasks on
 * one thread; a task on the pool runs both to the end (runShard).
 */
export class ShardTask {
  readonly #input: LifecycleInput
  readonly #windows: readonly PathWindowRange[]
  readonly #buffers: ShardViews
  readonly #ran: WindowRun[] = []
  readonly #years: number[] = []
  readonly #summary: ReturnType<typeof createYearSummary>
  readonly #uniform: UniformFields

  constructor(input: LifecycleInput, windows: readonly PathWindowRange[], memory: ShardBuffers) {
    if (windows.length > MAX_WINDOWS) throw new RangeError(`A run splits into at most ${MAX_WINDOWS} windows`)
    this.#input = input
    this.#windows = windows
    this.#buffers = viewsOf(memory)
    this.#summary = createYearSummary(memory.paths)
    this.#uniform = new UniformFields(memory.paths)
  }

  /** Claims and simulates windows until none is left (or `limit` are done); a failure wakes every waiter. */
  runWindows(limit = Infinity): void {
    const { control } = this.#buffers
    for (let done = 0; done < limit; done++) {
      const index = Atomics.add(control, CONTROL.nextWindow, 1)
      if (index >= this.#windows.length) return
      try {
        this.#ran.push(simulateWindow(this.#input, index, this.#windows[index], this.#buffers))
      } catch (error) {
        Atomics.store(control, CONTROL.failed, 1)
        for (let w = 0; w < this.#windows.length; w++) Atomics.notify(control, CONTROL.progress + w)
        throw error
      }
    }
  }

  /**
   * Claims years in order and summarises each once every window has written it (or `limit` years).
   * Call after runWindows: every window is claimed by then, by this task or one running on another thread.
   */
  runYears(limit = Infinity): void {
    const { control, years } = this.#buffers
    for (let done = 0; done < limit; done++) {
      const year = Atomics.add(control, CONTROL.nextYear, 1)
      if (year > years) return
      for (let w = 0; w < this.#windows.length; w++) this.#awaitYear(w, year)
      this.#summary.add(year, yearView(this.#buffers, year, this.#windows, this.#uniform))
      this.#years.push(year)
    }
  }

  /** Returns once window `w` has written year `year` (it is running on another thread if not yet). */
  #awaitYear(w: number, year: number): void {
    const { control } = this.#buffers
    const slot = CONTROL.progress + w
    // Most years are written by the time they are claimed: no clock read for those.
    if (Atomics.load(control, slot) > year) return
    const deadline = performance.now() + MAX_WAIT_MS
    for (;;) {
      const written = Atomics.load(control, slot)
      if (written > year) return
      if (Atomics.load(control, CONTROL.failed) !== 0) throw new Error('Another thread failed its window of the run')
      if (performance.now() > deadline) throw new Error(`Window ${w} wrote no year in ${MAX_WAIT_MS} ms`)
      Atomics.wait(control, slot, written, 1_000)
    }
  }

  /** The task's part: its years' summaries written into their rows of the shared summary buffer. */
  part(): ShardPart {
    const { summary } = this.#buffers
    const { series } = this.#summary
    const years = this.#years
    const width = SERIES_LEAVES.length
    SERIES_LEAVES.forEach((leaf, column) => {
      const values = leafOf(series, leaf)
      // A flow series has no year 0: its values start at the task's first year after it.
      const skipped = leaf.flow && years[0] === 0 ? 1 : 0
      for (let i = skipped; i < years.length; i++) summary[years[i] * width + column] = values[i - skipped]
    })
    return { windows: this.#ran, years: years.length }
  }
}

/**
 * A pool thread's task: its share of the windows, then of the years. One run of the thread's kept memory
 * (run-memory.ts): the summary's scratch and each window's engine arrays.
 */
export function runShard(input: LifecycleInput, windows: readonly PathWindowRange[], memory: ShardBuffers): ShardPart {
  return runMemory.run(() => {
    const task = new ShardTask(input, windows, memory)
    task.runWindows()
    task.runYears()
    return task.part()
  })
}

/** The run's series from the shared summary buffer, once its tasks have summarised every year. */
function seriesOf(buffers: ShardViews, parts: readonly ShardPart[]): YearSeries {
  const { summary, years } = buffers
  const claimed = parts.reduce((sum, part) => sum + part.years, 0)
  if (claimed !== years + 1) throw new Error(`The tasks summarised ${claimed} years of the run's ${years + 1}`)
  const series = createYearSummary(0).series
  const width = SERIES_LEAVES.length
  SERIES_LEAVES.forEach((leaf, column) => {
    const values = leafOf(series, leaf)
    for (let year = leaf.flow ? 1 : 0; year <= years; year++) values.push(summary[year * width + column])
  })
  return series
}

/** The result of a run whose tasks are all done. */
export function assembleResult(
  input: LifecycleInput & { seed: number },
  memory: ShardBuffers,
  parts: readonly ShardPart[],
  startedAt: number,
): LifecycleResult {
  return runMemory.run(() => joinedResult(input, memory, parts, startedAt))
}

function joinedResult(
  input: LifecycleInput & { seed: number },
  memory: ShardBuffers,
  parts: readonly ShardPart[],
  startedAt: number,
): LifecycleResult {
  const buffers = viewsOf(memory)
  const windows = parts.flatMap((part) => part.windows).sort((a, b) => a.index - b.index)
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
      shortOfNeedYear: buffers.shortOfNeedYear,
    },
    seriesOf(buffers, parts),
    startedAt,
  )
}

/** The input with its seed fixed, so every window draws from the same streams. */
export function withSeed(input: LifecycleInput): LifecycleInput & { seed: number } {
  return { ...input, seed: input.seed ?? seedFromInput(input) }
}

/**
 * The tasks the pool runs on `count` threads, interleaved on this one: every task claims one window in
 * turn, then the years go round the tasks `yearsAtATime` at a time. The same numbers as runLifecycle,
 * and each task's part as the pool would join it. With a `keeper`, in the buffers it keeps, as the
 * service runs them.
 */
export function runLifecycleInWindows(
  input: LifecycleInput,
  count: number,
  keeper = new ShardBufferKeeper(0, false),
  yearsAtATime = 1,
): LifecycleResult {
  const startedAt = performance.now()
  const seeded = withSeed(input)
  const shape = runShape(seeded)
  const buffers = keeper.take(shape)
  resetControl(buffers)
  const windows = splitRange(shape.paths, count)
  const tasks = windows.map(() => new ShardTask(seeded, windows, buffers))
  for (const task of tasks) task.runWindows(1)
  for (let round = 0; round <= shape.years; round++) for (const task of tasks) task.runYears(yearsAtATime)
  const result = assembleResult(seeded, buffers, tasks.map((task) => task.part()), startedAt)
  keeper.give(buffers)
  return result
}
