import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { FamilyMemberSchema, ProfileSchema } from '../../app/schemas/profile.ts'
import { createFamilyMember } from '../../app/services/profile/family.server.ts'
import { upsertProfile } from '../../app/services/profile/personal.server.ts'
import { apiClient } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

type Client = Awaited<ReturnType<typeof client>>

async function client() {
  const { id, access_token } = await apiUser(server.base)
  return { userId: id, call: apiClient(server.base, access_token, '/financial').call }
}

const entry = (
  category: string,
  subcategory: string,
  description: string,
  amount: number,
  frequency = 'one_time',
  extra = {},
) => ({
  category,
  subcategory,
  description,
  amount,
  frequency,
  ...extra,
})

// A household with monthly, annual, weekly and one-time items. Hand-computed:
//   assets      3,000 + 150,000 + 450,000                    = 603,000
//   liabilities 300,000 + 2,500.50                           = 302,500.50
//   net worth   603,000 − 302,500.50                         = 300,499.50
//   income/mo   8,000 (monthly) + 12,000/12 (annual) + 0 (weekly 500) + 0 (one-time 1,000) = 9,000
//   expense/mo  2,000 (monthly) + 1,200/12 (annual) + 0 (weekly 150)                      = 2,100
//   cash flow   6,900
//   loan payments (none recorded, no remaining term: 1 % of the balance, at least $25)
//               3,000 + 25.01 = 3,025.01
//   savings rate (6,900 − 3,025.01) / 9,000 = 43.06% → 43.1
const HOUSEHOLD = [
  entry('assets', 'cash_bank_accounts', 'Checking', 3000, 'one_time', { interest_rate: 0.5 }),
  entry('assets', 'retirement_accounts', '401k', 150000, 'one_time', { stocks_percentage: 70, bonds_percentage: 30 }),
  entry('assets', 'real_estate', 'Primary Residence', 450000, 'one_time', { real_estate_percentage: 100 }),
  entry('liabilities', 'mortgage_real_estate', 'Home Mortgage', 300000, 'one_time', {
    interest_rate: 6.5,
    loan_term_months: 360,
  }),
  entry('liabilities', 'credit_cards', 'Visa', 2500.5),
  entry('income', 'employment_income', 'Salary', 8000, 'monthly'),
  entry('income', 'employment_income', 'Bonus', 12000, 'annually'),
  entry('income', 'business_income', 'Side gig', 500, 'weekly'),
  entry('income', 'other_income', 'Gift', 1000, 'one-time'),
  entry('expenses', 'housing', 'Property costs', 2000, 'monthly'),
  entry('expenses', 'housing', 'Home Insurance', 1200, 'annually'),
  entry('expenses', 'food', 'Groceries', 150, 'weekly'),
]

async function seedHousehold(c: Client) {
  const ids: number[] = []
  for (const item of HOUSEHOLD) {
    const created = await c.call('POST', '/entries', item)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    ids.push(created.body.id)
  }
  return ids
}

