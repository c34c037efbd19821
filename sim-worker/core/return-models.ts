// Where each simulated year's returns come from. Every model fills, for one year and every path, the
// gross annual factor (1 + return) of stocks, bonds, cash and real estate, and the year's inflation:
//
// - parametric: correlated lognormal classes (volatilities and correlations below, reusing
//   market-model.ts where a class already exists there), inflation drawn independently as in the
//   projection. One normal per class in use plus one for inflation, drawn in one block per year with
//   the ziggurat (normal.ts); one exp per class in use per path-year, none per month.
// - bootstrap: whole historical years from data/us-annual-returns.ts, in blocks of consecutive years
//   (default 5) starting anywhere, wrapping from 2025 back to 1928 (a circular block bootstrap: every
//   year is equally likely to be drawn). Stocks, bonds, bills and inflation come from the same year.
// - replay: path p lives through the historical years from 1928 + p on; one path per window.
//
// Real estate has no historical column: in the historical models it earns the path's inflation plus
// the real appreciation implied by the parametric assumptions, without noise (stated simplification).

import type { LifecycleInput } from './lifecycle-types.ts'
import { choleskyFactor } from './cholesky.ts'
import { ASSET_VOLATILITY, CASH_REAL_SPREAD, INFLATION_VOLATILITY, MIN_REALISED_INFLATION } from './market-model.ts'
import * as normalTable from './normal-table.ts'
import { createSeededRandom } from './random.ts'
import { runMemory } from './run-memory.ts'
import { withFields } from './stable-fields.ts'
import * as xoshiroSkip from './xoshiro-skip.ts'
import { HISTORICAL_FIRST_YEAR, HISTORICAL_YEAR_COUNT, US_ANNUAL_RETURNS } from '../data/us-annual-returns.ts'

// Read once into module constants: under tsx every use of an imported name is a getter call.
const { drawFactors, factorAt, factorTable, fillWords, lookUpFactors, normalAt } = normalTable
const { skipWords } = xoshiroSkip

/** Classes in the order of the parametric shock vector: a 60/40 pot needs only the first two draws. */
export const RETURN_CLASSES = ['stocks', 'bonds', 'cash', 'real_estate'] as const
export type ReturnClass = (typeof RETURN_CLASSES)[number]

/** Annual σ of log returns for the parametric model. */
export const CLASS_VOLATILITY: Readonly<Record<ReturnClass, number>> = {
  stocks: ASSET_VOLATILITY.taxable,
  // 10-year Treasury total returns 1928–2025 in data/us-annual-returns.ts: σ of log returns 7.4 % (Baa 7.2 %).
  bonds: 0.07,
  cash: ASSET_VOLATILITY.cash,
  real_estate: ASSET_VOLATILITY.real_estate,
}

/**
 * Correlations of the annual log-return shocks, in RETURN_CLASSES order. Stocks–bonds 0: the 10-year
 * Treasury column vs stocks, 1928–2025, is 0.02 (Baa: 0.45; a user choosing corporate bonds gets a
 * little too much diversification). Bonds–cash 0.2 (the table gives 0.27 for bills, part of which
 * the inflation term here already carries). Stocks–real estate and cash–real estate as in
 * market-model.ts; bonds–real estate 0.2 through mortgage rates (assumption).
 */
export const CLASS_CORRELATION: readonly (readonly number[])[] = [
  [1.0, 0.0, 0.0, 0.4],
  [0.0, 1.0, 0.2, 0.2],
  [0.0, 0.2, 1.0, 0.1],
  [0.4, 0.2, 0.1, 1.0],
]
const CLASS_FACTOR = choleskyFactor(CLASS_CORRELATION)

/**
 * One year of returns for every path: gross factors (1 + r) and the inflation rate. Overwritten yearly.
 * A class (stable-fields.ts).
 */
export class YearReturns {
  stocks!: Float64Array
  bonds!: Float64Array
  cash!: Float64Array
  real_estate!: Float64Array
  inflation!: Float64Array
}

/**
 * Paths `from` … `to` − 1 of a run of `total` paths: a generator for a window gives those paths exactly
 * the returns the whole run's generator gives them (it steps its random streams past the other paths'
 * draws), so a run split into windows on several threads has the same numbers as one run.
 */
