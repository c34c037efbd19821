// Seeded pseudo-random numbers for the simulations.
//
// Pure TypeScript on purpose (no Deno or Node APIs): the Deno workers run it for
// real, and the Node app's unit tests import it directly.
//
// Generator: xoshiro128** (32-bit state words, so it stays in fast int32
// arithmetic in JavaScript), seeded through splitmix32 so that neighbouring seeds
// (1, 2, 3, ...) still start from unrelated states.

export interface SeededRandom {
  /** Uniform float in [0, 1) with 53 bits of randomness. */
  nextFloat(): number
  /** Standard normal variate (mean 0, standard deviation 1). */
  nextNormal(): number
  /** Raw 32-bit unsigned output of the generator. */
  nextUint32(): number
  /**
   * The live xoshiro128** state (four int32 words), for block samplers that step it in local variables
   * and write it back (normal.ts): the same words, in order, as nextUint32() calls, at a fraction of the
   * cost of a call per word. Everything else should leave it alone.
   */
  readonly state: Int32Array
}

const TWO_POW_26 = 67_108_864
const TWO_POW_32 = 4_294_967_296
const TWO_POW_53 = 9_007_199_254_740_992

/** splitmix32: a tiny generator used only to spread a seed over the main state. */
function createSplitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits))
}

/**
 * The bare xoshiro128** step function over an explicit 4-word state. Exported so
 * tests can check it against the reference implementation's published outputs.
 */
export function createXoshiro128StarStar(state: readonly [number, number, number, number]): () => number {
  const words = Int32Array.from(state)
  // xoshiro is stuck at zero forever from an all-zero state.
  if ((words[0] | words[1] | words[2] | words[3]) === 0) {
    throw new RangeError('xoshiro128** state must not be all zeros')
  }
  return () => xoshiroStep(words)
}

/** One xoshiro128** step over a 4-word state held in an Int32Array (shared by single draws and block fills). */
function xoshiroStep(state: Int32Array): number {
  const s0 = state[0]
  const s1 = state[1]
  const result = Math.imul(rotateLeft(Math.imul(s1, 5), 7), 9)
  const s2 = state[2] ^ s0
  const s3 = state[3] ^ s1
  state[0] = s0 ^ s3
  state[1] = s1 ^ s2
  state[2] = s2 ^ (s1 << 9)
  state[3] = rotateLeft(s3, 11)
  return result >>> 0
}

/** nextFloat()'s construction from two raw words: 27 + 26 high bits, the full precision of a double in [0, 1). */
function floatFromWords(upperWord: number, lowerWord: number): number {
  return ((upperWord >>> 5) * TWO_POW_26 + (lowerWord >>> 6)) / TWO_POW_53
}

/**
 * Creates a generator whose whole sequence is fixed by `seed`.
 * Any safe integer is accepted (negative too): both its low and high 32 bits feed
 * the state, so seeds that differ only above bit 32 still give different streams.
 */
export function createSeededRandom(seed: number): SeededRandom {
  if (!Number.isSafeInteger(seed)) {
    throw new RangeError(`Seed must be a safe integer, got ${seed}`)
  }
  const low = seed >>> 0
  const high = Math.floor(seed / TWO_POW_32) >>> 0
  const mixLow = createSplitmix32(low)
  const mixHigh = createSplitmix32(high ^ 0x5bd1e995)
  const state = new Int32Array(4)
  for (let i = 0; i < state.length; i++) state[i] = mixLow() ^ mixHigh()
  // Astronomically unlikely, but an all-zero state would be rejected.
  if (state.every((word) => word === 0)) state[0] = 0x9e3779b9
  const nextUint32 = () => xoshiroStep(state)

  function nextFloat(): number {
    // 27 + 26 high bits of two outputs: the full precision of a double in [0, 1).
    const upper = nextUint32()
    return floatFromWords(upper, nextUint32())
  }

  // Marsaglia's polar method yields normals in pairs; the second one is kept
  // for the next call instead of being thrown away.
  let spareNormal: number | null = null

  function nextNormal(): number {
    if (spareNormal !== null) {
      const spare = spareNormal
      spareNormal = null
      return spare
    }
    let u: number
    let v: number
    let s: number
    do {
      u = nextFloat() * 2 - 1
      v = nextFloat() * 2 - 1
      s = u * u + v * v
    } while (s >= 1 || s === 0)
    const factor = Math.sqrt((-2 * Math.log(s)) / s)
    spareNormal = v * factor
    return u * factor
  }

  return { nextFloat, nextNormal, nextUint32, state }
}
