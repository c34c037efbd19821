// The lifecycle engine's state: what is fixed for a run (the plan) and every path's balances and
// running totals as structures of typed arrays (one entry per path). Shared by the working years
// (lifecycle.ts) and the retirement years (lifecycle-retirement.ts).

import type { LifecycleInput, LiquidAccount } from './lifecycle-types.ts'
import { grossBrackets } from './income-tax.ts'
import { CASH_REAL_SPREAD } from './market-model.ts'
import { rmdStartAge } from './rmd.ts'
import type { YearReturns } from './return-models.ts'
import { ACCOUNT_INDEX, DEFAULT_WITHDRAWAL_ORDER, type WithdrawalRules, WithdrawalState } from './withdrawals.ts'
import type { MonthTerms } from './lifecycle-months.ts'
import { runMemory } from './run-memory.ts'
import { withFields } from './stable-fields.ts'
import { plannedRetirementSpending } from './lifecycle-input.ts'

export const MONTHS = 12
export const DEFAULT_PLANNING_AGE = 95
const DEFAULT_CAPITAL_GAINS_RATE = 0.15

/**
 * Every path's state after a year. The arrays are the engine's own buffers, overwritten the next
 * year: read them in the callback, copy what must outlive it. A class (stable-fields.ts).
 */
export class LifecyclePaths extends WithdrawalState {
  realEstate!: Float64Array
  /** Cumulative realised inflation since today, at the end of the year just simulated (real = nominal ÷ this). */
  deflator!: Float64Array
  /** The same at the start of that year: the price level its flows were paid at. */
  priceLevel!: Float64Array
  /** Total loan balance at the year's end (loans are not random: the same on every path). */
  loans!: number
  /** This year's income received (wages while working: take-home; then SS, pension, part-time) and RMDs. */
  income!: Float64Array
  rmd!: Float64Array
  /** First month (0-based from today) the liquid accounts could not fund spending; -1 while never. */
  depletedMonth!: Int32Array
  /**
   * Shortfall so far, today's dollars: spending below the plan's (with fixed-real spending, the unfunded part
   * of it), plus loan payments and working-year deficits left unpaid.
   */
  shortfallReal!: Float64Array
  /**
   * This retirement year's spending (nominal): income after tax plus what the portfolio paid towards
   * spending; 0 in working years. See FlowReport.spending.
   */
  spent!: Float64Array
  /**
   * First simulated year (0-based) in which the household spent less than the plan's spending, or a working
   * year's deficit went unfunded; -1 while never. See LifecycleResult.need_met_rate.
   */
  shortOfNeedYear!: Int32Array
  /**
   * True when this year's withdrawals, taxes and RMDs (`withdrawn`, `taxes`, `rmd`) are +0 on every path:
   * today, and a working year in which no path spent from its accounts. A split run's windows note
   * those fields as zero without reading them (lifecycle-shards.ts).
   */
  flowsZero!: boolean
}

/**
 * Everything fixed for a run, worked out once (plus which accounts have held money so far). A class built
 * by withFields, so that V8 never widens its fields (stable-fields.ts says why).
 */
export class Plan {
  input!: LifecycleInput
  paths!: number
  years!: number
  planningAge!: number
  rmdStart!: number
  /** Allocation weights per liquid account: [stocks, bonds, cash] × 4, in ACCOUNT_INDEX order. */
  weights!: Float64Array
  loanPayment!: Float64Array
  loanBalance!: Float64Array
  rules!: WithdrawalRules
  surplusAccount!: number
  retirementSpending!: number
  /**
   * Per liquid account: whether it has held money on some path so far. An account that never has
   * needs no growth factor; set when money first goes in (a contribution, a reinvested surplus).
   */
  funded!: boolean[]
  /** The crash of `input.shocks` as a 0-based year (-1: none), and what it leaves of each account and the home. */
  crashYear!: number
  crashKeeps!: Float64Array
  crashHomeKeeps!: number
  /** Per liquid account, the factor that gives it its own expected return (market.account_returns); 1 if none. */
  tilt!: Float64Array
  /** The terms of the path being stepped month by month (lifecycle-months.ts), reused path after path. */
  terms!: MonthTerms
  /** Whether some path owns a home (else the homes are never touched). */
  hasHome!: boolean
  /**
   * Whether a working year's month-by-month path left withdrawals, taxes or ordinary income in the
   * year totals: only then are they zeroed before the next working year (retirement years overwrite them).
   */
  ledgerUsed!: boolean
  /**
   * The pay every path's `income` holds after a working year (NaN before the first): the next working year
   * leaves the array as it is when its pay is the same. Working years all come before retirement's, so no
   * retirement income is ever in the array when a working year reads this.
   */
  workIncome!: number
  /**
   * Whether retirement can pay into the taxable account (income or an RMD beyond spending is reinvested
   * there): then its growth is worked out every year even while it is empty, so money paid in mid-year grows.
   */
  reinvests!: boolean
}

