import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { allEntries, createEntries } from '../../app/services/finance/entries.server.ts'
import { readEntryRows } from '../../app/services/finance/entry-rows.server.ts'
import { createUser } from '../helpers/users.ts'

// allEntries hands every service the user's entries as plain rows (entry-rows.server.ts) instead of
// model instances: each field must read exactly as the model's attribute does (numbers for money and
// percentages, Date for timestamps, booleans), on MariaDB, whose driver answers BIGINT and DECIMAL as
// text, and on SQLite, which answers timestamps as text.

const INPUTS = [
  {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Salary',
    amount: 7_250.55,
    frequency: 'monthly',
  },
  {
    category: 'assets',
    subcategory: 'investment_accounts',
    description: 'Brokerage',
    amount: 38_500.33,
    stocks_percentage: 62.5,
    bonds_percentage: 20.25,
    cash_percentage: 7.75,
    alternative_percentage: 9.5,
    entry_date: '2024-01-15',
    notes: 'Rebalanced in January',
  },
  { category: 'assets', subcategory: 'real_estate', description: 'Home', amount: 465_000, real_estate_percentage: 100 },
  {
    category: 'liabilities',
    subcategory: 'mortgage_real_estate',
    description: 'Mortgage',
    amount: 318_000.45,
    interest_rate: 6.125,
    minimum_payment: 2_150.1,
    remaining_months: 324,
    loan_term_months: 360,
    is_fixed_rate: true,
    loan_start_date: '2020-05-01',
    original_amount: 400_000,
  },
  {
    category: 'liabilities',
    subcategory: 'credit_cards',
    description: 'Card',
    amount: 2_350.99,
    interest_rate: 22.9,
    is_fixed_rate: false,
  },
  { category: 'expenses', subcategory: 'food', description: 'Groceries', amount: 0.07, frequency: 'weekly' },
].map((input) => EntryCreateSchema.parse(input))

describe('entry rows', () => {
  it("read every field as the model's attributes do, in the order entered, for the user only", async () => {
    const user = await createUser({ tag: 'rows' })
    const other = await createUser({ tag: 'rows' })
    await createEntries(user.id, INPUTS)
    await createEntries(other.id, INPUTS.slice(0, 2))

    const instances = await getDb().FinancialEntry.findAll({ where: { user_id: user.id }, order: [['id', 'ASC']] })
    const rows = await readEntryRows(user.id)
    expect(rows).toEqual(instances.map((entry) => entry.get({ plain: true })))
    expect(rows).toHaveLength(INPUTS.length)

    const mortgage = rows.find((row) => row.description === 'Mortgage')!
    expect(mortgage.amount_cents).toBe(31_800_045)
    expect(mortgage.interest_rate).toBe(6.125)
    expect(mortgage.is_fixed_rate).toBe(true)
    expect(mortgage.loan_start_date).toBeInstanceOf(Date)
    expect(mortgage.created_at).toBeInstanceOf(Date)
    expect(rows.find((row) => row.description === 'Card')!.is_fixed_rate).toBe(false)
    expect(rows.find((row) => row.description === 'Salary')!.is_fixed_rate).toBeNull()
    expect(rows.find((row) => row.description === 'Brokerage')!.stocks_percentage).toBe(62.5)

    // The request-wide read every service shares is the same rows.
    expect(await allEntries(user.id)).toEqual(rows)
  })
})
