import { describe, expect, it } from 'vitest'
import { RunMemory } from './run-memory.ts'
import { runLifecycle } from './lifecycle-summary.ts'
import { defaultRequest, fourClasses } from '../../tests/bench/lifecycle-workloads.ts'

const KB = 1024

describe('RunMemory', () => {
  it('hands the next run the blocks the last one held, zeroed', () => {
    const memory = new RunMemory(64 * KB)
    const first = memory.run(() => {
      const array = memory.float64(100)
      array.fill(7)
      return array
    })
    const second = memory.run(() => memory.float64(100))
    expect(second.buffer).toBe(first.buffer)
    expect(Array.from(second)).toEqual(new Array(100).fill(0))
    expect(memory.keptBytes).toBe(800)
  })

  it('never hands one block out twice in a run, nested runs included', () => {
    const memory = new RunMemory(64 * KB)
    memory.run(() => memory.float64(100))
    memory.run(() => {
      const outer = memory.float64(100).fill(1)
      const inner = memory.run(() => memory.float64(100).fill(2))
      expect(inner.buffer).not.toBe(outer.buffer)
      // The nested run did not hand the outer run's block back: it is as the outer run left it.
      expect(outer.every((v) => v === 1)).toBe(true)
    })
    expect(memory.keptBytes).toBe(1_600)
  })

  it('keeps a run’s arrays as they are until the next run starts', () => {
    const memory = new RunMemory(64 * KB)
    const done = memory.run(() => memory.int32(10).fill(-1))
    memory.float64(10) // outside a run: new memory, nothing handed back
    expect(Array.from(done)).toEqual(new Array(10).fill(-1))
    memory.run(() => memory.int32(10))
    expect(Array.from(done)).toEqual(new Array(10).fill(0))
  })

  it('gives new memory outside a run and keeps none of it', () => {
    const memory = new RunMemory(64 * KB)
    const a = memory.float64(10)
    const b = memory.float64(10)
    expect(a.buffer).not.toBe(b.buffer)
    expect(memory.keptBytes).toBe(0)
  })

  it('keeps at most its limit: a larger block is not kept, and room is made from the sizes used longest ago', () => {
    const memory = new RunMemory(10 * KB)
    memory.run(() => memory.float64(2 * KB)) // 16 KB: over the limit
    expect(memory.keptBytes).toBe(0)
    memory.run(() => memory.float64(512)) // 4 KB
    memory.run(() => memory.float64(256)) // 2 KB; the 4 KB block is free
    expect(memory.keptBytes).toBe(6 * KB)
    // 6 KB more: the 4 KB size was used longest ago and goes; the 2 KB block (free too) stays.
    const big = memory.run(() => memory.float64(768))
    expect(memory.keptBytes).toBe(8 * KB)
    expect(memory.run(() => memory.float64(768)).buffer).toBe(big.buffer)
  })

  it('starts the next run afresh after a run that threw', () => {
    const memory = new RunMemory(64 * KB)
    let block: ArrayBuffer | null = null
    expect(() =>
      memory.run(() => {
        block = memory.float64(10).buffer as ArrayBuffer
        throw new Error('engine failed')
      })
    ).toThrow('engine failed')
    expect(memory.run(() => memory.float64(10)).buffer).toBe(block)
  })
})

describe('lifecycle runs on kept memory', () => {
  it('give the same numbers whatever ran on the thread before', () => {
    const strip = ({ elapsed_ms: _elapsed, ...rest }: ReturnType<typeof runLifecycle>) => rest
    const a = { ...fourClasses(3, 400), seed: 11 }
    // The same paths, so b runs in a's blocks and leaves its own values in them; c has other sizes.
    const b = { ...defaultRequest(4), iterations: 400, seed: 12 }
    const c = { ...defaultRequest(5), iterations: 300, seed: 13 }
    const first = strip(runLifecycle(a))
    strip(runLifecycle(b))
    strip(runLifecycle(c))
    const again = strip(runLifecycle(a))
    expect(again).toEqual(first)
  })
})
