import { describe, expect, it } from 'vitest'
import { simulateLifecyclePaths } from './lifecycle.ts'
import { seedFromInput } from './lifecycle-input.ts'
import { runLifecycle } from './lifecycle-summary.ts'
import type { LifecycleInput } from './lifecycle-types.ts'
import { grossBrackets, grossUpOrdinary, ordinaryIncomeTax } from './income-tax.ts'
import { requiredMinimumDistribution, rmdStartAge, uniformLifetimeDivisor } from './rmd.ts'
import { yearlyDraw } from './withdrawals.ts'

// 2025 federal brackets, single filer (Rev. Proc. 2024-40), standard deduction $15,000.
const TAX_2025_SINGLE = {
  thresholds: [0, 11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
  rates: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
  standard_deduction: 15_000,
}
const ALL_BONDS = { stocks: 0, bonds: 1, cash: 0 }

/** A zero-volatility plan whose every account earns exactly `bond_return` (all bonds, scale 0). */
function plan(overrides: Partial<LifecycleInput>): LifecycleInput {
  return {
    current_age: 65,
    retirement_age: 65,
    planning_age: 95,
    birth_year: 1960,
    iterations: 1,
    accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 0, roth: 0, real_estate: 0 },
    allocations: { cash: ALL_BONDS, taxable: ALL_BONDS, tax_deferred: ALL_BONDS, roth: ALL_BONDS },
    loans: [],
    monthly_spending: 0,
    working: {
      annual_salary: 0,
      monthly_take_home: 0,
      salary_growth: 0,
      k401_rate: 0,
      employer_match: { rate: 0, up_to: 0 },
      ira_annual: 0,
    },
    income: {},
    limits: { k401_employee: 23_500, k401_catch_up: 7_500, ira: 7_000, ira_catch_up: 1_000 },
    tax: TAX_2025_SINGLE,
    strategy: { kind: 'fixed_real' },
    market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0 },
    return_model: { kind: 'parametric' },
    volatility_scale: 0,
    ...overrides,
  }
}

/** Tax on a year's ordinary income, written out bracket by bracket (independent of income-tax.ts). */
function handTax(income: number): number {
  const taxable = Math.max(0, income - 15_000)
  const edges = [...TAX_2025_SINGLE.thresholds, Infinity]
  let tax = 0
  for (let i = 0; i < TAX_2025_SINGLE.rates.length; i++) {
    tax += TAX_2025_SINGLE.rates[i] * Math.max(0, Math.min(taxable, edges[i + 1]) - edges[i])
  }
  return tax
}

/** Gross G with G − tax(G) = net, by bisection (tax is increasing with slope < 1). */
function handGross(net: number): number {
  let low = net
  let high = net * 3 + 1
  for (let i = 0; i < 200; i++) {
    const middle = (low + high) / 2
    if (middle - handTax(middle) < net) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/**
 * The $1M retiree by hand: 4 % a year spread evenly over months, net spending drawn at each month's end
 * from the tax-deferred account, the year's cumulative gross after m months being the G with
 * G − tax(G) = m × spending; RMDs (from 75, birth year 1960) only bind if they exceed that, which at
 * these balances they do not until they are checked below. Returns the end balance or the age the
 * account could not pay a month.
 */
function handRetiree(monthlySpending: number): { end: number; depletedAge: number | null } {
  const monthly = Math.pow(1.04, 1 / 12)
  let balance = 1_000_000
  for (let year = 0; year < 30; year++) {
    const rmd = 65 + year >= 75 ? balance / uniformLifetimeDivisor(65 + year) : 0
    let grossSoFar = 0
    for (let m = 1; m <= 12; m++) {
      balance *= monthly
      const cumulative = handGross(monthlySpending * m)
      const draw = cumulative - grossSoFar
      expect(rmd / 12).toBeLessThan(draw) // the RMD never binds on this plan
      if (draw > balance + 1e-6) return { end: 0, depletedAge: 65 + year + (m - 1) / 12 }
      balance -= draw
      grossSoFar = cumulative
    }
  }
  return { end: balance, depletedAge: null }
}

describe('lifecycle: the $1M retiree (zero volatility, all tax-deferred, 4 % return, 0 % inflation, 2025 single brackets)', () => {
  it('spending $4,000 a month ends 30 years positive, at the balance a month-by-month hand loop gives', () => {
    const input = plan({
      accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000, roth: 0, real_estate: 0 },
      monthly_spending: 4_000,
    })
    const result = runLifecycle(input)
    const hand = handRetiree(4_000)
    expect(hand.depletedAge).toBeNull()
    expect(result.success_rate).toBe(1)
    expect(result.liquid.nominal.p50.at(-1)).toBeCloseTo(hand.end, 0)
    expect(hand.end).toBeGreaterThan(0)
    // Year 1: $48,000 spent needs G − tax(G) = 48,000 ⇒ G ≈ 54,977 (tax ≈ 6,977 on 39,977 taxable).
    expect(result.flows.nominal.withdrawals.tax_deferred.median[0]).toBeCloseTo(handGross(48_000), 4)
    expect(result.flows.nominal.taxes.median[0]).toBeCloseTo(handTax(handGross(48_000)), 4)
  })

  it('spending $7,000 a month depletes at the age the hand loop gives', () => {
    const input = plan({
      accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000, roth: 0, real_estate: 0 },
      monthly_spending: 7_000,
    })
    const hand = handRetiree(7_000)
    const result = runLifecycle(input)
    expect(hand.depletedAge).not.toBeNull()
    expect(result.success_rate).toBe(0)
    expect(result.depletion.p50).toBeCloseTo(hand.depletedAge ?? 0, 6)
    expect(result.shortfall.mean).toBeGreaterThan(0)
  })
})

