import { describe, expect, it } from 'vitest'
import {
  SUBSCRIPTION_PRESETS,
  balanceFromPaymentCents,
  defaultAssumptions,
  formulaFromMatchPair,
  monthsElapsed,
  refinanceFigures,
  smartRecommendations,
  type AdvisorDataInput,
  type HouseholdInput,
  type LiabilityInput,
} from '../../app/lib/advisor-recommendations.ts'

// Reference figures were computed apart from the code with 50-digit decimal arithmetic:
//   payment = P·r / (1 − (1 + r)^−n), r = annual rate / 12, rounded to the cent.

const $ = (dollars: number) => Math.round(dollars * 100)
const AS_OF = new Date('2026-11-23T12:00:00Z')
const options = defaultAssumptions(AS_OF)

function advisor(overrides: Partial<AdvisorDataInput> = {}): AdvisorDataInput {
  return {
    mortgage: { interest_rate: null, monthly_payment_cents: null, lender: null, term_years: null, start_date: null },
    retirement: {
      contribution_percent: null,
      employer_match: null,
      employer_match_limit: null,
      vesting_schedule: null,
    },
    investments: { stock_percentage: null, bond_percentage: null, average_expense_ratio: null, platform: null },
    subscriptions: [],
    ...overrides,
  }
}

function household(overrides: Partial<HouseholdInput> = {}): HouseholdInput {
  return { annual_salary_cents: null, liabilities: [], invested_stocks_cents: 0, invested_bonds_cents: 0, ...overrides }
}

function liability(overrides: Partial<LiabilityInput>): LiabilityInput {
  return {
    id: 1,
    subcategory: 'credit_cards',
    description: 'Card',
    balance_cents: 0,
    interest_rate: null,
    remaining_months: null,
    minimum_payment_cents: null,
    ...overrides,
  }
}

const byId = (result: ReturnType<typeof smartRecommendations>, id: string) =>
  result.recommendations.find((r) => r.id === id)

const SPEC_FIELDS = [
  'id',
  'category',
  'title',
  'description',
  'current_value',
  'recommended_value',
  'monthly_savings_cents',
  'annual_savings_cents',
  'action_steps',
  'difficulty',
  'time_to_implement',
  'confidence_level',
  'assumptions_made',
]

