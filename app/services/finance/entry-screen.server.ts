import { CATALOGUE, CATEGORY_LABELS, ENTRY_CATEGORIES, type EntryCategory } from '../../lib/catalogue.ts'
import { countsTowardMonthly, groupByCategory, monthlyCents } from '../../lib/financial-summary.ts'
import { allEntries } from './entries.server.ts'

// What the Financial Data Entry screen shows, per category tab.
export async function getEntryScreen(userId: number) {
  const entries = await allEntries(userId)
  const grouped = groupByCategory(entries)
  const flowCategory = (c: EntryCategory) => c === 'income' || c === 'expenses'
  return ENTRY_CATEGORIES.map((category) => {
    const groups = grouped[category].map((g) => ({
      key: g.key,
      label: g.label,
      quick_add: (CATALOGUE[category].find((s) => s.key === g.key)?.items ?? []).slice(0, 3),
      total_cents: flowCategory(category) ? g.monthly_cents : g.total_cents,
      entries: g.entries.map((e) => ({
        id: e.id,
        description: e.description,
        amount_cents: e.amount_cents,
        frequency: e.frequency,
        monthly_cents: monthlyCents(e),
        counts_toward_monthly: countsTowardMonthly(e.frequency),
        interest_rate: e.interest_rate,
      })),
    }))
    return {
      category,
      label: CATEGORY_LABELS[category],
      /** Assets and liabilities: balance. Income and expenses: per month, by the monthly rule. */
      total_cents: groups.reduce((sum, g) => sum + g.total_cents, 0),
      total_is_monthly: flowCategory(category),
      entry_count: groups.reduce((sum, g) => sum + g.entries.length, 0),
      category_count: groups.filter((g) => g.entries.length > 0).length,
      groups,
    }
  })
}
