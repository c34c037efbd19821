import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// Issue 16 item 11 (CSV): the confirm post is held to the upload's 2 MB limit, and malformed
// rows are refused: an unterminated quote imported a row with amount 0 (and swallowed the rest).
const server = useTestServer()

const HEADER = 'category,subcategory,description,amount,frequency'
const HEADER_WITH_NOTES = `${HEADER},notes`
const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')

describe('CSV import refuses what it cannot read', () => {
  it('a confirm post over 2 MB answers 422 and imports nothing', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'csv-big' })
    const row = 'expenses,personal,Item with a long enough description to fill the file,1.25,monthly'
    // Under the 5,000-row cap, over 2 MB: the size alone must refuse it.
    const csv = [HEADER_WITH_NOTES, ...Array.from({ length: 4_000 }, () => `${row},${'n'.repeat(500)}`)].join('\n')
    expect(csv.length).toBeGreaterThan(2 * 1024 * 1024)
    const confirmed = await browser.post('/plan/finances/import', { intent: 'confirm', csv })
    expect(confirmed.status).toBe(422)
    expect(await html(confirmed)).toContain('The file is larger than 2 MB.')
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(0)
  })

  it('an unterminated quote answers 422 naming its line and imports nothing', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'csv-quote' })
    const csv = [
      HEADER,
      'assets,cash_bank_accounts,Checking,100,one_time',
      'assets,cash_bank_accounts,"Savings,200,one_time',
    ].join('\n')
    const confirmed = await browser.post('/plan/finances/import', { intent: 'confirm', csv })
    expect(confirmed.status).toBe(422)
    expect(await html(confirmed)).toContain('Line 3: a quoted cell is never closed.')
    expect(await getDb().FinancialEntry.count({ where: { user_id: userId } })).toBe(0)
  })

  it('a row with a stray quote or extra cells is skipped as invalid; the good rows import', async () => {
    const { browser, userId } = await browserUser(server.base, { tag: 'csv-rows' })
    const csv = [
      HEADER,
      'assets,cash_bank_accounts,Checking,100,one_time',
      'assets,cash_bank_accounts,Sav"ings,200,one_time',
      'assets,cash_bank_accounts,"Broker"age,300,one_time',
      'assets,cash_bank_accounts,Extra,400,one_time,surprise',
    ].join('\n')
    const confirmed = await browser.post('/plan/finances/import', { intent: 'confirm', csv })
    expect(confirmed.status).toBe(302)
    expect(await html(await browser.follow(confirmed))).toContain('3 invalid rows were skipped')
    const rows = await getDb().FinancialEntry.findAll({ where: { user_id: userId } })
    expect(rows.map((r) => [r.description, r.amount_cents])).toEqual([['Checking', 10000]])
  })
})
