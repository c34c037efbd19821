import type { Transaction } from 'sequelize'
import { getDb, type FinancialEntry } from '../../../db/index.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { invalidField } from '../../lib/app-error.ts'
import { isEntryCategory, normaliseSubcategory, subcategoryLabel, type EntryCategory } from '../../lib/catalogue.ts'
import { countsTowardMonthly, monthlyCents } from '../../lib/financial-summary.ts'
import { centsToDollars } from '../../lib/money.ts'
import { ALLOCATION_KEYS, type EntryCreateInput, type EntryUpdateInput } from '../../schemas/financial-entry.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { oncePerRequest } from '../../infra/request-context.server.ts'
import { ownedRows } from '../owned-rows.server.ts'
import { recordAutomaticSnapshot } from './net-worth.server.ts'
import { readEntryRows, type EntryRow } from './entry-rows.server.ts'

export const ENTRY_NOT_FOUND = 'Entry not found. It may have already been deleted.'

const toCents = (dollars: number) => Math.round(dollars * 100)
const toDollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents))

/** The five allocation percentages of an entry (null where not given). */
export function allocationOf(entry: EntryRow) {
  return {
    real_estate_percentage: entry.real_estate_percentage,
    stocks_percentage: entry.stocks_percentage,
    bonds_percentage: entry.bonds_percentage,
    cash_percentage: entry.cash_percentage,
    alternative_percentage: entry.alternative_percentage,
  }
}

export type EntryJson = ReturnType<typeof toEntryJson>

/** The API's shape of an entry: money in dollars, as the old clients read it. */
export function toEntryJson(entry: EntryRow) {
  return {
    id: entry.id,
    category: entry.category,
    subcategory: entry.subcategory,
    subcategory_label: isEntryCategory(entry.category)
      ? subcategoryLabel(entry.category, entry.subcategory)
      : entry.subcategory,
    description: entry.description,
    amount: centsToDollars(entry.amount_cents),
    currency: entry.currency,
    frequency: entry.frequency,
    monthly_amount: centsToDollars(monthlyCents(entry)),
    counts_toward_monthly: countsTowardMonthly(entry.frequency),
    entry_date: entry.entry_date,
    notes: entry.notes,
    data_quality: entry.data_quality,
    ...allocationOf(entry),
    interest_rate: entry.interest_rate,
    loan_term_months: entry.loan_term_months,
    remaining_months: entry.remaining_months,
    minimum_payment: toDollars(entry.minimum_payment_cents),
    is_fixed_rate: entry.is_fixed_rate,
    loan_start_date: entry.loan_start_date ? entry.loan_start_date.toISOString() : null,
    original_amount: toDollars(entry.original_amount_cents),
    loan_details: entry.loan_details,
    created_at: entry.created_at.toISOString(),
    updated_at: entry.updated_at.toISOString(),
  }
}

const OPTIONAL_COLUMNS = {
  entry_date: null,
  notes: null,
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
}

/** With `replace`, optional fields missing from the input are cleared (an edit form sends every field). */
function columnsFrom(input: Partial<EntryCreateInput>, replace = false) {
  const columns: Partial<Record<string, unknown>> = replace ? { ...OPTIONAL_COLUMNS } : {}
  const copy = [
    'description',
    'frequency',
    'entry_date',
    'notes',
    ...ALLOCATION_KEYS,
    'interest_rate',
    'loan_term_months',
    'remaining_months',
    'is_fixed_rate',
    'loan_details',
  ] as const
  for (const key of copy) if (input[key] !== undefined) columns[key] = input[key]
  if (input.amount !== undefined) columns.amount_cents = toCents(input.amount)
  if (input.minimum_payment !== undefined) columns.minimum_payment_cents = toCents(input.minimum_payment)
  if (input.original_amount !== undefined) columns.original_amount_cents = toCents(input.original_amount)
  if (input.loan_start_date !== undefined) {
    // null clears the date (a JSON client may send it); a date is a calendar date, validated by the schema.
    columns.loan_start_date = input.loan_start_date === null ? null : new Date(input.loan_start_date)
  }
  return columns
}

/** The catalogue's key for a subcategory (aliases accepted); a 422 AppError on `subcategory` otherwise. */
function checkSubcategory(category: EntryCategory, subcategory: string): string {
  const canonical = normaliseSubcategory(category, subcategory)
  if (!canonical) throw invalidField('subcategory', `Unknown subcategory "${subcategory}" for ${category}`)
  return canonical
}

// Entries are rows the user owns; the helper scopes every query and answers 404 for a foreign id.
const entries = ownedRows(() => getDb().FinancialEntry, {
  toDto: (row) => row,
  notFoundMessage: ENTRY_NOT_FOUND,
  order: [['id', 'ASC']],
})

/**
 * A change to the user's entries and the day's net-worth snapshot that follows it (history has
 * one point a day), in one transaction: both are stored or neither, so a request never answers
 * an error for an entry it stored.
 */