describe('entries: create, read, update, delete', () => {
  it('creates an entry, answers its fields and stores exact cents', async () => {
    const c = await client()
    const created = await c.call(
      'POST',
      '/entries',
      entry('assets', 'cash_bank_accounts', 'Savings', 1234.56, 'one-time', { interest_rate: 4.25 }),
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Savings',
      amount: 1234.56,
      currency: 'USD',
      frequency: 'one_time',
      interest_rate: 4.25,
      data_quality: 'DQ2',
    })
    const row = await getDb().FinancialEntry.findByPk(created.body.id)
    expect(row?.amount_cents).toBe(123456)
    expect(row?.user_id).toBe(c.userId)
  })

  it('normalises legacy subcategory spellings', async () => {
    const c = await client()
    const created = await c.call('POST', '/entries', entry('liabilities', 'credit_card', 'Store card', 100))
    expect(created.body.subcategory).toBe('credit_cards')
  })

  it('lists with category, data-quality filters and paging', async () => {
    const c = await client()
    await seedHousehold(c)
    const all = await c.call('GET', '/entries')
    expect(all.body).toHaveLength(HOUSEHOLD.length)
    expect(all.headers.get('x-total-count')).toBe(String(HOUSEHOLD.length))
    const income = await c.call('GET', '/entries?category=income')
    expect(income.body.map((e: { description: string }) => e.description).sort()).toEqual([
      'Bonus',
      'Gift',
      'Salary',
      'Side gig',
    ])
    const page = await c.call('GET', '/entries?limit=5&offset=10')
    expect(page.body).toHaveLength(2)
    expect(page.headers.get('x-total-count')).toBe(String(HOUSEHOLD.length))
    expect((await c.call('GET', '/entries?data_quality=DQ1')).body).toEqual([])
    expect((await c.call('GET', '/entries?limit=0')).status).toBe(422)
    expect((await c.call('GET', '/entries?category=cars')).body.detail[0]).toMatchObject({
      loc: ['query', 'category'],
      msg: 'Unsupported category',
    })
  })

  it('updates the fields of the update object and keeps the rest', async () => {
    const c = await client()
    const { body: created } = await c.call(
      'POST',
      '/entries',
      entry('assets', 'investment_accounts', 'Brokerage', 10000),
    )
    const updated = await c.call('PUT', `/entries/${created.id}`, {
      description: 'Brokerage (taxable)',
      amount: '12,500.75',
      stocks_percentage: 80,
      bonds_percentage: 20,
      notes: 'Rebalanced',
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      description: 'Brokerage (taxable)',
      amount: 12500.75,
      stocks_percentage: 80,
      notes: 'Rebalanced',
      subcategory: 'investment_accounts',
    })
    expect((await getDb().FinancialEntry.findByPk(created.id))?.amount_cents).toBe(1250075)
    const bad = await c.call('PUT', `/entries/${created.id}`, { subcategory: 'credit_cards' })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].msg).toBe('Unknown subcategory "credit_cards" for assets')
    expect((await c.call('PUT', `/entries/${created.id}`, { real_estate_percentage: 10 })).status).toBe(422)
  })

  it('deletes, and answers the spec messages for bad and missing ids', async () => {
    const c = await client()
    const { body: created } = await c.call(
      'POST',
      '/entries',
      entry('expenses', 'utilities', 'Internet', 80, 'monthly'),
    )
    expect((await c.call('DELETE', `/entries/${created.id}`)).status).toBe(200)
    expect(await getDb().FinancialEntry.findByPk(created.id)).toBeNull()
    const again = await c.call('DELETE', `/entries/${created.id}`)
    expect(again).toMatchObject({ status: 404, body: { detail: 'Entry not found. It may have already been deleted.' } })
    expect((await c.call('DELETE', '/entries/abc')).body).toEqual({ detail: 'Invalid entry ID' })
    expect((await c.call('DELETE', '/entries/abc')).status).toBe(400)
  })
})

