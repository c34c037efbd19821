// One path's year stepped month by month: every retirement year, and the working years whose monthly
// flows change (a loan paid off mid-year) or run a deficit. Each month: growth, deposits, income and
// its tax, the RMD and its tax, then what the portfolio must pay, withdrawn in `withdrawal_order` and
// grossed up for tax (withdrawals.ts has the rules), or a surplus saved.
//
// Speed: every running figure is a local double, the tax bracket of the year's ordinary income so far
// is cached (it only rises within a year), and nothing is called or allocated per month, so a month
// costs a few dozen arithmetic operations. The per-path terms come in a reused MonthTerms object.

import type { GrossBrackets } from './income-tax.ts'
import * as state from './lifecycle-state.ts'
import type { Growth, LifecyclePaths, Plan } from './lifecycle-state.ts'

// Read once: under tsx every imported name is a getter call (see lifecycle.ts).
const { markDepleted, markShortOfNeed, MONTHS } = state

/** A retirement year's spending this far below the plan's (relative) is rounding, not a shortfall. */
const SPENDING_TOLERANCE = 1e-9

/** One path's terms for the year, nominal and monthly; written per path into one reused object. */
export interface MonthTerms {
  /** The simulated year (0-based): which loan payments, and the month a depletion is dated. */
  year: number
  /** Deposited at each month's end (working years: 401(k), match, IRA). */
  toDeferred: number
  toRoth: number
  /** Retirement income received each month, and the part of it taxed as ordinary income. */
  incomeTotal: number
  incomeOrdinary: number
  /** The month's RMD out of tax-deferred. */
  rmd: number
  /** What the household spends from the portfolio each month before loans (negative: it saves). */
  spend: number
  /** Whether net income pays part of `spend` (fixed-real spending) or comes on top of it. */
  incomeFundsSpending: boolean
  /** The account a surplus is saved in (the taxable one also books it as basis). */
  surplusTo: number
  /** Start-of-year timing: the year's income, RMD and spending land in the first month, before growth. */
  lumpSum: boolean
  /**
   * A retirement year: an account empty at the year's start earns nothing this year (what comes in
   * mid-year waits for January), and the year's income is recorded here. In a working year every funded
   * account grows (contributions arrive monthly) and the engine records the pay.
   */
  retired: boolean
}

export function createMonthTerms(): MonthTerms {
  return {
    year: 0,
    toDeferred: 0,
    toRoth: 0,
    incomeTotal: 0,
    incomeOrdinary: 0,
    rmd: 0,
    spend: 0,
    incomeFundsSpending: false,
    surplusTo: 1,
    lumpSum: false,
    retired: true,
  }
}

// The helpers called per month are kept tiny, with their rare branch in a separate function, so that
// V8 inlines every call into stepMonths. The rare branches hand their number back through `slow`, not
// as a return value: merged with the common branch's number, a returned one made V8 box both, i.e.
// allocate on every call (several megabytes a run).
const slow = new Float64Array(1)

/**
 * Tax (base-year dollars) on ordinary income rising from `before` to `after`, `bracket` being before's:
 * rate × increment inside one bracket, else a walk up from it.
 */
function taxBetween(brackets: GrossBrackets, bracket: number, before: number, after: number): number {
  if (after <= brackets.ends[bracket]) return brackets.rates[bracket] * (after - before)
  taxAcross(brackets, bracket, before, after)
  return slow[0]
}

function taxAcross(brackets: GrossBrackets, bracket: number, before: number, after: number): void {
  const { ends, rates } = brackets
  let tax = rates[bracket] * (ends[bracket] - before)
  let i = bracket + 1
  for (; after > ends[i]; i++) tax += rates[i] * (ends[i] - ends[i - 1])
  slow[0] = tax + rates[i] * (after - ends[i - 1])
}

/** The bracket of `after` ≥ the income whose bracket is `bracket`. */
function bracketAfter(brackets: GrossBrackets, bracket: number, after: number): number {
  return after <= brackets.ends[bracket] ? bracket : bracketAbove(brackets, bracket, after)
}

function bracketAbove(brackets: GrossBrackets, bracket: number, after: number): number {
  let i = bracket
  while (after > brackets.ends[i]) i++
  return i
}

/**
 * income-tax.ts's grossUpOrdinary from a known bracket, into `slow[0]`: the gross (base-year dollars)
 * that leaves `net` after tax when added to `position`, walking up from `bracket` (each keeps 1 − rate).
 */
function grossUpFrom(brackets: GrossBrackets, bracket: number, position: number, net: number): void {
  const { ends, rates } = brackets
  let remaining = net
  let gross = 0
  let at = position
  for (let i = bracket;; i++) {
    const keep = 1 - rates[i]
    const room = ends[i] - at
    if (room * keep >= remaining) {
      slow[0] = gross + remaining / keep
      return
    }
    gross += room
    remaining -= room * keep
    at = ends[i]
  }
}

