import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { createEntries } from '../../app/services/finance/entries.server.ts'
import { getSummary } from '../../app/services/finance/summary.server.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import type { Browser } from '../helpers/test-server.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The entry lists with 120 entries, as a browser without JavaScript sees them: group cards with
// a preview and "Show all", pages, search and filters as GET parameters, bad parameters, and
// totals from the database.
const server = useTestServer()

// Chakra writes its <style> elements in line, before the elements they style: left out here.
const html = async (response: Response) =>
  (await response.text()).replace(/<!-- -->/g, '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')

/** The 120 entries: 64 assets (one under a subcategory the catalogue no longer has), 1 income, 55 expenses. */
function household() {
  const entry = (category: string, subcategory: string, description: string, amount: number, frequency: string) =>
    EntryCreateSchema.parse({ category, subcategory, description, amount, frequency })
  return [
    ...Array.from({ length: 60 }, (_, i) =>
      entry('assets', 'cash_bank_accounts', `Savings account ${i + 1}`, (i + 1) * 100, 'one_time'),
    ),
    ...['A', 'B', 'C'].map((x) => entry('assets', 'investment_accounts', `Brokerage ${x}`, 1000, 'one_time')),
    entry('income', 'employment_income', 'Salary', 5000, 'monthly'),
    ...Array.from({ length: 20 }, (_, i) => entry('expenses', 'housing', `Rent share ${i + 1}`, 50, 'monthly')),
    ...Array.from({ length: 15 }, (_, i) => entry('expenses', 'food', `Groceries ${i + 1}`, 10, 'monthly')),
    ...Array.from({ length: 15 }, (_, i) => entry('expenses', 'food', `Dining club ${i + 1}`, 120, 'annually')),
    ...Array.from({ length: 4 }, (_, i) => entry('expenses', 'food', `Coffee ${i + 1}`, 5, 'weekly')),
    entry('expenses', 'food', 'Coffee 100% arabica_beans', 7, 'weekly'),
  ]
}

let browser: Browser
let userId: number

beforeAll(async () => {
  const user = await browserUser(server.base, { tag: 'lists' })
  browser = user.browser
  userId = user.userId
  await createEntries(userId, household())
  // Written before the catalogue renamed its subcategory: it belongs to the last group, Other Assets.
  await getDb().FinancialEntry.create({
    user_id: userId,
    category: 'assets',
    subcategory: 'legacy_holdings',
    description: 'Old holding',
    amount_cents: 50_000,
    frequency: 'one_time',
    real_estate_percentage: null,
    stocks_percentage: null,
    bonds_percentage: null,
    cash_percentage: null,
    alternative_percentage: null,
    interest_rate: null,
    loan_term_months: null,
    remaining_months: null,
    minimum_payment_cents: null,
    is_fixed_rate: null,
    loan_start_date: null,
    original_amount_cents: null,
    loan_details: null,
    entry_date: null,
    notes: null,
  })
})

const page = async (path: string, status = 200) => {
  const response = await browser.get(path)
  expect(response.status, path).toBe(status)
  return html(response)
}

/** The entry descriptions listed on a page (each is the text of an element of its own). */
const listed = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1])
const savings = (text: string) => listed(text, />Savings account (\d+)</g).map(Number)

