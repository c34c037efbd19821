import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CLOSING_COST_PERCENT,
  DEFAULT_DRIFT_THRESHOLD_POINTS,
  DEFAULT_HIGH_INTEREST_APR_PERCENT,
  DEFAULT_MARKET_MORTGAGE_RATE_PERCENT,
} from '../../app/lib/advisor-recommendations.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// Issue 6, "Done when": the smart recommendations for the demo household match a hand
// calculation. Every expected figure below is a literal worked out on paper from the seed
// (seeds/demo-household.ts), with the arithmetic in the comments; none is computed by the
// recommendation code. Only the stated assumptions are imported, to check the premises the
// hand calculation rests on.

const server = useTestServer()

type Recommendation = {
  id: string
  category: string
  title: string
  description: string
  current_value: string
  recommended_value: string
  monthly_savings: number
  annual_savings: number
  confidence_level: string
  assumptions_made: string[]
  action_steps: string[]
}

async function demoRecommendations() {
  const tokens = await apiUser(server.base)
  expect(await seedDemoHousehold(tokens.user.id)).toBe(true)
  const response = await fetch(`${server.base}/api/v1/advisor/smart-recommendations`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as {
    recommendations: Recommendation[]
    total_monthly_savings: number
    total_annual_savings: number
    hints: { section: string; message: string }[]
  }
  const byId = (id: string) => body.recommendations.find((r) => r.id === id)
  return { body, byId }
}

describe('smart recommendations for the demo household, checked by hand', () => {
  it('rests on the stated assumptions the hand calculation uses', () => {
    expect(DEFAULT_MARKET_MORTGAGE_RATE_PERCENT).toBe(6.25)
    expect(DEFAULT_CLOSING_COST_PERCENT).toBe(3)
    expect(DEFAULT_DRIFT_THRESHOLD_POINTS).toBe(5)
    expect(DEFAULT_HIGH_INTEREST_APR_PERCENT).toBe(8)
  })

  it('fires four rules, highest yearly savings first, with no hints', async () => {
    const { body } = await demoRecommendations()
    // Yearly savings (worked out in the tests below): 401(k) $936.00, card $538.15,
    // subscriptions $275.76, rebalancing $0. The mortgage rule does not fire.
    expect(body.recommendations.map((r) => r.id)).toEqual([
      'retirement-401k-match',
      'debt-high-interest',
      'subscriptions-review',
      'investments-allocation-drift',
    ])
    // Every input the rules need is in the seed, so nothing is asked for.
    expect(body.hints).toEqual([])
    // Monthly: 78.00 + 44.85 + 22.98 + 0 = 145.83.
    expect(body.total_monthly_savings).toBe(145.83)
    // Yearly: 936.00 + 538.15 + 275.76 + 0 = 1,749.91.
    expect(body.total_annual_savings).toBe(1749.91)
  })

  it('401(k): the match left on the table at 4 % against "50 % of the first 6 %"', async () => {
    const { byId } = await demoRecommendations()
    const rec = byId('retirement-401k-match')!
    // Salary as the service reads it: the plan holder's pay, the largest single
    // employment-income entry: Jordan 7,800 × 12 = 93,600 a year (not Sam's 62,400, and not
    // the household total with the bonus, 165,000, which would overstate the match).
    // The form's "Employer Match 3 (% of pay)" and "Match Limit 6" read as 3 / 6 = 50 % of
    // each dollar on the first 6 % of pay.
    //   Full match  = 93,600 × 6 % × 50 % = 5,616 × 0.5 = 2,808
    //   Captured    = 93,600 × 4 % × 50 % = 3,744 × 0.5 = 1,872
    //   Left        = 2,808 − 1,872 = 936 a year; 936 / 12 = 78.00 a month
    //   Extra deferral to reach 6 % = 5,616 − 3,744 = 1,872 (well under the 402(g) limit)
    expect(rec.annual_savings).toBe(936)
    expect(rec.monthly_savings).toBe(78)
    expect(rec.current_value).toBe('4%')
    expect(rec.recommended_value).toBe('6%')
    expect(rec.description).toContain('At 4% you receive $1,872 of a possible $2,808 a year.')
    expect(rec.description).toContain('Contributing 6% (about $1,872 more a year, before tax) adds $936')
    expect(rec.description).toContain('Your employer matches 50% of the first 6% of pay.')
    // Read from the match/limit pair, not a typed formula: medium confidence.
    expect(rec.confidence_level).toBe('medium')
    expect(rec.assumptions_made.join(' ')).toContain('$93,600')
  })

  it('high-interest debt: a year of interest on the 22.9 % card only', async () => {
    const { byId } = await demoRecommendations()
    const rec = byId('debt-high-interest')!
    // Visa Rewards: 2,350 × 22.9 % = 2,350 × 0.229 = 538.15 a year.
    //   538.15 / 12 = 44.845833… → 44.85 a month (rounded to the cent).
    // The 2022 Honda CR-V loan at 5.9 % is below the 8 % threshold; the mortgage is left to
    // the refinancing rule.
    expect(rec.annual_savings).toBe(538.15)
    expect(rec.monthly_savings).toBe(44.85)
    expect(rec.current_value).toBe('$2,350 above 8% APR')
    expect(rec.description).toContain('Visa Rewards (22.9% on $2,350) costs about $538 a year')
    expect(rec.description).not.toContain('Honda')
    expect(rec.description).not.toContain('Mortgage')
  })

  it('subscriptions: the rarely used one and the overlapping streaming service', async () => {
    const { byId } = await demoRecommendations()
    const rec = byId('subscriptions-review')!
    // Six presets at their default costs, in cents:
    //   Netflix 1,599 (daily) + Disney+ 799 (weekly) + Hulu 1,499 (rarely) + Spotify 999 (daily)
    //   + Amazon Prime 1,499 (weekly) + iCloud+ 999 (monthly) = 7,394 → $73.94 a month ($74).
    // Flagged: Hulu, used rarely (1,499). Of the video services still in use, Netflix (daily)
    // is kept and Disney+ (weekly) overlaps it (799). Spotify, Prime and iCloud+ are not video.
    //   Saving = 1,499 + 799 = 2,298 → 22.98 a month; × 12 = 275.76 a year.
    //   Left   = 7,394 − 2,298 = 5,096 → $50.96 ($51), 6 − 2 = 4 subscriptions.
    expect(rec.monthly_savings).toBe(22.98)
    expect(rec.annual_savings).toBe(275.76)
    expect(rec.current_value).toBe('6 subscriptions, $74/month')
    expect(rec.recommended_value).toBe('4 subscriptions, $51/month')
    expect(rec.description).toContain('Hulu (used rarely), Disney+ (overlaps Netflix) saves $23 a month')
    expect(rec.description).not.toMatch(/Spotify|Amazon Prime|iCloud/)
    expect(rec.confidence_level).toBe('medium')
  })

  it('allocation: 79.41 % stocks against a 70 % target is past the 5-point band', async () => {
    const { byId } = await demoRecommendations()
    const rec = byId('investments-allocation-drift')!
    // Stocks and bonds from the asset entries' allocation percentages (dollars):
    //   Brokerage 38,500: stocks 85 % = 32,725, bonds 10 % = 3,850
    //   401k     182,000: stocks 75 % = 136,500, bonds 25 % = 45,500
    //   Roth IRA  41,000: stocks 90 % = 36,900, bonds 10 % = 4,100
    //   (cash, home and cars hold no stocks or bonds)
    //   Stocks = 32,725 + 136,500 + 36,900 = 206,125; bonds = 3,850 + 45,500 + 4,100 = 53,450
    //   Total  = 259,575; stock share = 206,125 / 259,575 = 0.794087 → 79.41 %
    //   Drift  = 79.41 − 70 = 9.41 points ≥ 5 → rebalance
    //   Move   = 9.41 % × 259,575 = 24,426.01 → "$24,426" from stocks to bonds
    expect(rec.current_value).toBe('79.41% stocks / 20.59% bonds')
    expect(rec.recommended_value).toBe('70% stocks / 30% bonds')
    expect(rec.description).toContain('9.41% points off')
    expect(rec.description).toContain('Moving about $24,426 from stocks to bonds')
    // Rebalancing saves no money by itself.
    expect(rec.monthly_savings).toBe(0)
    expect(rec.annual_savings).toBe(0)
  })

  it('mortgage: no refinance, since the market rate equals the current 6.25 %', async () => {
    const { body, byId } = await demoRecommendations()
    // Balance 318,000 at 6.25 % against the stated market rate of 6.25 %. For whatever months n
    // remain of the 30 years from 2022-06-15, both payments are 318,000 · r / (1 − (1 + r)^−n)
    // with the same r = 0.0625 / 12, so the monthly saving is 0.
    //   Closing costs = 3 % × 318,000 = 9,540
    //   Net saving    = 0 × n − 9,540 = −9,540 < 0 → no break-even, no recommendation.
    expect(byId('mortgage-refinance')).toBeUndefined()
    expect(body.recommendations.some((r) => r.category === 'mortgage')).toBe(false)
    // Not for want of data: the rate, term and start date are all there, so no mortgage hint.
    expect(body.hints.filter((h) => h.section === 'mortgage')).toEqual([])
  })
})
