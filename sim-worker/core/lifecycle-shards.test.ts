import { describe, expect, it } from 'vitest'
import { runLifecycle } from './lifecycle-summary.ts'
import {
  assembleResult,
  createShardBuffers,
  MAX_SHARDED_PATH_YEARS,
  MAX_WINDOWS,
  resetControl,
  runLifecycleInWindows,
  runShape,
  runShard,
  ShardBufferKeeper,
  shardCount,
  ShardTask,
  splitRange,
  uniformValue,
  withSeed,
} from './lifecycle-shards.ts'
import { simulateLifecyclePaths } from './lifecycle.ts'
import type { LifecycleInput, LifecycleResult } from './lifecycle-types.ts'
import { CASES, household } from './lifecycle-cases.test-support.ts'

// A run split into windows of paths (one a thread in the service) gives the numbers of the same run on
// one thread, to the last bit: each window draws exactly the random words the whole run gives its
// paths. Checked on a household like the demo one (saving, a mortgage that ends, Social Security,
// retirement withdrawals with tax) under every return model and strategy, with a crash and shifts.

/** The result without its timing, which is the only part allowed to differ. */
function numbers(result: LifecycleResult) {
  const { elapsed_ms: _elapsed, ...rest } = result
  return rest
}

describe('a lifecycle run split into windows of paths', () => {
  for (const [name, overrides] of CASES) {
    it(`${name}: the same numbers as one run, in 2 and 3 windows`, () => {
      const input = { ...household, ...overrides } as LifecycleInput
      const whole = numbers(runLifecycle(input))
      expect(numbers(runLifecycleInWindows(input, 2))).toEqual(whole)
      expect(numbers(runLifecycleInWindows(input, 3))).toEqual(whole)
    })
  }

  it('the same numbers however the years fall to the tasks: 5 at a time, or every year to the first task', () => {
    const whole = numbers(runLifecycle(household))
    expect(numbers(runLifecycleInWindows(household, 2, undefined, 5))).toEqual(whole)
    expect(numbers(runLifecycleInWindows(household, 3, undefined, 100))).toEqual(whole)
  })

  it('a task that starts after the others have done everything finds nothing left, and the run is whole', () => {
    const seeded = withSeed(household)
    const buffers = createShardBuffers(runShape(seeded), false)
    resetControl(buffers)
    const windows = splitRange(runShape(seeded).paths, 2)
    const first = new ShardTask(seeded, windows, buffers)
    first.runWindows()
    first.runYears()
    const late = new ShardTask(seeded, windows, buffers)
    late.runWindows()
    late.runYears()
    expect(first.part().windows.map((w) => w.index)).toEqual([0, 1])
    expect(late.part()).toEqual({ windows: [], years: 0 })
    const result = assembleResult(seeded, buffers, [late.part(), first.part()], 0)
    expect(numbers(result)).toEqual(numbers(runLifecycle(household)))
  })

  it('a window that fails makes a task waiting for its years fail too, instead of waiting', () => {
    const seeded = withSeed(household)
    const buffers = createShardBuffers(runShape(seeded), true)
    resetControl(buffers)
    // The second window ends past the run's 700 paths: the engine refuses it as it starts.
    const windows = [
      { from: 0, to: 350 },
      { from: 350, to: 800 },
    ]
    const waiting = new ShardTask(seeded, windows, buffers)
    const failing = new ShardTask(seeded, windows, buffers)
    waiting.runWindows(1)
    expect(() => failing.runWindows()).toThrow(/past the run's 700 paths/)
    expect(() => waiting.runYears()).toThrow(/Another thread failed its window/)
  })

  it('the windows really differ: a window of another seed changes the numbers', () => {
    const split = numbers(runLifecycleInWindows(household, 2))
    expect(numbers(runLifecycleInWindows({ ...household, seed: 8 }, 2))).not.toEqual(split)
  })
})

describe('fields one value on every path of a window, noted instead of copied', () => {
  it('a window is uniform only when every value is the same to the bit, a zero’s sign included', () => {
    expect(uniformValue(Float64Array.of(2.5, 2.5, 2.5))).toBe(2.5)
    expect(Object.is(uniformValue(Float64Array.of(0, 0)), 0)).toBe(true)
    expect(Object.is(uniformValue(Float64Array.of(-0, -0)), -0)).toBe(true)
    expect(uniformValue(Float64Array.of(0, -0))).toBeNaN()
    expect(uniformValue(Float64Array.of(-0, 0))).toBeNaN()
    expect(uniformValue(Float64Array.of(1, 1, 1.0000000000000002))).toBeNaN()
    expect(uniformValue(Float64Array.of(Number.NaN, Number.NaN))).toBeNaN()
    expect(uniformValue(new Float64Array(0))).toBeNaN()
  })

  it('the engine calls a year’s flows zero only when every withdrawal, tax and RMD is +0 on every path', () => {
    for (const [name, overrides] of CASES) {
      const input = { ...household, ...overrides } as LifecycleInput
      const said = { zero: 0, notZero: 0 }
      simulateLifecyclePaths(input, (year, paths) => {
        if (!paths.flowsZero) return void said.notZero++
        said.zero++
        for (const flow of [...paths.withdrawn, paths.taxes, paths.rmd]) {
          const other = flow.findIndex((value) => !Object.is(value, 0))
          expect(other, `${name}, year ${year}: a flow of ${flow[other]} in a year called zero`).toBe(-1)
        }
      })
      // Today at least is zero; every household but the retired ones has working years that are not
      // (the mortgage years run a monthly deficit) and retirement years, which never are.
      expect(said.zero, name).toBeGreaterThan(0)
      expect(said.notZero, name).toBeGreaterThan(0)
    }
  })

  it('windows that disagree (a field uniform in one window, not in another) still give the same numbers', () => {
    const keeper = new ShardBufferKeeper(64 * 1024 * 1024, false)
    const input = { ...household, monthly_spending: 6_500 } as LifecycleInput
    const shape = runShape(withSeed(input))
    // Kept buffers hold an earlier run's numbers where this run's windows write nothing: a uniform
    // window's range must be filled in, never read as it is. Here the earlier numbers are all 12,345.
    const kept = keeper.take(shape)
    new Float64Array(kept.values).fill(12_345)
    keeper.give(kept)
    expect(numbers(runLifecycleInWindows(input, 3, keeper))).toEqual(numbers(runLifecycle(input)))
    // The kept buffers show what the windows noted: some years' fields uniform in one window and not in
    // another (the summary filled the uniform window's range in), and others uniform in all three.
    const marks = new Float64Array(keeper.take(shape).uniform)
    const kinds = { mixed: 0, uniform: 0 }
    for (let cell = 0; cell < (shape.years + 1) * 14; cell++) {
      const windowMarks = Array.from(marks.subarray(cell * MAX_WINDOWS, cell * MAX_WINDOWS + 3))
      const uniform = windowMarks.filter((value) => !Number.isNaN(value)).length
      if (uniform > 0 && uniform < 3) kinds.mixed++
      if (uniform === 3) kinds.uniform++
    }
    expect(kinds.mixed).toBeGreaterThan(0)
    expect(kinds.uniform).toBeGreaterThan(0)
  })

  it('a pool task on its thread’s kept memory, after a task of another run, gives the numbers of one run', () => {
    // runShard as a pool thread runs it: its summary's arrays (those of fields every window found
    // uniform included) are the thread's kept run memory, handed back by the earlier task's run.
    const inTask = (input: LifecycleInput) => {
      const seeded = withSeed(input)
      const shape = runShape(seeded)
      const buffers = createShardBuffers(shape, false)
      resetControl(buffers)
      const part = runShard(seeded, splitRange(shape.paths, 2), buffers)
      return numbers(assembleResult(seeded, buffers, [part], 0))
    }
    const other = { ...household, monthly_spending: 6_500, seed: 21 } as LifecycleInput
    inTask(other)
    expect(inTask(household)).toEqual(numbers(runLifecycle(household)))
  })
})

describe('buffers kept from one split run for the next', () => {
  // Runs of one shape (700 paths, 57 years) that differ everywhere: one runs out of money on most paths
  // (depletion months, shortfalls, withdrawals), the other never does, under another return model.
  const runsOut = { ...household, monthly_spending: 14_000, seed: 11 } as LifecycleInput
  const lasts = { ...household, return_model: { kind: 'bootstrap', block_years: 5 } } as LifecycleInput

  it('are reused when the shape is the same, and each run still gets its own numbers', () => {
    const keeper = new ShardBufferKeeper(64 * 1024 * 1024, false)
    const first = keeper.take(runShape(runsOut))
    keeper.give(first)
    expect(keeper.take(runShape(lasts))).toBe(first) // the same memory, taken
    expect(keeper.take(runShape(lasts))).not.toBe(first) // and not handed out twice
    keeper.give(first)
    for (const input of [runsOut, lasts, runsOut, lasts]) {
      expect(numbers(runLifecycleInWindows(input, 2, keeper))).toEqual(numbers(runLifecycle(input)))
    }
    expect(numbers(runLifecycle(runsOut)).success_rate).toBeLessThan(0.5)
    expect(numbers(runLifecycle(lasts)).success_rate).toBeGreaterThan(0.5)
  })

  it('are not kept for another shape, nor over the size limit', () => {
    const keeper = new ShardBufferKeeper(1024 * 1024, false)
    const small = keeper.take({ paths: 100, years: 10 })
    keeper.give(small)
    expect(keeper.take({ paths: 100, years: 11 })).not.toBe(small)
    const large = keeper.take({ paths: 1_000, years: 57 }) // 6.5 MB
    keeper.give(large)
    expect(keeper.take({ paths: 1_000, years: 57 })).not.toBe(large)
  })
})

describe('how a run is split', () => {
  it('ranges cover every path once, in order', () => {
    expect(splitRange(10, 3)).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 10 },
    ])
  })

  it('small runs and runs too large for the shared buffers stay on one thread', () => {
    expect(shardCount({ paths: 1000, years: 57 }, 2)).toBe(2)
    expect(shardCount({ paths: 150, years: 57 }, 2)).toBe(1)
    expect(shardCount({ paths: 10_000, years: 57 }, 2)).toBe(2)
    expect(shardCount({ paths: Math.ceil(MAX_SHARDED_PATH_YEARS / 58) + 1, years: 57 }, 2)).toBe(1)
    expect(shardCount({ paths: 1000, years: 57 }, 1)).toBe(1)
    expect(shardCount({ paths: 100_000, years: 5 }, 100)).toBe(MAX_WINDOWS) // no more windows than progress words
  })

  it('the shape is the run result’s: paths (replay: one a historical window) and years', () => {
    const replay = {
      ...household,
      return_model: { kind: 'replay' as const },
      current_age: 60,
      retirement_age: 60,
      planning_age: 90,
    }
    const result = runLifecycle(replay)
    expect(runShape(replay)).toEqual({ paths: result.iterations, years: result.ages.length - 1 })
    const buffers = createShardBuffers(runShape(household), false)
    expect(buffers.values.byteLength).toBe(58 * 15 * 700 * 8)
  })
})
