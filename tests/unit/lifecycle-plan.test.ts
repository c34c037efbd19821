import { describe, expect, it } from 'vitest'
import {
  ageOn,
  emptyAssetTotals,
  lifecyclePlan,
  type AssetTotals,
  type HouseholdPlanFacts,
  type PlanOptions,
} from '../../app/lib/lifecycle-plan.ts'
import { DEFAULT_ASSUMPTIONS, type PlanWithdrawalOrder } from '../../app/schemas/projections.ts'
import { seedFromInput } from '../../sim-worker/core/lifecycle-input.ts'

const asset = (amount: number, extra: Partial<AssetTotals> = {}): AssetTotals => ({
  ...emptyAssetTotals(),
  amount_cents: amount * 100,
  ...extra,
})

function facts(overrides: Partial<HouseholdPlanFacts> = {}): HouseholdPlanFacts {
  return {
    today: '2026-11-23',
    birthDate: '1981-11-24',
    age: 45,
    preferredRetirementAge: null,
    retirementGoal: null,
    filingStatus: 'single',
    assets: {
      cash_bank_accounts: asset(20_000, { cash_cents: 2_000_000, allocated_cents: 2_000_000 }),
      investment_accounts: asset(50_000),
      retirement_accounts: asset(200_000, {
        roth_cents: 5_000_000,
        stocks_cents: 14_000_000,
        bonds_cents: 6_000_000,
        allocated_cents: 20_000_000,
      }),
      real_estate: asset(400_000),
      personal_property: asset(28_000),
    },
    liabilities: [
      { amount_cents: 30_000_000, interest_rate: 6.25, minimum_payment_cents: 215_000, remaining_months: null },
      { amount_cents: 25_000_000, interest_rate: 6, minimum_payment_cents: null, remaining_months: 240 },
    ],
    monthlyIncomeCents: 1_000_000,
    monthlyExpensesCents: 500_000,
    salaryYearCents: 12_000_000,
    holderSalaryYearCents: 12_000_000,
    k401: { percent: 10, matchPercent: 3, matchLimitPercent: 6 },
    targetMix: { stocks: 80, bonds: 20 },
    socialSecurity: { monthlyCents: 290_000, eligibilityDate: '2048-11-24' },
    pension: null,
    assumptions: DEFAULT_ASSUMPTIONS,
    ...overrides,
  }
}

const options = { strategy: 'fixed_real', return_model: 'parametric', iterations: 1000 } as const