describe('lifecycle: loans', () => {
  it('stops a mortgage payment at payoff and saves the freed cash flow', () => {
    // $10,000 at 6 % paying $1,000 a month: hand amortisation below. Take-home $3,000, spending $1,000,
    // everything earns 0 % (all bonds at 0 %, no inflation), surplus to cash.
    const input = plan({
      current_age: 40,
      retirement_age: 60,
      planning_age: 42,
      loans: [{ balance: 10_000, annual_rate: 0.06, monthly_payment: 1_000 }],
      monthly_spending: 1_000,
      working: { ...plan({}).working, monthly_take_home: 3_000, surplus_to: 'cash' },
      market: { stock_return: 0, bond_return: 0, real_estate_return: 0, inflation: 0 },
    })
    let owed = 10_000
    let paidTotal = 0
    let months = 0
    while (owed > 0) {
      owed *= 1.005
      const paid = Math.min(1_000, owed)
      owed -= paid
      paidTotal += paid
      months++
    }
    expect(months).toBe(11) // 10 full payments and a last one of about $291
    const seen: { cash: number; loans: number }[] = []
    simulateLifecyclePaths(input, (_year, paths) => seen.push({ cash: paths.balances[0][0], loans: paths.loans }))
    expect(seen[1].loans).toBe(0)
    expect(seen[1].cash).toBeCloseTo(12 * 2_000 - paidTotal, 6)
    expect(seen[2].cash - seen[1].cash).toBeCloseTo(12 * 2_000, 6) // no payment in year 2
  })
})

describe('lifecycle: real and nominal', () => {
  it('agree after deflating by cumulative inflation (3 % a year, zero volatility)', () => {
    const input = plan({
      accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 0, roth: 1_000_000, real_estate: 300_000 },
      monthly_spending: 3_000,
      market: { stock_return: 0.07, bond_return: 0.05, real_estate_return: 0.04, inflation: 0.03 },
    })
    const result = runLifecycle(input)
    result.net_worth.nominal.p50.forEach((nominal, i) => {
      expect(result.net_worth.real.p50[i] * Math.pow(1.03, i)).toBeCloseTo(nominal, 4)
    })
    // Fixed real spending, from Roth (tax-free): $36,000 of today's dollars every year, nominal × 1.03^year.
    result.flows.real.withdrawals.roth.median.forEach((real, i) => {
      expect(real).toBeCloseTo(36_000, 6)
      expect(result.flows.nominal.withdrawals.roth.median[i]).toBeCloseTo(36_000 * Math.pow(1.03, i), 6)
    })
  })

  it('deflates path by path on random paths too', () => {
    const input = plan({
      iterations: 200,
      accounts: { cash: 0, taxable: 100_000, taxable_basis: 50_000, tax_deferred: 0, roth: 0, real_estate: 0 },
      volatility_scale: 1,
      market: { stock_return: 0.07, bond_return: 0.05, real_estate_return: 0.04, inflation: 0.03 },
    })
    const result = runLifecycle(input)
    const means: number[] = []
    simulateLifecyclePaths(input, (_year, paths) => {
      let total = 0
      for (let p = 0; p < 200; p++) total += (paths.balances[1][p] - 0) / paths.deflator[p]
      means.push(total / 200)
    })
    means.forEach((real, i) => expect(result.liquid.real.mean[i]).toBeCloseTo(real, 6))
  })
})