describe('Financial Data Entry with 120 entries', () => {
  it('shows counts and totals from the database and previews each group', async () => {
    const text = await page('/plan/financial-data?tab=assets')
    // Tab badges, overview cards: 60 × average $3,050 + 3 × $1,000 + $500.
    expect(text).toMatch(/Assets<span[^>]*>64</)
    expect(text).toMatch(/Income<span[^>]*>1</)
    expect(text).toMatch(/Expenses<span[^>]*>55</)
    expect(text).toMatch(/data-testid="tab-total"[^>]*>\$186,500</)
    expect(text).toContain('60 entries · $183,000')
    expect(text).toContain('3 entries · $3,000')
    expect(text).toContain('1 entry · $500')
    expect(text).toContain('>Old holding<')
    expect(savings(text)).toEqual([1, 2, 3, 4, 5])
    expect(text).toContain('Showing 5 of 60 entries')
    expect(text).toContain('href="/plan/financial-data?tab=assets&amp;subcategory=cash_bank_accounts"')
    expect(text).toContain('Show all 60 entries in Cash &amp; Bank Accounts')

    // Each group previews its own first five, whatever the other groups hold.
    const expenses = await page('/plan/financial-data?tab=expenses')
    for (const n of [1, 5]) expect(expenses).toContain(`>Rent share ${n}<`)
    for (const n of [1, 5]) expect(expenses).toContain(`>Groceries ${n}<`)
    expect(expenses).not.toContain('>Rent share 6<')
    expect(expenses).not.toContain('>Groceries 6<')
    expect(expenses).not.toContain('>Dining club 1<')
  })

  it('"Show all" pages through a group, 25 at a time, with links that keep the filter', async () => {
    const first = await page('/plan/financial-data?tab=assets&subcategory=cash_bank_accounts')
    expect(first).toContain('Showing 1–25 of 60 entries')
    expect(first).toContain('Page 1 of 3')
    expect(savings(first)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    expect(first).toContain('60 entries · $183,000')
    expect(first).toContain('href="/plan/financial-data?tab=assets&amp;subcategory=cash_bank_accounts&amp;page=2"')

    const last = await page('/plan/financial-data?tab=assets&subcategory=cash_bank_accounts&page=3')
    expect(last).toContain('Showing 51–60 of 60 entries')
    expect(savings(last)).toEqual(Array.from({ length: 10 }, (_, i) => i + 51))

    const bigger = await page('/plan/financial-data?tab=assets&subcategory=cash_bank_accounts&size=50&page=2')
    expect(bigger).toContain('Showing 51–60 of 60 entries')
    expect(bigger).toContain('href="/plan/financial-data?tab=assets&amp;subcategory=cash_bank_accounts&amp;size=50"')
  })

  it('the last group also lists the entries of subcategories the catalogue does not know', async () => {
    const text = await page('/plan/financial-data?tab=assets&subcategory=other_assets')
    expect(text).toContain('Showing 1 of 1 entry')
    expect(text).toContain('>Old holding<')
  })

  it('searches descriptions and subcategory names, case-insensitively, with % and _ taken literally', async () => {
    const numbered = await page('/plan/financial-data?tab=assets&q=ACCOUNT+5')
    expect(numbered).toContain('Showing 1–11 of 11 entries')
    expect(numbered).toContain('11 entries · $55,000')
    expect(savings(numbered)).toEqual([5, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59])

    expect(await page('/plan/financial-data?tab=assets&q=bank')).toContain('Showing 1–25 of 60 entries')
    expect(await page('/plan/financial-data?tab=assets&q=brokerage')).toContain('Showing 1–3 of 3 entries')
    for (const q of ['%25', '100%25', '_beans']) {
      const text = await page(`/plan/financial-data?tab=expenses&q=${q}`)
      expect(text, q).toContain('Showing 1 of 1 entry')
      expect(text, q).toContain('Coffee 100% arabica_beans')
    }
    const none = await page('/plan/financial-data?tab=assets&q=nothing+like+this')
    expect(none).toContain('No entries match this search.')
  })

  it('filters by frequency and subcategory; monthly totals follow the monthly rule', async () => {
    const tab = await page('/plan/financial-data?tab=expenses')
    // 20 × $50 + 15 × $10 + 15 × $120 / 12; weekly entries count zero.
    expect(tab).toMatch(/data-testid="tab-total"[^>]*>\$1,300</)
    const weekly = await page('/plan/financial-data?tab=expenses&frequency=weekly')
    expect(weekly).toContain('Showing 1–5 of 5 entries')
    expect(weekly).toContain('5 entries · $0/mo')
    expect(weekly).toContain('not counted in monthly totals')
    const annual = await page('/plan/financial-data?tab=expenses&subcategory=food&frequency=annually')
    expect(annual).toContain('Showing 1–15 of 15 entries')
    expect(annual).toContain('15 entries · $150/mo')
    const searched = await page('/plan/financial-data?tab=assets&q=savings&size=10')
    expect(searched).toContain('Showing 1–10 of 60 entries')
    expect(searched).toContain('href="/plan/financial-data?tab=assets&amp;q=savings&amp;size=10&amp;page=2"')
    expect(searched).toContain('value="savings"')
  })

  it('answers a bad page or filter with a message and the nearest valid list, never a 500', async () => {
    const group = '/plan/financial-data?tab=assets&subcategory=cash_bank_accounts'
    const word = await page(`${group}&page=abc`, 422)
    expect(word).toContain('&quot;abc&quot; is not a page number (a whole number from 1); showing page 1.')
    expect(word).toContain('Showing 1–25 of 60 entries')
    expect(await page(`${group}&page=0`, 422)).toContain('Showing 1–25 of 60 entries')

    const past = await page(`${group}&page=99`)
    expect(past).toContain('There is no page 99; showing page 3 of 3.')
    expect(past).toContain('Showing 51–60 of 60 entries')

    const size = await page(`${group}&size=7`, 422)
    expect(size).toContain('Showing 1–10 of 60 entries')
    expect(size).toContain('showing 10 per page')

    const wrongGroup = await page('/plan/financial-data?tab=assets&subcategory=housing', 422)
    expect(wrongGroup).toContain('&quot;housing&quot; is not a subcategory of Assets; showing every subcategory.')
    const frequency = await page('/plan/financial-data?tab=expenses&frequency=fortnightly', 422)
    expect(frequency).toContain('&quot;fortnightly&quot; is not a frequency')
    expect(await page(`/plan/financial-data?tab=assets&q=${'x'.repeat(101)}`, 422)).toContain(
      'Search text can be at most 100 characters',
    )
    expect(await page('/plan/financial-data?tab=assets&q=savings&page=99999999999', 422)).toContain(
      'Showing 51–60 of 60 entries',
    )
  })
})

describe('Financial Data Entry figures after a change', () => {
  it('a saved or deleted entry shows in the counts and totals at once (figures are kept per data version)', async () => {
    const own = await browserUser(server.base, { tag: 'lists-change' })
    const tab = async () => html(await own.browser.get('/plan/financial-data?tab=income'))
    expect(await tab()).toMatch(/Income<span[^>]*>0</)
    const saved = await own.browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: '6000',
      frequency: 'monthly',
    })
    expect(saved.status).toBe(302)
    const after = await tab()
    expect(after).toMatch(/Income<span[^>]*>1</)
    expect(after).toMatch(/data-testid="tab-total"[^>]*>\$6,000</)

    const [entry] = await getDb().FinancialEntry.findAll({ where: { user_id: own.userId } })
    expect((await own.browser.post(`/plan/financial-data/${entry.id}/delete`, {})).status).toBe(302)
    expect(await tab()).toMatch(/Income<span[^>]*>0</)
  })
})