describe('lifecycle plan from a household', () => {
  it('counts whole years of age on the day (the birthday is tomorrow)', () => {
    expect(ageOn('1981-11-24', '2026-11-23')).toBe(44)
    expect(ageOn('1981-11-23', '2026-11-23')).toBe(45)
  })

  it('derives take-home pay from gross income by the 2026 tables', () => {
    // Gross $120,000; 401(k) 10 % = $12,000; taxable 120,000 − 12,000 − 16,100 (2026 single
    // standard deduction, Rev. Proc. 2025-32) = 91,900. Tax: 10 % of 12,400 = 1,240; 12 % of
    // 38,000 = 4,560; 22 % of 41,500 = 9,130; total 14,930. FICA 7.65 % of 120,000 = 9,180.
    // Take-home: (120,000 − 12,000 − 14,930 − 9,180) ÷ 12 = 6,990.83 a month.
    const plan = lifecyclePlan(facts(), options)
    expect(plan.input.working.monthly_take_home).toBeCloseTo(6_990.83, 2)
    expect(plan.monthly_take_home).toBe(6_991)
    expect(plan.input.working.k401_rate).toBe(0.1)
    // "3 % of pay for contributing 6 %" is a 50 % match up to 6 % of pay.
    expect(plan.input.working.employer_match).toEqual({ rate: 0.5, up_to: 0.06 })
    // Read as the smart recommendations read the pair: 50 and 6 is a 50 % rate up to 6 %; no limit, no guess.
    const rate = lifecyclePlan(facts({ k401: { percent: 10, matchPercent: 50, matchLimitPercent: 6 } }), options)
    expect(rate.input.working.employer_match).toEqual({ rate: 0.5, up_to: 0.06 })
    const noLimit = lifecyclePlan(facts({ k401: { percent: 10, matchPercent: 4, matchLimitPercent: null } }), options)
    expect(noLimit.input.working.employer_match).toEqual({ rate: 0, up_to: 0 })
    expect(plan.input.limits).toMatchObject({ k401_employee: 24_500, k401_catch_up: 8_000, ira: 7_500 })
    expect(plan.input.tax.standard_deduction).toBe(16_100)
    expect(plan.input.tax.thresholds.slice(0, 3)).toEqual([0, 12_400, 50_400])
  })

  it("figures the 401(k) on the plan holder's pay, and FICA on every earner's wages", () => {
    // The household earns $200,000 a year ($16,666.67 a month), of which the holder's salary is $120,000 and a
    // spouse's $80,000. The deferral is 10 % of the holder's $120,000 = $12,000 (not $20,000). Taxable:
    // 200,000 − 12,000 − 16,100 = 171,900. 2026 single brackets (Rev. Proc. 2025-32): 10 % of 12,400 = 1,240;
    // 12 % of 38,000 = 4,560; 22 % of 55,300 = 12,166; 24 % of (171,900 − 105,700) = 15,888; total 33,854.
    // FICA 7.65 % of both earners' 200,000 = 15,300. Take-home: (200,000 − 12,000 − 33,854 − 15,300) ÷ 12 =
    // 11,570.50 a month.
    const plan = lifecyclePlan(
      facts({ monthlyIncomeCents: 1_666_667, salaryYearCents: 20_000_000, holderSalaryYearCents: 12_000_000 }),
      options,
    )
    expect(plan.input.working.annual_salary).toBe(120_000)
    expect(plan.input.working.monthly_take_home).toBeCloseTo(11_570.5, 1)
  })

  it('puts each account where its tax treatment belongs and keeps personal property out', () => {
    const { input, assumed } = lifecyclePlan(facts(), options)
    expect(input.accounts).toEqual({
      cash: 20_000,
      taxable: 50_000,
      taxable_basis: 50_000,
      tax_deferred: 150_000,
      roth: 50_000,
      real_estate: 400_000,
    })
    expect(assumed.personal_property_cents).toBe(2_800_000)
    expect(input.allocations.cash).toEqual({ stocks: 0, bonds: 0, cash: 1 })
    // The retirement entries give 70/30; the taxable entry gives none, so the advisor's 80/20 applies.
    expect(input.allocations.tax_deferred).toEqual({ stocks: 0.7, bonds: 0.3, cash: 0 })
    expect(input.allocations.taxable).toEqual({ stocks: 0.8, bonds: 0.2, cash: 0 })
  })

  it('pays loans by their minimum payment, else amortised on the remaining term', () => {
    const { input } = lifecyclePlan(facts(), options)
    expect(input.loans[0]).toEqual({ balance: 300_000, annual_rate: 0.0625, monthly_payment: 2_150 })
    // $250,000 at 6 % over 240 months: 250,000 × 0.005 ÷ (1 − 1.005^−240) = $1,791.08.
    expect(input.loans[1].monthly_payment).toBeCloseTo(1_791.08, 2)
  })

  it('pays more loans than a request may hold with the smallest merged into one, owing the same in total', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      amount_cents: (i + 1) * 100_000,
      interest_rate: i % 2 ? 6 : 4,
      minimum_payment_cents: 5_000,
      remaining_months: null,
    }))
    const { input } = lifecyclePlan(facts({ liabilities: many }), options)
    expect(input.loans).toHaveLength(50)
    const total = (key: 'balance' | 'monthly_payment') => input.loans.reduce((sum, loan) => sum + loan[key], 0)
    expect(total('balance')).toBeCloseTo((60 * 61 * 1_000) / 2, 6)
    expect(total('monthly_payment')).toBeCloseTo(60 * 50, 6)
    // The eleven smallest ($1,000 … $11,000) are merged: six at 4 %, five at 6 %, weighted by balance.
    const merged = input.loans[49]
    expect(merged.balance).toBe(66_000)
    expect(merged.annual_rate).toBeCloseTo((4 * 36_000 + 6 * 30_000) / 66_000 / 100, 12)
  })

  it('reads ages, Social Security and the retirement age, and says what it assumed', () => {
    const plan = lifecyclePlan(facts(), options)
    expect(plan.input).toMatchObject({ current_age: 44, birth_year: 1981, retirement_age: 65, planning_age: 95 })
    expect(plan.input.income.social_security).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
    expect(plan.assumed).toMatchObject({ age: false, filing_status: false })

    const chosen = lifecyclePlan(facts({ preferredRetirementAge: 62 }), { ...options, retirement_age: 60 })
    expect(chosen.input.retirement_age).toBe(60)
    expect(lifecyclePlan(facts({ preferredRetirementAge: 62 }), options).input.retirement_age).toBe(62)
    // A planning age below the preferences' retirement age moves past it.
    const late = lifecyclePlan(facts({ preferredRetirementAge: 72 }), { ...options, planning_age: 70 })
    expect(late.input).toMatchObject({ retirement_age: 72, planning_age: 73 })
    expect(late.adjustments).toEqual([
      {
        field: 'planning_age',
        asked: 70,
        used: 73,
        message: 'A planning age of 70 is not after the retirement age of 72, so the plan runs to age 73.',
      },
    ])
    expect(plan.adjustments).toEqual([])
    expect(chosen.adjustments).toEqual([])

    const unknown = lifecyclePlan(facts({ birthDate: null, age: null, filingStatus: null }), options)
    expect(unknown.input.current_age).toBe(40)
    expect(unknown.assumed).toMatchObject({ age: true, filing_status: true })
  })

  it("follows the active retirement goal's age and spending before the preferences', unless the plan asks others", () => {
    const retirementGoal = { name: 'Retire at 60', retirementAge: 60, annualSpendingCents: 6_000_000 }
    const fromGoal = lifecyclePlan(facts({ preferredRetirementAge: 62, retirementGoal }), options)
    expect(fromGoal.input.retirement_age).toBe(60)
    // $60,000 a year in today's dollars: $5,000 a month from the retirement age; the working years keep the expenses.
    expect(fromGoal.input.retirement_monthly_spending).toBe(5_000)
    expect(fromGoal.input.monthly_spending).toBe(5_000)
    expect(fromGoal.sources).toEqual({ retirement_age: 'goal', retirement_spending: 'goal' })
    expect(fromGoal.retirement_goal).toEqual({ name: 'Retire at 60', retirement_age: 60, monthly_spending: 5_000 })

    const asked = lifecyclePlan(facts({ retirementGoal }), {
      ...options,
      retirement_age: 63,
      retirement_monthly_spending: 3_200,
    })
    expect(asked.input).toMatchObject({ retirement_age: 63, retirement_monthly_spending: 3_200 })
    expect(asked.sources).toEqual({ retirement_age: 'asked', retirement_spending: 'asked' })

    // Without a goal: the preferences' age (or 65), and the monthly expenses all through.
    const noGoal = lifecyclePlan(facts({ preferredRetirementAge: 62 }), options)
    expect(noGoal.input.retirement_age).toBe(62)
    expect(noGoal.input.retirement_monthly_spending).toBeUndefined()
    expect(noGoal.sources).toEqual({ retirement_age: 'preferences', retirement_spending: 'expenses' })
    expect(noGoal.retirement_goal).toBeNull()
    expect(lifecyclePlan(facts(), options).sources.retirement_age).toBe('default')

    // A goal past its age retires today, and says so, as the preferences' does.
    const past = lifecyclePlan(facts({ retirementGoal: { ...retirementGoal, retirementAge: 42 } }), options)
    expect(past.input.retirement_age).toBe(44)
    expect(past.adjustments.map((a) => a.field)).toEqual(['retirement_age'])
  })

  it('draws part-time pay from the retirement age to the end age (70 unless set), and says when it cannot', () => {
    const byDefault = lifecyclePlan(facts(), { ...options, part_time_monthly_income: 2_000 })
    expect(byDefault.input.income.part_time).toEqual({ until_age: 70, monthly_amount: 2_000 })
    expect(byDefault.adjustments).toEqual([])
    const set = lifecyclePlan(facts(), { ...options, part_time_monthly_income: 1_500.5, part_time_until_age: 68 })
    expect(set.input.income.part_time).toEqual({ until_age: 68, monthly_amount: 1_500.5 })
    expect(lifecyclePlan(facts(), options).input.income.part_time).toBeUndefined()

    // Retiring at 72 (the preferences'), part-time work to the default 70 brings no part-time year.
    const late = lifecyclePlan(facts({ preferredRetirementAge: 72 }), { ...options, part_time_monthly_income: 2_000 })
    expect(late.input.income.part_time).toBeUndefined()
    expect(late.adjustments).toEqual([
      {
        field: 'part_time_until_age',
        asked: 70,
        used: null,
        message: 'Part-time work until 70 adds nothing: the plan retires at 72. Set a later age for it.',
      },
    ])
    // An end age with no pay (the screen keeps it; the API refuses it before the plan).
    const noPay = lifecyclePlan(facts(), { ...options, part_time_until_age: 68 })
    expect(noPay.input.income.part_time).toBeUndefined()
    expect(noPay.adjustments.map((a) => a.message)).toEqual([
      'No part-time income is set, so part-time work until 68 is not used.',
    ])
  })

  it('treats a retirement age already past as retired from today, and says so', () => {
    // 44 on 2026-11-23 (born 1981-11-24), asking to retire at 40: retirement starts today, and the run still
    // reaches the default planning age.
    const retired = lifecyclePlan(facts(), { ...options, retirement_age: 40 })
    expect(retired.input).toMatchObject({ current_age: 44, retirement_age: 44, planning_age: 95 })
    expect(retired.adjustments).toEqual([
      {
        field: 'retirement_age',
        asked: 40,
        used: 44,
        message: 'You are 44, past the retirement age of 40: the plan treats you as retired from today.',
      },
    ])
    // The same from the preferences (no age asked in the query).
    expect(lifecyclePlan(facts({ preferredRetirementAge: 42 }), options).adjustments.map((a) => a.field)).toEqual([
      'retirement_age',
    ])
  })

  it('reaches the years asked for past the planning age, and names the strategy and return model', () => {
    const plan = lifecyclePlan(facts({ birthDate: '1946-01-01' }), {
      strategy: 'guardrails',
      return_model: 'bootstrap',
      iterations: 500,
      min_years: 30,
    })
    expect(plan.input.current_age).toBe(80)
    expect(plan.input.planning_age).toBe(110)
    // The default planning age (95) is 15 years away: the 30 years asked for take the plan to 110, and it says so.
    expect(plan.adjustments).toEqual([
      {
        field: 'planning_age',
        asked: 95,
        used: 110,
        message: 'A planning age of 95 is less than 30 years from today (you are 80), so the plan runs to age 110.',
      },
    ])
    expect(plan.input.strategy).toEqual({ kind: 'guardrails', initial_rate: 0.05 })
    expect(plan.input.return_model).toEqual({ kind: 'bootstrap', block_years: 5 })
  })

  it("draws the rate the person set, else the strategy's own (4 % a year, guardrails from 5 %)", () => {
    const strategy = (kind: 'fixed_real' | 'fixed_percentage' | 'guardrails', withdrawal_rate?: number) =>
      lifecyclePlan(facts({}), { ...options, strategy: kind, withdrawal_rate }).input.strategy
    expect(strategy('fixed_percentage')).toEqual({ kind: 'fixed_percentage', rate: 0.04 })
    expect(strategy('fixed_percentage', 0.035)).toEqual({ kind: 'fixed_percentage', rate: 0.035 })
    expect(strategy('guardrails')).toEqual({ kind: 'guardrails', initial_rate: 0.05 })
    expect(strategy('guardrails', 0.045)).toEqual({ kind: 'guardrails', initial_rate: 0.045 })
    // Fixed spending follows the planned spending: a rate has nothing to set.
    expect(strategy('fixed_real', 0.045)).toEqual({ kind: 'fixed_real' })
  })

  it('draws the accounts in the order chosen after cash, and leaves the default to the engine (the same seed)', () => {
    const orderOf = (withdrawal_order?: PlanWithdrawalOrder) =>
      lifecyclePlan(facts({}), { ...options, withdrawal_order })
    expect(orderOf('tax_deferred_first').input.withdrawal_order).toEqual(['cash', 'tax_deferred', 'taxable', 'roth'])
    expect(orderOf('roth_before_tax_deferred').input.withdrawal_order).toEqual([
      'cash',
      'taxable',
      'roth',
      'tax_deferred',
    ])
    expect(orderOf('tax_deferred_first').withdrawal_order).toBe('tax_deferred_first')
    // Taxable first is the engine's own order: asked by name or not, the input (so its seed) is the same.
    expect(orderOf('taxable_first').input).toEqual(orderOf(undefined).input)
    expect('withdrawal_order' in orderOf('taxable_first').input).toBe(false)
    expect(orderOf(undefined).withdrawal_order).toBe('taxable_first')
    // The order is left out of the seed: plans that differ only in it run on the same markets.
    expect(seedFromInput(orderOf('tax_deferred_first').input)).toBe(seedFromInput(orderOf('taxable_first').input))
  })

  it('pays IRA contributions while working: a Roth from take-home pay, a traditional one with its deduction', () => {
    const plan = (extra: Partial<PlanOptions>, household: Partial<HouseholdPlanFacts> = {}) =>
      lifecyclePlan(facts(household), { ...options, ...extra })
    const none = plan({})
    expect(none.ira_contribution).toBeNull()
    expect(none.input.working.ira_annual).toBe(0)
    expect('ira_roth' in none.input.working).toBe(false)
    const roth = plan({ ira_annual_contribution: 7_000 })
    expect(roth.ira_contribution).toEqual({ kind: 'roth', annual: 7_000, deductible: 0 })
    expect(roth.input.working).toMatchObject({ ira_annual: 7_000, ira_roth: true })
    expect(roth.monthly_take_home).toBe(none.monthly_take_home)
    // This household defers 10 % into a 401(k), so it is covered at work: at $108,000 (single, over $91,000) a
    // traditional IRA deducts nothing, and take-home pay is unchanged.
    const covered = plan({ ira_annual_contribution: 7_000, ira_type: 'traditional' })
    expect(covered.ira_contribution).toEqual({ kind: 'traditional', annual: 7_000, deductible: 0 })
    expect(covered.input.working.ira_annual).toBe(7_000)
    expect('ira_roth' in covered.input.working).toBe(false)
    expect(covered.monthly_take_home).toBe(none.monthly_take_home)
    // Without a 401(k) it deducts all of it: taxable income 120,000 − 16,100 = 103,900 is in the 22 % bracket (to
    // 105,700 in 2026) and stays there 7,500 lower, so take-home pay rises by 22 % × 7,500 ÷ 12 = $137.50 a month.
    const k401 = { percent: 0, matchPercent: null, matchLimitPercent: null }
    const uncovered = (extra: Partial<PlanOptions>) => plan(extra, { k401 })
    const deducted = uncovered({ ira_annual_contribution: 7_500, ira_type: 'traditional' })
    expect(deducted.ira_contribution).toEqual({ kind: 'traditional', annual: 7_500, deductible: 7_500 })
    const takeHome = (built: ReturnType<typeof plan>) => built.input.working.monthly_take_home
    expect(takeHome(deducted) - takeHome(uncovered({}))).toBeCloseTo(137.5, 6)
    // Over the limit: cut to it, and said.
    expect(plan({ ira_annual_contribution: 9_000 }).adjustments).toContainEqual(
      expect.objectContaining({ field: 'ira_annual_contribution', asked: 9_000, used: 7_500 }),
    )
  })

  it('spends the retirement spending set from the retirement age, and the expenses when none is set', () => {
    const set = lifecyclePlan(facts({}), { ...options, retirement_monthly_spending: 3_500.25 }).input
    expect(set.retirement_monthly_spending).toBe(3_500.25)
    expect(set.monthly_spending).toBe(lifecyclePlan(facts({}), options).input.monthly_spending)
    expect('retirement_monthly_spending' in lifecyclePlan(facts({}), options).input).toBe(false)
    expect(
      lifecyclePlan(facts({}), { ...options, retirement_monthly_spending: 0 }).input.retirement_monthly_spending,
    ).toBe(0)
  })
})

