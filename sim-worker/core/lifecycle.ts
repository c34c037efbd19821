// The lifecycle engine: one household from today to its planning age, month by month, on many paths.
// Saving while working (401(k), match, IRA, surplus), retirement funded by income first and then by
// withdrawals in a chosen order with federal tax grossed up, RMDs, loans that end, and success /
// depletion per path. The model and its simplifications are in sim-worker/README.md ("Lifecycle
// model"); tax in income-tax.ts, RMDs in rmd.ts, strategies and withdrawal order in withdrawals.ts,
// return models in return-models.ts.
//
// Speed (measured figures in sim-worker/README.md): paths advance year-major over structures of typed
// arrays. Within a year every account grows by one factor per month (the year's return spread evenly in
// log space, in every return model), so a working year whose monthly flows do not change (no loan paid
// off mid-year, no deficit) is done in closed form: B·G + c·(1 + g + … + g¹¹), g = G^(1/12). Retirement years
// (lifecycle-retirement.ts), and the working years that need it, step each path month by month on local
// doubles (lifecycle-months.ts). Accounts that never held money are skipped; returns are drawn in one
// block per year; nothing is allocated per path.

import type { LifecycleInput } from './lifecycle-types.ts'
import { createReturnGenerator, createYearReturns, type ReturnGenerator } from './return-models.ts'
import * as months from './lifecycle-months.ts'
import { assertLifecycleInput, seedFromInput } from './lifecycle-input.ts'
import { RetirementMemory, retireYear } from './lifecycle-retirement.ts'
import * as state from './lifecycle-state.ts'
import type { Growth, LifecyclePaths, Plan } from './lifecycle-state.ts'
import { runMemory } from './run-memory.ts'
import { withFields } from './stable-fields.ts'

// Imported functions and constants used per path or per month are read once into module constants:
// under tsx (the bench, the app's dev server) every imported name was read through a getter call, and
// those calls were a quarter of a retiree's run time in a profile. Deno's native modules are unaffected.
const { createMonthTerms, stepMonths } = months
const { accountGrowth, annuityFactors, applyCrash, makePlan, MONTHS, resetYearFlows, startingPaths, twelfthRoot } =
  state

export { seedFromInput }
export type { LifecyclePaths }

const CATCH_UP_AGE = 50

/** Which return classes some account or the home holds (the others are neither drawn nor computed). */
function classesInUse(input: LifecycleInput) {
  const mixes = Object.values(input.allocations)
  const { accounts, working } = input
  const anyMoney = accounts.cash + accounts.taxable + accounts.tax_deferred + accounts.roth > 0
  const saves = working.monthly_take_home > 0 || working.annual_salary > 0
  // Retirement income beyond spending is reinvested in taxable, so it needs returns even with no money today.
  const { social_security: ss, pension, part_time: partTime } = input.income
  const income = (ss?.monthly_benefit ?? 0) + (pension?.monthly_amount ?? 0) + (partTime?.monthly_amount ?? 0) > 0
  const liquid = anyMoney || saves || income
  return {
    stocks: liquid && mixes.some((mix) => mix.stocks > 0),
    bonds: liquid && mixes.some((mix) => mix.bonds > 0),
    cash: liquid && mixes.some((mix) => mix.cash > 0),
    real_estate: accounts.real_estate > 0,
  }
}

/**
 * A working year's pay and contribution terms, nominal and monthly. The caps are the base-year limits
 * indexed with the path's inflation, so the contributions themselves are worked out per path. The
 * household's rates are copied here so that the per-path code never reads the caller's input, whose shape
 * varies (the reason is stable-fields.ts's).
 */
interface WorkFlows {
  salary: number
  takeHome: number
  /** The base-year monthly spending (indexed by the path's price level). */
  spending: number
  deferralLimitBase: number
  iraBase: number
  /** Whether anything goes to a 401(k) or an IRA this year (else the per-path terms are all 0). */
  contributes: boolean
  k401Rate: number
  k401Roth: boolean
  iraRoth: boolean
  matchRate: number
  matchUpTo: number
}