/**
 * The year's gross factor G per liquid account, per path, and the month's factor G^(1/12) (the year's
 * return spread evenly in log space); funded accounts only. A class (stable-fields.ts).
 */
export class Growth {
  account!: [Float64Array, Float64Array, Float64Array, Float64Array]
  monthly!: [Float64Array, Float64Array, Float64Array, Float64Array]
  /** A working year's annuity factor A(G) (annuityFactors) of each account saved into (lifecycle.ts). */
  annuity!: [Float64Array, Float64Array, Float64Array, Float64Array]
}

export function createGrowth(paths: number): Growth {
  const [a0, a1, a2, a3, m0, m1, m2, m3, s0, s1, s2, s3] = carve(paths, 12)
  return withFields(Growth, {
    account: [a0, a1, a2, a3],
    monthly: [m0, m1, m2, m3],
    annuity: [s0, s1, s2, s3],
  })
}

/** The Float64Array fields of LifecyclePaths. */
const PATH_ARRAYS = 18

/** `count` zeroed arrays of `length` as views of one buffer (the thread's kept run memory). */
function carve(length: number, count: number): Float64Array[] {
  const buffer = runMemory.float64(length * count)
  return Array.from({ length: count }, (_, i) => buffer.subarray(length * i, length * (i + 1)))
}

function loanSchedule(input: LifecycleInput, months: number) {
  const payment = new Float64Array(months)
  const balance = new Float64Array(months + 1)
  for (const loan of input.loans) {
    let owed = loan.balance
    balance[0] += owed
    for (let month = 0; month < months; month++) {
      if (owed > 0) {
        const withInterest = owed * (1 + loan.annual_rate / MONTHS)
        // Fixed nominal payment; the last one is whatever is left, and then they stop.
        const paid = Math.min(loan.monthly_payment, withInterest)
        payment[month] += paid
        owed = withInterest - paid
        if (owed < 1e-6) owed = 0
      }
      balance[month + 1] += owed
    }
  }
  return { payment, balance }
}

/**
 * (1 + an account's own expected return) ÷ (1 + its mix's), for the accounts given one in
 * market.account_returns; parametric model only (the historical models replay history, not assumptions).
 */
function accountTilts(input: LifecycleInput, weights: Float64Array): Float64Array {
  const tilt = new Float64Array(4).fill(1)
  const own = input.market.account_returns
  if (!own || input.return_model.kind !== 'parametric') return tilt
  const { stock_return: stocks, bond_return: bonds, inflation } = input.market
  const cash = inflation + CASH_REAL_SPREAD
  for (const [name, index] of Object.entries(ACCOUNT_INDEX)) {
    const target = own[name as LiquidAccount]
    if (target === undefined) continue
    const mix = weights[index * 3] * stocks + weights[index * 3 + 1] * bonds + weights[index * 3 + 2] * cash
    tilt[index] = (1 + target) / (1 + mix)
  }
  return tilt
}