export interface PathWindow {
  from: number
  to: number
  total: number
}

export interface ReturnGenerator {
  /** The paths this generator fills (a window's share, or the whole run). */
  paths: number
  /** Replay only: the first historical year of each path. */
  startYears?: Int32Array
  /** Fills `out` with the returns of simulated year `year` (0-based). Call with year 0, 1, 2, … in order. */
  fill(year: number, out: YearReturns): void
}

export function createYearReturns(paths: number): YearReturns {
  const buffer = runMemory.float64(paths * 5)
  const part = (i: number) => buffer.subarray(paths * i, paths * (i + 1))
  return withFields(YearReturns, {
    stocks: part(0),
    bonds: part(1),
    cash: part(2),
    real_estate: part(3),
    inflation: part(4),
  })
}

/** Which classes some account (or the home) actually holds; the others are neither drawn nor computed. */
export type ClassesInUse = Record<ReturnClass, boolean>

/** One shock's part of a class factor: exp(k·z_shock), looked up in `table` = factorTable(k). */
interface FactorTerm {
  shock: number
  k: number
  table: normalTable.NodeTable
  /** The shock's words: the generator's row for it. */
  words: Int32Array
}

/** The seed of the inflation draws' own stream, so drawing them or not leaves the asset shocks alone. */
function inflationSeed(seed: number): number {
  return (seed + 0x9e3779b9) % 2 ** 53
}

/**
 * out[p] = base · Π over `terms` of exp(k·z_shock[p]): one table look-up per term and path, no exp (the
 * terms with k = 0, such as stocks–bonds, are left out). A shock not yet drawn this year (`drawn`) is drawn
 * from `state` before its first look-up (the first term's as it is looked up). With no terms (zero
 * volatility) every path gets base.
 */
function classFactors(
  out: Float64Array,
  base: number,
  terms: FactorTerm[],
  drawn: boolean[],
  state: Int32Array,
  window: PathWindow,
): void {
  if (terms.length === 0) {
    out.fill(base)
    return
  }
  for (let t = 0; t < terms.length; t++) {
    const { shock, words, table, k } = terms[t]
    const fresh = !drawn[shock]
    drawn[shock] = true
    // The first term's shock, when no class drew it before, is drawn and looked up in one pass.
    const drawnAndLookedUp = fresh && t === 0
    if (fresh) {
      skipWords(state, window.from)
      if (drawnAndLookedUp) drawFactors(state, words, table, k, base, out)
      else fillWords(state, words)
      skipWords(state, window.total - window.to)
    }
    if (!drawnAndLookedUp) lookUpFactors(words, table, k, base, out, t > 0)
  }
}

/**
 * The correlated lognormal model. Each class's gross factor is exp(m + Σ_j k_j·z_j) (k = σ × the row of
 * the Cholesky factor, z the independent shocks), worked out as e^m · Π_j exp(k_j·z_j) with every
 * exp(k_j·z_j) read from its inverse-CDF table (normal-table.ts): one 32-bit word per shock in use and
 * path-year, no exp but for cash's inflation term. Inflation comes from its own stream and is drawn only
 * when `drawInflation` (the engine knows whether anything depends on it); cash needs it always.
 */