function workFlows(plan: Plan, age: number, year: number): WorkFlows {
  const { working, limits } = plan.input
  const raise = Math.pow(1 + working.salary_growth, year)
  const catchUp = age >= CATCH_UP_AGE
  const salary = working.annual_salary * raise
  const iraBase = Math.min(working.ira_annual, limits.ira + (catchUp ? limits.ira_catch_up : 0))
  return {
    salary,
    takeHome: working.monthly_take_home * raise,
    spending: plan.input.monthly_spending,
    deferralLimitBase: limits.k401_employee + (catchUp ? limits.k401_catch_up : 0),
    iraBase,
    contributes: (salary > 0 && working.k401_rate > 0) || iraBase > 0,
    k401Rate: working.k401_rate,
    k401Roth: working.k401_roth === true,
    iraRoth: working.ira_roth === true,
    matchRate: working.employer_match.rate,
    matchUpTo: working.employer_match.up_to,
  }
}

/** One path's monthly contributions: to tax-deferred, to Roth, and the IRA part paid from take-home. */
interface Contributions {
  toDeferred: number
  toRoth: number
  ira: number
}

function contributionsFor(flows: WorkFlows, deflator: number, out: Contributions): void {
  const deferral = Math.min(flows.k401Rate * flows.salary, flows.deferralLimitBase * deflator)
  const match = flows.matchRate * Math.min(deferral, flows.matchUpTo * flows.salary)
  const ira = flows.iraBase * deflator
  out.toDeferred = ((flows.k401Roth ? 0 : deferral) + match + (flows.iraRoth ? 0 : ira)) / MONTHS
  out.toRoth = ((flows.k401Roth ? deferral : 0) + (flows.iraRoth ? ira : 0)) / MONTHS
  out.ira = ira / MONTHS
}

/**
 * B·G + c·A(G): a year of growth with `saved` added at every month's end, A(G) = 1 + g + … + g¹¹ (g =
 * G^(1/12)) the future value of 12 month-end payments of 1 (`annuity`, lifecycle-state.ts's annuityFactors).
 * Skips what is and stays empty.
 */
function growWithSavings(balances: Float64Array, p: number, gross: number, saved: number, annuity: Float64Array): void {
  if (saved > 0) balances[p] = balances[p] * gross + saved * annuity[p]
  else if (balances[p] > 0) balances[p] *= gross
}

/** The month's factors of path `p`'s funded accounts, for a working year stepped month by month. */
function monthlyFactors(plan: Plan, growth: Growth, p: number): void {
  for (let account = 0; account < 4; account++) {
    if (plan.funded[account]) growth.monthly[account][p] = twelfthRoot(growth.account[account][p])
  }
}

/** Marks the accounts a working year pays into as funded, before their growth is worked out. */
function fundWorkingYear(plan: Plan, flows: WorkFlows): void {
  if (flows.takeHome > 0) plan.funded[plan.surplusAccount] = true
  if (flows.contributes) {
    const { k401Roth, iraRoth } = flows
    if (!k401Roth || !iraRoth || flows.matchRate > 0) plan.funded[2] = true
    if (k401Roth || iraRoth) plan.funded[3] = true
  }
}

/**
 * The year's pay on every path (a month-by-month path leaves it as is); already there when last year's was
 * the same. Outside workYear: there, the comparison lacked type feedback when V8 first optimised the
 * function and dropped its code on the next run (then on-stack-replacement code for good, under Node 20).
 */
function recordPay(plan: Plan, paths: LifecyclePaths, flows: WorkFlows): void {
  const pay = flows.takeHome * MONTHS
  if (plan.workIncome === pay) return
  paths.income.fill(pay)
  plan.workIncome = pay
}

/**
 * One working year for every path. Closed form when the month's flows are the same all year and
 * leave a surplus; else month by month, drawing a deficit from the accounts in withdrawal order.
 */