export function makePlan(input: LifecycleInput, terms: MonthTerms): Plan {
  const planningAge = input.planning_age ?? DEFAULT_PLANNING_AGE
  const years = planningAge - input.current_age
  const weights = new Float64Array(12)
  for (const [name, index] of Object.entries(ACCOUNT_INDEX)) {
    const mix = input.allocations[name as LiquidAccount]
    weights.set([mix.stocks, mix.bonds, mix.cash], index * 3)
  }
  const { payment, balance } = loanSchedule(input, years * MONTHS)
  const order = input.withdrawal_order ?? DEFAULT_WITHDRAWAL_ORDER
  const { cash, taxable, tax_deferred: taxDeferred, roth } = input.accounts
  const crash = input.shocks?.crash
  const drop = crash?.drop ?? 0
  const { social_security: ss, pension, part_time: partTime } = input.income
  const retirementIncome = (ss?.monthly_benefit ?? 0) + (pension?.monthly_amount ?? 0) + (partTime?.monthly_amount ?? 0)
  const reinvests = retirementIncome > 0 || taxDeferred > 0 || input.working.k401_rate > 0
  return withFields(Plan, {
    input,
    paths: 0,
    years,
    planningAge,
    rmdStart: rmdStartAge(input.birth_year),
    weights,
    loanPayment: payment,
    loanBalance: balance,
    rules: {
      order: Int32Array.from(order, (name) => ACCOUNT_INDEX[name]),
      brackets: grossBrackets(input.tax),
      capitalGainsRate: input.capital_gains_rate ?? DEFAULT_CAPITAL_GAINS_RATE,
    },
    surplusAccount: input.working.surplus_to === 'cash' ? 0 : 1,
    retirementSpending: plannedRetirementSpending(input),
    funded: [cash > 0, taxable > 0 || reinvests, taxDeferred > 0, roth > 0],
    reinvests,
    crashYear: crash && drop > 0 ? crash.year - 1 : -1,
    crashKeeps: Float64Array.from([0, 1, 2, 3], (account) => 1 - drop * weights[account * 3]),
    crashHomeKeeps: 1 - drop,
    tilt: accountTilts(input, weights),
    terms,
    hasHome: input.accounts.real_estate > 0,
    ledgerUsed: false,
    workIncome: Number.NaN,
  })
}

/**
 * Every path's starting state. The per-path arrays are views of one buffer: one allocation instead of a
 * dozen (each large typed array is zeroed and counted by the garbage collector on its own).
 */
export function startingPaths(input: LifecycleInput, paths: number, loans: number): LifecyclePaths {
  const views = carve(paths, PATH_ARRAYS)
  const zeros = () => {
    const view = views.pop()
    if (!view) throw new Error('startingPaths: PATH_ARRAYS is too small')
    return view
  }
  const filled = (value: number) => zeros().fill(value)
  const { accounts } = input
  return withFields(LifecyclePaths, {
    balances: [filled(accounts.cash), filled(accounts.taxable), filled(accounts.tax_deferred), filled(accounts.roth)],
    basis: filled(accounts.taxable_basis),
    ordinaryBase: zeros(),
    withdrawn: [zeros(), zeros(), zeros(), zeros()],
    taxes: zeros(),
    realEstate: filled(accounts.real_estate),
    deflator: filled(1),
    priceLevel: filled(1),
    loans,
    income: zeros(),
    rmd: zeros(),
    depletedMonth: runMemory.int32(paths).fill(-1),
    shortfallReal: zeros(),
    spent: zeros(),
    shortOfNeedYear: runMemory.int32(paths).fill(-1),
    flowsZero: true,
  })
}

export function markDepleted(paths: LifecyclePaths, p: number, month: number, unfunded: number, deflator: number) {
  if (paths.depletedMonth[p] < 0) paths.depletedMonth[p] = month
  paths.shortfallReal[p] += unfunded / deflator
}

/** Notes year `year` as path `p`'s first with spending short of the plan's, unless an earlier one was. */
export function markShortOfNeed(paths: LifecyclePaths, p: number, year: number) {
  if (paths.shortOfNeedYear[p] < 0) paths.shortOfNeedYear[p] = year
}