/** What is still needed after `net` of `need` was paid; a rounding hair after an exact gross-up counts as paid. */
function stillNeeded(need: number, net: number): number {
  const left = need - net
  return left > 1e-9 * need ? left : 0
}

/**
 * The 12 months of path `p` (see the header); writes its balances and the year's totals (withdrawals,
 * taxes, ordinary income, income, RMDs) back to `paths`. Returns whether it saved a surplus. In retirement
 * an account empty at the year's start does not grow, except taxable when the plan reinvests in it (what
 * income or an RMD leaves over goes there mid-year, and must grow from then on).
 */
export function stepMonths(plan: Plan, paths: LifecyclePaths, growth: Growth, p: number, terms: MonthTerms): boolean {
  const { brackets, order, capitalGainsRate } = plan.rules
  const { ends, grossPerNet } = brackets
  const deflator = paths.priceLevel[p]
  const perDeflator = 1 / deflator
  const balances = paths.balances
  let cash = balances[0][p], taxable = balances[1][p], deferred = balances[2][p], roth = balances[3][p]
  let basis = paths.basis[p]
  const retired = terms.retired
  const g0 = (retired ? cash > 0 : plan.funded[0]) ? growth.monthly[0][p] : 1
  const g1 = (retired ? taxable > 0 || plan.reinvests : plan.funded[1]) ? growth.monthly[1][p] : 1
  const g2 = (retired ? deferred > 0 : plan.funded[2]) ? growth.monthly[2][p] : 1
  const g3 = (retired ? roth > 0 : plan.funded[3]) ? growth.monthly[3][p] : 1
  const { toDeferred, toRoth, incomeTotal, incomeOrdinary, rmd, spend, incomeFundsSpending, surplusTo, lumpSum } = terms
  let ordinary = 0, bracket = 0, taxes = 0, w0 = 0, w1 = 0, w2 = 0, w3 = 0, rmdPaid = 0, income = 0, saved = false
  let netIncomes = 0 // income after tax (see storeSpending)
  const firstMonth = terms.year * MONTHS
  for (let m = 0; m < MONTHS; m++) {
    const share = lumpSum ? (m === 0 ? MONTHS : 0) : 1
    // A month's growth comes before its flows; start-of-year timing has all the flows in month 0 and
    // then grows after them, i.e. before months 1–11 and once more after the loop.
    if (!lumpSum || m > 0) {
      cash *= g0
      taxable *= g1
      deferred *= g2
      roth *= g3
    }
    deferred += toDeferred
    roth += toRoth
    income += share * incomeTotal
    // Income, then the RMD, then withdrawals add ordinary income: tax on each increment, bracket kept.
    let netIncome = share * incomeTotal
    if (incomeOrdinary > 0) {
      const after = ordinary + share * incomeOrdinary * perDeflator
      const tax = deflator * taxBetween(brackets, bracket, ordinary, after)
      bracket = bracketAfter(brackets, bracket, after)
      ordinary = after
      taxes += tax
      netIncome -= tax
    }
    netIncomes += netIncome
    const required = share * rmd < deferred ? share * rmd : deferred
    let rmdNet = 0
    if (required > 0) {
      deferred -= required
      w2 += required
      rmdPaid += required
      const after = ordinary + required * perDeflator
      const tax = deflator * taxBetween(brackets, bracket, ordinary, after)
      bracket = bracketAfter(brackets, bracket, after)
      ordinary = after
      taxes += tax
      rmdNet = required - tax
    }
    // What the portfolio must still pay this month (after tax), loans included; below 0 it is saved.
    const month = firstMonth + m
    const outflow = incomeFundsSpending ? share * spend - netIncome : share * spend
    let left = outflow + plan.loanPayment[month] - rmdNet
    if (left < 0) {
      if (surplusTo === 0) cash -= left
      else taxable -= left
      if (surplusTo !== 0) basis -= left
      saved = true
    }
    for (let i = 0; i < order.length && left > 0; i++) {
      const account = order[i]
      let paid: number // what this account's withdrawal pays of `left`, after tax
      if (account === 0 && cash > 0) {
        paid = left < cash ? left : cash
        cash -= paid
        w0 += paid
      } else if (account === 3 && roth > 0) {
        paid = left < roth ? left : roth
        roth -= paid
        w3 += paid
      } else if (account === 1 && taxable > 0) {
        // Gains are realised pro rata: the share 1 − basis ÷ balance of what is sold, taxed at a flat rate.
        const basisShare = basis / taxable
        const keep = 1 - capitalGainsRate * Math.max(0, 1 - basisShare)
        const wanted = left / keep
        const take = wanted < taxable ? wanted : taxable
        taxes += take - take * keep
        basis -= basisShare * take
        taxable -= take
        w1 += take
        paid = take * keep
      } else if (account === 2 && deferred > 0) {
        // Grossed up inside the current bracket when the month fits in it (grossUpFrom's first step).
        const netBase = left * perDeflator
        const grossBase = netBase * grossPerNet[bracket]
        let wantedBase = grossBase
        if (ordinary + grossBase > ends[bracket]) {
          grossUpFrom(brackets, bracket, ordinary, netBase)
          wantedBase = slow[0]
        }
        const wanted = deflator * wantedBase
        const take = wanted < deferred ? wanted : deferred
        const after = ordinary + take * perDeflator
        const tax = deflator * taxBetween(brackets, bracket, ordinary, after)
        bracket = bracketAfter(brackets, bracket, after)
        ordinary = after
        taxes += tax
        deferred -= take
        w2 += take
        paid = take - tax
      } else continue
      // One call site for all accounts: with one a branch, V8 left those it found cold (a Roth drawn last)
      // as real calls, and `left` a boxed number, one allocation a month (6 MB a default request).
      left = stillNeeded(left, paid)
    }
    if (left > 0) noteUnpaid(paths, p, month, left, deflator, outflow, incomeFundsSpending || !retired)
  }
  balances[0][p] = lumpSum ? cash * g0 : cash // start-of-year timing: the last month's growth
  balances[1][p] = lumpSum ? taxable * g1 : taxable
  balances[2][p] = lumpSum ? deferred * g2 : deferred
  balances[3][p] = lumpSum ? roth * g3 : roth
  paths.basis[p] = basis
  storeYearTotals(plan, paths, p, terms, w0, w1, w2, w3, ordinary, taxes, rmdPaid, income, netIncomes)
  return saved
}