function workYear(plan: Plan, paths: LifecyclePaths, growth: Growth, year: number, flows: WorkFlows): void {
  const spending = flows.spending
  const firstMonth = year * MONTHS
  const payment = plan.loanPayment
  let steadyLoans = true
  for (let m = 1; m < MONTHS; m++) if (payment[firstMonth + m] !== payment[firstMonth]) steadyLoans = false
  const toCash = plan.surplusAccount === 0
  const [cash, taxable, taxDeferred, roth] = paths.balances
  const [gCash, gTaxable, gTaxDeferred, gRoth] = growth.account
  const [hasCash, hasTaxable, hasTaxDeferred, hasRoth] = plan.funded
  const [aCash, aTaxable, aTaxDeferred, aRoth] = growth.annuity
  const { contributes, takeHome } = flows
  // The factors of every account this year can save into (a path that does not save leaves its unread).
  if (hasCash && toCash) annuityFactors(gCash, aCash)
  if (hasTaxable && !toCash) annuityFactors(gTaxable, aTaxable)
  if (hasTaxDeferred && contributes) annuityFactors(gTaxDeferred, aTaxDeferred)
  if (hasRoth && contributes) annuityFactors(gRoth, aRoth)
  const { basis, priceLevel } = paths
  const paid: Contributions = { toDeferred: 0, toRoth: 0, ira: 0 } // stays 0 when nothing is contributed
  const loanPayment = payment[firstMonth]
  const terms = plan.terms
  Object.assign(terms, { year, incomeTotal: 0, incomeOrdinary: 0, rmd: 0, incomeFundsSpending: false })
  Object.assign(terms, { surplusTo: plan.surplusAccount, lumpSum: false, retired: false })

  for (let p = 0; p < plan.paths; p++) {
    const deflator = priceLevel[p]
    if (contributes) contributionsFor(flows, deflator, paid)
    const surplus = takeHome - spending * deflator - paid.ira - loanPayment
    if (steadyLoans && surplus >= 0) {
      if (hasCash) growWithSavings(cash, p, gCash[p], toCash ? surplus : 0, aCash)
      if (hasTaxable) growWithSavings(taxable, p, gTaxable[p], toCash ? 0 : surplus, aTaxable)
      if (hasTaxDeferred) growWithSavings(taxDeferred, p, gTaxDeferred[p], paid.toDeferred, aTaxDeferred)
      if (hasRoth) growWithSavings(roth, p, gRoth[p], paid.toRoth, aRoth)
      if (!toCash) basis[p] += surplus * MONTHS
    } else {
      // A deficit or a loan ending mid-year: month by month (the surplus, if any, still saved monthly).
      terms.toDeferred = paid.toDeferred
      terms.toRoth = paid.toRoth
      terms.spend = spending * deflator + paid.ira - takeHome
      monthlyFactors(plan, growth, p)
      stepMonths(plan, paths, growth, p, terms)
      plan.ledgerUsed = true
    }
  }
}

/**
 * Whether any number of a nominal-only run depends on the path's inflation: spending and contribution
 * limits are indexed by it, cash earns it, retirement (Social Security's COLA, the tax brackets, the
 * strategies) uses it, and the inflation shift moves it.
 */
function nominalDependsOnInflation(input: LifecycleInput, plan: Plan, cashInUse: boolean): boolean {
  const { working } = input
  const contributes = (working.annual_salary > 0 && working.k401_rate > 0) || working.ira_annual > 0
  const retires = input.retirement_age < plan.planningAge
  const spends = input.monthly_spending > 0
  return cashInUse || spends || contributes || retires || (input.shocks?.inflation_shift ?? 0) !== 0
}

export interface LifecycleOptions {
  /**
   * The caller reads nominal figures only (not `deflator` or `priceLevel`). Then, when nothing nominal
   * depends on inflation either (no spending, no indexed contributions, no retirement years, no cash
   * class), the parametric model draws no inflation and the price level stays 1 on every path. The asset
   * returns are the same either way (inflation has its own random stream).
   */
  nominalOnly?: boolean
  /**
   * Only paths `from` … `to` − 1 of the run, with the numbers the whole run gives them (the return
   * generator skips the other paths' draws; nothing else couples paths): lifecycle-shards.ts runs a
   * large run's windows on several threads.
   */
  window?: { from: number; to: number }
}

export interface LifecycleRun {
  paths: number
  years: number
  seed: number
  startYears?: Int32Array
}