// G^(1/12) by table and one Newton step: the table holds x^(1/12) at 4,097 points over [0.25, 4.25]
// (a straight line between them is within 1.3e-7 of it), and one Newton step on g¹² = x squares that
// error (below 1e-13 relative, usually at rounding). Measured about 4 ns against 11 for √√∛x here. Gross
// factors outside the table (a 75 % loss, a 325 % gain) take √√∛x.
const ROOT_LOW = 0.25
const ROOT_PER_UNIT = 1024
const ROOT_CELLS = 4 * ROOT_PER_UNIT
const ROOT_TABLE = Float64Array.from(
  { length: ROOT_CELLS + 1 },
  (_, i) => Math.pow(ROOT_LOW + i / ROOT_PER_UNIT, 1 / 12),
)

/** x^(1/12) for x ≥ 0 (the month's factor of a year's gross factor x). */
export function twelfthRoot(x: number): number {
  const table = ROOT_TABLE
  const at = (x - ROOT_LOW) * ROOT_PER_UNIT
  if (!(at >= 0 && at < ROOT_CELLS)) return Math.sqrt(Math.sqrt(Math.cbrt(x)))
  const cell = at | 0
  const low = table[cell]
  const g = low + (at - cell) * (table[cell + 1] - low)
  const g2 = g * g
  const g11 = g2 * g2 * g2 * g2 * g2 * g
  // Newton: g − (g¹² − x) ÷ (12 g¹¹) = (11 g + x ÷ g¹¹) ÷ 12.
  return (11 * g + x / g11) * (1 / 12)
}

// A(G) = 1 + g + … + g¹¹ (g = G^(1/12)): what 12 month-end payments of 1 are worth at the year's end in
// an account growing by G over the year, so what a closed-form working year multiplies its monthly saving
// by. Over [0.5, 2.5), where nearly every year's factor falls, a cubic per cell of width 1/512 (Hermite,
// from A and A′ at the cell's edges, kept as power-basis coefficients: four loads from one 32-byte run
// and three multiply-adds, no root and no division). Its error bound h⁴·max|A⁗|/384 is below 2e-12
// relative there; lifecycle-state.test.ts checks it against the sum of powers. Elsewhere: the root and
// the product (1 + g)(1 + g²)(1 + g⁴ + g⁸).
const ANNUITY_LOW = 0.5
const ANNUITY_PER_UNIT = 512
const ANNUITY_CELLS = 2 * ANNUITY_PER_UNIT
const ANNUITY_TABLE = annuityCubics()

/** Σ G^(k/12) and its derivative, summed exactly (for the table's nodes and the test). */
export function annuityByPowers(gross: number): { value: number; slope: number } {
  let value = 0
  let slope = 0
  for (let k = 0; k < MONTHS; k++) {
    value += Math.pow(gross, k / MONTHS)
    if (k > 0) slope += (k / MONTHS) * Math.pow(gross, k / MONTHS - 1)
  }
  return { value, slope }
}

function annuityCubics(): Float64Array {
  const h = 1 / ANNUITY_PER_UNIT
  // Each node once: a cell's high edge is the next cell's low edge.
  const nodes = Array.from({ length: ANNUITY_CELLS + 1 }, (_, i) => annuityByPowers(ANNUITY_LOW + i * h))
  const table = new Float64Array(4 * ANNUITY_CELLS)
  for (let cell = 0; cell < ANNUITY_CELLS; cell++) {
    const low = nodes[cell]
    const high = nodes[cell + 1]
    const [f0, f1, d0, d1] = [low.value, high.value, low.slope * h, high.slope * h]
    table.set([f0, d0, 3 * (f1 - f0) - 2 * d0 - d1, 2 * (f0 - f1) + d0 + d1], 4 * cell)
  }
  return table
}

/**
 * out[p] = 1 + g + … + g¹¹ with g = gross[p]^(1/12), for gross ≥ 0: a loop over arrays, not a function of
 * one number, on purpose. Called per path from a loop V8 had already filled with other inlined calls, a
 * scalar version was sometimes left a real call: every call then boxed the number passed and the one
 * returned (4.5–7 MB of garbage a four-class run of 5,000 paths). Here the common case has no call at all,
 * and the rare one (a factor off the table) stores its own result.
 */