/**
 * The year's unpaid spending [0] and whether a need went unpaid [1] (1: yes): stepMonths's months add to it
 * through noteUnpaid, storeSpending reads and clears it. A typed array, as `slow`, so no number is boxed.
 */
const unpaid = new Float64Array(2)

/**
 * A month the accounts could not pay `left` of: the path is depleted. The unpaid part counts against
 * spending first (the part `outflow` the portfolio owed of it), then the loans. `needsAll`: every unpaid
 * dollar is a need unmet and shortfall (fixed-real spending, a working year's deficit); else only an unpaid
 * loan is, and what the strategy's spending falls short of the plan's is added up by storeSpending.
 */
function noteUnpaid(
  paths: LifecyclePaths,
  p: number,
  month: number,
  left: number,
  deflator: number,
  outflow: number,
  needsAll: boolean,
): void {
  const owed = outflow > 0 ? outflow : 0
  const ofSpending = left < owed ? left : owed
  markDepleted(paths, p, month, needsAll ? left : left - ofSpending, deflator)
  unpaid[0] += ofSpending
  if (needsAll || left > ofSpending) unpaid[1] = 1
}

/**
 * A retirement year's spending of path `p` (paths.spent): income after tax (unless it pays the plan's own
 * spending, as with fixed-real) plus the spending the portfolio paid. The year is short of the plan's when
 * a need went unpaid (noteUnpaid), or when a strategy whose spending follows the portfolio spent less than
 * the plan's spending; that gap is the year's shortfall. Clears `unpaid` for the next path.
 */
function storeSpending(plan: Plan, paths: LifecyclePaths, p: number, terms: MonthTerms, netIncomes: number): void {
  let short = unpaid[1] === 1
  if (terms.retired) {
    const spent = (terms.incomeFundsSpending ? 0 : netIncomes) + MONTHS * terms.spend - unpaid[0]
    paths.spent[p] = spent
    const level = paths.priceLevel[p]
    const planned = MONTHS * plan.retirementSpending * level
    if (!terms.incomeFundsSpending && spent < planned * (1 - SPENDING_TOLERANCE)) {
      short = true
      paths.shortfallReal[p] += (planned - spent) / level
    }
  }
  if (short) markShortOfNeed(paths, p, terms.year)
  unpaid[0] = 0
  unpaid[1] = 0
}

/** The year's totals of path `p`: withdrawals, taxes, ordinary income, RMDs, a retired year's income and spending. */
function storeYearTotals(
  plan: Plan,
  paths: LifecyclePaths,
  p: number,
  terms: MonthTerms,
  w0: number,
  w1: number,
  w2: number,
  w3: number,
  ordinary: number,
  taxes: number,
  rmdPaid: number,
  income: number,
  netIncomes: number,
): void {
  storeSpending(plan, paths, p, terms, netIncomes)
  const { withdrawn } = paths
  withdrawn[0][p] = w0
  withdrawn[1][p] = w1
  withdrawn[2][p] = w2
  withdrawn[3][p] = w3
  paths.ordinaryBase[p] = ordinary
  paths.taxes[p] = taxes
  paths.rmd[p] = rmdPaid
  // A working year's income is its pay, which the working year wrote.
  if (terms.retired) paths.income[p] = income
}
