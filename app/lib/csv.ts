// A small RFC 4180 reader and writer for entry import and export.

/** One record of a CSV text: its cells, the line it starts on, and what is wrong with its quoting. */
export type CsvRecord = { cells: string[]; line: number; problems: string[] }

/** A quote opened and never closed: it swallows the rest of the file, so no row after it can be trusted. */
export class CsvUnterminatedQuoteError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted cell is never closed.`)
    this.name = 'CsvUnterminatedQuoteError'
  }
}

type CsvCursor = {
  records: CsvRecord[]
  cells: string[]
  cell: string
  line: number
  start: number
  problems: string[]
}

function endRecord(cursor: CsvCursor) {
  cursor.cells.push(cursor.cell)
  if (cursor.cells.some((c) => c.trim() !== '')) {
    cursor.records.push({ cells: cursor.cells, line: cursor.start, problems: [...new Set(cursor.problems)] })
  }
  cursor.cells = []
  cursor.cell = ''
  cursor.problems = []
  cursor.start = cursor.line
}

/**
 * The records of an RFC 4180 text: quoted cells, doubled quotes, commas and newlines inside
 * quotes, CRLF; blank lines dropped. A quote inside an unquoted cell or text after a closing
 * quote is kept as text but named in the record's `problems`; a quote never closed throws
 * CsvUnterminatedQuoteError (it used to import the rest of the file as one cell).
 */
export function readCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const c: CsvCursor = { records: [], cells: [], cell: '', line: 1, start: 1, problems: [] }
  let quoted = false
  let closed = false
  let quoteLine = 1
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        c.cell += '"'
        i++
      } else if (ch === '"') {
        quoted = false
        closed = true
      } else {
        if (ch === '\n') c.line++
        c.cell += ch
      }
      continue
    }
    if (ch === ',' || ch === '\n' || ch === '\r') {
      closed = false
      if (ch === ',') {
        c.cells.push(c.cell)
        c.cell = ''
        continue
      }
      if (ch === '\r' && source[i + 1] === '\n') i++
      c.line++
      endRecord(c)
    } else if (ch === '"' && c.cell === '' && !closed) {
      quoted = true
      quoteLine = c.line
    } else {
      if (closed) c.problems.push('text after a closing quote')
      else if (ch === '"') c.problems.push('a quote inside an unquoted cell')
      c.cell += ch
    }
  }
  if (quoted) throw new CsvUnterminatedQuoteError(quoteLine)
  if (c.cell !== '' || c.cells.length > 0) endRecord(c)
  return c.records
}

/** Rows of cells (see readCsv). */
export function parseCsv(text: string): string[][] {
  return readCsv(text).map((record) => record.cells)
}

// A spreadsheet runs cells that start with these as formulas: neutralise them on export.
const FORMULA_START = /^[=+\-@\t\r]/

function escapeCell(value: string | number | null | undefined) {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return [header, ...rows].map((r) => r.map(escapeCell).join(',')).join('\r\n') + '\r\n'
}
