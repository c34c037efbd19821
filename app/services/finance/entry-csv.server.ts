import { AppError } from '../../lib/app-error.ts'
import { normaliseSubcategory } from '../../lib/catalogue.ts'
import { CsvUnterminatedQuoteError, readCsv, toCsv, type CsvRecord } from '../../lib/csv.ts'
import { CSV_COLUMNS } from '../../lib/entry-csv-columns.ts'
import { ALLOCATION_KEYS, EntryCreateSchema, type EntryCreateInput } from '../../schemas/financial-entry.ts'
import { allEntries, createEntries } from './entries.server.ts'

export const MAX_IMPORT_ROWS = 5_000

export async function exportEntriesCsv(userId: number) {
  const entries = await allEntries(userId)
  return toCsv(
    CSV_COLUMNS,
    entries.map((e) => [
      e.category,
      e.subcategory,
      e.description,
      (e.amount_cents / 100).toFixed(2),
      e.frequency,
      e.entry_date,
      e.notes,
      e.interest_rate,
      ...ALLOCATION_KEYS.map((key) => e[key]),
    ]),
  )
}

export type PreviewRow = { line: number; description: string; category: string; amount: string; errors: string[] }
export type ImportPreview = { rows: PreviewRow[]; valid: EntryCreateInput[]; validCount: number; invalidCount: number }

/** A file that cannot be imported at all: the page says why above the form. */
const unreadable = (message: string) => new AppError(422, message)

/** The file's records; a 422 AppError when a quote is never closed. */
function records(text: string): CsvRecord[] {
  try {
    return readCsv(text)
  } catch (error) {
    if (error instanceof CsvUnterminatedQuoteError) throw unreadable(`${error.message} Nothing was imported.`)
    throw error
  }
}

/** The header row, lower-cased; a 422 AppError when the file cannot be read as the documented columns. */
function checkedTable(text: string) {
  const table = records(text)
  if (table.length === 0) throw unreadable('The file is empty.')
  if (table[0].problems.length) throw unreadable(`The header row is malformed: ${table[0].problems.join(', ')}.`)
  const header = table[0].cells.map((h) => h.trim().toLowerCase())
  const missing = ['category', 'subcategory', 'description', 'amount'].filter((c) => !header.includes(c))
  if (missing.length) throw unreadable(`The header row is missing: ${missing.join(', ')}.`)
  const unknown = header.filter((h) => h && !(CSV_COLUMNS as readonly string[]).includes(h))
  if (unknown.length) throw unreadable(`Unknown columns: ${unknown.join(', ')}.`)
  const body = table.slice(1)
  if (body.length === 0) throw unreadable('The file has a header but no rows.')
  if (body.length > MAX_IMPORT_ROWS) throw unreadable(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`)
  return { header, body }
}

/** What is wrong with a row's shape before its values are read: quoting, or more cells than columns. */
function shapeErrors({ cells, problems }: CsvRecord, columns: number) {
  const errors = problems.map((problem) => `row: malformed CSV (${problem})`)
  if (cells.length > columns) errors.push(`row: ${cells.length} cells for ${columns} columns`)
  return errors
}

/** Checks every row with the same rules as the forms and the API; writes nothing. */
export function previewImport(text: string): ImportPreview {
  const { header, body } = checkedTable(text)
  const rows: PreviewRow[] = []
  const valid: EntryCreateInput[] = []
  body.forEach((row) => {
    const record = Object.fromEntries(header.map((h, i) => [h, row.cells[i]?.trim() ?? '']))
    const parsed = EntryCreateSchema.safeParse(record)
    const errors = [
      ...shapeErrors(row, header.length),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)),
    ]
    if (parsed.success && !normaliseSubcategory(parsed.data.category, parsed.data.subcategory)) {
      errors.push(`subcategory: Unknown subcategory "${parsed.data.subcategory}" for ${parsed.data.category}`)
    }
    if (parsed.success && errors.length === 0) valid.push(parsed.data)
    rows.push({
      line: row.line,
      description: record.description ?? '',
      category: record.category ?? '',
      amount: record.amount ?? '',
      errors,
    })
  })
  return { rows, valid, validCount: valid.length, invalidCount: rows.length - valid.length }
}

/** Imports the valid rows of the file in one transaction; the invalid ones are skipped as the preview said. */
export async function importEntriesCsv(userId: number, text: string) {
  const preview = previewImport(text)
  if (preview.validCount === 0) throw unreadable('No valid rows to import.')
  const imported = await createEntries(userId, preview.valid)
  return { imported, skipped: preview.invalidCount }
}
