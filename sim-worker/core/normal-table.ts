// Standard normal draws by a precomputed inverse-CDF table with linear interpolation, for the lifecycle
// engine's parametric returns (return-models.ts).
//
// Why not the ziggurat (normal.ts): a return class needs exp(k·z), not z. With the inverse CDF the draw
// is a function of one uniform u, so exp(k·Φ⁻¹(u)) can be tabulated once per k and looked up: one 32-bit
// word, two loads and a multiply-add per class and path-year instead of a ziggurat draw plus Math.exp
// (measured about 4 ns against about 15 here). Every draw takes exactly one word (no rejection), so a
// class's shock is always the same word of the stream.
//
// The word's top TABLE_BITS bits pick a cell of width 1/CELLS in u, the other 20 bits the point inside it
// (u = (word + ½) / 2³², so never 0 or 1). Within EXACT_CELLS cells of either end (u < 1/128 or > 127/128,
// 0.8 % of draws each side), where Φ⁻¹ curves too fast for those cells, a tail table of its own spans that
// 1/128 with CELLS cells again (128 times finer); only its own outer EXACT_CELLS cells (u < 6.1e-5 or
// > 1 − 6.1e-5, 0.012 % of draws) are computed exactly. The straight line's error in z is at most 4e-5
// (at |z| ≈ 2.4 and ≈ 3.8, the edges of the exact parts) and below 1e-6 for |z| < 1.5; the unit test checks
// it against the exact inverse, and the moments, KS and chi-square statistics of a million draws.

export const TABLE_BITS = 12
const CELLS = 1 << TABLE_BITS
const FRACTION_BITS = 32 - TABLE_BITS
const FRACTION_SCALE = 1 / 2 ** FRACTION_BITS
const FRACTION_MASK = 2 ** FRACTION_BITS - 1
export const EXACT_CELLS = 32
/** A tail table spans EXACT_CELLS main cells: 7 more bits of the word choose among its cells. */
const TAIL_SHIFT = FRACTION_BITS - 7
const TAIL_FRACTION_SCALE = 1 / 2 ** TAIL_SHIFT
const TAIL_FRACTION_MASK = 2 ** TAIL_SHIFT - 1
const TAIL_WIDTH = EXACT_CELLS / CELLS
const NODES = CELLS + 1
const WORD_SCALE = 1 / 2 ** 32

// Acklam's rational approximation of Φ⁻¹ (relative error below 1.15e-9 everywhere), P. J. Acklam,
// "An algorithm for computing the inverse normal cumulative distribution function" (2003).
const A = [
  -3.969683028665376e1,
  2.209460984245205e2,
  -2.759285104469687e2,
  1.38357751867269e2,
  -3.066479806614716e1,
  2.506628277459239,
]
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
const C = [
  -7.784894002430293e-3,
  -3.223964580411365e-1,
  -2.400758277161838,
  -2.549732539343734,
  4.374664141464968,
  2.938163982698783,
]
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]
const LOW = 0.02425

/** Φ⁻¹(u) for 0 < u < 1 (Acklam); the exact reference for the table's nodes and end cells. */
export function inverseNormal(u: number): number {
  if (u < LOW || u > 1 - LOW) {
    const q = Math.sqrt(-2 * Math.log(u < LOW ? u : 1 - u))
    const z = (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) /
      ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1)
    return u < LOW ? z : -z
  }
  const q = u - 0.5
  const r = q * q
  return ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
    (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1)
}

/** The uniform a 32-bit word stands for: (word + ½) / 2³², strictly inside (0, 1). */
export function uniformOfWord(word: number): number {
  return ((word >>> 0) + 0.5) * WORD_SCALE
}

/** Whether `word` falls in the main table's outer EXACT_CELLS cells at either end (1) or not (0). */
function inOuterCell(word: number): number {
  return (word >>> FRACTION_BITS) - EXACT_CELLS >>> 0 < CELLS - 2 * EXACT_CELLS ? 0 : 1
}

/** The main table's straight line at `word`: its value wherever the word is not in an outer cell. */
function onMainTable(table: NodeTable, word: number): number {
  const cell = word >>> FRACTION_BITS
  const low = table[cell]
  return low + ((word & FRACTION_MASK) + 0.5) * FRACTION_SCALE * (table[cell + 1] - low)
}

