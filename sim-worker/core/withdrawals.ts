// Retirement withdrawals: how much the portfolio pays each year (the strategy) and which accounts pay
// it, with tax grossed up so the amount left after tax is what was needed.
//
// Strategies (LifecycleInput.strategy):
// - fixed_real: spending is `retirement_monthly_spending` in today's dollars, raised each year by the
//   path's realised inflation; the portfolio pays whatever income (after tax) does not cover. With no
//   other income and spending = 4 % of the starting balance ÷ 12 this is Bengen's "4 % rule".
// - fixed_percentage: the portfolio pays rate × the liquid balance at the start of each year (net of
//   tax), on top of the household's income after tax.
// - guardrails: Guyton & Klinger, "Decision Rules and Maximum Initial Withdrawal Rates", Journal of
//   Financial Planning 19(3), March 2006. The portfolio pays W a year (net of tax), W₀ = initial_rate ×
//   the liquid balance when retirement starts. At each later year's start, in this order:
//   1. Withdrawal rule: W grows by last year's inflation, except after a year in which the portfolio's
//      return was negative (no raise, and no making it up later).
//   2. Capital-preservation rule: if W ÷ balance > 1.2 × initial_rate, W is cut by 10 %; not applied
//      once 15 or fewer years are left in the plan (as in the paper).
//   3. Prosperity rule: if W ÷ balance < 0.8 × initial_rate, W is raised by 10 %.
//   Left out: the paper's portfolio-management rule (which asset class to sell first after a loss);
//   accounts here are rebalanced to their allocation every year instead.
//
// Accounts pay in `withdrawal_order` (default cash → taxable → tax-deferred → Roth). Tax-deferred
// withdrawals are ordinary income (income-tax.ts), grossed up so that what is left after tax is what
// was needed; taxable-account withdrawals realise gains pro rata (gain share = 1 − basis ÷ balance)
// taxed at a flat long-term rate; cash and Roth are tax-free. The monthly stepping that applies these
// rules, path by path, is in lifecycle-months.ts (inline there, for speed).

import type { LiquidAccount, WithdrawalStrategy } from './lifecycle-types.ts'
import type { GrossBrackets } from './income-tax.ts'

export const DEFAULT_WITHDRAWAL_ORDER: readonly LiquidAccount[] = ['cash', 'taxable', 'tax_deferred', 'roth']
export const GUARDRAIL_BAND = 0.2
export const GUARDRAIL_ADJUSTMENT = 0.1
export const GUARDRAIL_PRESERVATION_SUNSET_YEARS = 15

/** Account indices used in the typed-array state and in the withdrawal order. */
export const ACCOUNT_INDEX: Readonly<Record<LiquidAccount, number>> = { cash: 0, taxable: 1, tax_deferred: 2, roth: 3 }

/**
 * Per-path balances and this year's running totals, one Float64Array entry per path (the engine's
 * layout). `ordinaryBase` is the year's ordinary income so far in base-year dollars (see income-tax.ts). A
 * class (stable-fields.ts).
 */
export class WithdrawalState {
  balances!: [cash: Float64Array, taxable: Float64Array, taxDeferred: Float64Array, roth: Float64Array]
  basis!: Float64Array
  ordinaryBase!: Float64Array
  /** This year's gross withdrawals per account and taxes paid (nominal). */
  withdrawn!: [Float64Array, Float64Array, Float64Array, Float64Array]
  taxes!: Float64Array
}

export interface WithdrawalRules {
  order: Int32Array
  brackets: GrossBrackets
  capitalGainsRate: number
}

/**
 * The portfolio's yearly draw W (net of tax) for the percentage and guardrail strategies at the start of
 * a retirement year. `previous` is last year's W (NaN in the first retirement year), `liquid` the balance
 * now, `lastReturn` last year's portfolio return, `lastInflation` last year's inflation.
 */
export function yearlyDraw(
  strategy: WithdrawalStrategy,
  previous: number,
  liquid: number,
  lastReturn: number,
  lastInflation: number,
  yearsLeft: number,
): number {
  if (strategy.kind === 'fixed_percentage') return strategy.rate * liquid
  if (strategy.kind !== 'guardrails') return 0
  const initial = strategy.initial_rate
  if (Number.isNaN(previous)) return initial * liquid
  let draw = lastReturn < 0 ? previous : previous * (1 + lastInflation)
  const rate = liquid > 0 ? draw / liquid : Infinity
  if (rate > initial * (1 + GUARDRAIL_BAND) && yearsLeft > GUARDRAIL_PRESERVATION_SUNSET_YEARS) {
    draw *= 1 - GUARDRAIL_ADJUSTMENT
  } else if (rate < initial * (1 - GUARDRAIL_BAND)) {
    draw *= 1 + GUARDRAIL_ADJUSTMENT
  }
  return draw
}