describe('mortgage refinancing', () => {
  it('refinanceFigures: $300,000 at 7.5% over 300 months against 6.25% with 3% closing costs', () => {
    // 7.5 %: 2,216.97353…; 6.25 %: 1,979.00813…; 237.96 a month.
    // Closing 9,000 / 237.96 = 37.82 → 38 months; net 237.96 × 300 − 9,000 = 62,388.
    expect(refinanceFigures($(300_000), 7.5, 6.25, 300, 3)).toEqual({
      balance_cents: $(300_000),
      remaining_months: 300,
      current_payment_cents: 221_697,
      new_payment_cents: 197_901,
      monthly_savings_cents: 23_796,
      closing_costs_cents: $(9_000),
      break_even_months: 38,
      net_savings_cents: $(62_388),
    })
  })

  it('recommends with every spec field, from the mortgage entry’s balance', () => {
    const result = smartRecommendations(
      advisor({
        mortgage: {
          interest_rate: 7.5,
          monthly_payment_cents: $(2_500),
          lender: 'Bank',
          term_years: null,
          start_date: null,
        },
      }),
      household({
        liabilities: [
          liability({
            subcategory: 'mortgage_real_estate',
            description: 'Home',
            balance_cents: $(300_000),
            remaining_months: 300,
          }),
        ],
      }),
      options,
    )
    const rec = byId(result, 'mortgage-refinance')
    expect(Object.keys(rec ?? {}).sort()).toEqual([...SPEC_FIELDS].sort())
    expect(rec).toMatchObject({
      category: 'mortgage',
      monthly_savings_cents: 23_796,
      annual_savings_cents: 23_796 * 12,
      current_value: '7.5%, $2,217/month',
      recommended_value: '6.25%, $1,979/month',
      difficulty: 'medium',
    })
    expect(rec?.description).toContain('recovered after 38 months')
    expect(rec?.description).toContain('$62,388')
    expect(rec?.assumptions_made.join(' ')).toContain('Closing costs of 3% of the balance ($9,000)')
  })

  it('recommends only when net savings are positive: 6.5% → 6.25% on $300,000 turns at 212 months', () => {
    // 212 months: 42.61 a month × 212 = 9,033.32 > 9,000 closing → net +33.32
    expect(refinanceFigures($(300_000), 6.5, 6.25, 212, 3)?.net_savings_cents).toBe(3_332)
    // 211 months: 42.57 × 211 = 8,982.27 → net −17.73
    expect(refinanceFigures($(300_000), 6.5, 6.25, 211, 3)?.net_savings_cents).toBe(-1_773)
    const run = (months: number) =>
      smartRecommendations(
        advisor({
          mortgage: {
            interest_rate: 6.5,
            monthly_payment_cents: null,
            lender: null,
            term_years: null,
            start_date: null,
          },
        }),
        household({
          liabilities: [
            liability({ subcategory: 'mortgage_real_estate', balance_cents: $(300_000), remaining_months: months }),
          ],
        }),
        options,
      )
    expect(byId(run(212), 'mortgage-refinance')?.monthly_savings_cents).toBe(4_261)
    expect(byId(run(211), 'mortgage-refinance')).toBeUndefined()
  })

  it('no recommendation when the current rate is at or below the market rate', () => {
    expect(refinanceFigures($(300_000), 6.25, 6.25, 300, 3)?.monthly_savings_cents).toBe(0)
    const result = smartRecommendations(
      advisor({
        mortgage: {
          interest_rate: 6.25,
          monthly_payment_cents: $(2_150),
          lender: null,
          term_years: 30,
          start_date: '2022-06-15',
        },
      }),
      household({ liabilities: [liability({ subcategory: 'mortgage_real_estate', balance_cents: $(318_000) })] }),
      options,
    )
    expect(byId(result, 'mortgage-refinance')).toBeUndefined()
    expect(result.hints.filter((h) => h.section === 'mortgage')).toEqual([])
  })

  it('derives the remaining term from the term and start date', () => {
    // June 15 2022 to November 23 2026: 53 whole months; 360 − 53 = 307
    expect(monthsElapsed('2022-06-15', AS_OF)).toBe(53)
    expect(monthsElapsed('2022-06-24', AS_OF)).toBe(52)
    expect(monthsElapsed('2022-06', AS_OF)).toBe(53)
    expect(monthsElapsed('June 2022', AS_OF)).toBeNull()
  })

  it('estimates the balance from the payment when there is no mortgage entry, with low confidence', () => {
    // PV of $2,000 for 300 months at 7.5 %: 270,639.2254… → 270,639.23.
    // Its payment at 6.25 %: 1,785.32; saving 214.68; closing 3 % = 8,119.18 → 38 months
    expect(balanceFromPaymentCents($(2_000), 7.5, 300)).toBe(27_063_923)
    const result = smartRecommendations(
      advisor({
        mortgage: {
          interest_rate: 7.5,
          monthly_payment_cents: $(2_000),
          lender: null,
          term_years: 25,
          start_date: '2026-11-01',
        },
      }),
      household(),
      options,
    )
    const rec = byId(result, 'mortgage-refinance')
    expect(rec).toMatchObject({ monthly_savings_cents: 21_468, confidence_level: 'low' })
    expect(rec?.assumptions_made[0]).toBe(
      'Balance estimated at $270,639 from your $2,000 payment, read as principal and interest only.',
    )
  })

  it('asks for what is missing, and says nothing to people without a mortgage', () => {
    const partial = smartRecommendations(
      advisor({
        mortgage: {
          interest_rate: null,
          monthly_payment_cents: $(1_800),
          lender: null,
          term_years: null,
          start_date: null,
        },
      }),
      household(),
      options,
    )
    expect(partial.hints.filter((h) => h.section === 'mortgage').map((h) => h.message)).toEqual([
      'Add your mortgage interest rate.',
      'Add your mortgage term and start date to see refinancing savings.',
    ])
    expect(smartRecommendations(advisor(), household(), options).hints.some((h) => h.section === 'mortgage')).toBe(
      false,
    )
  })
})

