import { describe, expect, it } from 'vitest'
import {
  analysePortfolio,
  classifyHolding,
  formatBp,
  SPEC_TARGET_BP,
  targetAllocation,
  type Holding,
} from '../../app/lib/portfolio-analysis.ts'

// Every figure below was worked by hand (in the comments), not read back from the code.

let nextId = 1
function holding(description: string, subcategory: string, dollars: number, mix: Partial<Holding> = {}): Holding {
  return {
    id: nextId++,
    description,
    subcategory,
    amount_cents: dollars * 100,
    real_estate_percentage: null,
    stocks_percentage: null,
    bonds_percentage: null,
    cash_percentage: null,
    alternative_percentage: null,
    ...mix,
  }
}

const SPEC = targetAllocation(null)

describe('the target mix', () => {
  it('is the spec’s 70/20/6/2/2 without investment preferences', () => {
    expect(SPEC).toEqual({
      source: 'default',
      bp: { stocks: 7000, real_estate: 2000, bonds: 600, cash: 200, alternative: 200 },
    })
    expect(SPEC.bp).not.toBe(SPEC_TARGET_BP)
  })

  it('follows the preferences: risk 7, crypto 3 %, alternatives wanted', () => {
    // alternatives 3 + 2 = 5 %; real estate 20 + cash 2 fixed; 100 − 22 − 5 = 73 % for stocks and bonds,
    // 70 % of it in stocks (risk 7): 51.1 % stocks, 21.9 % bonds.
    const target = targetAllocation({
      risk_tolerance_score: 7,
      cryptocurrency_allocation: 3,
      alternative_investment_interest: true,
    })
    expect(target).toEqual({
      source: 'preferences',
      bp: { stocks: 5110, real_estate: 2000, bonds: 2190, cash: 200, alternative: 500 },
    })
  })

  it('gives a moderate investor without alternatives half stocks, half bonds of the 78 %', () => {
    const target = targetAllocation({
      risk_tolerance_score: 5,
      cryptocurrency_allocation: 0,
      alternative_investment_interest: false,
    })
    expect(target.bp).toEqual({ stocks: 3900, real_estate: 2000, bonds: 3900, cash: 200, alternative: 0 })
  })

  it('never gives more than 100 %: a 90 % crypto wish is capped at what real estate and cash leave', () => {
    const target = targetAllocation({
      risk_tolerance_score: 10,
      cryptocurrency_allocation: 90,
      alternative_investment_interest: true,
    })
    expect(target.bp).toEqual({ stocks: 0, real_estate: 2000, bonds: 0, cash: 200, alternative: 7800 })
  })
})

describe('a holding’s classes', () => {
  it('uses the allocation percentages and puts a bank account’s remainder in cash', () => {
    // $10,000 account, 50 % stocks: $5,000 stocks, the other $5,000 is cash (a bank account).
    expect(classifyHolding(holding('Checking', 'cash_bank_accounts', 10_000, { stocks_percentage: 50 }))).toEqual({
      byClass: { stocks: 500_000, real_estate: 0, bonds: 0, cash: 500_000, alternative: 0 },
      unclassified: 0,
    })
  })

  it('leaves the unallocated part of an investment account unclassified, in whole cents', () => {
    // 1,000.01 dollars = 100,001 cents; 33.33 % → 33,330.33 → 33,330 cents in stocks; 66,671 left over.
    expect(
      classifyHolding(
        holding('Brokerage', 'investment_accounts', 0, { amount_cents: 100_001, stocks_percentage: 33.33 }),
      ),
    ).toEqual({
      byClass: { stocks: 33_330, real_estate: 0, bonds: 0, cash: 0, alternative: 0 },
      unclassified: 66_671,
    })
  })
})

