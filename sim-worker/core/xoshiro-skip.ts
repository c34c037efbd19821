// Stepping a xoshiro128** state (random.ts) past words nobody uses: a window of a split run's paths
// (lifecycle-shards.ts) draws exactly the words the whole run gives its paths, so at every draw it steps
// past the other windows' words, thousands at a time.
//
// The step is linear over GF(2): each of the 128 state bits after a step is an XOR of bits before it. So
// n steps are one 128 × 128 bit matrix T^n, and column j of T^n is where n steps take the state that has
// only bit j set. Jumping then costs one pass over the state's 128 bits, XOR-ing in the columns of the
// bits that are set (about 0.2 µs), where stepping costs about 0.7 ns a word: 1.8 µs for the 2,500 words
// of each draw in a two-way split of 5,000 paths, 300 times a run. A count's matrix is made once per thread
// by stepping each of the 128 single-bit states n times (0.3 ms for 2,500) and kept.

/** Below this many words, stepping is about as quick as a jump, and needs no matrix. */
export const MIN_JUMP_WORDS = 1024
/** Matrices kept per thread (each 2 KB): a service sees a handful of run sizes. */
const MAX_KEPT = 32
const jumps = new Map<number, Int32Array>()

/**
 * Steps `state` by `count` words without computing them: the state part of xoshiro128**'s step (random.ts's
 * xoshiroStep), written out in local variables as fillWords (normal-table.ts) and the ziggurat's fill
 * (normal.ts) write it: through the Int32Array a word at a time, a shared step function cost those loops
 * their speed.
 */
function stepState(state: Int32Array, count: number): void {
  let s0 = state[0]
  let s1 = state[1]
  let s2 = state[2]
  let s3 = state[3]
  for (let left = count; left > 0; left--) {
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

/** T^count as 128 columns of four words: column j at 4j. */
function jumpMatrix(count: number): Int32Array {
  let matrix = jumps.get(count)
  if (matrix) return matrix
  if (jumps.size >= MAX_KEPT) jumps.clear()
  matrix = new Int32Array(128 * 4)
  const column = new Int32Array(4)
  for (let bit = 0; bit < 128; bit++) {
    column.fill(0)
    column[bit >>> 5] = 1 << (bit & 31)
    stepState(column, count)
    matrix.set(column, bit * 4)
  }
  jumps.set(count, matrix)
  return matrix
}

/**
 * Steps the xoshiro128** state `state` past `count` words: the same state as `count` nextUint32() calls
 * (random.test.ts checks it against them).
 */
export function skipWords(state: Int32Array, count: number): void {
  if (count < MIN_JUMP_WORDS) {
    stepState(state, count)
    return
  }
  const matrix = jumpMatrix(count)
  let r0 = 0
  let r1 = 0
  let r2 = 0
  let r3 = 0
  for (let word = 0; word < 4; word++) {
    const bits = state[word]
    for (let bit = 0; bit < 32; bit++) {
      // All ones when the bit is set: a mask, not a branch the CPU would mispredict half the time.
      const mask = -((bits >>> bit) & 1)
      const at = (word * 32 + bit) * 4
      r0 ^= matrix[at] & mask
      r1 ^= matrix[at + 1] & mask
      r2 ^= matrix[at + 2] & mask
      r3 ^= matrix[at + 3] & mask
    }
  }
  state[0] = r0
  state[1] = r1
  state[2] = r2
  state[3] = r3
}
