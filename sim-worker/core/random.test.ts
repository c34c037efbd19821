import { describe, expect, it } from 'vitest'
import { createSeededRandom, createXoshiro128StarStar } from './random.ts'
import { MIN_JUMP_WORDS, skipWords } from './xoshiro-skip.ts'

const DRAWS = 100_000

function take(count: number, next: () => number): number[] {
  return Array.from({ length: count }, () => next())
}

describe('createXoshiro128StarStar', () => {
  it('matches the reference implementation from the state [1, 2, 3, 4]', () => {
    // First outputs of the authors' C reference xoshiro128starstar.c for that state.
    const next = createXoshiro128StarStar([1, 2, 3, 4])
    // deno-fmt-ignore
    expect(take(10, next)).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ])
  })

  it('rejects the all-zero state, from which it would only ever return 0', () => {
    expect(() => createXoshiro128StarStar([0, 0, 0, 0])).toThrow(RangeError)
  })
})

describe('createSeededRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createSeededRandom(42)
    const b = createSeededRandom(42)
    expect(take(1000, a.nextUint32)).toEqual(take(1000, b.nextUint32))
    expect(take(1000, a.nextFloat)).toEqual(take(1000, b.nextFloat))
    expect(take(1000, a.nextNormal)).toEqual(take(1000, b.nextNormal))
  })

  it.each([
    [1, 2],
    [0, 1],
    [-1, 1],
    // Differ only above bit 32: the high half of the seed must count too.
    [0, 2 ** 32],
    [7, 7 + 2 ** 40],
  ])('gives different sequences for seeds %d and %d', (seedA, seedB) => {
    const a = take(8, createSeededRandom(seedA).nextUint32)
    const b = take(8, createSeededRandom(seedB).nextUint32)
    expect(a).not.toEqual(b)
    // Not merely shifted or partly equal: no position in common at all.
    expect(a.filter((value, i) => value === b[i])).toEqual([])
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects the seed %d', (seed) => {
    expect(() => createSeededRandom(seed)).toThrow(RangeError)
  })

  it('draws uniform floats in [0, 1) with mean 0.5 and variance 1/12', () => {
    const random = createSeededRandom(2024)
    let sum = 0
    let sumSquares = 0
    let min = Infinity
    let max = -Infinity
    const buckets = new Array<number>(10).fill(0)
    for (let i = 0; i < DRAWS; i++) {
      const x = random.nextFloat()
      sum += x
      sumSquares += x * x
      min = Math.min(min, x)
      max = Math.max(max, x)
      buckets[Math.floor(x * 10)]++
    }
    const mean = sum / DRAWS
    const variance = sumSquares / DRAWS - mean * mean

    expect(min).toBeGreaterThanOrEqual(0)
    expect(max).toBeLessThan(1)
    // The standard error of the mean is about 0.0009 here: 0.005 is over 5 of them.
    expect(mean).toBeGreaterThan(0.495)
    expect(mean).toBeLessThan(0.505)
    expect(variance).toBeCloseTo(1 / 12, 2)
    // Chi-squared over 10 equal buckets, 9 degrees of freedom: 27.88 is the 0.1% tail.
    const expected = DRAWS / 10
    const chiSquared = buckets.reduce((acc, count) => acc + (count - expected) ** 2 / expected, 0)
    expect(chiSquared).toBeLessThan(27.88)
  })

  it('uses all 53 bits of a double, not just 32', () => {
    const random = createSeededRandom(5)
    // A 32-bit float generator leaves every x * 2^32 a whole number.
    const hasBitsBelow32 = take(100, random.nextFloat).some((x) => !Number.isInteger(x * 2 ** 32))
    expect(hasBitsBelow32).toBe(true)
  })

  it('draws standard normals: mean 0, stdev 1, 68.3% within one stdev', () => {
    const random = createSeededRandom(99)
    let sum = 0
    let sumSquares = 0
    let withinOne = 0
    for (let i = 0; i < DRAWS; i++) {
      const z = random.nextNormal()
      sum += z
      sumSquares += z * z
      if (Math.abs(z) <= 1) withinOne++
    }
    const mean = sum / DRAWS
    const stdev = Math.sqrt(sumSquares / DRAWS - mean * mean)

    // Standard errors: ~0.0032 for the mean, ~0.0022 for the stdev, ~0.0015 for the share.
    expect(Math.abs(mean)).toBeLessThan(0.02)
    expect(Math.abs(stdev - 1)).toBeLessThan(0.02)
    expect(Math.abs(withinOne / DRAWS - 0.6827)).toBeLessThan(0.01)
  })

  it('keeps the spare normal of each pair instead of drawing new uniforms', () => {
    const twoNormals = createSeededRandom(11)
    twoNormals.nextNormal()
    twoNormals.nextNormal()
    const oneNormal = createSeededRandom(11)
    oneNormal.nextNormal()
    // The second normal came from the cache, so both have consumed the same uniforms.
    expect(twoNormals.nextFloat()).toBe(oneNormal.nextFloat())
  })
})

describe('skipWords (xoshiro-skip.ts)', () => {
  it('leaves the state where that many nextUint32() calls leave it, stepping below the jump size and jumping above', () => {
    for (const count of [0, 1, 31, MIN_JUMP_WORDS - 1, MIN_JUMP_WORDS, 2_500, 2_500, 9_999, 70_000]) {
      for (const seed of [1, 42, 2 ** 31 + 7]) {
        const stepped = createSeededRandom(seed)
        for (let i = 0; i < count; i++) stepped.nextUint32()
        const skipped = createSeededRandom(seed)
        skipWords(skipped.state, count)
        expect(Array.from(skipped.state), `${count} words from seed ${seed}`).toEqual(Array.from(stepped.state))
        expect(take(5, skipped.nextUint32)).toEqual(take(5, stepped.nextUint32))
      }
    }
  })

  it('jumps from any state, a single set bit included (the matrix columns themselves)', () => {
    for (const state of [[1, 0, 0, 0], [0, 0, 0, -2147483648], [-1, -1, -1, -1], [123456789, -987654321, 55, 7]]) {
      const words = Int32Array.from(state)
      const next = createXoshiro128StarStar(state as [number, number, number, number])
      for (let i = 0; i < 3_000; i++) next()
      skipWords(words, 3_000)
      expect(take(3, createXoshiro128StarStar(Array.from(words) as [number, number, number, number]))).toEqual(
        take(3, next),
      )
    }
  })
})
