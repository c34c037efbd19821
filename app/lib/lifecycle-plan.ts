import type {
  Allocation,
  LifecycleInput,
  LifecycleLoan,
  LiquidAccount,
  ReturnModel,
  WithdrawalStrategy,
} from '../../sim-worker/core/lifecycle-types.ts'
import { DEFAULT_WITHDRAWAL_ORDER } from '../../sim-worker/core/withdrawals.ts'
import {
  WITHDRAWAL_ORDERS,
  type Assumptions,
  type PlanReturnModel,
  type PlanIraKind,
  type PlanStrategy,
  type PlanWithdrawalOrder,
} from '../schemas/projections.ts'
import { iraContributionPlan, type IraContribution, type IraFacts } from './ira-plan.ts'
import { formulaFromMatchPair } from './advisor-recommendations.ts'
import { loanPaymentCents } from './loan-math.ts'
import { centsToDollars } from './money.ts'
import { DEFAULT_PART_TIME_UNTIL_AGE, DEFAULT_WITHDRAWAL_RATES } from './projection-fields.ts'
import {
  goalMonthlySpending,
  retirementAgeChoice,
  retirementSpendingChoice,
  type RetirementAgeSource,
  type RetirementGoalPlan,
  type RetirementSpendingSource,
} from './retirement-goal.ts'
import {
  benefitFactorPer7200,
  FULL_BENEFIT_FACTOR,
  fullRetirementAge,
  fullRetirementAgeForBirthDate,
  monthlyBenefitCents,
} from './social-security.ts'
import { MAX_LIFECYCLE_LOANS } from '../../sim-worker/core/lifecycle-schema.ts'
import { federalTax, standardDeductionCents } from './tax/federal.ts'
import { retirementLimitsOrNearest } from './tax/retirement-limits.ts'
import { nearestTaxYear, taxTable, type FilingStatus } from './tax/tables.ts'

// The lifecycle model's input from one household's own records (README, "Lifecycle projection:
// what it reads"). Pure: the service gathers the records (app/services/projections/
// lifecycle-input.server.ts), this turns them into the engine's plan and says what it assumed.

export const DEFAULT_RETIREMENT_AGE = 65
export const DEFAULT_PLANNING_AGE = 95
/** Used when the profile has neither a date of birth nor an age; the screen says so. */
export const ASSUMED_AGE = 40
/**
 * Expected bond return: the projection assumptions have no bond rate. 4 % is close to the
 * 10-year Treasury yield in 2025 (about 4.0–4.6 %, FRED DGS10), the usual forward-looking anchor.
 */
export const BOND_RETURN = 0.04
/** Employee FICA: 6.2 % Social Security + 1.45 % Medicare (IRC 3101); the wage base cap is not applied. */
export const FICA_RATE = 0.0765
/** Age-50 catch-up limits: 2025 Notice 2024-80, 2026 Notice 2025-67 (401(k) $8,000, IRA $1,100). */
const CATCH_UP: Record<number, { k401: number; ira: number }> = {
  2024: { k401: 7_500, ira: 1_000 },
  2025: { k401: 7_500, ira: 1_000 },
  2026: { k401: 8_000, ira: 1_100 },
}

export interface PlanOptions {
  retirement_age?: number
  planning_age?: number
  strategy: PlanStrategy
  /** The percentage or guardrail strategy's rate (a fraction); unset, the strategy's default. */
  withdrawal_rate?: number
  /** Spending from the retirement age, dollars a month in today's dollars; unset, the retirement goal's or the monthly expenses. */
  retirement_monthly_spending?: number
  /** The age to claim Social Security at (62–70); unset, the benefit record's own. */
  claiming_age?: number
  /** Part-time pay from the retirement age (dollars a month before tax, today's dollars); unset, none. */
  part_time_monthly_income?: number
  /** The age part-time pay stops at; unset, DEFAULT_PART_TIME_UNTIL_AGE. */
  part_time_until_age?: number
  return_model: PlanReturnModel
  /** IRA contributions while working, dollars a year in today's dollars (app/lib/ira-plan.ts); unset, none. */
  ira_annual_contribution?: number
  /** Roth unless set. */
  ira_type?: PlanIraKind
  /** The order retirement withdrawals take after cash; unset, taxable first (the engine's default). */
  withdrawal_order?: PlanWithdrawalOrder
  iterations: number
  /** The run reaches at least this many years from today (the API's `years`). */
  min_years?: number
}

