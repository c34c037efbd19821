// Fast standard normal draws for the projection's hot loop: the ziggurat method
// (Marsaglia & Tsang 2000) on top of the seeded generator in random.ts.
//
// Why not random.ts's nextNormal: the polar method spends about four 32-bit
// outputs, a log, a sqrt and a division per normal; a projection draws ~1.5 M
// normals per 1,000 paths × 30 years, which made it the bulk of the run time.
// The ziggurat accepts ~98.8 % of draws with one 32-bit output and a table look-up.
//
// Unlike Marsaglia & Tsang's original, the layer index, the sign and the
// magnitude come from disjoint bits of the 32-bit output (7 + 1 + 24 bits):
// reusing the index bits in the magnitude correlates them, a flaw Doornik (2005,
// "An improved ziggurat method") measured with chi-square tests.

import type { SeededRandom } from './random.ts'

const LAYERS = 128
/** Start of the tail, and the common area of every layer, for 128 layers (Marsaglia & Tsang 2000). */
const TAIL_START = 3.442619855899
const LAYER_AREA = 9.91256303526217e-3
const MAGNITUDE_BITS = 24
const MAGNITUDE_SCALE = 2 ** MAGNITUDE_BITS

const density = (x: number) => Math.exp(-0.5 * x * x) // unnormalised: the ziggurat only needs ratios

// layerX[i] is the right edge of layer i (layer 0 is the base strip plus the tail,
// given the width it would have as a rectangle of the same area); layerX[128] = 0.
const layerX = new Float64Array(LAYERS + 1)
const layerDensity = new Float64Array(LAYERS + 1)
layerX[0] = LAYER_AREA / density(TAIL_START)
layerX[1] = TAIL_START
for (let i = 1; i < LAYERS - 1; i++) {
  layerX[i + 1] = Math.sqrt(-2 * Math.log(density(layerX[i]) + LAYER_AREA / layerX[i]))
}
layerX[LAYERS] = 0
for (let i = 0; i <= LAYERS; i++) layerDensity[i] = density(layerX[i])

// A magnitude below acceptInt[i] lands inside the next layer's width: accepted
// without evaluating the density.
const acceptInt = new Int32Array(LAYERS)
for (let i = 0; i < LAYERS; i++) acceptInt[i] = Math.floor((layerX[i + 1] / layerX[i]) * MAGNITUDE_SCALE)

// Turns the 24-bit magnitude into x, indexed by the low 8 bits (layer and sign).
// The sign sits in the table rather than in a branch: a 50/50 branch is
// mispredicted half the time, which cost more than the rest of the draw.
const signedStep = new Float64Array(2 * LAYERS)
for (let index = 0; index < 2 * LAYERS; index++) {
  signedStep[index] = (index & LAYERS ? -1 : 1) * (layerX[index & (LAYERS - 1)] / MAGNITUDE_SCALE)
}

/** Marsaglia's tail method for the base layer's rare draws beyond TAIL_START: exact for x > TAIL_START. */
function tailDraw(nextFloat: () => number): number {
  let a: number
  let b: number
  do {
    a = -Math.log(1 - nextFloat()) / TAIL_START
    b = -Math.log(1 - nextFloat())
  } while (b + b < a * a)
  return TAIL_START + a
}

export interface NormalSampler {
  /** One standard normal. */
  next(): number
  /** Fills `buffer` with standard normals: the same values, in order, as that many next() calls. */
  fill(buffer: Float64Array): void
}

type Source = Pick<SeededRandom, 'nextUint32' | 'nextFloat'> & Partial<Pick<SeededRandom, 'state'>>

/**
 * Draws standard normals from `random`; same seed, same sequence.
 * Prefer fill() in hot loops. With a generator from random.ts it steps the xoshiro128** state in local
 * variables inside the loop (the state is written back around the rare slow draws, which take their
 * extra words through the generator as usual): measured ~5.4 ns a normal here against ~6.8 with a call
 * per word. The values are exactly those of next().
 */
export function createNormalSampler(random: Source): NormalSampler {
  const nextUint32 = random.nextUint32
  const nextFloat = random.nextFloat
  const state = random.state

  /**
   * Finishes a draw whose first word `first` fell outside its layer's inner rectangle (~3 % of words):
   * the tail for the base layer, else the wedge test, drawing a new word whenever the point is rejected.
   * Writes the value to buffer[index] rather than returning it: a double returned from a call that is
   * not inlined is boxed, and that allocation was most of this path's cost.
   */
  function finishInto(buffer: Float64Array, index: number, first: number): void {
    let bits = first
    for (;;) {
      const layer = bits & (LAYERS - 1)
      let x: number
      if (layer === 0) x = tailDraw(nextFloat)
      else {
        x = (bits >>> (32 - MAGNITUDE_BITS)) * (layerX[layer] / MAGNITUDE_SCALE)
        const y = layerDensity[layer] + nextFloat() * (layerDensity[layer + 1] - layerDensity[layer])
        if (!(y < Math.exp(-0.5 * x * x))) x = Number.NaN // the (unnormalised) density, inline
      }
      if (x === x) { // false only for NaN (rejected)
        buffer[index] = bits & LAYERS ? -x : x
        return
      }
      bits = nextUint32() | 0
      const magnitude = bits >>> (32 - MAGNITUDE_BITS)
      if (magnitude < acceptInt[bits & (LAYERS - 1)]) {
        buffer[index] = magnitude * signedStep[bits & (2 * LAYERS - 1)]
        return
      }
    }
  }

  const single = new Float64Array(1)
  function next(): number {
    const bits = nextUint32() | 0
    const magnitude = bits >>> (32 - MAGNITUDE_BITS)
    if (magnitude < acceptInt[bits & (LAYERS - 1)]) return magnitude * signedStep[bits & (2 * LAYERS - 1)]
    finishInto(single, 0, bits)
    return single[0]
  }

  function fill(buffer: Float64Array): void {
    if (!state) {
      for (let index = 0; index < buffer.length; index++) buffer[index] = next()
      return
    }
    // Module constants read once into locals: bundlers turn module `const`s into `var`s, which V8 then
    // reloads on every iteration (about a quarter of the loop's time in a bundled build).
    const accept = acceptInt
    const steps = signedStep
    const layerMask = LAYERS - 1
    const signedMask = 2 * LAYERS - 1
    const magnitudeShift = 32 - MAGNITUDE_BITS
    let s0 = state[0]
    let s1 = state[1]
    let s2 = state[2]
    let s3 = state[3]
    for (let index = 0; index < buffer.length; index++) {
      // One xoshiro128** step, as random.ts's xoshiroStep (the tests check fill() against next()).
      const scrambled = Math.imul(s1, 5)
      const bits = Math.imul((scrambled << 7) | (scrambled >>> 25), 9)
      const shifted = s1 << 9
      s2 ^= s0
      s3 ^= s1
      s1 ^= s2
      s0 ^= s3
      s2 ^= shifted
      s3 = (s3 << 11) | (s3 >>> 21)
      const magnitude = bits >>> magnitudeShift
      if (magnitude < accept[bits & layerMask]) {
        buffer[index] = magnitude * steps[bits & signedMask]
      } else {
        // Rare: hand the state back for the slow draw's extra words, then pick it up again.
        state[0] = s0
        state[1] = s1
        state[2] = s2
        state[3] = s3
        finishInto(buffer, index, bits)
        s0 = state[0]
        s1 = state[1]
        s2 = state[2]
        s3 = state[3]
      }
    }
    state[0] = s0
    state[1] = s1
    state[2] = s2
    state[3] = s3
  }

  return { next, fill }
}
