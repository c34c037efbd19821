import {
  CATALOGUE,
  CATEGORY_LABELS,
  ENTRY_CATEGORIES,
  isEntryCategory,
  subcategoryLabel,
  type EntryCategory,
} from '../../lib/catalogue.ts'
import { countsTowardMonthly } from '../../lib/financial-summary.ts'
import { isFiltered, type EntryListQuery } from '../../schemas/entry-list.ts'
import {
  emptyFigures,
  entryCount,
  entryFigures,
  entryPage,
  groupPreviews,
  type EntryFigures,
  type ListedEntry,
} from './entry-list.server.ts'

/** How many entries each group card of the Financial Data Entry screen lists before "Show all". */
export const GROUP_PREVIEW_SIZE = 5

const flowCategory = (c: EntryCategory) => c === 'income' || c === 'expenses'

/** Assets and liabilities: balance. Income and expenses: per month, by the monthly rule. */
const headline = (category: EntryCategory, figures: EntryFigures) =>
  flowCategory(category) ? figures.monthly_cents : figures.amount_cents

const labelOf = (entry: ListedEntry) =>
  isEntryCategory(entry.category) ? subcategoryLabel(entry.category, entry.subcategory) : entry.subcategory

function screenEntry(entry: ListedEntry) {
  return {
    id: entry.id,
    description: entry.description,
    subcategory_label: labelOf(entry),
    amount_cents: entry.amount_cents,
    frequency: entry.frequency,
    counts_toward_monthly: countsTowardMonthly(entry.frequency),
    interest_rate: entry.interest_rate,
  }
}

/**
 * One tab of the Financial Data Entry screen, read a page at a time: every figure (tab badges,
 * totals, group counts and sums) from SQL, and at most GROUP_PREVIEW_SIZE rows per group card.
 * With a search or filter the tab shows one page of the matching entries instead of the cards.
 */
export async function getEntryTab(userId: number, category: EntryCategory, query: EntryListQuery) {
  const figures = await entryFigures(userId)
  const tab = figures[category]
  const filtered = isFiltered(query)
  const withEntries = CATALOGUE[category].filter((s) => (tab.groups[s.key]?.count ?? 0) > 0).map((s) => s.key)
  const none: Record<string, ListedEntry[]> = {}
  const [results, previews] = await Promise.all([
    filtered ? entryPage(userId, { ...query, category }, query.page, query.size) : null,
    filtered ? none : groupPreviews(userId, category, withEntries, GROUP_PREVIEW_SIZE),
  ])
  return {
    tabs: ENTRY_CATEGORIES.map((c) => ({ category: c, label: CATEGORY_LABELS[c], entry_count: figures[c].all.count })),
    category,
    label: CATEGORY_LABELS[category],
    total_cents: headline(category, tab.all),
    total_is_monthly: flowCategory(category),
    entry_count: tab.all.count,
    category_count: withEntries.length,
    groups: CATALOGUE[category].map((s) => {
      const group = tab.groups[s.key] ?? emptyFigures()
      return {
        key: s.key as string,
        label: s.label as string,
        quick_add: s.items.slice(0, 3) as string[],
        count: group.count,
        total_cents: headline(category, group),
        entries: (previews[s.key] ?? []).map(screenEntry),
      }
    }),
    results: results && {
      window: results.window,
      total_cents: headline(category, results.figures),
      entries: results.entries.map(screenEntry),
    },
  }
}

/** One page of the Financial Management entries table, and whether the user has any entry at all. */
export async function getEntryTable(userId: number, query: EntryListQuery) {
  const { window, entries } = await entryPage(userId, query, query.page, query.size)
  const narrowed = isFiltered(query) || query.category !== undefined
  return {
    window,
    hasEntries: narrowed ? (await entryCount(userId)) > 0 : window.total > 0,
    entries: entries.map((e) => ({
      id: e.id,
      description: e.description,
      // The screen's words ("Income · Employment Income"), not the API's keys.
      category: isEntryCategory(e.category) ? CATEGORY_LABELS[e.category].singular : e.category,
      subcategory: labelOf(e),
      frequency: e.frequency,
      amount_cents: e.amount_cents,
    })),
  }
}

/**
 * Each category's total and its groups with entries (count and total), in the catalogue's order: the
 * Current State screen's panels. From the entries' SQL figures (entryFigures, kept per data version),
 * so the screen reads no entry rows for them.
 */
export async function getCategoryPanels(userId: number) {
  const figures = await entryFigures(userId)
  return ENTRY_CATEGORIES.map((category) => {
    const tab = figures[category]
    return {
      category,
      label: CATEGORY_LABELS[category].plural,
      total_cents: headline(category, tab.all),
      total_is_monthly: flowCategory(category),
      entry_count: tab.all.count,
      groups: CATALOGUE[category]
        .filter((s) => (tab.groups[s.key]?.count ?? 0) > 0)
        .map((s) => ({
          key: s.key as string,
          label: s.label as string,
          count: tab.groups[s.key].count,
          total_cents: headline(category, tab.groups[s.key]),
        })),
    }
  })
}