describe('derived figures', () => {
  it('summary matches the hand-computed household', async () => {
    const c = await client()
    await seedHousehold(c)
    const { body } = await c.call('GET', '/summary')
    expect(body).toMatchObject({
      total_assets: 603000,
      total_liabilities: 302500.5,
      net_worth: 300499.5,
      monthly_income: 9000,
      monthly_expenses: 2100,
      monthly_cash_flow: 6900,
      monthly_loan_payments: 3025.01,
      annual_income: 108000,
      annual_expenses: 25200,
      savings_rate: 43.1,
      entry_count: 12,
    })
    expect((await c.call('GET', '/')).body.net_worth).toBe(300499.5)
  })

  it('categorized view has every spec key and places each entry', async () => {
    const c = await client()
    await seedHousehold(c)
    const { body } = await c.call('GET', '/entries/categorized')
    expect(Object.keys(body.assets)).toEqual([
      'cash_bank_accounts',
      'investment_accounts',
      'retirement_accounts',
      'real_estate',
      'personal_property',
      'business_assets',
      'other_assets',
    ])
    expect(Object.keys(body.liabilities)).toEqual([
      'mortgage_real_estate',
      'credit_cards',
      'auto_loans',
      'student_loans',
      'personal_loans',
      'other_debt',
    ])
    expect(Object.keys(body.income)).toEqual([
      'employment_income',
      'business_income',
      'investment_income',
      'rental_income',
      'passive_income',
      'other_income',
    ])
    expect(Object.keys(body.expenses)).toEqual([
      'housing',
      'utilities',
      'transportation',
      'food',
      'healthcare',
      'personal',
      'other_expenses',
    ])
    expect(body.income.employment_income.map((e: { description: string }) => e.description)).toEqual([
      'Salary',
      'Bonus',
    ])
    expect(body.expenses.housing.map((e: { monthly_amount: number }) => e.monthly_amount)).toEqual([2000, 100])
    expect(body.expenses.food[0]).toMatchObject({ monthly_amount: 0, counts_toward_monthly: false })
  })

  it('accounts, data quality, allocation, cash flow, live and flow-shell summaries', async () => {
    const c = await client()
    await seedHousehold(c)
    const accounts = await c.call('GET', '/accounts')
    expect(accounts.body).toHaveLength(5)
    expect(accounts.body[0]).toMatchObject({ is_active: true, is_manual: true })

    const quality = await c.call('GET', '/data-quality')
    expect(quality.body).toMatchObject({ total_entries: 12, by_quality: { DQ2: 12 }, score: 80, label: 'DQ2' })

    // 401k 150,000: 70% stocks 105,000, 30% bonds 45,000; home 450,000 real estate; checking 3,000 unallocated.
    const allocation = await c.call('GET', '/portfolio-allocation')
    expect(allocation.body.total_value).toBe(603000)
    expect(allocation.body.allocation).toMatchObject({
      stocks: { value: 105000, percentage: 17.4 },
      bonds: { value: 45000, percentage: 7.5 },
      real_estate: { value: 450000, percentage: 74.6 },
      unallocated: { value: 3000, percentage: 0.5 },
    })

    const cashFlow = await c.call('GET', '/cash-flow')
    expect(cashFlow.body).toEqual({
      monthly_income: 9000,
      monthly_expenses: 2100,
      monthly_surplus: 6900,
      savings_rate: 43.1,
      annual_income: 108000,
      annual_expenses: 25200,
    })
    expect((await c.call('GET', `/cash-flow/${c.userId}`)).body.monthly_surplus).toBe(6900)
    expect((await c.call('GET', `/cash-flow/${c.userId + 1000}`)).status).toBe(404)

    const live = await c.call('GET', `/live-summary/${c.userId}`)
    expect(live.body).toMatchObject({
      net_worth: 300499.5,
      asset_breakdown: { liquid: 3000, invested: 150000, real_estate: 450000, other: 0 },
    })

    const shell = await c.call('GET', '/categorized-summary')
    expect(shell.body).toMatchObject({
      net_worth: 300499.5,
      liquid_assets: 3000,
      investment_assets: 150000,
      real_estate_assets: 450000,
      manual_entries: 12,
      connected_accounts: 0,
    })
    expect(shell.body.categorized_data.assets.real_estate).toHaveLength(1)
    // The spec's totals: the loan payments are outflows in the savings rate, so in the potential too.
    const summary = (await c.call('GET', '/summary')).body
    expect(summary.monthly_loan_payments).toBeGreaterThan(0)
    expect(shell.body.categorized_data.totals).toEqual({
      net_worth: 300499.5,
      total_assets: 603000,
      assets: 603000,
      liabilities: summary.total_liabilities,
      monthly_cash_flow: 6900,
      savings_rate: 43.1,
      monthly_income: 9000,
      monthly_expenses: 2100,
      annual_savings_potential: Math.round((6900 - summary.monthly_loan_payments) * 12 * 100) / 100,
    })
  })

  it('net worth: automatic daily snapshot on change, on-demand snapshot, history, sync', async () => {
    const c = await client()
    const { body: created } = await c.call('POST', '/entries', entry('assets', 'cash_bank_accounts', 'Checking', 1000))
    let history = await c.call('GET', '/net-worth/history?days=30')
    expect(history.body.history).toHaveLength(1)
    expect(history.body.history[0]).toMatchObject({ net_worth: 1000, source: 'automatic' })

    await c.call('PUT', `/entries/${created.id}`, { amount: 2500 })
    const snapshot = await c.call('POST', '/net-worth/snapshot')
    expect(snapshot).toMatchObject({ status: 201, body: { net_worth: 2500, total_assets: 2500, source: 'manual' } })
    history = await c.call('GET', '/net-worth/history')
    expect(history.body.history).toHaveLength(1)
    expect(await getDb().NetWorthSnapshot.count({ where: { user_id: c.userId } })).toBe(1)
    expect((await c.call('GET', '/net-worth/history?days=0')).status).toBe(422)

    const sync = await c.call('POST', '/sync')
    expect(sync.body).toMatchObject({ synced_accounts: 0, summary: { net_worth: 2500 } })
  })
})