async function withSnapshot<T>(userId: number, write: (transaction: Transaction) => Promise<T>): Promise<T> {
  return writeTransaction({ userId }, async (transaction) => {
    // The user's row first: concurrent writes of one user queue here rather than deadlock later.
    await bumpDataVersion(userId, transaction)
    const result = await write(transaction)
    await recordAutomaticSnapshot(userId, transaction)
    return result
  })
}

/** The row for a new entry: every optional column empty unless the input sets it. */
function newEntryRow(input: EntryCreateInput, subcategory: string) {
  return {
    category: input.category,
    subcategory,
    description: input.description,
    amount_cents: toCents(input.amount),
    currency: 'USD',
    frequency: input.frequency,
    data_quality: input.data_quality ?? 'DQ2',
    loan_details: null,
    ...OPTIONAL_COLUMNS,
    ...columnsFrom(input),
  }
}

/** Creates an entry; a 422 AppError on `subcategory` when the catalogue does not know it. */
export async function createEntry(userId: number, input: EntryCreateInput): Promise<FinancialEntry> {
  const row = newEntryRow(input, checkSubcategory(input.category, input.subcategory))
  return withSnapshot(userId, (transaction) => entries.create(userId, row, transaction))
}

/** Many entries in one transaction: all are written or none (CSV import). */
export async function createEntries(userId: number, inputs: EntryCreateInput[]) {
  const { FinancialEntry } = getDb()
  const rows = inputs.map((input) => ({
    user_id: userId,
    ...newEntryRow(input, checkSubcategory(input.category, input.subcategory)),
  }))
  await withSnapshot(userId, async (transaction) => {
    await FinancialEntry.bulkCreate(rows, { transaction })
  })
  return rows.length
}

/** The user's entry; a 404 AppError when the id is not one of theirs. */
export async function getEntry(userId: number, id: number): Promise<FinancialEntry> {
  return entries.get(userId, id)
}

export async function listEntries(
  userId: number,
  filters: { category?: string; data_quality?: string; limit?: number; offset?: number } = {},
) {
  const { FinancialEntry } = getDb()
  const where: Record<string, unknown> = { user_id: userId }
  if (filters.category) where.category = filters.category
  if (filters.data_quality) where.data_quality = filters.data_quality
  const { rows, count } = await FinancialEntry.findAndCountAll({
    where,
    order: [
      ['category', 'ASC'],
      ['subcategory', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: filters.limit,
    offset: filters.offset,
  })
  return { entries: rows, total: count }
}

/**
 * Every entry of the user, read once per request (a screen's services each need them all). The rows
 * are shared by those callers, who only read them; each gets its own array.
 */
export async function allEntries(userId: number): Promise<EntryRow[]> {
  return [...(await oncePerRequest(`user:${userId}:entries`, () => readEntryRows(userId)))]
}

/**
 * The user's entries of some categories, in the order entered, read once per request like allEntries:
 * for a service that needs only those (Portfolio Analysis reads the assets; the advisor's rules pay,
 * holdings and debts), not every expense line of a household.
 */
export async function entriesOf(userId: number, categories: readonly EntryCategory[]): Promise<EntryRow[]> {
  const key = `user:${userId}:entries:${[...categories].sort().join(',')}`
  return [...(await oncePerRequest(key, () => readEntryRows(userId, categories)))]
}

function allocatedPercent(entry: Partial<Record<(typeof ALLOCATION_KEYS)[number], number | null>>) {
  return ALLOCATION_KEYS.reduce((sum, key) => sum + Number(entry[key] ?? 0), 0)
}

/**
 * Changes an entry. 404 AppError for a missing or foreign id; 422 on `subcategory` or
 * `allocation_total` when the result would not be a valid entry. With `replace`, optional
 * fields missing from the input are cleared (an edit form sends every field).
 */
export async function updateEntry(
  userId: number,
  id: number,
  input: EntryUpdateInput,
  { replace = false } = {},
): Promise<FinancialEntry> {
  const entry = await entries.requireRow(userId, id)
  const columns = columnsFrom(input, replace)
  if (input.subcategory !== undefined) {
    if (!isEntryCategory(entry.category)) throw invalidField('subcategory', 'Unsupported category')
    columns.subcategory = checkSubcategory(entry.category, input.subcategory)
  }
  if (allocatedPercent({ ...entry.get(), ...columns }) > 100 + 1e-9) {
    throw invalidField('allocation_total', 'Allocation percentages cannot total more than 100%')
  }
  return withSnapshot(userId, (transaction) => entries.update(userId, id, columns, transaction))
}

/** Deletes an entry; a 404 AppError when the id is not one of the user's. */
export async function deleteEntry(userId: number, id: number) {
  await withSnapshot(userId, (transaction) => entries.remove(userId, id, transaction))
}