export function annuityFactors(gross: Float64Array, out: Float64Array): void {
  const table = ANNUITY_TABLE
  for (let p = 0; p < out.length; p++) {
    const at = (gross[p] - ANNUITY_LOW) * ANNUITY_PER_UNIT
    if (at >= 0 && at < ANNUITY_CELLS) {
      const cell = at | 0
      const t = at - cell
      const i = 4 * cell
      out[p] = table[i] + t * (table[i + 1] + t * (table[i + 2] + t * table[i + 3]))
    } else out[p] = annuityOffTable(gross[p])
  }
}

/** A(G) by the root and the product (1 + g)(1 + g²)(1 + g⁴ + g⁸), for factors off the table. */
function annuityOffTable(gross: number): number {
  const g = twelfthRoot(gross)
  const g2 = g * g
  const g4 = g2 * g2
  return (1 + g) * (1 + g2) * (1 + g4 + g4 * g4)
}

/**
 * The funded accounts' growth factors G for the year (each rebalanced to its mix at the year's start)
 * and, in retirement, their month's factors G^(1/12); working years (lifecycle.ts) take the root only
 * where they need it.
 */
export function accountGrowth(
  plan: Plan,
  returns: YearReturns,
  growth: Growth,
  paths: LifecyclePaths,
  retired: boolean,
) {
  const w = plan.weights
  const root = twelfthRoot
  const { stocks, bonds, cash } = returns
  for (let account = 0; account < 4; account++) {
    if (!plan.funded[account]) continue
    // In retirement nothing is paid in, so an account empty on every path (drawn down) needs no factor.
    if (retired && !(account === 1 && plan.reinvests) && !someAbove(paths.balances[account], 0)) continue
    const tilt = plan.tilt[account]
    const ws = w[account * 3] * tilt
    const wb = w[account * 3 + 1] * tilt
    const wc = w[account * 3 + 2] * tilt
    const out = growth.account[account]
    const monthly = growth.monthly[account]
    if (!retired) {
      // Working years take the root where they need it (closed-form years only when saving into the account).
      // A class the mix does not hold is not read (a 60/40 pot reads two arrays, not three).
      if (wc === 0) { for (let p = 0; p < plan.paths; p++) out[p] = ws * stocks[p] + wb * bonds[p] }
      else for (let p = 0; p < plan.paths; p++) out[p] = ws * stocks[p] + wb * bonds[p] + wc * cash[p]
      continue
    }
    for (let p = 0; p < plan.paths; p++) {
      const gross = ws * stocks[p] + wb * bonds[p] + wc * cash[p]
      out[p] = gross
      monthly[p] = root(gross)
    }
  }
}

function someAbove(values: Float64Array, floor: number): boolean {
  for (let p = 0; p < values.length; p++) if (values[p] > floor) return true
  return false
}

/**
 * A crash at the start of the year: each account keeps (1 − drop × its stock share), the home (1 − drop).
 * Retirement years crash the accounts path by path themselves (the guardrails need the balance before it).
 */
export function applyCrash(plan: Plan, paths: LifecyclePaths, accountsToo: boolean): void {
  for (let account = 0; accountsToo && account < 4; account++) {
    const keeps = plan.crashKeeps[account]
    const balances = paths.balances[account]
    if (keeps !== 1 && plan.funded[account]) { for (let p = 0; p < plan.paths; p++) balances[p] *= keeps }
  }
  const home = paths.realEstate
  for (let p = 0; p < plan.paths; p++) home[p] *= plan.crashHomeKeeps
}

/**
 * Year totals back to zero before a working year (the engine reports each year's flows), where a
 * month-by-month path left some; income is written whole by every year and retirement years write
 * every total outright, so they need none of this.
 */
export function resetYearFlows(plan: Plan, paths: LifecyclePaths): void {
  if (!plan.ledgerUsed) return
  for (const flow of [...paths.withdrawn, paths.taxes, paths.rmd, paths.ordinaryBase]) flow.fill(0)
  plan.ledgerUsed = false
}