/** What the household's records say, already read by the service. Money in cents. */
export interface HouseholdPlanFacts {
  /** ISO date of today. */
  today: string
  birthDate: string | null
  age: number | null
  preferredRetirementAge: number | null
  /** The active retirement goal (app/lib/retirement-goal.ts): its age and spending come before the preferences'. */
  retirementGoal: RetirementGoalPlan | null
  filingStatus: FilingStatus | null
  assets: Record<string, AssetTotals>
  liabilities: LiabilityRow[]
  monthlyIncomeCents: number
  monthlyExpensesCents: number
  /** The household's wages a year (employee FICA is paid on every earner's wages). */
  salaryYearCents: number
  /** The plan holder's own pay a year: the 401(k) deferral and its match are figured on it, not on a spouse's. */
  holderSalaryYearCents: number
  k401: { percent: number | null; matchPercent: number | null; matchLimitPercent: number | null }
  /** The advisor form's target mix in percent, when given. */
  targetMix: { stocks: number; bonds: number } | null
  socialSecurity: { monthlyCents: number; eligibilityDate: string | null } | null
  pension: { monthlyCents: number; eligibilityDate: string | null } | null
  assumptions: Assumptions
}

/** One asset subcategory's sums (app/services/finance/entry-totals.server.ts reads them in SQL). */
export interface AssetTotals {
  amount_cents: number
  /** Retirement entries whose description mentions "roth" (case-insensitive). */
  roth_cents: number
  stocks_cents: number
  bonds_cents: number
  cash_cents: number
  real_estate_cents: number
  alternative_cents: number
  /** The amount of the entries that give any allocation (percentages totalling more than zero). */
  allocated_cents: number
}

export interface LiabilityRow {
  amount_cents: number
  interest_rate: number | null
  minimum_payment_cents: number | null
  remaining_months: number | null
}

/** What the plan had to assume; the screen lists these beside the figures. */
export interface PlanAssumed {
  age: boolean
  filing_status: boolean
  /** Personal property in cents: counted in today's net worth, never sold, not projected. */
  personal_property_cents: number
}

/**
 * An age the plan could not use as asked, and why: a retirement age already past (retired from today) or a
 * planning age the run had to go beyond. The screen shows `message` beside the plan; the API the whole.
 */
export interface PlanAgeAdjustment {
  field: 'retirement_age' | 'planning_age' | 'claiming_age' | 'part_time_until_age' | 'ira_annual_contribution'
  asked: number
  /**
   * Null for a claiming age asked of a household with no Social Security benefit recorded, or a part-time end
   * age that brings no part-time year.
   */
  used: number | null
  message: string
}

export interface LifecyclePlan {
  input: LifecycleInput
  assumed: PlanAssumed
  /** The ages used that differ from those asked (or the defaults), each with its reason; usually empty. */
  adjustments: PlanAgeAdjustment[]
  /** Take-home pay a month today after federal tax, FICA and the 401(k) deferral, dollars. */
  monthly_take_home: number
  /** Social Security claiming age used (the one chosen, else the benefit record's eligibility date, else 67). */
  claiming_age: number | null
  /** The benefit record as recorded (today's dollars a month, at its own claiming age); null without one. */
  social_security_record: { claiming_age: number; monthly_benefit: number } | null
  /** Where the retirement age and the retirement spending came from (app/lib/retirement-goal.ts). */
  sources: { retirement_age: RetirementAgeSource; retirement_spending: RetirementSpendingSource }
  /** The active retirement goal the plan read (spending in today's dollars a month), or null. */
  retirement_goal: { name: string; retirement_age: number; monthly_spending: number } | null
  /** The order retirement withdrawals take after cash (its accounts in `WITHDRAWAL_ORDERS`). */
  withdrawal_order: PlanWithdrawalOrder
  /** IRA contributions while working, as the plan makes them; null for none. */
  ira_contribution: IraContribution | null
}