describe('GET /entries/{userId} and /entries/by-id/{id}', () => {
  it("answers the caller's list at the spec's /entries/{userId}, one entry at /entries/by-id/{id}", async () => {
    const c = await client()
    const { body: created } = await c.call('POST', '/entries', entry('assets', 'cash_bank_accounts', 'Checking', 1200))
    await c.call('POST', '/entries', entry('liabilities', 'credit_cards', 'Visa', 300))
    const list = await c.call('GET', `/entries/${c.userId}?category=assets`)
    expect(list.status).toBe(200)
    expect(list.body).toEqual((await c.call('GET', '/entries?category=assets')).body)
    expect(list.body.map((e: { description: string }) => e.description)).toEqual(['Checking'])
    expect((await c.call('GET', `/entries/${c.userId}`)).body).toHaveLength(2)
    const one = await c.call('GET', `/entries/by-id/${created.id}`)
    expect(one.body).toEqual(created)
    expect((await c.call('GET', '/entries/by-id/abc')).status).toBe(400)
    expect((await c.call('GET', '/entries/abc')).status).toBe(422)
    // Writes on /entries/{id} still take the entry's id.
    expect((await c.call('PUT', `/entries/${created.id}`, { amount: 1300 })).body.amount).toBe(1300)
  })
})

describe('another user (IDOR)', () => {
  it("gets 404 on the first user's entries and never sees them in lists", async () => {
    const owner = await client()
    const other = await client()
    const { body: created } = await owner.call(
      'POST',
      '/entries',
      entry('assets', 'cash_bank_accounts', 'Private', 5000),
    )
    expect((await other.call('GET', `/entries/by-id/${created.id}`)).status).toBe(404)
    expect((await other.call('GET', `/entries/${owner.userId}`)).status).toBe(404)
    expect((await other.call('PUT', `/entries/${created.id}`, { amount: 1 })).status).toBe(404)
    expect((await other.call('DELETE', `/entries/${created.id}`)).status).toBe(404)
    expect((await getDb().FinancialEntry.findByPk(created.id))?.amount_cents).toBe(500000)
    expect((await other.call('GET', '/entries')).body).toEqual([])
    expect((await other.call('GET', '/summary')).body.total_assets).toBe(0)
    expect((await other.call('GET', '/accounts')).body).toEqual([])
    expect((await other.call('GET', `/live-summary/${owner.userId}`)).status).toBe(404)
  })
})

