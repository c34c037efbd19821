import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The Financial Data Entry screens as a browser without JavaScript uses them: links and form posts.
const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'screens' })

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')

describe('Financial Data Entry without JavaScript', () => {
  it('adds an asset through the page flow: category, subcategory, form', async () => {
    const { browser, userId } = await signedIn()
    const start = await html(await browser.get('/plan/financial-data/new'))
    expect(start).toContain('Choose a category')
    expect(start).toContain('Smart Suggestions')
    const sub = await html(await browser.get('/plan/financial-data/new?category=assets'))
    expect(sub).toContain('Cash &amp; Bank Accounts')
    const form = await html(
      await browser.get('/plan/financial-data/new?category=assets&subcategory=cash_bank_accounts'),
    )
    expect(form).toContain('Interest rate / APY (%)')
    expect(form).toContain('Asset allocation')

    const saved = await browser.post('/plan/financial-data/new?category=assets&subcategory=cash_bank_accounts', {
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Emergency fund',
      amount: '12,345.67',
      frequency: 'one_time',
      interest_rate: '4.5',
      cash_percentage: '100',
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/plan/financial-data?tab=assets')
    const list = await html(await browser.follow(saved))
    expect(list).toContain('Entry added')
    expect(list).toContain('Emergency fund')
    expect(list).toContain('$12,346')
    const row = await getDb().FinancialEntry.findOne({ where: { user_id: userId } })
    expect(row).toMatchObject({
      amount_cents: 1234567,
      interest_rate: 4.5,
      cash_percentage: 100,
      subcategory: 'cash_bank_accounts',
    })
  })

  it('a Smart Suggestion prefills the form', async () => {
    const { browser } = await signedIn()
    const page = await html(await browser.get('/plan/financial-data/new?template=401k'))
    expect(page).toContain('value="401k"')
    expect(page).toContain('value="150000"')
    expect(page).toContain('value="70"')
  })

  it('refuses bad input with the spec messages and saves nothing', async () => {
    const { browser, userId } = await signedIn()
    const path = '/plan/financial-data/new?category=assets&subcategory=real_estate'
    const empty = await browser.post(path, {
      category: 'assets',
      subcategory: 'real_estate',
      description: '',
      amount: '0',
      frequency: 'one_time',
    })
    expect(empty.status).toBe(422)
    expect(await html(empty)).toContain('Please fill in all required fields')
    const large = await browser.post(path, {
      category: 'assets',
      subcategory: 'real_estate',
      description: 'Castle',
      amount: '1000000000',
      frequency: 'one_time',
    })
    expect(large.status).toBe(422)
    const largeHtml = await html(large)
    expect(largeHtml).toContain('Value is too large')
    expect(largeHtml).toContain('Form validation failed. Please check the highlighted fields.')
    const over = await browser.post(path, {
      category: 'assets',
      subcategory: 'real_estate',
      description: 'House',
      amount: '100',
      frequency: 'one_time',
      real_estate_percentage: '80',
      stocks_percentage: '30',
    })
    expect(await html(over)).toContain('Allocation percentages cannot total more than 100%')
    const frequency = await browser.post(path, {
      category: 'assets',
      subcategory: 'real_estate',
      description: 'House',
      amount: '100',
      frequency: 'fortnightly',
    })
    expect(await html(frequency)).toContain('Invalid frequency value')
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(0)
  })

  it('adds a mortgage through the smart form, edits it (years shown back) and deletes it after confirming', async () => {
    const { browser, userId } = await signedIn()
    const path = '/plan/financial-data/new?category=liabilities&subcategory=mortgage_real_estate'
    const form = await html(await browser.get(path))
    expect(form).toContain('Mortgage Details')
    expect(form).toContain('Enter detailed information to receive personalized financial advice')
    const saved = await browser.post(path, {
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      description: 'Home Mortgage',
      current_balance: '300,000',
      monthly_payment: '1896',
      interest_rate: '6.5',
      loan_term_years: '30',
      remaining_years: '28',
      is_fixed_rate: 'true',
      escrow_included: 'false',
      tax_deductible: 'true',
    })
    expect(saved.status).toBe(302)
    const entry = await getDb().FinancialEntry.findOne({ where: { user_id: userId } })
    expect(entry).toMatchObject({
      category: 'liabilities',
      amount_cents: 30000000,
      loan_term_months: 360,
      remaining_months: 336,
      interest_rate: 6.5,
    })

    const edit = await html(await browser.get(`/plan/financial-data/${entry!.id}/edit`))
    expect(edit).toContain('Edit Mortgage Details')
    expect(edit).toMatch(/name="loan_term_years"[^>]*value="30"|value="30"[^>]*name="loan_term_years"/)
    expect(edit).toMatch(/name="remaining_years"[^>]*value="28"|value="28"[^>]*name="remaining_years"/)
    expect(edit).toContain('Smart Insights')
    expect(edit).toContain('Payoff time:')

    const updated = await browser.post(`/plan/financial-data/${entry!.id}/edit`, {
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      description: 'Home Mortgage',
      current_balance: '295000',
      monthly_payment: '1896',
      interest_rate: '6.5',
      loan_term_years: '30',
      remaining_years: '27',
      is_fixed_rate: 'true',
      escrow_included: 'false',
      tax_deductible: 'true',
    })
    expect(updated.status).toBe(302)
    await entry!.reload()
    expect(entry).toMatchObject({ amount_cents: 29500000, remaining_months: 324 })

    const confirm = await html(await browser.get(`/plan/financial-data/${entry!.id}/delete`))
    expect(confirm).toContain('Are you sure you want to delete &quot;Home Mortgage&quot;?')
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(1)
    const deleted = await browser.post(`/plan/financial-data/${entry!.id}/delete`, {})
    expect(deleted.status).toBe(302)
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(0)
  })

  it('shows tabs with counts, totals and empty categories with quick-add buttons', async () => {
    const { browser } = await signedIn()
    await browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: '8000',
      frequency: 'monthly',
    })
    await browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Bonus',
      amount: '12000',
      frequency: 'annually',
    })
    const page = await html(await browser.get('/plan/financial-data?tab=income'))
    expect(page).toContain('Organize and manage your financial information by category')
    expect(page).toContain('$9,000')
    expect(page).toContain('Add Income')
    expect(page).toContain('No Business Income entries yet')
    expect(page).toContain('+ Self-Employment')
  })

  it("another user's entry answers 404 on its edit and delete pages", async () => {
    const { browser: owner, userId } = await signedIn()
    await owner.post('/plan/financial-data/new', {
      category: 'assets',
      subcategory: 'other_assets',
      description: 'Secret',
      amount: '10',
      frequency: 'one_time',
    })
    const entry = await getDb().FinancialEntry.findOne({ where: { user_id: userId } })
    const { browser: other } = await signedIn()
    expect((await other.get(`/plan/financial-data/${entry!.id}/edit`)).status).toBe(404)
    expect((await other.get(`/plan/financial-data/${entry!.id}/delete`)).status).toBe(404)
    expect((await other.post(`/plan/financial-data/${entry!.id}/delete`, {})).status).toBe(404)
    expect((await other.get('/plan/financial-data/abc/edit')).status).toBe(400)
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(1)
  })
})