const dollars = centsToDollars
const CASH_ONLY: Allocation = { stocks: 0, bonds: 0, cash: 1 }

/** Whole years from an ISO date to another (the age on `today`). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number)
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** Sums of nothing: where a subcategory's totals start. */
export function emptyAssetTotals(): AssetTotals {
  return {
    amount_cents: 0,
    roth_cents: 0,
    stocks_cents: 0,
    bonds_cents: 0,
    cash_cents: 0,
    real_estate_cents: 0,
    alternative_cents: 0,
    allocated_cents: 0,
  }
}

function sumAssets(assets: Record<string, AssetTotals>, keys: string[]): AssetTotals {
  const total = emptyAssetTotals()
  for (const key of keys) {
    const row = assets[key]
    if (!row) continue
    for (const field of Object.keys(total) as (keyof AssetTotals)[]) total[field] += row[field]
  }
  return total
}

/**
 * The mix the entries give (amount-weighted; real-estate funds and alternatives count as
 * stocks, the model's risky class), else the advisor form's target mix, else `fallback`.
 */
function mixOf(totals: AssetTotals, target: HouseholdPlanFacts['targetMix'], fallback: Allocation): Allocation {
  const risky = totals.stocks_cents + totals.real_estate_cents + totals.alternative_cents
  const given = risky + totals.bonds_cents + totals.cash_cents
  if (totals.allocated_cents > 0 && given > 0) {
    return { stocks: risky / given, bonds: totals.bonds_cents / given, cash: totals.cash_cents / given }
  }
  if (target && target.stocks + target.bonds > 0) {
    const sum = target.stocks + target.bonds
    return { stocks: target.stocks / sum, bonds: target.bonds / sum, cash: 0 }
  }
  return fallback
}

/** A loan's payment: its minimum payment, else amortised on its remaining term, else 1 % of the balance (≥ $25). */
function loanOf(row: LiabilityRow): LifecycleLoan {
  const rate = row.interest_rate ?? 0
  return {
    balance: dollars(row.amount_cents),
    annual_rate: rate / 100,
    monthly_payment: dollars(loanPaymentCents(row)),
  }
}

/**
 * At most MAX_LIFECYCLE_LOANS loans (the engine's bound on a request): beyond it, the smallest are
 * paid as one loan with their summed balance and payment at their balance-weighted rate. Their
 * payoff dates then blur together; the total owed and paid each month stay the same at the start.
 */
function withinLoanLimit(loans: LifecycleLoan[]): LifecycleLoan[] {
  if (loans.length <= MAX_LIFECYCLE_LOANS) return loans
  const bySize = [...loans].sort((a, b) => b.balance - a.balance)
  const kept = bySize.slice(0, MAX_LIFECYCLE_LOANS - 1)
  const rest = bySize.slice(MAX_LIFECYCLE_LOANS - 1)
  const balance = rest.reduce((sum, loan) => sum + loan.balance, 0)
  return [
    ...kept,
    {
      balance,
      annual_rate: rest.reduce((sum, loan) => sum + loan.annual_rate * loan.balance, 0) / balance,
      monthly_payment: rest.reduce((sum, loan) => sum + loan.monthly_payment, 0),
    },
  ]
}

function taxYearTable(year: number, status: FilingStatus) {
  const table = taxTable(nearestTaxYear(year))!
  const brackets = table.brackets[status]
  return {
    year: table.year,
    tax: {
      thresholds: [0, ...brackets.slice(0, -1).map((b) => dollars(b.upToCents!))],
      rates: brackets.map((b) => b.ratePercent / 100),
      standard_deduction: dollars(table.standardDeductionCents[status]),
    },
  }
}

/**
 * Take-home pay today, a month: income entries are gross. Federal tax by this year's table on income
 * less the 401(k) deferral, the standard deduction and a traditional IRA's deduction, employee FICA on
 * wages, and the deferral come off.
 */