function parametricGenerator(
  input: LifecycleInput,
  seed: number,
  used: ClassesInUse,
  drawInflation: boolean,
  window: PathWindow,
): ReturnGenerator {
  const paths = window.to - window.from
  const scale = input.volatility_scale ?? 1
  const { market } = input
  // Words for as many shocks as the last class in use needs (L is lower-triangular); each shock is drawn
  // in the pass of its first look-up, and not at all if only zero entries of L would use it.
  const shocks = 1 + Math.max(-1, ...RETURN_CLASSES.map((name, i) => (used[name] ? i : -1)))
  const sigma = RETURN_CLASSES.map((name) => CLASS_VOLATILITY[name] * scale)
  const k = CLASS_FACTOR.map((row, i) => row.map((value) => value * sigma[i]))
  // Log drift ln(1 + μ) − σ²/2, so E[gross] = 1 + μ (as in projection.ts).
  const drift = (rate: number, i: number) => Math.log1p(rate) - (sigma[i] * sigma[i]) / 2
  // Cash earns realised inflation + the real spread; linearised around expected inflation to save a log per path.
  const cashMean = market.inflation + CASH_REAL_SPREAD
  const means = [market.stock_return, market.bond_return, cashMean, market.real_estate_return]
  const base = means.map((rate, i) => Math.exp(drift(rate, i)))
  const cashInflationSlope = 1 / (1 + cashMean)
  const inflationSigma = INFLATION_VOLATILITY * scale
  const cashInflationK = cashInflationSlope * inflationSigma
  const cashInflationTable = factorTable(cashInflationK)
  const inflationFloor = MIN_REALISED_INFLATION
  const expectedInflation = market.inflation
  const withInflation = drawInflation || used.cash
  const random = createSeededRandom(seed)
  const inflationRandom = createSeededRandom(inflationSeed(seed))
  const buffer = runMemory.int32(paths * (shocks + 1))
  const words = Array.from({ length: shocks + 1 }, (_, i) => buffer.subarray(paths * i, paths * (i + 1)))
  const inflationWords = words[shocks]
  const terms: FactorTerm[][] = k.map((row, i) =>
    row.slice(0, i + 1).flatMap((value, shock) =>
      value === 0 ? [] : [{ shock, k: value, table: factorTable(value), words: words[shock] }]
    )
  )
  const drawn = new Array<boolean>(shocks).fill(false)
  const outputs = (out: YearReturns) => [out.stocks, out.bonds, out.cash, out.real_estate]
  const normal = normalAt

  return {
    paths,
    fill(_year, out) {
      drawn.fill(false)
      if (withInflation) {
        const inflation = out.inflation
        if (inflationSigma > 0) {
          skipWords(inflationRandom.state, window.from)
          fillWords(inflationRandom.state, inflationWords)
          skipWords(inflationRandom.state, window.total - window.to)
          for (let p = 0; p < paths; p++) {
            // Math.max, not a ternary with the floor: merging a number read from the closure with a computed
            // one made V8 box the result, one allocation per path-year.
            inflation[p] = Math.max(inflationFloor, expectedInflation + inflationSigma * normal(inflationWords[p]))
          }
        } else inflation.fill(Math.max(inflationFloor, expectedInflation))
      }
      const series = outputs(out)
      for (let i = 0; i < RETURN_CLASSES.length; i++) {
        if (used[RETURN_CLASSES[i]]) {
          classFactors(series[i], base[i], terms[i], drawn, random.state, window)
        }
      }
      if (used.cash) {
        // exp((inflation − expected) · slope) = exp(slope·σ·z) from the inflation word's table, but where
        // the floor cut inflation off (far beyond any draw at today's σ, kept for exactness).
        const { cash, inflation } = out
        const lookup = factorAt
        for (let p = 0; p < paths; p++) {
          cash[p] *= inflationSigma > 0 && inflation[p] > inflationFloor
            ? lookup(cashInflationTable, cashInflationK, inflationWords[p])
            : Math.exp((inflation[p] - expectedInflation) * cashInflationSlope)
        }
      }
    },
  }
}

/** Fills one path-year from historical row `row`. */
function fillHistorical(input: LifecycleInput, out: YearReturns, p: number, row: number): void {
  const data = US_ANNUAL_RETURNS
  const bonds = input.historical_bonds === 'baaCorporate' ? data.baaCorporate : data.tBonds10y
  const inflation = data.cpiInflation[row]
  out.stocks[p] = 1 + data.stocks[row]
  out.bonds[p] = 1 + bonds[row]
  out.cash[p] = 1 + data.tBills[row]
  out.inflation[p] = inflation
  out.real_estate[p] = ((1 + inflation) * (1 + input.market.real_estate_return)) / (1 + input.market.inflation)
}