describe('the analysis', () => {
  // House $500,000 (real estate); brokerage $300,000 at 80/20 → $240,000 stocks, $60,000 bonds;
  // checking $100,000 (cash); art $100,000 with no mix (unclassified). Total $1,000,000, classified $900,000.
  const household = [
    holding('House', 'real_estate', 500_000),
    holding('Brokerage', 'investment_accounts', 300_000, { stocks_percentage: 80, bonds_percentage: 20 }),
    holding('Checking', 'cash_bank_accounts', 100_000),
    holding('Art', 'other_assets', 100_000),
  ]
  const result = analysePortfolio(household, SPEC)

  it('counts the assets and sets the unclassified part aside', () => {
    expect(result.asset_count).toBe(4)
    expect(result.total_cents).toBe(100_000_000)
    expect(result.classified_cents).toBe(90_000_000)
    expect(result.unclassified_cents).toBe(10_000_000)
    expect(result.unclassified_holdings).toBe(1)
  })

  it('shares are of the classified $900,000, each compared with its target', () => {
    // real estate 500/900 = 55.56 %, stocks 240/900 = 26.67 %, bonds 60/900 = 6.67 %, cash 100/900 = 11.11 %.
    const rows = Object.fromEntries(result.classes.map((c) => [c.key, [c.share_bp, c.drift_bp, c.status]]))
    expect(rows).toEqual({
      stocks: [2667, -4333, 'below'],
      real_estate: [5556, 3556, 'above'],
      bonds: [667, 67, 'on_target'],
      cash: [1111, 911, 'above'],
      alternative: [0, -200, 'on_target'],
    })
  })

  it('alerts on real estate above 40 % and on the house, half of everything', () => {
    expect(result.concentration.classes.map((c) => c.key)).toEqual(['real_estate'])
    expect(result.concentration.holdings).toEqual([
      { id: household[0].id, description: 'House', value_cents: 50_000_000, share_bp: 5000 },
    ])
  })

  it('recommends dollar moves for the classes outside the 5-point band', () => {
    // stocks: 70 % of $900,000 = $630,000 − $240,000 = +$390,000; real estate: $180,000 − $500,000 =
    // −$320,000; cash: $18,000 − $100,000 = −$82,000. Bonds (+0.67) and alternatives (−2) are within 5 points.
    expect(result.recommendations).toEqual([
      { key: 'stocks', label: 'Stocks', action: 'increase', amount_cents: 39_000_000, from_bp: 2667, to_bp: 7000 },
      {
        key: 'real_estate',
        label: 'Real estate',
        action: 'reduce',
        amount_cents: 32_000_000,
        from_bp: 5556,
        to_bp: 2000,
      },
      { key: 'cash', label: 'Cash', action: 'reduce', amount_cents: 8_200_000, from_bp: 1111, to_bp: 200 },
    ])
  })

  it('alerts only above 40 %: exactly 40 % is not concentrated, one cent more is', () => {
    // $400 stocks, $300 bonds, $300 in the bank: 40 / 30 / 30.
    const exact = analysePortfolio(
      [
        holding('Fund', 'investment_accounts', 400, { stocks_percentage: 100 }),
        holding('Bonds', 'investment_accounts', 300, { bonds_percentage: 100 }),
        holding('Bank', 'cash_bank_accounts', 300),
      ],
      SPEC,
    )
    expect(exact.concentration).toEqual({ classes: [], holdings: [] })
    const over = analysePortfolio(
      [
        holding('Fund', 'investment_accounts', 0, { amount_cents: 40_001, stocks_percentage: 100 }),
        holding('Bonds', 'investment_accounts', 300, { bonds_percentage: 100 }),
        holding('Bank', 'cash_bank_accounts', 300),
      ],
      SPEC,
    )
    // 40,001 / 100,001 = 40.0004 %: shown as 40.0 %, still above the limit.
    expect(over.concentration.classes.map((c) => c.key)).toEqual(['stocks'])
    expect(over.concentration.holdings.map((h) => [h.description, h.share_bp])).toEqual([['Fund', 4000]])
  })

  it('has nothing to say about an empty portfolio', () => {
    const empty = analysePortfolio([], SPEC)
    expect(empty.asset_count).toBe(0)
    expect(empty.total_cents).toBe(0)
    expect(empty.classes.every((c) => c.share_bp === 0)).toBe(true)
    expect(empty.concentration).toEqual({ classes: [], holdings: [] })
    expect(empty.recommendations).toEqual([])
  })

  it('makes no moves when nothing has a class', () => {
    const art = analysePortfolio([holding('Art', 'other_assets', 5_000)], SPEC)
    expect(art.classified_cents).toBe(0)
    expect(art.recommendations).toEqual([])
    expect(art.concentration.classes).toEqual([])
    // The single holding is all of the portfolio.
    expect(art.concentration.holdings.map((h) => h.share_bp)).toEqual([10_000])
  })
})

describe('formatBp', () => {
  it('shows one decimal', () => {
    expect(formatBp(4150)).toBe('41.5%')
    expect(formatBp(2667)).toBe('26.7%')
    expect(formatBp(0)).toBe('0.0%')
  })
})