describe('full 401(k) match', () => {
  const run = (contribution: number, match: number | null, limit: number | null, extra: Partial<HouseholdInput> = {}) =>
    smartRecommendations(
      advisor({
        retirement: {
          contribution_percent: contribution,
          employer_match: match,
          employer_match_limit: limit,
          vesting_schedule: '3-year-graded',
        },
      }),
      household({ annual_salary_cents: $(100_000), ...extra }),
      { ...options, year: 2025 },
    )

  it('match 3% for a 6% contribution is 50% up to 6%: at 4% it leaves $1,000', () => {
    const rec = byId(run(4, 3, 6), 'retirement-401k-match')
    expect(rec).toMatchObject({
      category: 'retirement',
      current_value: '4%',
      recommended_value: '6%',
      annual_savings_cents: $(1_000),
      // 1,000 / 12 = 83.33
      monthly_savings_cents: 8_333,
      difficulty: 'easy',
      confidence_level: 'medium',
    })
    expect(rec?.description).toBe(
      'Your employer matches 50% of the first 6% of pay. At 4% you receive $2,000 of a possible $3,000 a year. ' +
        'Contributing 6% (about $2,000 more a year, before tax) adds $1,000 of employer money.',
    )
    expect(rec?.assumptions_made).toContain(
      'The match vests on a 3-year-graded schedule: leaving before it vests forfeits part of it.',
    )
  })

  it('fires just below the threshold and not at it', () => {
    // 5.99 %: 5,990 × 50 % = 2,995, 5 left
    expect(byId(run(5.99, 3, 6), 'retirement-401k-match')?.annual_savings_cents).toBe($(5))
    expect(byId(run(6, 3, 6), 'retirement-401k-match')).toBeUndefined()
    expect(byId(run(10, 3, 6), 'retirement-401k-match')).toBeUndefined()
  })

  it('reads a match above the limit as a rate, and does not guess at a match without a limit', () => {
    expect(formulaFromMatchPair(50, 6)?.formula.tiers).toEqual([{ fromPercent: 0, toPercent: 6, matchRatePercent: 50 }])
    expect(formulaFromMatchPair(4, null)).toBeNull()
    expect(formulaFromMatchPair(4, 4)?.formula.tiers).toEqual([{ fromPercent: 0, toPercent: 4, matchRatePercent: 100 }])
    expect(formulaFromMatchPair(null, 6)).toBeNull()
    expect(formulaFromMatchPair(0, 6)).toBeNull()
    // A legacy row with a match but no limit: no match recommendation, a hint asking for the limit instead.
    expect(byId(run(3, 4, null), 'retirement-401k-match')).toBeUndefined()
  })

  it('prefers the retirement panel’s formula text', () => {
    // Safe harbor: 3,000 + 1,000 = 4,000 at 5 %; at 4 % 3,500 → 500 left
    const rec = byId(
      run(4, 3, 6, { match_formula_text: '100% of first 3% and 50% of next 2%' }),
      'retirement-401k-match',
    )
    expect(rec).toMatchObject({ annual_savings_cents: $(500), recommended_value: '5%', confidence_level: 'high' })
  })

  it('asks for salary, contribution and match when missing', () => {
    const result = smartRecommendations(advisor(), household(), options)
    expect(result.hints.filter((h) => h.section === 'retirement').map((h) => h.message)).toEqual([
      'Add your employer match and match limit.',
      'Add the percentage of pay you contribute to your 401(k).',
      'Add your salary as an employment income entry.',
    ])
  })
})