describe('RMDs', () => {
  it('uses the Uniform Lifetime Table (Treas. Reg. 1.401(a)(9)-9(c), from 2022) and SECURE 2.0 start ages', () => {
    expect([72, 73, 74, 75, 80, 90, 100, 110, 119, 120, 121].map(uniformLifetimeDivisor)).toEqual([
      27.4,
      26.5,
      25.5,
      24.6,
      20.2,
      12.2,
      6.4,
      3.5,
      2.3,
      2.0,
      2.0,
    ])
    expect([1950, 1951, 1959, 1960, 1990].map(rmdStartAge)).toEqual([72, 73, 73, 75, 75])
    expect(requiredMinimumDistribution(500_000, 74, 1960)).toBe(0)
    expect(requiredMinimumDistribution(500_000, 75, 1960)).toBe(500_000 / 24.6)
  })

  it('takes balance ÷ 24.6 at 75 in the engine and reinvests what spending does not need in taxable', () => {
    const input = plan({
      current_age: 74,
      retirement_age: 74,
      planning_age: 76,
      accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000, roth: 0, real_estate: 0 },
      monthly_spending: 1_000,
    })
    const deferred: number[] = []
    const rmd: number[] = []
    const taxable: number[] = []
    simulateLifecyclePaths(input, (_year, paths) => {
      deferred.push(paths.balances[2][0])
      rmd.push(paths.rmd[0])
      taxable.push(paths.balances[1][0])
    })
    expect(rmd[1]).toBe(0) // age 74: before the start age for 1960
    expect(rmd[2]).toBeCloseTo(deferred[1] / 24.6, 6) // age 75: prior year-end balance ÷ 24.6
    expect(taxable[2]).toBeGreaterThan(0)
  })
})

describe('historical sequence replay: the Trinity study', () => {
  it('50/50 stocks/Baa, 4 % inflation-adjusted, 30 years, start years 1928–1966: within 2 points of 95 %', () => {
    // Cooley, Hubbard & Walz, "Retirement Savings: Choosing a Withdrawal Rate That Is Sustainable",
    // AAII Journal, Feb 1998: 95 % success for 50/50 stocks/bonds at 4 % over 30 years (1926–1995 data,
    // S&P 500 and long-term high-grade corporates). Setup here: $1M in a Roth (no tax), 50/50
    // stocks/Baa rebalanced every January, $40,000 a year raised by each year's CPI, withdrawn at the
    // start of each year (withdrawal_timing 'start_of_year'), then that year's return; windows starting
    // 1928–1966 (their 30 years end by 1995). A helper computed 37/39 = 94.87 % on this table with the
    // same annual start-of-year withdrawals. (Paid monthly instead, with each year's return spread
    // evenly over its months, all 39 windows succeed: money leaves later in the year.)
    const mix = { stocks: 0.5, bonds: 0.5, cash: 0 }
    const result = runLifecycle(
      plan({
        accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 0, roth: 1_000_000, real_estate: 0 },
        allocations: { cash: mix, taxable: mix, tax_deferred: mix, roth: mix },
        monthly_spending: 40_000 / 12,
        withdrawal_timing: 'start_of_year',
        return_model: { kind: 'replay' },
        historical_bonds: 'baaCorporate',
      }),
    )
    const trinity = (result.windows ?? []).filter((window) => window.start_year <= 1966)
    expect(trinity).toHaveLength(39)
    const rate = trinity.filter((window) => window.success).length / trinity.length
    expect(Math.abs(rate - 0.95)).toBeLessThanOrEqual(0.02)
    expect(result.iterations).toBe(2025 - 1928 + 1 - 30 + 1)
  })
})

