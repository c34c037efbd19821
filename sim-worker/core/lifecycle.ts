// The lifecycle engine: one household from today to its planning age, month by month, on many paths.
// Saving while working (401(k), match, IRA, surplus), retirement funded by income first and then by
// withdrawals in a chosen order with federal tax grossed up, RMDs, loans that end, and success /
// depletion per path. The model and its simplifications are in sim-worker/README.md ("Lifecycle
// model"); tax in income-tax.ts, RMDs in rmd.ts, strategies and withdrawal order in withdrawals.ts,
// return models in return-models.ts.
//
// Speed: paths advance year-major over structures of typed arrays. Within a year every account grows
// by one factor per month (the year's return spread evenly in log space, in every return model), so a
// working year whose monthly flows do not change (no loan paid off mid-year, no deficit) is done in
// closed form: B·G + c·(G − 1)/(G^(1/12) − 1). Retirement years, and the rare working years that need
// it, step month by month. Empty accounts are skipped; returns are drawn in one block per year.

import type { LifecycleInput, LiquidAccount } from './lifecycle-types.ts'
import { type GrossBrackets, grossBrackets, SOCIAL_SECURITY_TAXABLE_SHARE } from './income-tax.ts'
import { createReturnGenerator, createYearReturns, type ReturnGenerator, type YearReturns } from './return-models.ts'
import { requiredMinimumDistribution, rmdStartAge } from './rmd.ts'
import {
  ACCOUNT_INDEX,
  bookOrdinaryIncome,
  DEFAULT_WITHDRAWAL_ORDER,
  withdraw,
  type WithdrawalRules,
  type WithdrawalState,
  yearlyDraw,
} from './withdrawals.ts'
import { assertLifecycleInput, seedFromInput } from './lifecycle-input.ts'

export { seedFromInput }

const MONTHS = 12
const DEFAULT_PLANNING_AGE = 95
const DEFAULT_CAPITAL_GAINS_RATE = 0.15
const CATCH_UP_AGE = 50

/**
 * Every path's state after a year. The arrays are the engine's own buffers, overwritten the next
 * year: read them in the callback, copy what must outlive it.
 */
export interface LifecyclePaths extends WithdrawalState {
  realEstate: Float64Array
  /** Cumulative realised inflation since today, at the end of the year just simulated (real = nominal ÷ this). */
  deflator: Float64Array
  /** The same at the start of that year: the price level its flows were paid at. */
  priceLevel: Float64Array
  /** Total loan balance at the year's end (loans are not random: the same on every path). */
  loans: number
  /** This year's income received (wages while working: take-home; then SS, pension, part-time) and RMDs. */
  income: Float64Array
  rmd: Float64Array
  /** First month (0-based from today) the liquid accounts could not fund spending; -1 while never. */
  depletedMonth: Int32Array
  /** Unfunded spending so far, today's dollars. */
  shortfallReal: Float64Array
}

/** Everything fixed for a run, worked out once. */
interface Plan {
  input: LifecycleInput
  paths: number
  years: number
  planningAge: number
  rmdStart: number
  /** Allocation weights per liquid account: [stocks, bonds, cash] × 4, in ACCOUNT_INDEX order. */
  weights: Float64Array
  loanPayment: Float64Array
  loanBalance: Float64Array
  rules: WithdrawalRules
  surplusAccount: number
  retirementSpending: number
}

