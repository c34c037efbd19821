import { getDb, type FinancialEntry } from '../../../db/index.ts'
import { isEntryCategory, normaliseSubcategory, subcategoryLabel, type EntryCategory } from '../../lib/catalogue.ts'
import { countsTowardMonthly, monthlyCents } from '../../lib/financial-summary.ts'
import type { EntryCreateInput, EntryUpdateInput } from '../../schemas/financial-entry.ts'
import { bumpDataVersion } from '../../infra/data-version.server.ts'
import { recordAutomaticSnapshot } from './net-worth.server.ts'

export const ENTRY_NOT_FOUND = 'Entry not found. It may have already been deleted.'

const toCents = (dollars: number) => Math.round(dollars * 100)
const toDollars = (cents: number | null) => (cents === null ? null : cents / 100)

export type EntryJson = ReturnType<typeof toEntryJson>

/** The API's shape of an entry: money in dollars, as the old clients read it. */
export function toEntryJson(entry: FinancialEntry) {
  return {
    id: entry.id,
    category: entry.category,
    subcategory: entry.subcategory,
    subcategory_label: isEntryCategory(entry.category)
      ? subcategoryLabel(entry.category, entry.subcategory)
      : entry.subcategory,
    description: entry.description,
    amount: entry.amount_cents / 100,
    currency: entry.currency,
    frequency: entry.frequency,
    monthly_amount: monthlyCents(entry) / 100,
    counts_toward_monthly: countsTowardMonthly(entry.frequency),
    entry_date: entry.entry_date,
    notes: entry.notes,
    data_quality: entry.data_quality,
    real_estate_percentage: entry.real_estate_percentage,
    stocks_percentage: entry.stocks_percentage,
    bonds_percentage: entry.bonds_percentage,
    cash_percentage: entry.cash_percentage,
    alternative_percentage: entry.alternative_percentage,
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

export type EntryFieldError = { ok: false; field: string; message: string }

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
    'real_estate_percentage',
    'stocks_percentage',
    'bonds_percentage',
    'cash_percentage',
    'alternative_percentage',
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
  if (input.loan_start_date !== undefined) columns.loan_start_date = new Date(input.loan_start_date)
  return columns
}

function checkSubcategory(category: EntryCategory, subcategory: string): string | EntryFieldError {
  const canonical = normaliseSubcategory(category, subcategory)
  return (
    canonical ?? { ok: false, field: 'subcategory', message: `Unknown subcategory "${subcategory}" for ${category}` }
  )
}

async function afterWrite(userId: number) {
  await bumpDataVersion(userId)
  await recordAutomaticSnapshot(userId)
}

/** The row for a new entry: every optional column empty unless the input sets it. */
function newEntryRow(userId: number, input: EntryCreateInput, subcategory: string) {
  return {
    user_id: userId,
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

export async function createEntry(userId: number, input: EntryCreateInput) {
  const subcategory = checkSubcategory(input.category, input.subcategory)
  if (typeof subcategory !== 'string') return subcategory
  const { FinancialEntry } = getDb()
  const entry = await FinancialEntry.create(newEntryRow(userId, input, subcategory))
  await afterWrite(userId)
  return { ok: true as const, entry }
}

/** Many entries in one transaction: all are written or none (CSV import). */
export async function createEntries(userId: number, inputs: EntryCreateInput[]) {
  const { FinancialEntry, sequelize } = getDb()
  const rows = inputs.map((input) => {
    const subcategory = checkSubcategory(input.category, input.subcategory)
    if (typeof subcategory !== 'string') throw new Error(subcategory.message)
    return newEntryRow(userId, input, subcategory)
  })
  await sequelize.transaction(async (transaction) => {
    await FinancialEntry.bulkCreate(rows, { transaction })
  })
  await afterWrite(userId)
  return rows.length
}

export async function getEntry(userId: number, id: number) {
  const { FinancialEntry } = getDb()
  return FinancialEntry.findOne({ where: { id, user_id: userId } })
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

export async function allEntries(userId: number) {
  const { FinancialEntry } = getDb()
  return FinancialEntry.findAll({ where: { user_id: userId }, order: [['id', 'ASC']] })
}

export async function updateEntry(userId: number, id: number, input: EntryUpdateInput, { replace = false } = {}) {
  const entry = await getEntry(userId, id)
  if (!entry) return { ok: false as const, field: 'id', message: ENTRY_NOT_FOUND, notFound: true }
  const columns = columnsFrom(input, replace)
  if (input.subcategory !== undefined) {
    if (!isEntryCategory(entry.category))
      return { ok: false as const, field: 'subcategory', message: 'Unsupported category' }
    const subcategory = checkSubcategory(entry.category, input.subcategory)
    if (typeof subcategory !== 'string') return { ...subcategory, notFound: false }
    columns.subcategory = subcategory
  }
  const merged = { ...entry.get(), ...columns }
  const allocated = [
    'real_estate_percentage',
    'stocks_percentage',
    'bonds_percentage',
    'cash_percentage',
    'alternative_percentage',
  ]
    .map((k) => Number(merged[k as keyof typeof merged] ?? 0))
    .reduce((a, b) => a + b, 0)
  if (allocated > 100 + 1e-9) {
    return {
      ok: false as const,
      field: 'allocation_total',
      message: 'Allocation percentages cannot total more than 100%',
      notFound: false,
    }
  }
  await entry.update(columns)
  await afterWrite(userId)
  return { ok: true as const, entry }
}

export async function deleteEntry(userId: number, id: number) {
  const { FinancialEntry } = getDb()
  const count = await FinancialEntry.destroy({ where: { id, user_id: userId } })
  if (count > 0) await afterWrite(userId)
  return count > 0
}