describe("spending held against the plan's: need_met_rate and flows.spending", () => {
  const MILLION_IN_ROTH = { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 0, roth: 1_000_000, real_estate: 0 }
  // A Roth earning exactly 0 % with 0 % inflation: nothing grows and nothing is taxed, so a year's draw is
  // what it says. Fixed 4 %: W = 0.04 × the balance each January, and the balance falls to 0.96 of itself.
  const fourPercent = plan({
    accounts: MILLION_IN_ROTH,
    market: { stock_return: 0, bond_return: 0, real_estate_return: 0, inflation: 0 },
    strategy: { kind: 'fixed_percentage', rate: 0.04 },
    monthly_spending: 3_000,
  })

  it('a fixed percentage never runs out, yet pays less than the plan spends from its fourth year', () => {
    const result = runLifecycle(fourPercent)
    // By hand: 40,000, 38,400, 36,864, then 35,389.44 < 36,000 (12 × $3,000) in the fourth year.
    expect(result.flows.nominal.spending.median.slice(0, 4).map((v) => Math.round(v * 100) / 100)).toEqual([
      40_000,
      38_400,
      36_864,
      35_389.44,
    ])
    expect(result.flows.real.spending.median[0]).toBeCloseTo(40_000, 6)
    expect(result.success_rate).toBe(1)
    expect(result.depletion.rate).toBe(0)
    expect(result.need_met_rate).toBe(0)
    // The shortfall is what it spent below the plan's $36,000, year by year: 610.56 in the fourth, and on.
    const gaps = Array.from({ length: 30 }, (_, year) => Math.max(0, 36_000 - 40_000 * 0.96 ** year))
    expect(gaps[3]).toBeCloseTo(610.56, 6)
    expect(result.shortfall.mean).toBeCloseTo(gaps.reduce((a, b) => a + b, 0), 4)
  })

  it('income after tax counts as spending beside the draw: Social Security of $4,000 a month meets the plan', () => {
    const result = runLifecycle({
      ...fourPercent,
      income: { social_security: { claiming_age: 65, monthly_benefit: 4_000 } },
    })
    // 85 % of $48,000 = $40,800 is ordinary income: tax 1,192.50 + 12 % × (25,800 − 11,925) = 2,857.50.
    expect(handTax(40_800)).toBeCloseTo(2_857.5, 6)
    expect(result.flows.nominal.spending.median[0]).toBeCloseTo(48_000 - 2_857.5 + 40_000, 4)
    expect(result.need_met_rate).toBe(1)
  })

  it('part-time pay is income from the retirement age until its end age, taxed as ordinary income', () => {
    const result = runLifecycle({
      ...fourPercent,
      income: { part_time: { until_age: 67, monthly_amount: 5_000 } },
    })
    // By hand: $60,000 a year at 65 and 66, all ordinary: tax 1,192.50 + 12 % × (45,000 − 11,925) = 5,161.50.
    expect(handTax(60_000)).toBeCloseTo(5_161.5, 6)
    const { income, taxes, spending } = result.flows.nominal
    expect(income.median.slice(0, 3)).toEqual([60_000, 60_000, 0])
    expect(taxes.median[0]).toBeCloseTo(5_161.5, 6)
    expect(taxes.median[2]).toBe(0)
    // Spending: the pay after tax beside the 4 % draw (40,000, then 38,400); at 67 the draw alone, 36,864.
    expect(spending.median[0]).toBeCloseTo(60_000 - 5_161.5 + 40_000, 4)
    expect(spending.median[1]).toBeCloseTo(60_000 - 5_161.5 + 38_400, 4)
    expect(spending.median[2]).toBeCloseTo(36_864, 4)
  })

  it('fixed real spending: spends the plan while funded, and need_met_rate is success_rate', () => {
    const account = { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 1_000_000, roth: 0, real_estate: 0 }
    const lasts = runLifecycle(plan({ accounts: account, monthly_spending: 4_000 }))
    expect(lasts.flows.nominal.spending.median).toEqual(new Array(30).fill(48_000))
    expect([lasts.success_rate, lasts.need_met_rate]).toEqual([1, 1])
    const runsOut = runLifecycle(plan({ accounts: account, monthly_spending: 7_000 }))
    expect([runsOut.success_rate, runsOut.need_met_rate]).toEqual([0, 0])
    expect(runsOut.flows.nominal.spending.median.at(-1)).toBe(0)
    const random = runLifecycle(
      plan({ accounts: account, monthly_spending: 5_400, volatility_scale: 1, iterations: 400 }),
    )
    expect(random.success_rate).toBeGreaterThan(0)
    expect(random.success_rate).toBeLessThan(1)
    expect(random.need_met_rate).toBe(random.success_rate)
  })

  it('replay: each historical window says whether it met the plan, which a percentage can miss without running out', () => {
    const result = runLifecycle({ ...fourPercent, return_model: { kind: 'replay' } })
    const windows = result.windows ?? []
    expect(windows.length).toBe(result.iterations)
    expect(windows.every((w) => w.success)).toBe(true)
    const met = windows.filter((w) => w.need_met).length
    expect(result.need_met_rate).toBeCloseTo(met / windows.length, 12)
    expect(met).toBeLessThan(windows.length)
    const fixed = runLifecycle({ ...fourPercent, strategy: { kind: 'fixed_real' }, return_model: { kind: 'replay' } })
    expect(fixed.windows?.every((w) => w.need_met === w.success)).toBe(true)
  })

  it('rejects a strategy or return model of no known kind (it would otherwise run as none)', () => {
    const unknown = { ...fourPercent, strategy: { kind: 'fixed_percent', rate: 0.04 } }
    expect(() => runLifecycle(unknown as unknown as LifecycleInput)).toThrow(/strategy\.kind/)
    const model = { ...fourPercent, return_model: { kind: 'monte_carlo' } }
    expect(() => runLifecycle(model as unknown as LifecycleInput)).toThrow(/return_model\.kind/)
  })
})