describe('Current State Analysis', () => {
  it('shows the three cards, hides empty panels, says so when there are no liabilities, and uses no sample data', async () => {
    const { browser } = await signedIn()
    const empty = await html(await browser.get('/plan/current-state'))
    expect(empty).toContain('Current State Analysis')
    expect(empty).toContain('Track and analyze your complete financial picture')
    // A new account: what to add first, not zeros (issue 12).
    expect(empty).toContain('Nothing to analyse yet')
    expect(empty).not.toContain('Using sample data')

    await browser.post('/plan/financial-data/new', {
      category: 'assets',
      subcategory: 'investment_accounts',
      description: 'Index fund',
      amount: '40000',
      frequency: 'one_time',
      stocks_percentage: '90',
      bonds_percentage: '10',
    })
    await browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: '6000',
      frequency: 'monthly',
    })
    const page = await html(await browser.get('/plan/current-state'))
    expect(page).toContain('$40,000')
    expect(page).toContain('Savings rate 100.0%')
    expect(page).toContain('Investment Accounts (1)')
    expect(page).toContain('No liabilities recorded')
    expect(page).toContain('Add your age and risk tolerance in your profile')
    expect(page).not.toContain('id="panel-expenses"')
    expect(page).toContain('Stocks')
    expect(page).toContain('Proceed to Goal Definition →')
  })
})