function takeHomeMonthly(
  facts: HouseholdPlanFacts,
  status: FilingStatus,
  taxYear: number,
  deferral: number,
  iraDeduction: number,
) {
  const grossYearCents = facts.monthlyIncomeCents * 12
  const deferralCents = Math.round(deferral * 100)
  const deduction = (standardDeductionCents(status, taxYear) ?? 0) + Math.round(iraDeduction * 100)
  const federal = federalTax(grossYearCents - deferralCents - deduction, status, taxYear) ?? 0
  const fica = Math.round(facts.salaryYearCents * FICA_RATE)
  return Math.max(0, dollars(grossYearCents - deferralCents - federal - fica) / 12)
}

/** The advisor form's match pair, read as the smart recommendations read it (formulaFromMatchPair). */
function employerMatch(match: number | null, limit: number | null) {
  const tier = formulaFromMatchPair(match, limit)?.formula.tiers[0]
  return tier ? { rate: tier.matchRatePercent / 100, up_to: tier.toPercent / 100 } : null
}

/** The engine's strategy: the rate the person set, else the strategy's default (fixed spending has none). */
function strategyOf(kind: PlanStrategy, rate: number | undefined): WithdrawalStrategy {
  if (kind === 'fixed_percentage') return { kind, rate: rate ?? DEFAULT_WITHDRAWAL_RATES[kind] }
  if (kind === 'guardrails') return { kind, initial_rate: rate ?? DEFAULT_WITHDRAWAL_RATES[kind] }
  return { kind }
}

/**
 * The engine's withdrawal order for a chosen one; none for the engine's own default, so a plan that asks for
 * it by name keeps the seed (and so the numbers) of one that does not.
 */
function withdrawalOrderOf(kind: PlanWithdrawalOrder | undefined): { withdrawal_order?: LiquidAccount[] } {
  const order = WITHDRAWAL_ORDERS[kind ?? 'taxable_first']
  return sameOrder(order, DEFAULT_WITHDRAWAL_ORDER) ? {} : { withdrawal_order: [...order] }
}

const sameOrder = (a: readonly LiquidAccount[], b: readonly LiquidAccount[]) =>
  a.every((account, i) => b[i] === account)

function returnModelOf(kind: PlanReturnModel): ReturnModel {
  return kind === 'bootstrap' ? { kind, block_years: 5 } : { kind }
}

/** Claiming age from the benefit record's eligibility date (62–70), else 67 (full retirement age, born 1960+). */
function claimingAge(birthYear: number, eligibilityDate: string | null): number {
  if (!eligibilityDate) return 67
  const age = Number(eligibilityDate.slice(0, 4)) - birthYear
  return Math.min(70, Math.max(62, age))
}

/** The benefit the plan draws (cents a month, today's dollars) and the record it came from. */
type SocialSecurityPlan = {
  claimingAge: number
  monthlyCents: number
  record: { claimingAge: number; monthlyCents: number }
}

/**
 * The benefit record's amount re-timed to another claiming age: the same primary insurance amount (the record's
 * amount ÷ its own age's SSA factor) claimed at `age`, with SSA's early reduction or delayed credits and its
 * floor to the whole dollar (app/lib/social-security.ts). Ages are whole years, as the engine's are.
 */
function retimedBenefitCents(
  facts: HouseholdPlanFacts,
  birthYear: number,
  recorded: number,
  age: number,
  cents: number,
) {
  const fra = (facts.birthDate && fullRetirementAgeForBirthDate(facts.birthDate)) || fullRetirementAge(birthYear)
  const piaCents = (cents * FULL_BENEFIT_FACTOR) / benefitFactorPer7200(recorded * 12, fra.totalMonths, birthYear)
  return monthlyBenefitCents({ piaCents, claimAgeMonths: age * 12, fraMonths: fra.totalMonths, birthYear }) ?? cents
}

/**
 * Social Security as the plan draws it: the record's amount from its own claiming age, or from the age chosen,
 * re-timed. A benefit the record already pays (its age reached) is not re-timed, and a chosen age already past
 * claims from today; either says so, as does a claiming age asked of a household with no benefit recorded.
 */