describe('IRA contributions', () => {
  // 49 years old, working three more years at $5,000 a month take-home, spending $3,000, everything earning
  // exactly 0 % with 0 % inflation: each account ends a year holding what went in. The IRA limit is $7,000
  // plus a $1,000 catch-up from 50.
  const saver = (ira_annual: number, ira_roth: boolean) =>
    plan({
      current_age: 49,
      retirement_age: 52,
      planning_age: 53,
      birth_year: 1977,
      monthly_spending: 3_000,
      market: { stock_return: 0, bond_return: 0, real_estate_return: 0, inflation: 0 },
      working: {
        annual_salary: 90_000,
        monthly_take_home: 5_000,
        salary_growth: 0,
        k401_rate: 0,
        employer_match: { rate: 0, up_to: 0 },
        ira_annual,
        ira_roth,
      },
    })

  it('pays a Roth IRA out of take-home pay, within the limit and from 50 its catch-up', () => {
    const { accounts } = runLifecycle(saver(9_000, true))
    // By hand: 7,000 at 49, then 8,000 at 50 and 51 (9,000 asked, capped); taxable takes the rest of the
    // $24,000 a year left after spending: 17,000, then 16,000 and 16,000.
    expect(accounts?.nominal.roth.slice(0, 4)).toEqual([0, 7_000, 15_000, 23_000])
    expect(accounts?.nominal.taxable.slice(0, 4)).toEqual([0, 17_000, 33_000, 49_000])
    expect(accounts?.nominal.tax_deferred[3]).toBe(0)
  })

  it('pays a traditional IRA into the tax-deferred account', () => {
    const { accounts } = runLifecycle(saver(6_000, false))
    expect(accounts?.nominal.tax_deferred.slice(0, 4)).toEqual([0, 6_000, 12_000, 18_000])
    expect(accounts?.nominal.taxable[3]).toBe(3 * 18_000)
    expect(accounts?.nominal.roth[3]).toBe(0)
  })
})

describe('withdrawal order', () => {
  // $100,000 taxable at cost (no gain to tax) and $500,000 tax-deferred, earning exactly 0 % with 0 %
  // inflation, spending $3,000 a month: a year's draws are what they say.
  const twoAccounts = plan({
    accounts: { cash: 0, taxable: 100_000, taxable_basis: 100_000, tax_deferred: 500_000, roth: 0, real_estate: 0 },
    market: { stock_return: 0, bond_return: 0, real_estate_return: 0, inflation: 0 },
    monthly_spending: 3_000,
  })

  it('by default draws taxable first: $36,000 a year tax-free, then tax-deferred once taxable runs dry', () => {
    const { withdrawals, taxes } = runLifecycle(twoAccounts).flows.nominal
    expect(withdrawals.taxable.median.slice(0, 3)).toEqual([36_000, 36_000, 28_000])
    expect(withdrawals.tax_deferred.median.slice(0, 2)).toEqual([0, 0])
    // At 67: 28,000 from taxable, then 8,000 from tax-deferred, under the $15,000 standard deduction: no tax.
    expect(withdrawals.tax_deferred.median[2]).toBeCloseTo(8_000, 6)
    expect(taxes.median.slice(0, 3)).toEqual([0, 0, 0])
  })

  it('tax-deferred first: the year is grossed up for its income tax and taxable is left alone', () => {
    const result = runLifecycle({ ...twoAccounts, withdrawal_order: ['cash', 'tax_deferred', 'taxable', 'roth'] })
    const { withdrawals, taxes } = result.flows.nominal
    // By hand: G − tax(G) = 36,000 with tax(G) = 1,192.50 + 12 % × (G − 15,000 − 11,925), so
    // 0.88 G = 36,000 − 1,192.50 − 3,231 ⇒ G = 38,592.61; tax 2,592.61.
    expect(handGross(36_000)).toBeCloseTo(38_592.61, 2)
    expect(withdrawals.tax_deferred.median[0]).toBeCloseTo(38_592.61, 2)
    expect(taxes.median[0]).toBeCloseTo(2_592.61, 2)
    expect(withdrawals.taxable.median[0]).toBe(0)
    expect(result.accounts?.nominal.taxable[1]).toBe(100_000)
  })

  it('Roth before tax-deferred: the Roth pays tax-free once taxable is spent', () => {
    const withRoth = { ...twoAccounts.accounts, roth: 50_000 }
    const order = ['cash', 'taxable', 'roth', 'tax_deferred'] as const
    const { withdrawals, taxes } = runLifecycle({ ...twoAccounts, accounts: withRoth, withdrawal_order: [...order] })
      .flows.nominal
    // 100,000 taxable lasts 2 years and 28,000 of the third; the Roth pays that year's other 8,000 and 36,000 at 68.
    expect(withdrawals.roth.median.slice(0, 4)).toEqual([0, 0, 8_000, 36_000])
    expect(withdrawals.tax_deferred.median.slice(0, 4)).toEqual([0, 0, 0, 0])
    expect(taxes.median.slice(0, 4)).toEqual([0, 0, 0, 0])
  })
})

