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

/**
 * The rare draws outside a layer's inner rectangle (~1.2 %): the tail beyond
 * TAIL_START for the base layer, else the wedge test. Returns |x|, or NaN when
 * the point is rejected and a new draw is needed. Kept out of the sampler so the
 * fast path stays small enough to be inlined into the simulation loop.
 */
function slowPath(layer: number, magnitude: number, nextFloat: () => number): number {
  if (layer === 0) {
    // Marsaglia's tail method: exact for x > TAIL_START.
    let a: number
    let b: number
    do {
      a = -Math.log(1 - nextFloat()) / TAIL_START
      b = -Math.log(1 - nextFloat())
    } while (b + b < a * a)
    return TAIL_START + a
  }
  const x = magnitude * (layerX[layer] / MAGNITUDE_SCALE)
  const y = layerDensity[layer] + nextFloat() * (layerDensity[layer + 1] - layerDensity[layer])
  return y < density(x) ? x : Number.NaN
}

export interface NormalSampler {
  /** One standard normal. */
  next(): number
  /** Fills `buffer` with standard normals: the same values, in order, as that many next() calls. */
  fill(buffer: Float64Array): void
}

/**
 * Draws standard normals from `random`; same seed, same sequence.
 * Prefer fill() in hot loops: the loop inside it gets the generator inlined and
 * stores unboxed doubles, where a next() call per value that is not inlined
 * returns a heap-allocated number each time (and feeds the garbage collector).
 */
export function createNormalSampler(random: Pick<SeededRandom, 'nextUint32' | 'nextFloat'>): NormalSampler {
  const nextUint32 = random.nextUint32
  const nextFloat = random.nextFloat

  function next(): number {
    let bits = nextUint32()
    let magnitude = bits >>> (32 - MAGNITUDE_BITS)
    if (magnitude < acceptInt[bits & (LAYERS - 1)]) return magnitude * signedStep[bits & (2 * LAYERS - 1)]
    for (;;) {
      const x = slowPath(bits & (LAYERS - 1), magnitude, nextFloat)
      if (x === x) return bits & LAYERS ? -x : x // x === x is false only for NaN (rejected)
      bits = nextUint32()
      magnitude = bits >>> (32 - MAGNITUDE_BITS)
      if (magnitude < acceptInt[bits & (LAYERS - 1)]) return magnitude * signedStep[bits & (2 * LAYERS - 1)]
    }
  }

  function fill(buffer: Float64Array): void {
    for (let index = 0; index < buffer.length; index++) {
      const bits = nextUint32()
      const magnitude = bits >>> (32 - MAGNITUDE_BITS)
      if (magnitude < acceptInt[bits & (LAYERS - 1)]) {
        buffer[index] = magnitude * signedStep[bits & (2 * LAYERS - 1)]
      } else {
        // Rare: finish this value the slow way, exactly as next() would from these bits.
        const x = slowPath(bits & (LAYERS - 1), magnitude, nextFloat)
        buffer[index] = x === x ? (bits & LAYERS ? -x : x) : next()
      }
    }
  }

  return { next, fill }
}