describe('the Social Security claiming age', () => {
  // The record: $2,900 a month from its eligibility date, 24 Nov 2048, age 67 for someone born 24 Nov 1981, whose
  // full retirement age is 67 (SSA: born 1960 or later). The primary insurance amount is therefore $2,900.
  const claimAt = (claiming_age: number | undefined, overrides: Partial<HouseholdPlanFacts> = {}) =>
    lifecyclePlan(facts(overrides), { ...options, claiming_age })

  it("re-times the record's amount by SSA's reduction and delayed credits, floored to the whole dollar", () => {
    const cases = [
      // 62: 60 months early, 36 × 5/9 % + 24 × 5/12 % = 30 % off.
      [62, 2_030],
      // 64: 36 months early, 20 % off.
      [64, 2_320],
      // 66: 12 months early, 6 2/3 % off: 2,900 × 0.9333… = 2,706.67, floored.
      [66, 2_706],
      [67, 2_900],
      // 68 and 70: 8 % a year of delayed credits (born 1943 or later).
      [68, 3_132],
      [70, 3_596],
    ] as const
    for (const [age, benefit] of cases) {
      const plan = claimAt(age)
      expect(plan.input.income.social_security, `claiming at ${age}`).toEqual({
        claiming_age: age,
        monthly_benefit: benefit,
      })
      expect(plan.claiming_age).toBe(age)
      expect(plan.social_security_record).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
      expect(plan.adjustments).toEqual([])
    }
    // Unset: the record as it stands.
    expect(claimAt(undefined).input.income.social_security).toEqual({ claiming_age: 67, monthly_benefit: 2_900 })
  })

  it('goes from the same primary insurance amount whatever age the record is at', () => {
    // A record of $2,030 at 62 is the same $2,900 PIA: claimed at 70 it is $3,596, as above.
    const early = { socialSecurity: { monthlyCents: 203_000, eligibilityDate: '2043-11-24' } }
    expect(claimAt(70, early).input.income.social_security).toEqual({ claiming_age: 70, monthly_benefit: 3_596 })
    // Born 1958: full retirement age 66 and 8 months. A record of $2,000 at 70 (40 months of credits at 2/3 % =
    // 126 2/3 %) is a PIA of $1,578.95; at 64 (32 months early, 17 7/9 % off) that is $1,298.25, floored.
    const born1958 = {
      birthDate: '1958-06-15',
      today: '2020-06-20',
      socialSecurity: { monthlyCents: 200_000, eligibilityDate: '2028-06-15' },
    }
    expect(claimAt(64, born1958).input.income.social_security).toEqual({ claiming_age: 64, monthly_benefit: 1_298 })
  })

  it('says why an age is not used: a benefit already paid, an age already past, no benefit recorded', () => {
    // Born 1958 and 68 today: the record's benefit from 67 is already being paid.
    const paid = claimAt(70, {
      birthDate: '1958-06-15',
      socialSecurity: { monthlyCents: 200_000, eligibilityDate: '2025-06-15' },
    })
    expect(paid.input.income.social_security).toEqual({ claiming_age: 67, monthly_benefit: 2_000 })
    expect(paid.adjustments).toEqual([
      {
        field: 'claiming_age',
        asked: 70,
        used: 67,
        message:
          'Your Social Security benefit starts at 67 by your record and you are 68: it is paid as recorded, and the claiming age of 70 is not used.',
      },
    ])
    // 64 today (born 1962), record at 67: 62 has passed, so the claim starts now, at 64 (20 % off).
    const past = claimAt(62, {
      birthDate: '1962-03-10',
      socialSecurity: { monthlyCents: 290_000, eligibilityDate: '2029-03-10' },
    })
    expect(past.input.income.social_security).toEqual({ claiming_age: 64, monthly_benefit: 2_320 })
    expect(past.adjustments).toEqual([
      {
        field: 'claiming_age',
        asked: 62,
        used: 64,
        message: 'You are 64, past the claiming age of 62: the plan claims Social Security from today.',
      },
    ])
    const none = claimAt(70, { socialSecurity: null })
    expect(none.input.income.social_security).toBeUndefined()
    expect(none.claiming_age).toBeNull()
    expect(none.adjustments).toEqual([
      {
        field: 'claiming_age',
        asked: 70,
        used: null,
        message:
          'No Social Security benefit is recorded, so the claiming age of 70 is not used: add one under Profile → Benefits.',
      },
    ])
  })
})