describe('income tax and strategies', () => {
  it('grosses up so that gross − tax on the increment = net', () => {
    const brackets = grossBrackets(TAX_2025_SINGLE)
    for (const [before, net] of [[0, 5_000], [10_000, 40_000], [60_000, 200_000], [700_000, 1_000]]) {
      const gross = grossUpOrdinary(brackets, before, net)
      expect(gross - (handTax(before + gross) - handTax(before))).toBeCloseTo(net, 6)
      expect(ordinaryIncomeTax(brackets, before + gross)).toBeCloseTo(handTax(before + gross), 6)
    }
  })

  it('applies the Guyton–Klinger rules', () => {
    const gk = { kind: 'guardrails', initial_rate: 0.05 } as const
    expect(yearlyDraw(gk, Number.NaN, 1_000_000, 0, 0, 30)).toBe(50_000)
    expect(yearlyDraw(gk, 50_000, 1_000_000, 0.05, 0.03, 29)).toBeCloseTo(51_500, 6) // inflation raise
    expect(yearlyDraw(gk, 50_000, 1_000_000, -0.05, 0.03, 29)).toBe(50_000) // no raise after a loss
    expect(yearlyDraw(gk, 50_000, 800_000, -0.2, 0.03, 29)).toBeCloseTo(45_000, 6) // 6.25 % > 6 %: cut 10 %
    expect(yearlyDraw(gk, 50_000, 800_000, -0.2, 0.03, 15)).toBe(50_000) // no cut in the last 15 years
    expect(yearlyDraw(gk, 50_000, 1_300_000, 0.1, 0, 20)).toBeCloseTo(55_000, 6) // 3.85 % < 4 %: raise 10 %
    expect(yearlyDraw({ kind: 'fixed_percentage', rate: 0.04 }, 1, 500_000, 0, 0, 10)).toBe(20_000)
  })
})

describe('seed', () => {
  it('is derived from the input: same input in any key order ⇒ same seed and numbers', () => {
    const input = plan({ iterations: 50, volatility_scale: 1, monthly_spending: 3_000 })
    const reordered = Object.fromEntries(Object.entries(input).reverse()) as unknown as LifecycleInput
    expect(seedFromInput(reordered)).toBe(seedFromInput(input))
    expect(Number.isSafeInteger(seedFromInput(input))).toBe(true)
    expect(seedFromInput({ ...input, monthly_spending: 3_001 })).not.toBe(seedFromInput(input))
    const a = runLifecycle(input)
    const b = runLifecycle(reordered)
    expect(b.net_worth).toEqual(a.net_worth)
    expect(a.seed).toBe(seedFromInput(input))
  })

  it('leaves out the withdrawal order, so plans that differ only in it see the same markets', () => {
    const input = plan({ iterations: 50, volatility_scale: 1, monthly_spending: 3_000 })
    const order: LifecycleInput['withdrawal_order'] = ['cash', 'tax_deferred', 'taxable', 'roth']
    expect(seedFromInput({ ...input, withdrawal_order: order })).toBe(seedFromInput(input))
  })

  it('bootstrap runs and keeps a year together', () => {
    const result = runLifecycle(plan({ iterations: 100, return_model: { kind: 'bootstrap', block_years: 5 } }))
    expect(result.net_worth.nominal.p50).toHaveLength(31)
  })
})

