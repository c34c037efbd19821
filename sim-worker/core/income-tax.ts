// Federal income tax on ordinary income (tax-deferred withdrawals, pensions, part-time pay and the
// taxable part of Social Security) for one filing status, and the gross-up that finds how much to
// withdraw so that what is left after tax covers a need.
//
// Indexing: the brackets and the standard deduction are given for the base year and indexed with
// the path's own realised inflation (the IRS indexes them with chained CPI and rounds to $25/$50;
// both ignored). Indexing every threshold by a factor f is the same as taxing income ÷ f on the base
// table and multiplying the tax by f, so callers work in base-year dollars: no table per path.
//
// Social Security: 85 % of benefits count as ordinary income, the maximum the provisional-income rule
// (IRC § 86) can include; it overstates tax for low-income retirees (stated simplification).

import type { TaxTable } from './lifecycle-types.ts'

/** The taxable share of Social Security benefits assumed everywhere (see the header). */
export const SOCIAL_SECURITY_TAXABLE_SHARE = 0.85

/** Brackets as ascending gross-income boundaries with the standard deduction folded in as a 0 % bracket. */
export interface GrossBrackets {
  /** starts[i] is where rate[i] begins, in gross income; starts[0] = 0. */
  starts: Float64Array
  rates: Float64Array
  /** Tax owed at starts[i], so tax(x) = taxAt[i] + rates[i] · (x − starts[i]) in bracket i. */
  taxAt: Float64Array
  /** Where bracket i ends: starts[i + 1], Infinity for the top one (the room left in a bracket without a branch). */
  ends: Float64Array
  /** 1 ÷ (1 − rates[i]): the gross that leaves 1 after tax inside bracket i (a multiplication, not a division). */
  grossPerNet: Float64Array
}

export function grossBrackets(table: TaxTable): GrossBrackets {
  const { thresholds, rates, standard_deduction: deduction } = table
  if (thresholds.length === 0 || thresholds.length !== rates.length || thresholds[0] !== 0) {
    throw new RangeError('tax.thresholds must start at 0 and match tax.rates in length')
  }
  for (let i = 1; i < thresholds.length; i++) {
    if (!(thresholds[i] > thresholds[i - 1])) throw new RangeError('tax.thresholds must be ascending')
  }
  for (const rate of rates) {
    if (!(rate >= 0 && rate < 1)) throw new RangeError(`tax rate must be in [0, 1), got ${rate}`)
  }
  if (!(deduction >= 0)) throw new RangeError('tax.standard_deduction must be >= 0')
  const starts = Float64Array.from([0, ...thresholds.map((threshold) => threshold + deduction)])
  const allRates = Float64Array.from([0, ...rates])
  const taxAt = new Float64Array(starts.length)
  for (let i = 1; i < starts.length; i++) taxAt[i] = taxAt[i - 1] + allRates[i - 1] * (starts[i] - starts[i - 1])
  const ends = Float64Array.from(starts, (_, i) => (i + 1 < starts.length ? starts[i + 1] : Infinity))
  const grossPerNet = allRates.map((rate) => 1 / (1 - rate))
  return { starts, rates: allRates, taxAt, ends, grossPerNet }
}

/** The bracket `income` (base-year gross) falls in: the last i with starts[i] <= income (0 below 0). */
export function bracketOf(brackets: GrossBrackets, income: number): number {
  const { starts } = brackets
  let i = starts.length - 1
  while (i > 0 && income < starts[i]) i--
  return i
}

/** Tax on a year's gross ordinary income (base-year dollars). */
export function ordinaryIncomeTax(brackets: GrossBrackets, income: number): number {
  if (income <= 0) return 0
  const i = bracketOf(brackets, income)
  return brackets.taxAt[i] + brackets.rates[i] * (income - brackets.starts[i])
}

/**
 * The gross amount g to add to `incomeSoFar` (the year's ordinary income already received) so that
 * g − [tax(incomeSoFar + g) − tax(incomeSoFar)] = net: walks up the brackets, each one keeping
 * (1 − rate) of every dollar. Exact for the piecewise-linear tax, so a year's withdrawals grossed up
 * month by month owe in total exactly the tax on the year's total.
 */
export function grossUpOrdinary(brackets: GrossBrackets, incomeSoFar: number, net: number): number {
  const { starts, rates } = brackets
  let position = incomeSoFar > 0 ? incomeSoFar : 0
  let remaining = net
  let gross = 0
  for (let i = bracketOf(brackets, position);; i++) {
    const keep = 1 - rates[i]
    const room = i + 1 < starts.length ? starts[i + 1] - position : Infinity
    if (room * keep >= remaining) return gross + remaining / keep
    gross += room
    remaining -= room * keep
    position = starts[i + 1]
  }
}