function socialSecurityPlan(
  facts: HouseholdPlanFacts,
  birthYear: number,
  currentAge: number,
  asked: number | undefined,
): { plan: SocialSecurityPlan | null; adjustment: PlanAgeAdjustment | null } {
  const record = facts.socialSecurity
  if (!record) {
    if (asked === undefined) return { plan: null, adjustment: null }
    const message = `No Social Security benefit is recorded, so the claiming age of ${asked} is not used: add one under Profile → Benefits.`
    return { plan: null, adjustment: { field: 'claiming_age', asked, used: null, message } }
  }
  const recorded = claimingAge(birthYear, record.eligibilityDate)
  const own = { claimingAge: recorded, monthlyCents: record.monthlyCents }
  if (asked === undefined || asked === recorded) return { plan: { ...own, record: own }, adjustment: null }
  if (currentAge >= recorded) {
    const message = `Your Social Security benefit starts at ${recorded} by your record and you are ${currentAge}: it is paid as recorded, and the claiming age of ${asked} is not used.`
    return {
      plan: { ...own, record: own },
      adjustment: { field: 'claiming_age', asked, used: recorded, message },
    }
  }
  const used = Math.max(asked, currentAge)
  const adjustment: PlanAgeAdjustment | null =
    used === asked
      ? null
      : {
          field: 'claiming_age',
          asked,
          used,
          message: `You are ${currentAge}, past the claiming age of ${asked}: the plan claims Social Security from today.`,
        }
  const monthlyCents = retimedBenefitCents(facts, birthYear, recorded, used, record.monthlyCents)
  return { plan: { claimingAge: used, monthlyCents, record: own }, adjustment }
}

/**
 * Part-time pay in retirement as the plan draws it: the amount asked, from the retirement age to the end age
 * asked (else 70). An end age at or before the retirement age brings no part-time year, and an end age with no
 * pay asks for none: either is said, not silently dropped.
 */
function partTimePlan(
  options: PlanOptions,
  retirementAge: number,
): { partTime: { until_age: number; monthly_amount: number } | null; adjustment: PlanAgeAdjustment | null } {
  const asked = options.part_time_until_age
  const monthly = options.part_time_monthly_income
  if (monthly === undefined || monthly === 0) {
    if (asked === undefined) return { partTime: null, adjustment: null }
    const message = `No part-time income is set, so part-time work until ${asked} is not used.`
    return { partTime: null, adjustment: { field: 'part_time_until_age', asked, used: null, message } }
  }
  const untilAge = asked ?? DEFAULT_PART_TIME_UNTIL_AGE
  if (untilAge > retirementAge) return { partTime: { until_age: untilAge, monthly_amount: monthly }, adjustment: null }
  const message = `Part-time work until ${untilAge} adds nothing: the plan retires at ${retirementAge}. Set a later age for it.`
  return { partTime: null, adjustment: { field: 'part_time_until_age', asked: untilAge, used: null, message } }
}

/** The plan's IRA contribution (ira-plan.ts) for the household's income less the 401(k) deferral. */
function iraOf(
  facts: HouseholdPlanFacts,
  options: PlanOptions,
  at: Omit<IraFacts, 'magiCents' | 'wagesCents' | 'covered'> & { deferral: number },
) {
  const { deferral, ...rest } = at
  return iraContributionPlan(options.ira_annual_contribution, options.ira_type ?? 'roth', {
    ...rest,
    magiCents: facts.monthlyIncomeCents * 12 - Math.round(deferral * 100),
    wagesCents: facts.salaryYearCents,
    covered: deferral > 0,
  })
}

/** The pension benefit record's income, from the age of its eligibility date (else the retirement age). */
function pensionPlan(
  facts: HouseholdPlanFacts,
  at: { currentAge: number; birthYear: number; retirementAge: number; planningAge: number },
): { pension?: { start_age: number; monthly_amount: number } } {
  if (!facts.pension) return {}
  const date = facts.pension.eligibilityDate
  const eligible = date ? Number(date.slice(0, 4)) - at.birthYear : null
  const start = eligible === null ? at.retirementAge : Math.min(at.planningAge, Math.max(at.currentAge, eligible))
  return { pension: { start_age: start, monthly_amount: dollars(facts.pension.monthlyCents) } }
}

