import * as z from 'zod'

// The one way a schema reads a number. JSON numbers pass as they are; text (HTML forms, query
// strings, JSON clients that quote numbers) passes only when it is a plain decimal, optionally
// with a leading "$", thousands commas on the thousands boundary or a trailing "%" where the
// caller allows it. Everything else stays as sent, so the schema answers "must be a number":
// `z.coerce.number()` read true as 1, [] and null as 0, [5] as 5, "0x10" as 16 and "" as 0.

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/
const THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/

/** A number from a number or numeric text; blank text is undefined (not given); other values as sent. */
export function numberFromInput(value: unknown, { percentSign = false } = {}): unknown {
  if (typeof value !== 'string') return value
  let text = value.trim()
  if (text === '') return undefined
  text = text.replace(/^([+-]?)\$\s*/, '$1')
  if (percentSign) text = text.replace(/\s*%$/, '')
  if (text.includes(',')) {
    if (!THOUSANDS.test(text)) return value
    text = text.replaceAll(',', '')
  }
  return DECIMAL.test(text) ? Number(text) : value
}

/** `schema` (a z.number() chain) fed by numberFromInput: the strict replacement for z.coerce.number(). */
export function numeric<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => numberFromInput(value), schema)
}