describe('allocation drift', () => {
  const run = (stocks: number, bonds: number, target: [number | null, number | null] = [60, 40]) =>
    smartRecommendations(
      advisor({
        investments: {
          stock_percentage: target[0],
          bond_percentage: target[1],
          average_expense_ratio: null,
          platform: null,
        },
      }),
      household({ invested_stocks_cents: $(stocks), invested_bonds_cents: $(bonds) }),
      options,
    )

  it('10 points over target: move $10,000 of $100,000 from stocks to bonds', () => {
    const rec = byId(run(70_000, 30_000), 'investments-allocation-drift')
    expect(rec).toMatchObject({
      current_value: '70% stocks / 30% bonds',
      recommended_value: '60% stocks / 40% bonds',
      monthly_savings_cents: 0,
      annual_savings_cents: 0,
    })
    expect(rec?.description).toContain('Moving about $10,000 from stocks to bonds')
  })

  it('fires at 5 points, not at 4.99', () => {
    expect(byId(run(65_000, 35_000), 'investments-allocation-drift')?.description).toContain('$5,000')
    expect(byId(run(55_000, 45_000), 'investments-allocation-drift')?.description).toContain('from bonds to stocks')
    // 64,990 / 100,000 = 64.99 %: 4.99 points
    expect(byId(run(64_990, 35_010), 'investments-allocation-drift')).toBeUndefined()
  })

  it('takes the target from one side when the other is missing', () => {
    expect(byId(run(70_000, 30_000, [null, 40]), 'investments-allocation-drift')).toBeDefined()
  })

  it('asks for a target and for holdings', () => {
    expect(run(70_000, 30_000, [null, null]).hints.map((h) => h.message)).toContain(
      'Add your target stock and bond percentages (they add up to 100%).',
    )
    expect(run(0, 0).hints.map((h) => h.message)).toContain(
      'Add stock and bond percentages to your investment and retirement account entries.',
    )
  })
})

describe('subscriptions to review', () => {
  const subs = (list: [string, number, string | null][]) =>
    smartRecommendations(
      advisor({ subscriptions: list.map(([name, cost, usage]) => ({ name, cost_cents: $(cost), usage })) }),
      household(),
      options,
    )

  it('has the spec’s ten preset costs', () => {
    expect(SUBSCRIPTION_PRESETS.map((p) => p.cost_cents / 100)).toEqual([
      15.99, 9.99, 14.99, 49.99, 7.99, 14.99, 15.99, 6.99, 11.99, 9.99,
    ])
  })

  it('flags rarely used ones and overlapping streaming services', () => {
    const result = subs([
      ['Netflix', 15.99, 'daily'],
      ['Hulu', 14.99, 'weekly'],
      ['Disney+', 7.99, 'monthly'],
      ['Spotify', 9.99, 'daily'],
      ['Gym membership', 49.99, 'rarely'],
    ])
    const rec = byId(result, 'subscriptions-review')
    // Gym 49.99 + Hulu 14.99 + Disney+ 7.99 = 72.97 a month, 875.64 a year; total 98.95
    expect(rec).toMatchObject({
      monthly_savings_cents: 7_297,
      annual_savings_cents: 87_564,
      current_value: '5 subscriptions, $99/month',
      recommended_value: '2 subscriptions, $26/month',
      confidence_level: 'medium',
    })
    expect(rec?.description).toContain(
      'Gym membership (used rarely), Hulu (overlaps Netflix), Disney+ (overlaps Netflix)',
    )
  })

  it('one streaming service used monthly is not flagged; never used is', () => {
    expect(
      byId(
        subs([
          ['Netflix', 15.99, 'monthly'],
          ['Spotify', 9.99, null],
        ]),
        'subscriptions-review',
      ),
    ).toBeUndefined()
    expect(
      byId(
        subs([
          ['Netflix', 15.99, 'monthly'],
          ['Spotify', 9.99, 'Never'],
        ]),
        'subscriptions-review',
      ),
    ).toMatchObject({
      monthly_savings_cents: 999,
      confidence_level: 'high',
    })
  })

  it('more than three subscriptions with no usage marked gets a hint, three do not', () => {
    const three = subs([
      ['Spotify', 9.99, 'monthly'],
      ['Gym membership', 49.99, 'monthly'],
      ['iCloud+', 9.99, 'monthly'],
    ])
    expect(three.hints.filter((h) => h.section === 'subscriptions')).toEqual([])
    const four = subs([
      ['Spotify', 9.99, 'monthly'],
      ['Gym membership', 49.99, 'monthly'],
      ['iCloud+', 9.99, 'monthly'],
      ['Amazon Prime', 14.99, 'monthly'],
    ])
    expect(four.recommendations).toEqual([])
    expect(four.hints.filter((h) => h.section === 'subscriptions').map((h) => h.message)).toEqual([
      'You have 4 subscriptions: mark the ones you use rarely or never so we can size the savings.',
    ])
  })
})

