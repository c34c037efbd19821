import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

const client = async () => (await apiUser(server.base)).api

type Client = Awaited<ReturnType<typeof client>>

const messages = (body: { detail: { loc: unknown[]; msg: string }[] }) => body.detail.map((d) => d.msg)

const FULL = {
  mortgage_rate: 7.5,
  mortgage_payment: 2500,
  mortgage_lender: 'First Bank',
  mortgage_term_years: 30,
  mortgage_start_date: '2021-03-01',
  contribution_401k: 3,
  employer_match: 3,
  employer_match_limit: 6,
  vesting_schedule: '3-year-graded',
  stock_percentage: 60,
  bond_percentage: 40,
  average_expense_ratio: 0.15,
  investment_platform: 'vanguard',
  subscriptions: [
    { name: 'Netflix', cost: 15.99, usage_frequency: 'rarely', can_cancel: true },
    { name: 'Spotify', cost: 9.99 },
  ],
}

async function addEntry(c: Client, entry: Record<string, unknown>) {
  const created = await c.call('POST', '/financial/entries', entry)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
}

describe('advisor data: save and read', () => {
  it('reads empty groups before anything is saved', async () => {
    const c = await client()
    const read = await c.call('GET', '/advisor/advisor-data')
    expect(read.status).toBe(200)
    expect(read.body).toEqual({
      mortgage: { interest_rate: null, monthly_payment: null, lender: null, term_years: null, start_date: null },
      retirement: {
        contribution_percent: null,
        employer_match: null,
        employer_match_limit: null,
        vesting_schedule: null,
      },
      investments: { stock_percentage: null, bond_percentage: null, average_expense_ratio: null, platform: null },
      subscriptions: [],
      updated_at: null,
    })
  })

  it('saves the flat payload and reads it back as nested groups', async () => {
    const c = await client()
    const saved = await c.call('POST', '/advisor/save-advisor-data', FULL)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const read = await c.call('GET', '/advisor/advisor-data')
    expect(read.body).toMatchObject({
      mortgage: {
        interest_rate: 7.5,
        monthly_payment: 2500,
        lender: 'First Bank',
        term_years: 30,
        start_date: '2021-03-01',
      },
      retirement: {
        contribution_percent: 3,
        employer_match: 3,
        employer_match_limit: 6,
        vesting_schedule: '3-year-graded',
      },
      investments: { stock_percentage: 60, bond_percentage: 40, average_expense_ratio: 0.15, platform: 'vanguard' },
      subscriptions: [
        { name: 'Netflix', cost: 15.99, usage: 'rarely', can_cancel: true },
        { name: 'Spotify', cost: 9.99, usage: 'monthly', can_cancel: true },
      ],
    })
    expect(saved.body.data).toEqual(read.body)

    // A second save replaces the record: what it leaves out is cleared.
    await c.call('POST', '/advisor/save-advisor-data', { mortgage_rate: 6.1, mortgage_payment: 1234.56 })
    const again = await c.call('GET', '/advisor/advisor-data')
    expect(again.body.mortgage).toMatchObject({ interest_rate: 6.1, monthly_payment: 1234.56, lender: null })
    expect(again.body.retirement.contribution_percent).toBeNull()
    expect(again.body.subscriptions).toEqual([])
  })

  it('answers 422 with the spec messages and keeps the saved data', async () => {
    const c = await client()
    await c.call('POST', '/advisor/save-advisor-data', { mortgage_rate: 5 })
    const cases: [Record<string, unknown>, string][] = [
      [{ mortgage_rate: 20.01 }, 'Rate must be between 0-20%'],
      [{ mortgage_rate: -1 }, 'Rate must be between 0-20%'],
      [{ contribution_401k: 101 }, 'Must be between 0-100%'],
      [{ contribution_401k: -0.5 }, 'Must be between 0-100%'],
      [{ stock_percentage: 70, bond_percentage: 20 }, 'Stock + Bond must equal 100% (currently 90%)'],
      [{ stock_percentage: 110 }, 'Must be between 0-100%'],
      [{ mortgage_term_years: 25 }, 'Term must be 15, 20 or 30 years'],
      [{ vesting_schedule: '2-year' }, 'Vesting schedule must be immediate, 1-year, 3-year-graded or 5-year-graded'],
      [{ mortgage_start_date: '2021-02-30' }, 'Start date must be a real date between 1950 and 2100'],
      [{ subscriptions: [{ name: '', cost: 5 }] }, 'Subscription name is required'],
      [{ subscriptions: [{ name: 'Gym', cost: -5 }] }, 'Subscription cost must be between $0 and $10,000'],
      [{ subscriptions: 'Netflix' }, 'Subscriptions must be a list'],
    ]
    for (const [body, message] of cases) {
      const response = await c.call('POST', '/advisor/save-advisor-data', body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(messages(response.body), JSON.stringify(body)).toContain(message)
    }
    // A match without its limit is refused, naming the limit field: "100" alone could be
    // "100% up to 3%" or 3% of pay; read as all of pay it advised deferring 24.5%.
    const noLimit = await c.call('POST', '/advisor/save-advisor-data', { contribution_401k: 3, employer_match: 100 })
    expect(noLimit.status).toBe(422)
    expect(noLimit.body.detail).toMatchObject([
      {
        loc: ['body', 'employer_match_limit'],
        msg: 'Enter the match limit: up to what share of your pay does your employer match your 100%? For "50% up to 6%" the limit is 6.',
      },
    ])
    // Only stock (or only bond) is fine when it says 100; 0 + 0 is "not provided".
    expect((await c.call('POST', '/advisor/save-advisor-data', { stock_percentage: 100 })).status).toBe(200)
    expect(
      (await c.call('POST', '/advisor/save-advisor-data', { stock_percentage: 0, bond_percentage: 0 })).status,
    ).toBe(200)
    for (const bad of ['not json', '[1]', 'null', '42']) {
      expect((await c.call('POST', '/advisor/save-advisor-data', bad)).status, bad).toBe(422)
    }
    expect((await c.call('GET', '/advisor/save-advisor-data')).status).toBe(405)
  })

  it("keeps each user's advisor data to themselves", async () => {
    const owner = await client()
    const other = await client()
    await owner.call('POST', '/advisor/save-advisor-data', FULL)
    const read = await other.call('GET', '/advisor/advisor-data')
    expect(read.body.mortgage.interest_rate).toBeNull()
    expect((await other.call('GET', '/advisor/smart-recommendations')).body.recommendations).toEqual([])
  })

  it('requires a bearer token', async () => {
    expect((await fetch(`${server.base}/api/v1/advisor/advisor-data`)).status).toBe(401)
    expect((await fetch(`${server.base}/api/v1/advisor/smart-recommendations`)).status).toBe(401)
  })
})

describe('smart recommendations', () => {
  it('has no samples when data is missing: an empty list and hints saying what to add', async () => {
    const c = await client()
    const response = await c.call('GET', '/advisor/smart-recommendations')
    expect(response.status).toBe(200)
    expect(response.body.recommendations).toEqual([])
    expect(response.body.total_annual_savings).toBe(0)
    const hints = response.body.hints.map((h: { message: string }) => h.message)
    expect(hints).toContain('Add your employer match and match limit.')
    expect(hints).toContain('Add the percentage of pay you contribute to your 401(k).')
    expect(hints).toContain('Add your monthly subscriptions (ten common ones are preset).')
  })

  it('computes honest numbers for a hand-built household, highest savings first', async () => {
    const c = await client()
    // $300,000 mortgage at 7.5% with 300 months left; $120,000 salary; a $5,000 card at 24%.
    await addEntry(c, {
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      description: 'Home mortgage',
      amount: 300000,
      interest_rate: 7.5,
      remaining_months: 300,
    })
    await addEntry(c, {
      category: 'liabilities',
      subcategory: 'credit_cards',
      description: 'Visa',
      amount: 5000,
      interest_rate: 24,
    })
    await addEntry(c, {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 120000,
      frequency: 'annually',
    })
    await c.call('POST', '/advisor/save-advisor-data', {
      mortgage_rate: 7.5,
      contribution_401k: 3,
      employer_match: 3,
      employer_match_limit: 6,
      subscriptions: [
        { name: 'Netflix', cost: 15.99, usage_frequency: 'rarely' },
        { name: 'Spotify', cost: 9.99, usage_frequency: 'daily' },
      ],
    })
    const response = await c.call('GET', '/advisor/smart-recommendations')
    expect(response.status).toBe(200)
    const recs = response.body.recommendations
    expect(recs.map((r: { id: string }) => r.id)).toEqual([
      'mortgage-refinance',
      'retirement-401k-match',
      'debt-high-interest',
      'subscriptions-review',
    ])
    for (const r of recs) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'action_steps',
          'annual_savings',
          'assumptions_made',
          'category',
          'confidence_level',
          'current_value',
          'description',
          'difficulty',
          'id',
          'monthly_savings',
          'recommended_value',
          'time_to_implement',
          'title',
        ].sort(),
      )
    }
    // Refinancing $300,000 over 300 months: 7.5% → $2,216.97, 6.25% (stated market rate) → $1,979.01.
    expect(recs[0]).toMatchObject({ monthly_savings: 237.96, annual_savings: 2855.52, difficulty: 'medium' })
    expect(recs[0].description).toContain('recovered after 38 months') // $9,000 closing / $237.96
    // 3 on a 6% limit = 50% up to 6% of $120,000 → $3,600 possible; 3% captures $1,800; $1,800 left.
    expect(recs[1]).toMatchObject({ annual_savings: 1800, monthly_savings: 150, difficulty: 'easy' })
    expect(recs[1].recommended_value).toBe('6%')
    // $5,000 at 24%: $1,200 of interest a year.
    expect(recs[2]).toMatchObject({ annual_savings: 1200, monthly_savings: 100 })
    // Netflix used rarely: $15.99 a month.
    expect(recs[3]).toMatchObject({ monthly_savings: 15.99, annual_savings: 191.88 })
    expect(response.body.total_annual_savings).toBe(6047.4)
    // The allocation rule cannot run without a target: a hint, not a sample.
    expect(response.body.hints.map((h: { section: string }) => h.section)).toContain('investments')
  })

  it('does not guess a limit for a match saved without one before saving refused it', async () => {
    const { api: c, id } = await apiUser(server.base)
    await addEntry(c, {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 100000,
      frequency: 'annually',
    })
    // A row as an earlier version saved it: match 100, no limit. Read as dollar for dollar up
    // to all of pay it advised deferring 24.5% (the 2026 402(g) limit on $100,000).
    await getDb().AdvisorData.create({ user_id: id, contribution_401k: 3, employer_match: 100, subscriptions: '[]' })
    const response = await c.call('GET', '/advisor/smart-recommendations')
    expect(response.status).toBe(200)
    expect(response.body.recommendations.map((r: { id: string }) => r.id)).not.toContain('retirement-401k-match')
    expect(response.body.hints).toContainEqual({
      section: 'retirement',
      message: 'Add your employer match and match limit.',
    })
    // Saving another section keeps working: the unchanged pair is not refused.
    const other = await c.call('POST', '/advisor/save-advisor-data', {
      mortgage_rate: 6,
      contribution_401k: 3,
      employer_match: 100,
    })
    expect(other.status, JSON.stringify(other.body)).toBe(200)
  })
})