describe('scenario shocks (same random paths as the base)', () => {
  const ALL_STOCKS = { stocks: 1, bonds: 0, cash: 0 }
  const stocksPot = (overrides: Partial<LifecycleInput>) =>
    plan({
      accounts: { cash: 0, taxable: 0, taxable_basis: 0, tax_deferred: 0, roth: 1_000_000, real_estate: 400_000 },
      allocations: { cash: ALL_STOCKS, taxable: ALL_STOCKS, tax_deferred: ALL_STOCKS, roth: ALL_STOCKS },
      planning_age: 70,
      ...overrides,
    })

  it('a 30 % crash in year 1 leaves a stocks-only pot and the home at 0.7 × the base after that year', () => {
    const base = runLifecycle(stocksPot({}))
    const crashed = runLifecycle(stocksPot({ shocks: { crash: { year: 1, drop: 0.3 } } }))
    expect(crashed.liquid.nominal.p50[1]).toBeCloseTo(0.7 * base.liquid.nominal.p50[1], 6)
    expect(crashed.accounts?.nominal.real_estate[1]).toBeCloseTo(0.7 * (base.accounts?.nominal.real_estate[1] ?? 0), 6)
    expect(crashed.liquid.nominal.p50[0]).toBe(base.liquid.nominal.p50[0]) // before the crash year
    // Working years too (the crash hits balances before the year's closed-form growth); a 50/50 account loses 15 %.
    const mix = { stocks: 0.5, bonds: 0.5, cash: 0 }
    const saver = (shocks?: LifecycleInput['shocks']) =>
      runLifecycle(
        stocksPot({
          current_age: 40,
          retirement_age: 60,
          planning_age: 43,
          shocks,
          allocations: { cash: mix, taxable: mix, tax_deferred: mix, roth: mix },
        }),
      )
    expect(saver({ crash: { year: 2, drop: 0.3 } }).liquid.nominal.p50[2]).toBeCloseTo(
      0.85 * saver().liquid.nominal.p50[2],
      6,
    )
  })

  it("shifts every year's returns and inflation (cash follows inflation)", () => {
    const base = runLifecycle(stocksPot({}))
    const lower = runLifecycle(stocksPot({ shocks: { return_shift: -0.02 } }))
    const stockGross = base.liquid.nominal.p50[1] / 1_000_000
    expect(lower.liquid.nominal.p50[1] / 1_000_000).toBeCloseTo(stockGross - 0.02, 10)
    const allCash = { stocks: 0, bonds: 0, cash: 1 }
    const cashPot = (shocks?: LifecycleInput['shocks']) =>
      runLifecycle(
        stocksPot({ shocks, allocations: { cash: allCash, taxable: allCash, tax_deferred: allCash, roth: allCash } }),
      )
    const cashBase = cashPot()
    const inflated = cashPot({ inflation_shift: 0.03 })
    expect(inflated.liquid.nominal.p50[1] - cashBase.liquid.nominal.p50[1]).toBeCloseTo(30_000, 4)
    // Real = nominal ÷ the shifted price level (base inflation 0 here).
    expect(inflated.liquid.real.p50[1]).toBeCloseTo(inflated.liquid.nominal.p50[1] / 1.03, 6)
  })

  it('leaves the seed and the random paths alone, and rejects out-of-range knobs', () => {
    const random = stocksPot({ iterations: 300, volatility_scale: 1 })
    const crash = { ...random, shocks: { crash: { year: 3, drop: 0.25 } } }
    expect(seedFromInput(crash)).toBe(seedFromInput(random))
    const base = runLifecycle(random)
    const stressed = runLifecycle(crash)
    expect(stressed.liquid.nominal.p50.slice(0, 3)).toEqual(base.liquid.nominal.p50.slice(0, 3))
    expect(stressed.liquid.nominal.p50[3]).toBeLessThan(base.liquid.nominal.p50[3])
    expect(runLifecycle({ ...random, shocks: { return_shift: 0 } }).net_worth).toEqual(base.net_worth)
    expect(() => runLifecycle({ ...random, shocks: { return_shift: 0.3 } })).toThrow(RangeError)
    expect(() => runLifecycle({ ...random, shocks: { inflation_shift: -0.5 } })).toThrow(RangeError)
    expect(() => runLifecycle({ ...random, shocks: { crash: { year: 0, drop: 0.2 } } })).toThrow(RangeError)
    expect(() => runLifecycle({ ...random, shocks: { crash: { year: 2, drop: 1.5 } } })).toThrow(RangeError)
  })
})

describe("an account's own expected return (market.account_returns)", () => {
  it('scales the account to that return and leaves the others alone; ignored by the historical models', () => {
    // All bonds at 4 %, zero volatility, nobody spending: a year later the Roth earned its own 6.5 %
    // (factor 1.04 × 1.065 / 1.04), the taxable account the mix's 4 %.
    const own = (overrides: Partial<LifecycleInput> = {}) =>
      plan({
        accounts: { cash: 0, taxable: 100_000, taxable_basis: 100_000, tax_deferred: 0, roth: 100_000, real_estate: 0 },
        planning_age: 67,
        market: {
          stock_return: 0.07,
          bond_return: 0.04,
          real_estate_return: 0.03,
          inflation: 0,
          account_returns: { roth: 0.065 },
        },
        ...overrides,
      })
    const result = runLifecycle(own())
    expect(result.accounts?.nominal.roth[1]).toBeCloseTo(106_500, 6)
    expect(result.accounts?.nominal.roth[2]).toBeCloseTo(100_000 * 1.065 ** 2, 6)
    expect(result.accounts?.nominal.taxable[1]).toBeCloseTo(104_000, 6)
    const replay = runLifecycle(own({ return_model: { kind: 'replay' } }))
    const plain = runLifecycle(
      own({ return_model: { kind: 'replay' }, market: { ...own().market, account_returns: {} } }),
    )
    expect(replay.accounts?.nominal.roth).toEqual(plain.accounts?.nominal.roth)
  })
})