describe('high-interest debt', () => {
  const run = (liabilities: LiabilityInput[]) => smartRecommendations(advisor(), household({ liabilities }), options)

  it('counts debts above 8% APR, highest rate first', () => {
    const rec = byId(
      run([
        liability({ id: 1, description: 'Visa Rewards', balance_cents: $(2_350), interest_rate: 22.9 }),
        liability({
          id: 2,
          subcategory: 'auto_loans',
          description: 'Car loan',
          balance_cents: $(14_800),
          interest_rate: 5.9,
        }),
        liability({
          id: 3,
          subcategory: 'personal_loans',
          description: 'Loan A',
          balance_cents: $(5_000),
          interest_rate: 8,
        }),
        liability({
          id: 4,
          subcategory: 'personal_loans',
          description: 'Loan B',
          balance_cents: $(5_000),
          interest_rate: 8.01,
        }),
        liability({
          id: 5,
          subcategory: 'mortgage_real_estate',
          description: 'Home',
          balance_cents: $(300_000),
          interest_rate: 9,
        }),
      ]),
      'debt-high-interest',
    )
    // 2,350 × 22.9 % = 538.15; 5,000 × 8.01 % = 400.50; total 938.65 a year, 78.22 a month
    expect(rec).toMatchObject({
      annual_savings_cents: 93_865,
      monthly_savings_cents: 7_822,
      current_value: '$7,350 above 8% APR',
    })
    expect(rec?.description).toMatch(
      /^Visa Rewards \(22\.9% on \$2,350\), Loan B \(8\.01% on \$5,000\) cost about \$939/,
    )
    expect(rec?.action_steps[0]).toContain('Visa Rewards')
  })

  it('8% exactly is not high interest', () => {
    expect(run([liability({ balance_cents: $(5_000), interest_rate: 8 })]).recommendations).toEqual([])
  })

  it('asks for a missing rate', () => {
    expect(run([liability({ description: 'Store card', balance_cents: $(900) })]).hints).toContainEqual({
      section: 'debt',
      message: 'Add the interest rate of Store card.',
    })
  })
})

describe('smartRecommendations', () => {
  it('orders by yearly savings and fills every spec field', () => {
    const result = smartRecommendations(
      advisor({
        retirement: {
          contribution_percent: 4,
          employer_match: 3,
          employer_match_limit: 6,
          vesting_schedule: 'immediate',
        },
        investments: { stock_percentage: 60, bond_percentage: 40, average_expense_ratio: null, platform: null },
        subscriptions: [{ name: 'Gym membership', cost_cents: 4_999, usage: 'never' }],
      }),
      household({
        annual_salary_cents: $(100_000),
        invested_stocks_cents: $(80_000),
        invested_bonds_cents: $(20_000),
        liabilities: [liability({ description: 'Visa', balance_cents: $(2_350), interest_rate: 22.9 })],
      }),
      { ...options, year: 2025 },
    )
    expect(result.recommendations.map((r) => [r.id, r.annual_savings_cents])).toEqual([
      ['retirement-401k-match', $(1_000)],
      ['subscriptions-review', 59_988],
      ['debt-high-interest', 53_815],
      ['investments-allocation-drift', 0],
    ])
    for (const rec of result.recommendations) expect(Object.keys(rec).sort()).toEqual([...SPEC_FIELDS].sort())
    expect(result.hints).toEqual([])
  })

  it('with no data: no recommendations and no samples, only what to add', () => {
    const result = smartRecommendations(advisor(), household(), options)
    expect(result.recommendations).toEqual([])
    expect(result.hints.map((h) => h.section)).toEqual([
      'retirement',
      'retirement',
      'retirement',
      'investments',
      'subscriptions',
    ])
  })
})