/** The year's gross factor per liquid account and the home, per path. */
interface Growth {
  account: [Float64Array, Float64Array, Float64Array, Float64Array]
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

function makePlan(input: LifecycleInput): Plan {
  const planningAge = input.planning_age ?? DEFAULT_PLANNING_AGE
  const years = planningAge - input.current_age
  const weights = new Float64Array(12)
  for (const [name, index] of Object.entries(ACCOUNT_INDEX)) {
    const mix = input.allocations[name as LiquidAccount]
    weights.set([mix.stocks, mix.bonds, mix.cash], index * 3)
  }
  const { payment, balance } = loanSchedule(input, years * MONTHS)
  const order = input.withdrawal_order ?? DEFAULT_WITHDRAWAL_ORDER
  return {
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
    retirementSpending: input.retirement_monthly_spending ?? input.monthly_spending,
  }
}

function startingPaths(input: LifecycleInput, paths: number, loans: number): LifecyclePaths {
  const filled = (value: number) => new Float64Array(paths).fill(value)
  const zeros = () => new Float64Array(paths)
  const { accounts } = input
  return {
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
    depletedMonth: new Int32Array(paths).fill(-1),
    shortfallReal: zeros(),
  }
}

/** Which return classes some account or the home holds (the others are neither drawn nor computed). */
function classesInUse(input: LifecycleInput) {
  const mixes = Object.values(input.allocations)
  const { accounts, working } = input
  const anyMoney = accounts.cash + accounts.taxable + accounts.tax_deferred + accounts.roth > 0
  const saves = working.monthly_take_home > 0 || working.annual_salary > 0
  const liquid = anyMoney || saves
  return {
    stocks: liquid && mixes.some((mix) => mix.stocks > 0),
    bonds: liquid && mixes.some((mix) => mix.bonds > 0),
    cash: liquid && mixes.some((mix) => mix.cash > 0),
    real_estate: accounts.real_estate > 0,
  }
}

/** Each liquid account's gross factor for the year (rebalanced to its mix at the year's start), and the home's. */
function accountGrowth(plan: Plan, returns: YearReturns, growth: Growth, paths: LifecyclePaths): void {
  const w = plan.weights
  const { stocks, bonds, cash } = returns
  for (let account = 0; account < 4; account++) {
    const ws = w[account * 3]
    const wb = w[account * 3 + 1]
    const wc = w[account * 3 + 2]
    const out = growth.account[account]
    for (let p = 0; p < plan.paths; p++) out[p] = ws * stocks[p] + wb * bonds[p] + wc * cash[p]
  }
  const home = paths.realEstate
  for (let p = 0; p < plan.paths; p++) if (home[p] > 0) home[p] *= returns.real_estate[p]
}

/**
 * The month's factor when a year's gross factor G is spread evenly in log space: G^(1/12). Taken as
 * √√∛G, exactly the same number up to rounding and about six times faster than Math.pow in V8.
 */
function monthlyFactor(gross: number): number {
  return Math.sqrt(Math.sqrt(Math.cbrt(gross)))
}

/** Future value of 12 month-end payments of 1 when the year's gross factor is G, spread evenly by month. */
function annuityFactor(gross: number): number {
  const monthly = monthlyFactor(gross)
  return monthly === 1 ? MONTHS : (gross - 1) / (monthly - 1)
}

function markDepleted(paths: LifecyclePaths, p: number, month: number, unfunded: number, deflator: number): void {
  if (paths.depletedMonth[p] < 0) paths.depletedMonth[p] = month
  paths.shortfallReal[p] += unfunded / deflator
}

/**
 * A working year's pay and contributions, nominal and monthly. The caps are the base-year limits
 * indexed with the path's inflation, so they are per path: `contributionsFor` fills `flows` for one.
 */
interface WorkFlows {
  salary: number
  takeHome: number
  deferralLimitBase: number
  iraBase: number
  toDeferred: number
  toRoth: number
  ira: number
}

function workFlows(plan: Plan, age: number, year: number): WorkFlows {
  const { working, limits } = plan.input
  const raise = Math.pow(1 + working.salary_growth, year)
  const catchUp = age >= CATCH_UP_AGE
  return {
    salary: working.annual_salary * raise,
    takeHome: working.monthly_take_home * raise,
    deferralLimitBase: limits.k401_employee + (catchUp ? limits.k401_catch_up : 0),
    iraBase: Math.min(working.ira_annual, limits.ira + (catchUp ? limits.ira_catch_up : 0)),
    toDeferred: 0,
    toRoth: 0,
    ira: 0,
  }
}

function contributionsFor(plan: Plan, flows: WorkFlows, deflator: number): void {
  const { working } = plan.input
  const deferral = Math.min(working.k401_rate * flows.salary, flows.deferralLimitBase * deflator)
  const match = working.employer_match.rate * Math.min(deferral, working.employer_match.up_to * flows.salary)
  const ira = flows.iraBase * deflator
  flows.toDeferred = ((working.k401_roth ? 0 : deferral) + match + (working.ira_roth ? 0 : ira)) / MONTHS
  flows.toRoth = ((working.k401_roth ? deferral : 0) + (working.ira_roth ? ira : 0)) / MONTHS
  flows.ira = ira / MONTHS
}

/** B·G + c·A(G): a year of growth with `monthly` added at every month's end; skips what is and stays empty. */
function growWithSavings(balances: Float64Array, p: number, gross: number, monthly: number): void {
  if (monthly > 0) balances[p] = balances[p] * gross + monthly * annuityFactor(gross)
  else if (balances[p] > 0) balances[p] *= gross
}

/**
 * One working year for every path. Closed form when the month's flows are the same all year and
 * leave a surplus; else month by month, drawing a deficit from the accounts in withdrawal order.
 */
function workYear(plan: Plan, paths: LifecyclePaths, growth: Growth, year: number): void {
  const spending = plan.input.monthly_spending
  const firstMonth = year * MONTHS
  const payment = plan.loanPayment
  let steadyLoans = true
  for (let m = 1; m < MONTHS; m++) if (payment[firstMonth + m] !== payment[firstMonth]) steadyLoans = false
  const flows = workFlows(plan, plan.input.current_age + year, year)
  const toCash = plan.surplusAccount === 0
  const [cash, taxable, taxDeferred, roth] = paths.balances
  const [gCash, gTaxable, gTaxDeferred, gRoth] = growth.account
  const { basis, priceLevel, income } = paths

  for (let p = 0; p < plan.paths; p++) {
    const deflator = priceLevel[p]
    contributionsFor(plan, flows, deflator)
    const surplus = flows.takeHome - spending * deflator - flows.ira - payment[firstMonth]
    income[p] += flows.takeHome * MONTHS
    if (steadyLoans && surplus >= 0) {
      growWithSavings(cash, p, gCash[p], toCash ? surplus : 0)
      growWithSavings(taxable, p, gTaxable[p], toCash ? 0 : surplus)
      growWithSavings(taxDeferred, p, gTaxDeferred[p], flows.toDeferred)
      growWithSavings(roth, p, gRoth[p], flows.toRoth)
      if (!toCash) basis[p] += surplus * MONTHS
    } else {
      workMonths(plan, paths, growth, p, year, flows, spending * deflator)
    }
  }
}

function workMonths(
  plan: Plan,
  paths: LifecyclePaths,
  growth: Growth,
  p: number,
  year: number,
  flows: WorkFlows,
  spending: number,
): void {
  const { balances, basis } = paths
  const deflator = paths.priceLevel[p]
  const monthly = growth.account.map((annual) => monthlyFactor(annual[p]))
  for (let m = 0; m < MONTHS; m++) {
    const month = year * MONTHS + m
    for (let account = 0; account < 4; account++) balances[account][p] *= monthly[account]
    balances[2][p] += flows.toDeferred
    balances[3][p] += flows.toRoth
    const flow = flows.takeHome - spending - flows.ira - plan.loanPayment[month]
    if (flow >= 0) {
      balances[plan.surplusAccount][p] += flow
      if (plan.surplusAccount === 1) basis[p] += flow
    } else {
      const unfunded = withdraw(paths, plan.rules, p, -flow, deflator)
      if (unfunded > 0) markDepleted(paths, p, month, unfunded, deflator)
    }
  }
}

/** Retirement-year state per path kept across years: the strategy's draw and last year's portfolio return. */
interface RetirementMemory {
  draw: Float64Array
  lastReturn: Float64Array
  lastInflation: Float64Array
}

/** Monthly retirement income for one path (nominal), and its ordinary-income part. */
function retirementIncome(plan: Plan, age: number, deflator: number) {
  const { social_security: ss, pension, part_time: partTime } = plan.input.income
  const benefit = ss && age >= ss.claiming_age ? ss.monthly_benefit * deflator : 0
  const pensionPaid = pension && age >= pension.start_age ? pension.monthly_amount * (pension.cola ? deflator : 1) : 0
  const work = partTime && age < partTime.until_age ? partTime.monthly_amount * deflator : 0
  return { total: benefit + pensionPaid + work, ordinary: pensionPaid + work + SOCIAL_SECURITY_TAXABLE_SHARE * benefit }
}

function retireYear(plan: Plan, paths: LifecyclePaths, growth: Growth, memory: RetirementMemory, year: number): void {
  const age = plan.input.current_age + year
  const { strategy, birth_year: birthYear } = plan.input
  const { balances, priceLevel } = paths
  const yearsLeft = plan.years - year
  for (let p = 0; p < plan.paths; p++) {
    const deflator = priceLevel[p]
    const liquid = balances[0][p] + balances[1][p] + balances[2][p] + balances[3][p]
    if (strategy.kind !== 'fixed_real') {
      memory.draw[p] = yearlyDraw(
        strategy,
        memory.draw[p],
        liquid,
        memory.lastReturn[p],
        memory.lastInflation[p],
        yearsLeft,
      )
    }
    // Last year's portfolio return for the guardrails: the balance-weighted mix of this year's account factors is next year's "last".
    let grown = 0
    for (let account = 0; account < 4; account++) grown += balances[account][p] * growth.account[account][p]
    memory.lastReturn[p] = liquid > 0 ? grown / liquid - 1 : 0
    const rmd = requiredMinimumDistribution(balances[2][p], age, birthYear) / MONTHS
    const income = retirementIncome(plan, age, deflator)
    const target = strategy.kind === 'fixed_real' ? plan.retirementSpending * deflator : memory.draw[p] / MONTHS
    retireMonths(plan, paths, growth, p, year, rmd, income, target, strategy.kind === 'fixed_real')
  }
}

/**
 * The 12 months of one retired path: growth, then income (taxed), the RMD (taxed; what spending does
 * not need goes to the taxable account), then withdrawals in order for the rest.
 * `target` is the month's spending (fixed_real) or the portfolio's net draw (other strategies).
 */
function retireMonths(
  plan: Plan,
  paths: LifecyclePaths,
  growth: Growth,
  p: number,
  year: number,
  rmd: number,
  income: { total: number; ordinary: number },
  target: number,
  spendingTarget: boolean,
): void {
  const { balances, basis } = paths
  const deflator = paths.priceLevel[p]
  const brackets: GrossBrackets = plan.rules.brackets
  const monthly = growth.account.map((annual, account) => (balances[account][p] > 0 ? monthlyFactor(annual[p]) : 1))
  // Start-of-year timing (the Trinity study's convention): the year's income, RMD and spending all land
  // before the first month's growth; loan payments stay monthly.
  const lumpSum = plan.input.withdrawal_timing === 'start_of_year'
  for (let m = 0; m < MONTHS; m++) {
    const month = year * MONTHS + m
    const share = lumpSum ? (m === 0 ? MONTHS : 0) : 1
    if (!lumpSum) { for (let account = 0; account < 4; account++) balances[account][p] *= monthly[account] }
    const netIncome = share * income.total - bookOrdinaryIncome(paths, brackets, p, share * income.ordinary, deflator)
    paths.income[p] += share * income.total
    const required = share * rmd < balances[2][p] ? share * rmd : balances[2][p]
    let rmdNet = 0
    if (required > 0) {
      balances[2][p] -= required
      paths.withdrawn[2][p] += required
      paths.rmd[p] += required
      rmdNet = required - bookOrdinaryIncome(paths, brackets, p, required, deflator)
    }
    // What the portfolio must still pay this month (after tax), loans included.
    const need = (spendingTarget ? share * target - netIncome : share * target) + plan.loanPayment[month] - rmdNet
    if (need < 0) {
      balances[1][p] -= need // reinvest the surplus (an RMD beyond spending, or income beyond it) in taxable
      basis[p] -= need
    } else if (need > 0) {
      const unfunded = withdraw(paths, plan.rules, p, need, deflator)
      if (unfunded > 0) markDepleted(paths, p, month, unfunded, deflator)
    }
    if (lumpSum) { for (let account = 0; account < 4; account++) balances[account][p] *= monthly[account] }
  }
}

function resetYearFlows(paths: LifecyclePaths): void {
  for (const flow of [...paths.withdrawn, paths.taxes, paths.income, paths.rmd, paths.ordinaryBase]) flow.fill(0)
}

export interface LifecycleRun {
  paths: number
  years: number
  seed: number
  startYears?: Int32Array
}

/**
 * Runs every path to the planning age and hands the state to `onYearEnd` for year 0 (today) and after
 * each simulated year. Same input (seed included, or derived by seedFromInput) ⇒ same numbers.
 */
export function simulateLifecyclePaths(
  input: LifecycleInput,
  onYearEnd: (year: number, paths: LifecyclePaths) => void,
  onStart?: (run: LifecycleRun) => void,
): LifecycleRun {
  assertLifecycleInput(input)
  const seed = input.seed ?? seedFromInput(input)
  const plan = makePlan(input)
  const generator: ReturnGenerator = createReturnGenerator(input, plan.years, seed, classesInUse(input))
  plan.paths = generator.paths
  const run: LifecycleRun = { paths: plan.paths, years: plan.years, seed, startYears: generator.startYears }
  onStart?.(run)
  const paths = startingPaths(input, plan.paths, plan.loanBalance[0])
  const returns = createYearReturns(plan.paths)
  const perPath = () => new Float64Array(plan.paths)
  const growth: Growth = { account: [perPath(), perPath(), perPath(), perPath()] }
  const memory: RetirementMemory = {
    draw: new Float64Array(plan.paths).fill(Number.NaN),
    lastReturn: new Float64Array(plan.paths),
    lastInflation: new Float64Array(plan.paths),
  }
  onYearEnd(0, paths)
  for (let year = 0; year < plan.years; year++) {
    resetYearFlows(paths)
    paths.priceLevel.set(paths.deflator)
    generator.fill(year, returns)
    accountGrowth(plan, returns, growth, paths)
    if (input.current_age + year < input.retirement_age) workYear(plan, paths, growth, year)
    else retireYear(plan, paths, growth, memory, year)
    const { inflation } = returns
    for (let p = 0; p < plan.paths; p++) paths.deflator[p] *= 1 + inflation[p]
    memory.lastInflation.set(inflation)
    paths.loans = plan.loanBalance[(year + 1) * MONTHS]
    onYearEnd(year + 1, paths)
  }
  return run
}