function ages(facts: HouseholdPlanFacts, options: PlanOptions) {
  const todayYear = Number(facts.today.slice(0, 4))
  const knownAge = facts.birthDate ? ageOn(facts.birthDate, facts.today) : facts.age
  const currentAge = Math.min(110, Math.max(18, knownAge ?? ASSUMED_AGE))
  const birthYear = facts.birthDate ? Number(facts.birthDate.slice(0, 4)) : todayYear - currentAge
  const { age: chosen, source } = retirementAgeChoice(
    options.retirement_age,
    facts.retirementGoal,
    facts.preferredRetirementAge,
  )
  const wanted = chosen ?? DEFAULT_RETIREMENT_AGE
  const retirementAge = Math.max(currentAge, wanted)
  const asked = options.planning_age ?? DEFAULT_PLANNING_AGE
  const years = options.min_years ?? 1
  // The run reaches the horizon asked for and goes past the retirement age: a planning age short of either
  // (one from the query beside a retirement age from the preferences, say) moves up, and says so.
  const planningAge = Math.min(120, Math.max(asked, currentAge + years, retirementAge + 1))
  const adjustments: PlanAgeAdjustment[] = []
  // Someone past the default retirement age who chose none is simply retired: only a chosen age is news.
  if (chosen !== null && chosen < currentAge) {
    const message = `You are ${currentAge}, past the retirement age of ${chosen}: the plan treats you as retired from today.`
    adjustments.push({ field: 'retirement_age', asked: chosen, used: retirementAge, message })
  }
  if (planningAge !== asked) {
    const message =
      planningAge === retirementAge + 1
        ? `A planning age of ${asked} is not after the retirement age of ${retirementAge}, so the plan runs to age ${planningAge}.`
        : `A planning age of ${asked} is less than ${years} years from today (you are ${currentAge}), so the plan runs to age ${planningAge}.`
    adjustments.push({ field: 'planning_age', asked, used: planningAge, message })
  }
  return { todayYear, knownAge, currentAge, birthYear, retirementAge, planningAge, adjustments, source }
}

