import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'finances' })

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')

async function upload(browser: Browser, csv: string) {
  const form = new FormData()
  form.set('intent', 'preview')
  form.set('file', new File([csv], 'entries.csv', { type: 'text/csv' }))
  return fetch(`${server.base}/plan/finances/import`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: browser.cookieHeader(), origin: server.base },
    body: form,
  })
}

describe('Financial Management page', () => {
  it('shows the four summary cards, the history chart and the entries', async () => {
    const { browser } = await signedIn()
    await browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: '5000',
      frequency: 'monthly',
    })
    await browser.post('/plan/financial-data/new', {
      category: 'expenses',
      subcategory: 'housing',
      description: 'Rent',
      amount: '2000',
      frequency: 'monthly',
    })
    await browser.post('/plan/financial-data/new', {
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: 'Checking',
      amount: '7000',
      frequency: 'one_time',
    })
    const page = await html(await browser.get('/plan/finances'))
    for (const text of [
      'Net Worth',
      '$7,000',
      'Monthly Income',
      '$60,000 a year',
      'Monthly Expenses',
      '$24,000 a year',
      'Monthly Cash Flow',
      'Savings rate 60.0%',
    ]) {
      expect(page).toContain(text)
    }
    expect(page).toContain('role="img"')
    expect(page).toContain('Net worth on ')
    const snap = await browser.post('/plan/finances', {})
    expect(snap.status).toBe(302)
    expect(await html(await browser.follow(snap))).toContain('Snapshot saved')
  })

  it('Account Connections says providers are not available yet and offers manual shortcuts and CSV', async () => {
    const { browser } = await signedIn()
    const page = await html(await browser.get('/plan/finances?tab=connections'))
    expect(page).toContain('not available yet')
    expect(page).toContain('/plan/financial-data/new?category=liabilities&amp;subcategory=credit_cards')
    expect(page).toContain('Import entries from CSV')
  })
})

describe('CSV import and export', () => {
  it('previews which rows are valid and why others are not, writes nothing until confirmed', async () => {
    const { browser, userId } = await signedIn()
    const csv = [
      'category,subcategory,description,amount,frequency',
      'assets,cash_bank_accounts,Checking,"1,200.50",one_time',
      'income,employment_income,Salary,6000,monthly',
      'cars,x,Car,10,one_time',
      'assets,yachts,Boat,10,one_time',
      'expenses,housing,Rent,abc,monthly',
    ].join('\n')
    const preview = await upload(browser, csv)
    expect(preview.status).toBe(200)
    const page = await html(preview)
    expect(page).toContain('2 rows are valid and will be imported; 3 rows have problems and will be skipped.')
    expect(page).toContain('category: Unsupported category')
    expect(page).toContain('Unknown subcategory &quot;yachts&quot; for assets')
    expect(page).toContain('amount: Value must be a number')
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(0)

    const confirmed = await browser.post('/plan/finances/import', { intent: 'confirm', csv })
    expect(confirmed.status).toBe(302)
    expect(await html(await browser.follow(confirmed))).toContain('Imported 2 entries')
    const rows = await getDb().FinancialEntry.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] })
    expect(rows.map((r) => [r.description, r.amount_cents])).toEqual([
      ['Checking', 120050],
      ['Salary', 600000],
    ])
  })

  it('imports 1,000 rows in one go and exports them back', async () => {
    const { browser, userId } = await signedIn()
    const lines = ['category,subcategory,description,amount,frequency,notes']
    for (let i = 1; i <= 1000; i++) lines.push(`expenses,personal,"Item ${i}, misc",${i}.25,monthly,"note ""${i}"""`)
    const csv = lines.join('\r\n')
    const page = await html(await upload(browser, csv))
    expect(page).toContain('1,000 rows are valid')
    const confirmed = await browser.post('/plan/finances/import', { intent: 'confirm', csv })
    expect(confirmed.status).toBe(302)
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(1000)
    const exported = await browser.get('/plan/finances/entries.csv')
    expect(exported.headers.get('content-type')).toContain('text/csv')
    const text = await exported.text()
    expect(text.split('\r\n')[0]).toBe(
      'category,subcategory,description,amount,frequency,entry_date,notes,interest_rate,real_estate_percentage,stocks_percentage,bonds_percentage,cash_percentage,alternative_percentage',
    )
    expect(text).toContain('expenses,personal,"Item 1000, misc",1000.25,monthly,,"note ""1000"""')
  })

  it('refuses a file without the required columns, an empty file and no file', async () => {
    const { browser } = await signedIn()
    expect(await html(await upload(browser, 'description,amount\nX,1'))).toContain(
      'The header row is missing: category, subcategory.',
    )
    expect(await html(await upload(browser, 'category,subcategory,description,amount\n'))).toContain(
      'The file has a header but no rows.',
    )
    const none = await browser.post('/plan/finances/import', { intent: 'preview' })
    expect(none.status).toBe(422)
    expect((await browser.post('/plan/finances/import', { intent: 'confirm', csv: 'garbage' })).status).toBe(422)
  })
})