describe('bad input changes nothing', () => {
  it.each([
    [
      '256-character description',
      entry('assets', 'cash_bank_accounts', 'x'.repeat(256), 1),
      'description',
      'Description must be less than 255 characters',
    ],
    ['unknown category', entry('cars', 'x', 'Car', 1), 'category', 'Unsupported category'],
    [
      'unknown subcategory',
      entry('assets', 'yachts', 'Boat', 1),
      'subcategory',
      'Unknown subcategory "yachts" for assets',
    ],
    [
      'invalid frequency',
      entry('income', 'employment_income', 'Pay', 1, 'fortnightly'),
      'frequency',
      'Invalid frequency value',
    ],
    ['value too large', entry('assets', 'cash_bank_accounts', 'Big', 1_000_000_000), 'amount', 'Value is too large'],
    ['negative value', entry('assets', 'cash_bank_accounts', 'Neg', -5), 'amount', 'Value cannot be negative'],
    [
      'text value',
      entry('assets', 'cash_bank_accounts', 'Text', 'lots' as unknown as number),
      'amount',
      'Value must be a number',
    ],
    [
      'percentage above 100',
      entry('assets', 'investment_accounts', 'Fund', 1, 'one_time', { stocks_percentage: 101 }),
      'stocks_percentage',
      'Stocks % must be between 0 and 100',
    ],
    [
      'allocation above 100 in total',
      entry('assets', 'investment_accounts', 'Fund', 1, 'one_time', { stocks_percentage: 60, bonds_percentage: 50 }),
      'allocation_total',
      'Allocation percentages cannot total more than 100%',
    ],
    [
      'interest rate above 50',
      entry('liabilities', 'credit_cards', 'Card', 1, 'one_time', { interest_rate: 51 }),
      'interest_rate',
      'Interest rate must be between 0 and 50%',
    ],
    [
      'term above 600 months',
      entry('liabilities', 'personal_loans', 'Loan', 1, 'one_time', { loan_term_months: 601 }),
      'loan_term_months',
      'Loan term must be between 0 and 600',
    ],
    // Issue 16, item 9: impossible dates (a 500 on MariaDB, "Invalid date" stored on SQLite) and
    // trailing text (read as another date) are refused with the field named.
    [
      'an impossible entry date',
      entry('assets', 'cash_bank_accounts', 'Bank', 1, 'one_time', { entry_date: '2024-02-30' }),
      'entry_date',
      'Date must be a valid date (YYYY-MM-DD)',
    ],
    [
      'an entry date with trailing text',
      entry('assets', 'cash_bank_accounts', 'Bank', 1, 'one_time', { entry_date: '2024-01-01junk' }),
      'entry_date',
      'Date must be a valid date (YYYY-MM-DD)',
    ],
    [
      'an impossible loan start date',
      entry('liabilities', 'personal_loans', 'Loan', 1, 'one_time', { loan_start_date: '2024-02-30' }),
      'loan_start_date',
      'Loan start date must be a valid date (YYYY-MM-DD)',
    ],
  ])('%s', async (_name, body, field, message) => {
    const c = await client()
    const response = await c.call('POST', '/entries', body)
    expect(response.status).toBe(422)
    expect(response.body.detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg: message })]),
    )
    expect(await getDb().FinancialEntry.count({ where: { user_id: c.userId } })).toBe(0)
  })

  it('malformed JSON and wrong methods', async () => {
    const c = await client()
    expect((await c.call('POST', '/entries', '{"category":')).status).toBe(422)
    expect((await c.call('PUT', '/entries/1', 'nope')).status).toBe(422)
    expect((await c.call('DELETE', '/summary')).status).toBe(405)
    expect((await c.call('GET', '/sync')).status).toBe(405)
    expect((await c.call('PUT', '/entries')).status).toBe(405)
  })

  it('every call needs a bearer token', async () => {
    for (const path of [
      '/summary',
      '/entries',
      '/entries/categorized',
      '/accounts',
      '/data-quality',
      '/net-worth/history',
      '/portfolio-allocation',
      '/cash-flow',
      '/live-summary',
      '/categorized-summary',
    ]) {
      const response = await fetch(`${server.base}/api/v1/financial${path}`)
      expect(response.status, path).toBe(401)
    }
  })
})

describe('profile-derived rows', () => {
  it('appear in the categorized view with their ids, and deleting one clears that profile field', async () => {
    const c = await client()
    const { UserProfile } = getDb()
    await upsertProfile(c.userId, ProfileSchema.parse({ age: 44, state: 'CA', risk_tolerance: 'moderate' }))
    await createFamilyMember(c.userId, FamilyMemberSchema.parse({ name: 'Robin', relationship_type: 'spouse' }))
    const { body } = await c.call('GET', '/entries/categorized')
    const ids = body.profile.map((r: { id: string }) => r.id)
    expect(ids).toEqual(expect.arrayContaining(['profile-age', 'profile-state', 'profile-risk_tolerance']))
    expect(body.profile.find((r: { id: string }) => r.id.startsWith('family-'))).toMatchObject({
      subcategory: 'Spouse/Partner',
    })

    const cleared = await c.call('DELETE', '/entries/profile-age')
    expect(cleared).toMatchObject({ status: 200, body: { message: 'Profile field cleared' } })
    expect((await UserProfile.findOne({ where: { user_id: c.userId } }))?.age).toBeNull()
    expect((await c.call('DELETE', '/entries/profile-password')).body).toEqual({ detail: 'Unknown profile field' })
  })
})