/**
 * A table's nodes, in single precision: a factor table's main part is then 16 KB, not 32, and the three
 * a 60/40 pot looks up in every year stay in the core's first-level cache. In an interleaved A/B of the
 * one-pot workload (tests/bench/lifecycle.ts) that made the whole run 1–18 % faster in 7 of 8 runs (5 %
 * slower in one). A node's rounding (6e-8 relative; 2.4e-7 in z at the tail tables' edges) is far inside
 * the interpolation's own error bounds above, which the unit tests still hold.
 */
export type NodeTable = Float32Array

/**
 * f(Φ⁻¹(u)) at the cell edges of the main table (u = i / CELLS), then of the low tail (u = i · TAIL_WIDTH
 * / CELLS) and the high tail (u = 1 − TAIL_WIDTH + i · TAIL_WIDTH / CELLS), NODES each. The outermost
 * nodes (u = 0 and 1, where Φ⁻¹ is infinite) are never interpolated; they repeat their neighbour.
 */
function tabulate(f: (z: number) => number): NodeTable {
  const table = new Float32Array(3 * NODES)
  const at = (offset: number, from: number, width: number) => {
    for (let i = 0; i < NODES; i++) {
      const u = from + (i / CELLS) * width
      if (u > 0 && u < 1) table[offset + i] = f(inverseNormal(u))
    }
  }
  at(0, 0, 1)
  at(NODES, 0, TAIL_WIDTH)
  at(2 * NODES, 1 - TAIL_WIDTH, TAIL_WIDTH)
  table[0] = table[1]
  table[CELLS] = table[CELLS - 1]
  table[NODES] = table[NODES + 1]
  table[3 * NODES - 1] = table[3 * NODES - 2]
  return table
}

/** z = Φ⁻¹(u) at the cell edges: standard normals. */
export const NORMAL_TABLE: NodeTable = tabulate((z) => z)

// exp(k·z) tables by k: the parametric model uses a handful of k (volatility × Cholesky entry, × the
// volatility scale), built once each (12,291 exps, about 0.1 ms). Bounded so odd scales cannot grow it.
const factorTables = new Map<number, NodeTable>()
const MAX_FACTOR_TABLES = 64

/** The table of exp(k·Φ⁻¹(u)) at the cell edges, for factorAt(). */
export function factorTable(k: number): NodeTable {
  let table = factorTables.get(k)
  if (!table) {
    if (factorTables.size >= MAX_FACTOR_TABLES) factorTables.clear()
    table = tabulate((z) => Math.exp(k * z))
    factorTables.set(k, table)
  }
  return table
}

/**
 * A word in the outer EXACT_CELLS main cells: interpolated in its tail table, or (`none` returned) in
 * that table's own outer cells, where the caller computes the value exactly.
 */
function tailAt(table: NodeTable, word: number, none: number): number {
  const sub = (word >>> TAIL_SHIFT) & (CELLS - 1)
  const high = word < 0 // the top bit: u > ½
  if (high ? sub >= CELLS - EXACT_CELLS : sub < EXACT_CELLS) return none
  const node = (high ? 2 * NODES : NODES) + sub
  const low = table[node]
  return low + ((word & TAIL_FRACTION_MASK) + 0.5) * TAIL_FRACTION_SCALE * (table[node + 1] - low)
}

/** A standard normal from one 32-bit word (the same word always gives the same value). */
export function normalAt(word: number): number {
  if (inOuterCell(word) === 0) return onMainTable(NORMAL_TABLE, word)
  const tail = tailAt(NORMAL_TABLE, word, Number.NaN)
  // The unary + is for V8: merged with the bare call's result (a boxed number), the table's numbers were
  // boxed too wherever this is inlined, one allocation a draw (the inflation draws: 78 KB a year of 5,000
  // paths). With it, every branch hands back a plain double.
  return tail === tail ? tail : +inverseNormal(uniformOfWord(word))
}

/** exp(k·z) for the z that `word` stands for, given `table` = factorTable(k). */
export function factorAt(table: NodeTable, k: number, word: number): number {
  if (inOuterCell(word) === 0) return onMainTable(table, word)
  const tail = tailAt(table, word, Number.NaN)
  return tail === tail ? tail : Math.exp(k * inverseNormal(uniformOfWord(word)))
}

/**
 * Fills `words` with consecutive 32-bit outputs of the xoshiro128** state `state` (random.ts's
 * SeededRandom.state), stepped in local variables: the same words as that many nextUint32() calls.
 */
export function fillWords(state: Int32Array, words: Int32Array): void {
  let s0 = state[0]
  let s1 = state[1]
  let s2 = state[2]
  let s3 = state[3]
  for (let index = 0; index < words.length; index++) {
    const scrambled = Math.imul(s1, 5)
    words[index] = Math.imul((scrambled << 7) | (scrambled >>> 25), 9)
    const shifted = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = (s3 << 11) | (s3 >>> 21)
  }
  state[0] = s0
  state[1] = s1
  state[2] = s2
  state[3] = s3
}

