import { normaliseSubcategory } from '../../lib/catalogue.ts'
import { parseCsv, toCsv } from '../../lib/csv.ts'
import { EntryCreateSchema, type EntryCreateInput } from '../../schemas/financial-entry.ts'
import { allEntries, createEntries } from './entries.server.ts'

/** The documented CSV columns, in order. category, subcategory, description and amount are required. */
export const CSV_COLUMNS = [
  'category',
  'subcategory',
  'description',
  'amount',
  'frequency',
  'entry_date',
  'notes',
  'interest_rate',
  'real_estate_percentage',
  'stocks_percentage',
  'bonds_percentage',
  'cash_percentage',
  'alternative_percentage',
] as const

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
      e.real_estate_percentage,
      e.stocks_percentage,
      e.bonds_percentage,
      e.cash_percentage,
      e.alternative_percentage,
    ]),
  )
}

export type PreviewRow = { line: number; description: string; category: string; amount: string; errors: string[] }
export type ImportPreview =
  | { ok: false; message: string }
  | { ok: true; rows: PreviewRow[]; valid: EntryCreateInput[]; validCount: number; invalidCount: number }

/** Checks every row with the same rules as the forms and the API; writes nothing. */
export function previewImport(text: string): ImportPreview {
  const table = parseCsv(text)
  if (table.length === 0) return { ok: false, message: 'The file is empty.' }
  const header = table[0].map((h) => h.trim().toLowerCase())
  const missing = ['category', 'subcategory', 'description', 'amount'].filter((c) => !header.includes(c))
  if (missing.length) return { ok: false, message: `The header row is missing: ${missing.join(', ')}.` }
  const unknown = header.filter((h) => h && !(CSV_COLUMNS as readonly string[]).includes(h))
  if (unknown.length) return { ok: false, message: `Unknown columns: ${unknown.join(', ')}.` }
  const body = table.slice(1)
  if (body.length === 0) return { ok: false, message: 'The file has a header but no rows.' }
  if (body.length > MAX_IMPORT_ROWS)
    return { ok: false, message: `At most ${MAX_IMPORT_ROWS} rows can be imported at once.` }

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
  return { ok: true, rows, valid, validCount: valid.length, invalidCount: rows.length - valid.length }
}

/** Imports the valid rows of the file in one transaction; the invalid ones are skipped as the preview said. */
export async function importEntriesCsv(userId: number, text: string) {
  const preview = previewImport(text)
  if (!preview.ok) return preview
  if (preview.validCount === 0) return { ok: false as const, message: 'No valid rows to import.' }
  const imported = await createEntries(userId, preview.valid)
  return { ok: true as const, imported, skipped: preview.invalidCount }
}
