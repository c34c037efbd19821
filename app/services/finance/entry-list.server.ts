import { col, fn, literal, Op, QueryTypes, type WhereOptions } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { cached } from '../../infra/cache.server.ts'
import { getDataVersion } from '../../infra/data-version.server.ts'
import { CATALOGUE, ENTRY_CATEGORIES, isEntryCategory, type EntryCategory } from '../../lib/catalogue.ts'
import { pageWindow } from '../../lib/paging.ts'
import type { EntryListQuery } from '../../schemas/entry-list.ts'
import { groupMonthlyCents, REMAINDER_MONTHLY, REMAINDER_SUM } from './entry-totals.server.ts'

// The entry lists read a page at a time: counts and sums come from SQL (COUNT/SUM grouped as
// entry-totals.server.ts groups them, so monthly figures are exact), and only the rows on the
// page are read, as plain rows. A user with 5,000 entries then costs about what one with 50 does.

export type EntryFilter = Pick<EntryListQuery, 'q' | 'category' | 'subcategory' | 'frequency'>

/** Count, balance and monthly figure of a set of entries (monthly: income and expenses, by the monthly rule). */
export type EntryFigures = { count: number; amount_cents: number; monthly_cents: number }

export const emptyFigures = (): EntryFigures => ({ count: 0, amount_cents: 0, monthly_cents: 0 })

/** An entry as the lists show it: plain values, no model instance. */
export type ListedEntry = {
  id: number
  category: string
  subcategory: string
  description: string
  amount_cents: number
  frequency: string
  interest_rate: number | null
}

/**
 * The catalogue group an entry falls in: its subcategory, or the category's last group ("Other …")
 * for a key the catalogue does not know, as groupByCategory (app/lib/financial-summary.ts) files it.
 */
export function groupKeyOf(category: EntryCategory, subcategory: string) {
  const keys = CATALOGUE[category].map((s) => s.key as string)
  return keys.includes(subcategory) ? subcategory : keys[keys.length - 1]
}

/** A group's entries: the key itself, or for the last group also every key the catalogue does not know. */
function subcategoryCondition(category: EntryCategory, key: string) {
  const keys = CATALOGUE[category].map((s) => s.key as string)
  return key === keys[keys.length - 1] ? { [Op.notIn]: keys.slice(0, -1) } : key
}

/**
 * Search: the description contains the text, or the subcategory's label does (so "bank" finds
 * every Cash & Bank Accounts entry). LIKE with an explicit escape character, so % and _ typed by
 * the user match themselves on both SQLite and MariaDB.
 */
function searchCondition(q: string, category: EntryCategory | undefined): WhereOptions {
  const needle = q.toLowerCase()
  const pattern = `%${needle.replace(/[!%_]/g, (c) => `!${c}`)}%`
  const description = literal(`LOWER(description) LIKE ${getDb().sequelize.escape(pattern)} ESCAPE '!'`)
  const labelled = (category ? [category] : ENTRY_CATEGORIES).flatMap((c) =>
    CATALOGUE[c].filter((s) => s.label.toLowerCase().includes(needle)).map((s) => s.key as string),
  )
  return labelled.length > 0 ? { [Op.or]: [description, { subcategory: { [Op.in]: labelled } }] } : description
}

function listWhere(userId: number, filter: EntryFilter): WhereOptions {
  const conditions: WhereOptions[] = [{ user_id: userId }]
  if (filter.category) conditions.push({ category: filter.category })
  if (filter.category && filter.subcategory) {
    conditions.push({ subcategory: subcategoryCondition(filter.category, filter.subcategory) })
  }
  if (filter.frequency) conditions.push({ frequency: filter.frequency })
  if (filter.q) conditions.push(searchCondition(filter.q, filter.category))
  return { [Op.and]: conditions }
}

/** One group's COUNT and SUM, as the database hands them back (MariaDB answers SUM as a string). */
type FigureRow = Record<
  'category' | 'subcategory' | 'frequency' | 'entries' | 'total_cents' | 'remainder_sum' | 'remainder_monthly',
  unknown
>

function figureRows(where: WhereOptions, by: ('category' | 'subcategory')[]) {
  return getDb().FinancialEntry.findAll({
    attributes: [
      ...by,
      'frequency',
      [fn('COUNT', col('id')), 'entries'],
      [fn('SUM', col('amount_cents')), 'total_cents'],
      [literal(REMAINDER_SUM), 'remainder_sum'],
      [literal(REMAINDER_MONTHLY), 'remainder_monthly'],
    ],
    where,
    group: [...by, 'frequency'],
    raw: true,
  }) as unknown as Promise<FigureRow[]>
}

function addFigures(figures: EntryFigures, row: FigureRow) {
  const count = Number(row.entries)
  const sum = Number(row.total_cents)
  figures.count += count
  figures.amount_cents += sum
  figures.monthly_cents += groupMonthlyCents(
    sum,
    Number(row.remainder_sum),
    Number(row.remainder_monthly),
    String(row.frequency),
  )
}

export type CategoryFigures = { all: EntryFigures; groups: Record<string, EntryFigures> }

/**
 * Every category's figures and its groups' (one GROUP BY query): tab badges, overview cards, group cards.
 * Kept per data version: the GROUP BY reads every entry (1.6–2 ms at 5,000 on SQLite), and the entries only
 * change with a write, which bumps the version (getDataVersion answers the request's version, which a
 * write earlier in the same request has dropped, so a read after it sees the bump).
 */