describe('income beyond spending with no money today', () => {
  it('is reinvested and grows (returns are drawn for it)', () => {
    // No accounts, Social Security $3,000 a month, spending $1,000, all bonds at 4 %, no inflation: every
    // year adds the same after-tax surplus month by month, so year 2 ends at year 1 × (1.04 + 1).
    const result = runLifecycle(
      plan({
        current_age: 70,
        retirement_age: 70,
        planning_age: 73,
        birth_year: 1956,
        monthly_spending: 1_000,
        income: { social_security: { claiming_age: 67, monthly_benefit: 3_000 } },
      }),
    )
    const taxable = result.accounts?.nominal.taxable ?? []
    expect(taxable[1]).toBeGreaterThan(20_000)
    expect(taxable[2]).toBeCloseTo(taxable[1] * 2.04, 6)
  })
})

describe('account medians', () => {
  it('report each account, the home and the loans by year, nominal and real', () => {
    const result = runLifecycle(
      plan({
        current_age: 40,
        retirement_age: 60,
        planning_age: 45,
        accounts: {
          cash: 5_000,
          taxable: 20_000,
          taxable_basis: 20_000,
          tax_deferred: 50_000,
          roth: 10_000,
          real_estate: 300_000,
        },
        loans: [{ balance: 200_000, annual_rate: 0.06, monthly_payment: 1_500 }],
        market: { stock_return: 0.07, bond_return: 0.04, real_estate_return: 0.03, inflation: 0.02 },
      }),
    )
    const accounts = result.accounts
    expect(accounts?.nominal.tax_deferred).toHaveLength(6)
    expect(accounts?.nominal.tax_deferred[0]).toBe(50_000)
    expect(accounts?.nominal.tax_deferred[1]).toBeCloseTo(52_000, 6)
    expect(accounts?.real.real_estate[2]).toBeCloseTo((300_000 * 1.03 ** 2) / 1.02 ** 2, 4)
    expect(accounts?.nominal.loans[0]).toBe(200_000)
    expect(accounts?.real.loans[3]).toBeCloseTo((accounts?.nominal.loans[3] ?? 0) / 1.02 ** 3, 6)
    // The liquid median is the sum of the account medians when every path is the same.
    const sum = (['cash', 'taxable', 'tax_deferred', 'roth'] as const).reduce(
      (total, name) => total + (accounts?.nominal[name][4] ?? 0),
      0,
    )
    expect(result.liquid.nominal.p50[4]).toBeCloseTo(sum, 6)
  })
})

describe('the income flow', () => {
  /** Take-home pay only: no salary on record, no 401(k) or IRA. */
  const takeHome = (monthly: number, growth: number) => ({
    ...plan({}).working,
    monthly_take_home: monthly,
    salary_growth: growth,
  })

  it("is each working year's take-home pay as it grows, then retirement's own income", () => {
    // $5,000 take-home a month growing 3 % a year, from 60 to retirement at 63; Social Security $2,000 a
    // month from 63, no inflation (so no COLA): 60,000 × 1.03^y for years 0–2, then 24,000 a year.
    const result = runLifecycle(
      plan({
        current_age: 60,
        retirement_age: 63,
        planning_age: 66,
        birth_year: 1966,
        accounts: { cash: 0, taxable: 10_000, taxable_basis: 10_000, tax_deferred: 0, roth: 0, real_estate: 0 },
        working: takeHome(5_000, 0.03),
        income: { social_security: { claiming_age: 63, monthly_benefit: 2_000 } },
      }),
    )
    const income = result.flows.nominal.income.median
    expect(income).toHaveLength(6)
    ;[60_000, 61_800, 63_654].forEach((pay, y) => expect(income[y]).toBeCloseTo(pay, 6))
    for (let y = 3; y < 6; y++) expect(income[y]).toBeCloseTo(24_000, 6)
  })

  it('keeps the same pay a year when it does not grow, on every path', () => {
    const result = runLifecycle(
      plan({
        current_age: 50,
        retirement_age: 60,
        planning_age: 53,
        iterations: 50,
        volatility_scale: 1,
        accounts: { cash: 0, taxable: 10_000, taxable_basis: 10_000, tax_deferred: 0, roth: 0, real_estate: 0 },
        working: takeHome(4_000, 0),
      }),
    )
    expect(result.flows.nominal.income.median).toEqual([48_000, 48_000, 48_000])
    expect(result.flows.nominal.income.mean).toEqual([48_000, 48_000, 48_000])
  })
})
