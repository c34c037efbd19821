import { AppError } from '../../lib/app-error.ts'
import { normaliseSubcategory } from '../../lib/catalogue.ts'
import { parseCsv, toCsv } from '../../lib/csv.ts'
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

/** The header row, lower-cased; a 422 AppError when the file cannot be read as the documented columns. */
function checkedTable(text: string) {
  const table = parseCsv(text)
  if (table.length === 0) throw unreadable('The file is empty.')
  const header = table[0].map((h) => h.trim().toLowerCase())
  const missing = ['category', 'subcategory', 'description', 'amount'].filter((c) => !header.includes(c))
  if (missing.length) throw unreadable(`The header row is missing: ${missing.join(', ')}.`)
  const unknown = header.filter((h) => h && !(CSV_COLUMNS as readonly string[]).includes(h))
  if (unknown.length) throw unreadable(`Unknown columns: ${unknown.join(', ')}.`)
  const body = table.slice(1)
  if (body.length === 0) throw unreadable('The file has a header but no rows.')
  if (body.length > MAX_IMPORT_ROWS) throw unreadable(`At most ${MAX_IMPORT_ROWS} rows can be imported at once.`)
  return { header, body }
}

/** Checks every row with the same rules as the forms and the API; writes nothing. */
export function previewImport(text: string): ImportPreview {
  const { header, body } = checkedTable(text)
  const rows: PreviewRow[] = []
  const valid: EntryCreateInput[] = []
  body.forEach((cells, index) => {
    const record = Object.fromEntries(header.map((h, i) => [h, cells[i]?.trim() ?? '']))
    const parsed = EntryCreateSchema.safeParse(record)
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
    if (parsed.success && !normaliseSubcategory(parsed.data.category, parsed.data.subcategory)) {
      errors.push(`subcategory: Unknown subcategory "${parsed.data.subcategory}" for ${parsed.data.category}`)
    }
    if (parsed.success && errors.length === 0) valid.push(parsed.data)
    rows.push({
      line: index + 2,
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