export async function entryFigures(userId: number): Promise<Record<EntryCategory, CategoryFigures>> {
  const { value } = await cached({
    key: `user:${userId}:entry-figures:v${await getDataVersion(userId)}`,
    ttlSeconds: ENTRY_FIGURES_CACHE_SECONDS,
    parse: (raw) => (isFiguresByCategory(raw) ? raw : null),
    compute: () => readEntryFigures(userId),
  })
  return value
}

const ENTRY_FIGURES_CACHE_SECONDS = 600

function isFiguresByCategory(raw: unknown): raw is Record<EntryCategory, CategoryFigures> {
  if (typeof raw !== 'object' || raw === null) return false
  const byCategory = raw as Record<string, Partial<CategoryFigures> | undefined>
  return ENTRY_CATEGORIES.every(
    (c) => typeof byCategory[c]?.all?.count === 'number' && typeof byCategory[c]?.groups === 'object',
  )
}

async function readEntryFigures(userId: number): Promise<Record<EntryCategory, CategoryFigures>> {
  const result = Object.fromEntries(ENTRY_CATEGORIES.map((c) => [c, { all: emptyFigures(), groups: {} }])) as Record<
    EntryCategory,
    CategoryFigures
  >
  for (const row of await figureRows({ user_id: userId }, ['category', 'subcategory'])) {
    const category = String(row.category)
    if (!isEntryCategory(category)) continue
    const figures = result[category]
    addFigures(figures.all, row)
    addFigures((figures.groups[groupKeyOf(category, String(row.subcategory))] ??= emptyFigures()), row)
  }
  return result
}

/** The figures of the entries a search and filter match. */
export async function matchingFigures(userId: number, filter: EntryFilter): Promise<EntryFigures> {
  const figures = emptyFigures()
  for (const row of await figureRows(listWhere(userId, filter), [])) addFigures(figures, row)
  return figures
}

type RawEntry = Record<keyof ListedEntry, unknown>

const LISTED_COLUMNS = ['id', 'category', 'subcategory', 'description', 'amount_cents', 'frequency', 'interest_rate']

/** A row as the database answers it (MariaDB hands DECIMAL back as a string), as plain values. */
function listedEntry(row: RawEntry): ListedEntry {
  return {
    id: Number(row.id),
    category: String(row.category),
    subcategory: String(row.subcategory),
    description: String(row.description),
    amount_cents: Number(row.amount_cents),
    frequency: String(row.frequency),
    interest_rate: row.interest_rate === null ? null : Number(row.interest_rate),
  }
}

/** The matching entries from `offset`, at most `limit`, oldest first (the order they were entered). */
export async function entryRows(userId: number, filter: EntryFilter, offset: number, limit: number) {
  const rows = (await getDb().FinancialEntry.findAll({
    attributes: LISTED_COLUMNS,
    where: listWhere(userId, filter),
    order: [['id', 'ASC']],
    offset,
    limit,
    raw: true,
  })) as unknown as RawEntry[]
  return rows.map(listedEntry)
}

/** One page of the matching entries, with their figures; a page past the end is the last page. */
export async function entryPage(userId: number, filter: EntryFilter, page: number, size: number) {
  const figures = await matchingFigures(userId, filter)
  const window = pageWindow(figures.count, page, size)
  const entries = window.total === 0 ? [] : await entryRows(userId, filter, window.offset, size)
  return { window, figures, entries }
}

/**
 * The first `limit` entries of each of a category's groups (the group cards' previews), in one
 * statement: one sub-select per group, joined by UNION ALL. Each reads the (user, category) index in id
 * order and stops at `limit` rows, so a household of 5,000 costs what one of 50 does; one statement
 * rather than one query per group, as each query costs more to build than to run. The last group also
 * holds keys the catalogue does not know, as groupKeyOf files them.
 */
export async function groupPreviews(userId: number, category: EntryCategory, keys: readonly string[], limit: number) {
  const catalogue = CATALOGUE[category].map((s) => s.key as string)
  const last = catalogue[catalogue.length - 1]
  const lists: Record<string, ListedEntry[]> = Object.fromEntries(keys.map((key) => [key, []]))
  if (keys.length === 0) return lists
  const columns = LISTED_COLUMNS.join(', ')
  const members = keys.map((key, i) => {
    const group = key === last ? 'subcategory NOT IN (:known)' : `subcategory = :key${i}`
    return `SELECT ${columns} FROM (SELECT ${columns} FROM financial_entries
      WHERE user_id = :userId AND category = :category AND ${group} ORDER BY id LIMIT :limit) AS group${i}`
  })
  const rows = await getDb().sequelize.query<RawEntry>(members.join(' UNION ALL '), {
    replacements: {
      userId,
      category,
      limit,
      known: catalogue.slice(0, -1),
      ...Object.fromEntries(keys.map((key, i) => [`key${i}`, key])),
    },
    type: QueryTypes.SELECT,
  })
  for (const row of rows.map(listedEntry).sort((a, b) => a.id - b.id)) {
    lists[groupKeyOf(category, row.subcategory)]?.push(row)
  }
  return lists
}

/** How many entries the user has in all. */
export async function entryCount(userId: number) {
  return getDb().FinancialEntry.count({ where: { user_id: userId } })
}
