// The retirement years of the lifecycle engine (lifecycle.ts): per path, the RMD on last year's balance,
// a crash if this is its year, the strategy's draw and last year's portfolio return, then the months
// (lifecycle-months.ts): income (taxed), the RMD (taxed; what spending does not need goes to the taxable
// account), then withdrawals in order. The year's constants (income in today's dollars, the RMD
// divisor) are worked out once per year, not per path.

import { SOCIAL_SECURITY_TAXABLE_SHARE } from './income-tax.ts'
import { uniformLifetimeDivisor } from './rmd.ts'
import { yearlyDraw } from './withdrawals.ts'
import * as months from './lifecycle-months.ts'
import * as state from './lifecycle-state.ts'
import type { Growth, LifecyclePaths, Plan } from './lifecycle-state.ts'

// Read once: under tsx every imported name is a getter call (see lifecycle.ts).
const { stepMonths } = months
const { MONTHS } = state

/**
 * Retirement-year state per path kept across years: the strategy's draw and last year's portfolio return.
 * A class (stable-fields.ts).
 */
export class RetirementMemory {
  draw!: Float64Array
  lastReturn!: Float64Array
  lastInflation!: Float64Array
}

/** One retirement year's constants, the same on every path. */
interface RetiredYear {
  year: number
  /** Monthly income in today's dollars (Social Security, part-time pay) and the nominal pension. */
  indexedIncome: number
  indexedOrdinary: number
  pension: number
  pensionIndexed: boolean
  /** Uniform Lifetime divisor for the year's age; 0 before RMDs start. */
  rmdDivisor: number
  spendingTarget: boolean
  lumpSum: boolean
}

function retiredYear(plan: Plan, year: number): RetiredYear {
  const age = plan.input.current_age + year
  const { social_security: ss, pension, part_time: partTime } = plan.input.income
  const benefit = ss && age >= ss.claiming_age ? ss.monthly_benefit : 0
  const work = partTime && age < partTime.until_age ? partTime.monthly_amount : 0
  return {
    year,
    indexedIncome: benefit + work,
    indexedOrdinary: work + SOCIAL_SECURITY_TAXABLE_SHARE * benefit,
    pension: pension && age >= pension.start_age ? pension.monthly_amount : 0,
    pensionIndexed: pension?.cola === true,
    rmdDivisor: age >= plan.rmdStart ? uniformLifetimeDivisor(age) : 0,
    spendingTarget: plan.input.strategy.kind === 'fixed_real',
    // Start-of-year timing (the Trinity study's convention): the year's income, RMD and spending all land
    // before the first month's growth; loan payments stay monthly.
    lumpSum: plan.input.withdrawal_timing === 'start_of_year',
  }
}

/** One retirement year for every path (see the header). */
export function retireYear(plan: Plan, paths: LifecyclePaths, growth: Growth, memory: RetirementMemory, year: number) {
  const { strategy } = plan.input
  const { priceLevel, balances } = paths
  const [cash, taxable, taxDeferred, roth] = balances
  const constants = retiredYear(plan, year)
  const yearsLeft = plan.years - year
  const crash = year === plan.crashYear
  const keeps = plan.crashKeeps
  const guardrails = strategy.kind === 'guardrails'
  const terms = plan.terms
  terms.year = year
  terms.toDeferred = 0
  terms.toRoth = 0
  terms.incomeFundsSpending = constants.spendingTarget
  terms.surplusTo = 1 // what income or an RMD leaves over goes to the taxable account
  terms.lumpSum = constants.lumpSum
  terms.retired = true
  let reinvested = false
  for (let p = 0; p < plan.paths; p++) {
    const deflator = priceLevel[p]
    // RMD on the prior year-end balance (before any crash at this year's start).
    const deferred = taxDeferred[p]
    const rmd = constants.rmdDivisor > 0 && deferred > 0 ? deferred / constants.rmdDivisor / MONTHS : 0
    const liquidBefore = cash[p] + taxable[p] + deferred + roth[p]
    if (crash) { for (let account = 0; account < 4; account++) balances[account][p] *= keeps[account] }
    const liquid = crash ? cash[p] + taxable[p] + taxDeferred[p] + roth[p] : liquidBefore
    if (strategy.kind !== 'fixed_real') {
      const { draw, lastReturn, lastInflation } = memory
      draw[p] = yearlyDraw(strategy, draw[p], liquid, lastReturn[p], lastInflation[p], yearsLeft)
    }
    // This year's portfolio return (crash included) is next year's "last" for the guardrails (only they use it).
    if (guardrails) {
      let grown = 0
      for (let account = 0; account < 4; account++) {
        if (plan.funded[account]) grown += balances[account][p] * growth.account[account][p]
      }
      memory.lastReturn[p] = liquidBefore > 0 ? grown / liquidBefore - 1 : 0
    }
    const pension = constants.pension * (constants.pensionIndexed ? deflator : 1)
    terms.incomeTotal = constants.indexedIncome * deflator + pension
    terms.incomeOrdinary = pension + constants.indexedOrdinary * deflator
    terms.rmd = rmd
    terms.spend = constants.spendingTarget ? plan.retirementSpending * deflator : memory.draw[p] / MONTHS
    if (stepMonths(plan, paths, growth, p, terms)) reinvested = true
  }
  if (reinvested) plan.funded[1] = true
}