function bootstrapGenerator(
  input: LifecycleInput,
  seed: number,
  blockYears: number,
  window: PathWindow,
): ReturnGenerator {
  if (!Number.isInteger(blockYears) || blockYears < 1 || blockYears > HISTORICAL_YEAR_COUNT) {
    throw new RangeError(`return_model.block_years must be an integer from 1 to ${HISTORICAL_YEAR_COUNT}`)
  }
  const paths = window.to - window.from
  const random = createSeededRandom(seed)
  const blockStart = runMemory.int32(paths)
  return {
    paths,
    fill(year, out) {
      const offset = year % blockYears
      // Each block start is one nextFloat(), two words: the window skips the other paths' two each.
      if (offset === 0) skipWords(random.state, 2 * window.from)
      for (let p = 0; p < paths; p++) {
        if (offset === 0) blockStart[p] = Math.floor(random.nextFloat() * HISTORICAL_YEAR_COUNT)
        fillHistorical(input, out, p, (blockStart[p] + offset) % HISTORICAL_YEAR_COUNT)
      }
      if (offset === 0) skipWords(random.state, 2 * (window.total - window.to))
    },
  }
}

/** Number of historical windows of `years` consecutive years. */
export function replayWindowCount(years: number): number {
  return HISTORICAL_YEAR_COUNT - years + 1
}

function replayGenerator(input: LifecycleInput, window: PathWindow): ReturnGenerator {
  const paths = window.to - window.from
  const first = window.from
  return {
    paths,
    startYears: Int32Array.from({ length: paths }, (_, p) => HISTORICAL_FIRST_YEAR + first + p),
    fill(year, out) {
      for (let p = 0; p < paths; p++) fillHistorical(input, out, p, first + p + year)
    },
  }
}

/** How many paths a run of `input` has: its iterations, or one per historical window for replay. */
export function runPathCount(input: LifecycleInput, years: number): number {
  if (input.return_model.kind !== 'replay') return input.iterations
  const windows = replayWindowCount(years)
  if (windows < 1) {
    throw new RangeError(`The history (${HISTORICAL_YEAR_COUNT} years) is shorter than the plan (${years})`)
  }
  return windows
}

/**
 * The scenario shifts of `input.shocks` (added to every path-year, after the model drew it): the return
 * shift to stocks, bonds and real estate, the inflation shift to inflation and cash. Gross factors are
 * kept at or above 0 and inflation at its floor. The crash is the engine's (it hits balances, not a rate).
 */
function withShifts(input: LifecycleInput, generator: ReturnGenerator): ReturnGenerator {
  const returnShift = input.shocks?.return_shift ?? 0
  const inflationShift = input.shocks?.inflation_shift ?? 0
  if (returnShift === 0 && inflationShift === 0) return generator
  const shift = (values: Float64Array, by: number, floor: number) => {
    for (let p = 0; p < values.length; p++) values[p] = Math.max(floor, values[p] + by)
  }
  return {
    ...generator,
    fill(year, out) {
      generator.fill(year, out)
      if (returnShift !== 0) {
        for (const values of [out.stocks, out.bonds, out.real_estate]) shift(values, returnShift, 0)
      }
      if (inflationShift !== 0) {
        shift(out.inflation, inflationShift, MIN_REALISED_INFLATION)
        shift(out.cash, inflationShift, 0)
      }
    },
  }
}

/**
 * The generator for `input.return_model`; `years` is the plan's length (replay needs it for its windows).
 * With `window`, only those paths of the run (their returns are the same as in the whole run).
 */
export function createReturnGenerator(
  input: LifecycleInput,
  years: number,
  seed: number,
  used: ClassesInUse,
  drawInflation = true,
  window?: Omit<PathWindow, 'total'>,
): ReturnGenerator {
  const total = runPathCount(input, years)
  const share: PathWindow = window ? { ...window, total } : { from: 0, to: total, total }
  if (!(Number.isInteger(share.from) && Number.isInteger(share.to) && share.from >= 0 && share.from < share.to)) {
    throw new RangeError(`A path window must be a non-empty range of whole paths, got ${share.from} to ${share.to}`)
  }
  if (share.to > total) throw new RangeError(`The path window ends at ${share.to}, past the run's ${total} paths`)
  const model = input.return_model
  if (model.kind === 'parametric') {
    return withShifts(input, parametricGenerator(input, seed, used, drawInflation, share))
  }
  if (model.kind === 'bootstrap') {
    return withShifts(input, bootstrapGenerator(input, seed, model.block_years ?? 5, share))
  }
  return withShifts(input, replayGenerator(input, share))
}