// Scratch for lookUpFactors (each thread has its own module, so its own copy): where the words in outer
// cells are, and, when multiplying, what their paths held before.
let outerPaths = new Int32Array(0)
let outerBefore = new Float64Array(0)

function growOuterScratch(paths: number): void {
  if (outerPaths.length >= paths) return
  outerPaths = new Int32Array(paths)
  outerBefore = new Float64Array(paths)
}

/**
 * factorAt for every word: out[p] = base · exp(k·z) for the z words[p] stands for (or, with `multiply`,
 * exp(k·z) multiplied in).
 *
 * The pass reads every word from the main table without asking whether it falls in an outer cell: a
 * branch there, with a call behind it, made the loop about a third slower. It notes, without a branch,
 * where the 1.6 % of words in outer cells are and the value each such path held, and a loop over those
 * alone writes their factorAt value over the main table's after, so every number is factorAt's to the
 * bit. Setting is multiplying into `base` written first: one loop, with no choice inside it.
 */
export function lookUpFactors(
  words: Int32Array,
  table: NodeTable,
  k: number,
  base: number,
  out: Float64Array,
  multiply: boolean,
): void {
  const paths = out.length
  growOuterScratch(paths)
  if (!multiply) out.fill(base)
  const atPath = outerPaths
  const before = outerBefore
  // The module's constants read once into locals: Node 20's V8 reloaded them from the module's context
  // on every path (the loop took 1.60-1.70 ms against 1.84-1.93 for 30 calls on 5,000 paths, both
  // versions alternating in one process); Deno's V8 gave the same time either way.
  const fractionBits = FRACTION_BITS
  const fractionMask = FRACTION_MASK
  const fractionScale = FRACTION_SCALE
  const exactCells = EXACT_CELLS
  const innerCells = CELLS - 2 * EXACT_CELLS
  let outer = 0
  for (let p = 0; p < paths; p++) {
    const word = words[p]
    const cell = word >>> fractionBits
    const low = table[cell]
    const held = out[p]
    out[p] = held * (low + ((word & fractionMask) + 0.5) * fractionScale * (table[cell + 1] - low))
    // Written at every path; kept (the count moves on) only for a word in an outer cell.
    atPath[outer] = p
    before[outer] = held
    outer += cell - exactCells >>> 0 < innerCells ? 0 : 1
  }
  for (let i = 0; i < outer; i++) out[atPath[i]] = before[i] * factorAt(table, k, words[atPath[i]])
}

/**
 * fillWords into `words`, then lookUpFactors of them with `base` (setting `out`), in one pass: each word
 * is looked up as it is drawn. The same words, state and factors to the bit as the two passes. The first
 * class to use a shock draws it this way (return-models.ts); sim-worker/README.md has what it saved.
 */
export function drawFactors(
  state: Int32Array,
  words: Int32Array,
  table: NodeTable,
  k: number,
  base: number,
  out: Float64Array,
): void {
  const paths = out.length
  growOuterScratch(paths)
  const atPath = outerPaths
  let outer = 0
  let s0 = state[0]
  let s1 = state[1]
  let s2 = state[2]
  let s3 = state[3]
  for (let p = 0; p < paths; p++) {
    // The step as fillWords writes it, in local variables (xoshiro-skip.ts's stepState says why).
    const scrambled = Math.imul(s1, 5)
    const word = Math.imul((scrambled << 7) | (scrambled >>> 25), 9)
    const shifted = s1 << 9
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = (s3 << 11) | (s3 >>> 21)
    words[p] = word
    // onMainTable and inOuterCell written out: as calls, the one-pot workload took 4.65 and 4.76 ms in Node
    // against 4.31 and 4.37 (alternating runs beside the other lifecycle workloads).
    const cell = word >>> FRACTION_BITS
    const low = table[cell]
    out[p] = base * (low + ((word & FRACTION_MASK) + 0.5) * FRACTION_SCALE * (table[cell + 1] - low))
    atPath[outer] = p
    outer += cell - EXACT_CELLS >>> 0 < CELLS - 2 * EXACT_CELLS ? 0 : 1
  }
  state[0] = s0
  state[1] = s1
  state[2] = s2
  state[3] = s3
  for (let i = 0; i < outer; i++) out[atPath[i]] = base * factorAt(table, k, words[atPath[i]])
}
