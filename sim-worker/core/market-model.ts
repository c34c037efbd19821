// The market assumptions the user does not choose: volatilities, correlations,
// inflation noise, the cash spread and the cost of borrowing to cover a
// shortfall. Named here, each with where its size comes from, so the numbers
// behind every band can be read (and challenged) in one place.
// Sources are long-run annual US figures; exact values depend on the period.

import type { AssetClass } from './projection-types.ts'
import { choleskyFactor } from './cholesky.ts'

/** Order of the rows and columns of ASSET_CORRELATION and of the simulation's shock vector. */
export const ASSET_ORDER: readonly AssetClass[] = ['cash', 'taxable', 'retirement', 'real_estate']

/** Annual standard deviation of log returns, per class, before `volatility_scale`. */
export const ASSET_VOLATILITY: Readonly<Record<AssetClass, number>> = {
  // T-bill returns net of inflation vary about 1 pp a year (Ibbotson SBBI / Damodaran
  // historical returns); the inflation-driven part is modelled separately below.
  cash: 0.01,
  // S&P 500 annual total returns 1926–2023: σ ≈ 16–20 % (Ibbotson SBBI, Damodaran).
  taxable: 0.16,
  // A diversified 60/40 stock/bond retirement mix: σ ≈ 10–12 % (Vanguard model portfolio history).
  retirement: 0.11,
  // US house price indices (FHFA, Case-Shiller), annual changes: σ ≈ 6–9 %.
  real_estate: 0.08,
}

/**
 * Correlations of the monthly log-return shocks, in ASSET_ORDER.
 * Monthly shocks are independent over time, so annual log returns carry the same correlations.
 */
export const ASSET_CORRELATION: readonly (readonly number[])[] = [
  // cash: T-bills vs stocks ≈ 0 (Damodaran annual 1928–); slightly positive with the bond
  // part of a retirement mix and with housing through the rate cycle.
  [1.0, 0.0, 0.1, 0.1],
  // taxable: a retirement mix is mostly equities (60/40 vs S&P 500 ≈ 0.9, Vanguard/Morningstar);
  // stocks vs house prices ≈ 0.3–0.5 (Case-Shiller vs S&P 500 annual changes).
  [0.0, 1.0, 0.9, 0.4],
  // retirement: a little less tied to housing than pure equities, via its bond part.
  [0.1, 0.9, 1.0, 0.35],
  [0.1, 0.4, 0.35, 1.0],
]

/** Lower Cholesky factor of ASSET_CORRELATION; computed at load so a bad table fails at start-up. */
export const ASSET_CORRELATION_FACTOR: readonly (readonly number[])[] = choleskyFactor(ASSET_CORRELATION)

/** Annual σ of realised inflation around the expected rate: US CPI year-over-year changes since 1990 (BLS) ≈ 1–1.5 pp. */
export const INFLATION_VOLATILITY = 0.01

/** Cash earns realised inflation plus this: the long-run real T-bill return ≈ 0.5 % (Dimson-Marsh-Staunton yearbook). */
export const CASH_REAL_SPREAD = 0.005

/**
 * Annual rate on the debt a shortfall creates (spending beyond cash and taxable
 * savings): about an unsecured personal-loan rate (Federal Reserve G.19 ≈ 9–12 %).
 */
export const SHORTFALL_DEBT_RATE = 0.1

/**
 * Floor on a year's realised inflation. Only a guard: with the validated inputs a
 * draw this low is essentially impossible, but it keeps log(1 + rate) defined.
 */
export const MIN_REALISED_INFLATION = -0.5
