import { describe, expect, it } from 'vitest'
import { ENTRY_CATEGORIES, CATEGORY_LABELS } from '../../app/lib/catalogue.ts'
import { dataQuality, groupByCategory, portfolioAllocation, summarize } from '../../app/lib/financial-summary.ts'
import { buildAnalysisInput } from '../../app/services/analysis/analysis-input.server.ts'
import { DEFAULT_ANALYZE_REQUEST } from '../../app/services/analysis/analysis.server.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { allEntries, createEntries, entriesOf } from '../../app/services/finance/entries.server.ts'
import { getCategoryPanels } from '../../app/services/finance/entry-screen.server.ts'
import { getDataQuality, getPortfolioAllocation, listAccounts } from '../../app/services/finance/summary.server.ts'
import { portfolioAnalysis } from '../../app/services/portfolio/portfolio.server.ts'
import { householdFromEntries } from '../../app/services/advisor/advisor.server.ts'
import { householdFacts } from '../../app/lib/household-facts.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { createUser } from '../helpers/users.ts'

// Current State reads no entry rows for its panels and data quality (SQL figures instead) and only the
// assets for its portfolio widget; the advisor's rules read no expense lines: each must give exactly what the old reads of every entry gave, on
// MariaDB and SQLite, for amounts whose monthly figures round (weekly, yearly, odd cents) and for levels
// of data quality other than the default.

const EXTRA = [
  {
    category: 'income',
    subcategory: 'employment_income',
    description: 'Side gig',
    amount: 133.33,
    frequency: 'weekly',
  },
  {
    category: 'income',
    subcategory: 'investment_income',
    description: 'Dividends',
    amount: 1_001.01,
    frequency: 'annually',
  },
  {
    category: 'expenses',
    subcategory: 'food',
    description: 'Coffee',
    amount: 4.75,
    frequency: 'daily',
    data_quality: 'DQ4',
  },
  { category: 'expenses', subcategory: 'housing', description: 'Insurance', amount: 1_234.56, frequency: 'quarterly' },
  {
    category: 'assets',
    subcategory: 'investment_accounts',
    description: 'Brokerage 2',
    amount: 12_345.67,
    data_quality: 'DQ1',
    stocks_percentage: 80,
    bonds_percentage: 20,
  },
  {
    category: 'liabilities',
    subcategory: 'credit_cards',
    description: 'Store card',
    amount: 99.99,
    data_quality: 'DQ5',
  },
].map((input) => EntryCreateSchema.parse(input))

describe('Current State figures without reading every entry', () => {
  it('are the figures the entries themselves give', async () => {
    const user = await createUser({ tag: 'current-state' })
    await seedDemoHousehold(user.id)
    await createEntries(user.id, EXTRA)
    const entries = await allEntries(user.id)

    const grouped = groupByCategory(entries)
    const flow = (category: string) => category === 'income' || category === 'expenses'
    const expected = ENTRY_CATEGORIES.map((category) => {
      const groups = grouped[category].filter((g) => g.entries.length > 0)
      const totalOf = (g: { monthly_cents: number; total_cents: number }) =>
        flow(category) ? g.monthly_cents : g.total_cents
      return {
        category,
        label: CATEGORY_LABELS[category].plural,
        total_cents: grouped[category].reduce((sum, g) => sum + totalOf(g), 0),
        total_is_monthly: flow(category),
        entry_count: groups.reduce((sum, g) => sum + g.entries.length, 0),
        groups: groups.map((g) => ({ key: g.key, label: g.label, count: g.entries.length, total_cents: totalOf(g) })),
      }
    })
    expect(await getCategoryPanels(user.id)).toEqual(expected)

    const quality = await getDataQuality(user.id)
    expect(quality).toEqual(dataQuality(entries))
    expect(quality.by_quality.DQ4).toBe(1)
    expect(quality.by_quality.DQ5).toBe(1)

    // Portfolio Analysis filtered every entry down to the assets; it now reads just those rows.
    const assets = await entriesOf(user.id, ['assets'])
    expect(assets).toEqual(entries.filter((e) => e.category === 'assets'))
    expect(assets.some((e) => e.description === 'Brokerage 2')).toBe(true)
    expect((await portfolioAnalysis(user.id)).asset_count).toBeGreaterThan(0)

    // The advisor's rules read pay, holdings and debts only: the same household as from every entry.
    const advised = await entriesOf(user.id, ['income', 'assets', 'liabilities'])
    expect(advised.length).toBeLessThan(entries.length)
    expect(householdFromEntries(advised)).toEqual(householdFromEntries(entries))
    // The accounts list and the allocation API read assets (and debts) only, with the same answers.
    const accounts = await listAccounts(user.id)
    expect(accounts.map((a) => a.id)).toEqual(
      entries.filter((e) => e.category === 'assets' || e.category === 'liabilities').map((e) => e.id),
    )
    const allocation = await getPortfolioAllocation(user.id)
    expect(Math.round(allocation.total_value * 100)).toBe(portfolioAllocation(entries).total_cents)
    // The goal analysis's monthly surplus comes from the SQL totals: what every entry gave.
    const summary = summarize(entries)
    const input = await buildAnalysisInput(user.id, DEFAULT_ANALYZE_REQUEST, 1)
    expect(input.monthly_surplus).toBe((summary.monthly_cash_flow_cents - summary.monthly_loan_payments_cents) / 100)
    // So do the estate and insurance gap rules.
    expect(householdFacts({ entries: advised, family: [], benefits: [] }, '2026-11-26')).toEqual(
      householdFacts({ entries, family: [], benefits: [] }, '2026-11-26'),
    )
  })

  it('are empty for a new account', async () => {
    const user = await createUser({ tag: 'current-state-empty' })
    const panels = await getCategoryPanels(user.id)
    expect(panels.map((p) => [p.category, p.entry_count, p.total_cents, p.groups.length])).toEqual(
      ENTRY_CATEGORIES.map((c) => [c, 0, 0, 0]),
    )
    expect(await getDataQuality(user.id)).toEqual(dataQuality([]))
  })
})