/** The engine's input for this household, and what had to be assumed to build it. */
export function lifecyclePlan(facts: HouseholdPlanFacts, options: PlanOptions): LifecyclePlan {
  const { todayYear, knownAge, currentAge, birthYear, retirementAge, planningAge, adjustments, source } = ages(
    facts,
    options,
  )
  const spending = retirementSpendingChoice(options.retirement_monthly_spending, facts.retirementGoal)
  const status = facts.filingStatus ?? 'single'
  const { year: taxYear, tax } = taxYearTable(todayYear, status)
  const { year: limitYear, limits } = retirementLimitsOrNearest(todayYear)
  const catchUp = CATCH_UP[taxYear] ?? CATCH_UP[2026]

  const salary = dollars(facts.holderSalaryYearCents)
  const k401Rate = Math.min(1, (facts.k401.percent ?? 0) / 100)
  const deferral = Math.min(k401Rate * salary, limits.electiveDeferral + (currentAge >= 50 ? catchUp.k401 : 0))
  const match = employerMatch(facts.k401.matchPercent, facts.k401.matchLimitPercent)
  const { ira, adjustment: iraAdjustment } = iraOf(facts, options, {
    age: currentAge,
    taxYear: limitYear,
    limits,
    catchUp: catchUp.ira,
    status,
    deferral,
  })
  if (iraAdjustment) adjustments.push(iraAdjustment)
  const monthlyTakeHome = takeHomeMonthly(facts, status, taxYear, deferral, ira?.deductible ?? 0)

  const retirement = sumAssets(facts.assets, ['retirement_accounts'])
  const taxable = sumAssets(facts.assets, ['investment_accounts', 'business_assets', 'other_assets'])
  const cash = sumAssets(facts.assets, ['cash_bank_accounts'])
  const fallbackMix = mixOf(retirement, facts.targetMix, { stocks: 0.6, bonds: 0.4, cash: 0 })
  const retirementMix = mixOf(retirement, facts.targetMix, fallbackMix)
  const socialSecurity = socialSecurityPlan(facts, birthYear, currentAge, options.claiming_age)
  const ss = socialSecurity.plan
  if (socialSecurity.adjustment) adjustments.push(socialSecurity.adjustment)
  const { partTime, adjustment: partTimeAdjustment } = partTimePlan(options, retirementAge)
  if (partTimeAdjustment) adjustments.push(partTimeAdjustment)
  const { assumptions } = facts

  const input: LifecycleInput = {
    current_age: currentAge,
    retirement_age: retirementAge,
    planning_age: planningAge,
    birth_year: birthYear,
    iterations: options.iterations,
    accounts: {
      cash: dollars(cash.amount_cents),
      taxable: dollars(taxable.amount_cents),
      // Cost basis is not recorded: assumed equal to the value (no gain built up yet).
      taxable_basis: dollars(taxable.amount_cents),
      tax_deferred: dollars(retirement.amount_cents - retirement.roth_cents),
      roth: dollars(retirement.roth_cents),
      real_estate: dollars(sumAssets(facts.assets, ['real_estate']).amount_cents),
    },
    allocations: {
      cash: mixOf(cash, null, CASH_ONLY),
      taxable: mixOf(taxable, facts.targetMix, fallbackMix),
      tax_deferred: retirementMix,
      roth: retirementMix,
    },
    loans: withinLoanLimit(facts.liabilities.filter((row) => row.amount_cents > 0).map(loanOf)),
    monthly_spending: dollars(facts.monthlyExpensesCents),
    ...(spending.monthly === undefined ? {} : { retirement_monthly_spending: spending.monthly }),
    working: {
      annual_salary: salary,
      monthly_take_home: monthlyTakeHome,
      salary_growth: assumptions.salary_growth_rate,
      k401_rate: k401Rate,
      employer_match: match ?? { rate: 0, up_to: 0 },
      ira_annual: ira?.annual ?? 0,
      // Only a Roth sets it, so a plan without one keeps its input (and seed) as before.
      ...(ira?.kind === 'roth' ? { ira_roth: true } : {}),
      surplus_to: 'taxable',
    },
    income: {
      ...(partTime ? { part_time: partTime } : {}),
      ...(ss ? { social_security: { claiming_age: ss.claimingAge, monthly_benefit: dollars(ss.monthlyCents) } } : {}),
      ...pensionPlan(facts, { currentAge, birthYear, retirementAge, planningAge }),
    },
    limits: {
      k401_employee: limits.electiveDeferral,
      k401_catch_up: catchUp.k401,
      ira: limits.ira,
      ira_catch_up: catchUp.ira,
    },
    tax,
    strategy: strategyOf(options.strategy, options.withdrawal_rate),
    ...withdrawalOrderOf(options.withdrawal_order),
    market: {
      stock_return: assumptions.stock_market_return,
      bond_return: BOND_RETURN,
      real_estate_return: assumptions.real_estate_appreciation,
      inflation: assumptions.inflation_rate,
      // The "retirement account return" assumption: what the tax-deferred and Roth accounts earn on average.
      account_returns: {
        tax_deferred: assumptions.retirement_account_return,
        roth: assumptions.retirement_account_return,
      },
    },
    return_model: returnModelOf(options.return_model),
  }
  return {
    input,
    assumed: {
      age: knownAge === null,
      filing_status: facts.filingStatus === null,
      personal_property_cents: facts.assets.personal_property?.amount_cents ?? 0,
    },
    adjustments,
    monthly_take_home: Math.round(monthlyTakeHome),
    claiming_age: ss?.claimingAge ?? null,
    social_security_record: ss
      ? { claiming_age: ss.record.claimingAge, monthly_benefit: dollars(ss.record.monthlyCents) }
      : null,
    sources: { retirement_age: source, retirement_spending: spending.source },
    retirement_goal: goalSummary(facts.retirementGoal),
    withdrawal_order: options.withdrawal_order ?? 'taxable_first',
    ira_contribution: ira,
  }
}

function goalSummary(goal: RetirementGoalPlan | null): LifecyclePlan['retirement_goal'] {
  if (!goal) return null
  return { name: goal.name, retirement_age: goal.retirementAge, monthly_spending: goalMonthlySpending(goal) }
}