/** Home values grow by the year's real-estate factor (a home worth nothing stays so). */
function growHomes(homes: Float64Array, factors: Float64Array): void {
  for (let p = 0; p < homes.length; p++) if (homes[p] > 0) homes[p] *= factors[p]
}

/**
 * The year's price level moves to `priceLevel` (the level its flows are paid at) and `deflator` becomes
 * the level at its end: the two arrays swap roles, so the year costs one pass, not a copy and a pass.
 */
function startPriceYear(paths: LifecyclePaths): void {
  const level = paths.deflator
  paths.deflator = paths.priceLevel
  paths.priceLevel = level
}

function endPriceYear(paths: LifecyclePaths, inflation: Float64Array): void {
  const { deflator, priceLevel } = paths
  for (let p = 0; p < deflator.length; p++) deflator[p] = priceLevel[p] * (1 + inflation[p])
}

/**
 * Runs every path to the planning age and hands the state to `onYearEnd` for year 0 (today) and after
 * each simulated year. Same input (seed included, or derived by seedFromInput) ⇒ same numbers. The
 * per-path arrays are the thread's kept run memory (run-memory.ts): valid until its next run starts.
 */
export function simulateLifecyclePaths(
  input: LifecycleInput,
  onYearEnd: (year: number, paths: LifecyclePaths) => void,
  onStart?: (run: LifecycleRun) => void,
  options: LifecycleOptions = {},
): LifecycleRun {
  return runMemory.run(() => simulate(input, onYearEnd, onStart, options))
}

function simulate(
  input: LifecycleInput,
  onYearEnd: (year: number, paths: LifecyclePaths) => void,
  onStart: ((run: LifecycleRun) => void) | undefined,
  options: LifecycleOptions,
): LifecycleRun {
  assertLifecycleInput(input)
  const seed = input.seed ?? seedFromInput(input)
  const plan = makePlan(input, createMonthTerms())
  const used = classesInUse(input)
  const tracksPrices = options.nominalOnly !== true || nominalDependsOnInflation(input, plan, used.cash)
  const generator: ReturnGenerator = createReturnGenerator(input, plan.years, seed, used, tracksPrices, options.window)
  plan.paths = generator.paths
  const run: LifecycleRun = { paths: plan.paths, years: plan.years, seed, startYears: generator.startYears }
  onStart?.(run)
  const paths = startingPaths(input, plan.paths, plan.loanBalance[0])
  const returns = createYearReturns(plan.paths)
  const growth: Growth = state.createGrowth(plan.paths)
  const memory = withFields(RetirementMemory, {
    draw: runMemory.float64(plan.paths).fill(Number.NaN),
    lastReturn: runMemory.float64(plan.paths),
    lastInflation: runMemory.float64(plan.paths),
  })
  const guardrails = input.strategy.kind === 'guardrails'
  onYearEnd(0, paths)
  for (let year = 0; year < plan.years; year++) {
    resetYearFlows(plan, paths)
    startPriceYear(paths)
    generator.fill(year, returns)
    const working = input.current_age + year < input.retirement_age
    const flows = working ? workFlows(plan, input.current_age + year, year) : null
    if (flows) fundWorkingYear(plan, flows)
    accountGrowth(plan, returns, growth, paths, flows === null)
    if (year === plan.crashYear) applyCrash(plan, paths, flows !== null)
    if (plan.hasHome) growHomes(paths.realEstate, returns.real_estate)
    if (flows) {
      recordPay(plan, paths, flows)
      workYear(plan, paths, growth, year, flows)
    } else retireYear(plan, paths, growth, memory, year)
    // A working year writes its flows only on the month-by-month paths (the ledger); the others leave the
    // +0 that resetYearFlows (or the start) put there. Retirement years write every flow outright.
    paths.flowsZero = flows !== null && !plan.ledgerUsed
    if (tracksPrices) endPriceYear(paths, returns.inflation)
    if (guardrails) memory.lastInflation.set(returns.inflation)
    paths.loans = plan.loanBalance[(year + 1) * MONTHS]
    onYearEnd(year + 1, paths)
  }
  return run
}