describe('Financial Management entries table with 120 entries', () => {
  it('pages the table and keeps the summary cards from SQL totals', async () => {
    const text = await page('/plan/finances')
    expect(text).toContain('Showing 1–25 of 120 entries')
    expect(text).toContain('Page 1 of 5')
    expect(text).toContain('Assets $186,500 · Liabilities $0')
    expect(text).toContain('$60,000 a year')
    expect(text).toContain('$15,600 a year')
    expect(savings(text)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    const summary = await getSummary(userId)
    expect(summary).toMatchObject({ total_assets: 186_500, monthly_income: 5000, monthly_expenses: 1300 })
    expect(summary.entry_count).toBe(120)
  })

  it('searches and filters by category, subcategory and frequency', async () => {
    expect(await page('/plan/finances?q=brokerage')).toContain('Showing 1–3 of 3 entries')
    expect(await page('/plan/finances?category=expenses&frequency=weekly')).toContain('Showing 1–5 of 5 entries')
    const food = await page('/plan/finances?subcategory=food&page=2&size=10')
    expect(food).toContain('Showing 11–20 of 35 entries')
    expect(food).toContain('href="/plan/finances?category=expenses&amp;subcategory=food&amp;size=10&amp;page=3"')
    const mismatch = await page('/plan/finances?category=assets&subcategory=food', 422)
    expect(mismatch).toContain('&quot;food&quot; is not a subcategory of Assets')
    expect(mismatch).toContain('Showing 1–25 of 64 entries')
    // The list's parameters belong to the Overview tab; another tab ignores them.
    expect(await page('/plan/finances?tab=advisor&page=abc')).not.toContain('is not a page number')
    const past = await page('/plan/finances?page=6')
    expect(past).toContain('There is no page 6; showing page 5 of 5.')
    expect(past).toContain('Showing 101–120 of 120 entries')
  })

  it('the CSV export still has every entry', async () => {
    const response = await browser.get('/plan/finances/entries.csv')
    expect(response.status).toBe(200)
    const lines = (await response.text()).trim().split(/\r?\n/)
    expect(lines).toHaveLength(121)
  })
})
