import type { Attributes, Model, ModelStatic } from 'sequelize'

// Rows read without building model instances, valued as the model's attributes read: the hot reads
// (every entry of a household, the session behind each signed-in request) spend most of their time in
// Sequelize's instance and include machinery otherwise. The drivers differ in what they answer:
// mysql2 gives BIGINT and DECIMAL as text and DATETIME as Date, SQLite gives timestamps as text, and
// both give a BOOLEAN as 0 or 1.

/** A column read as a number (mysql2's BIGINT or DECIMAL text too); null stays null. */
export const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
const dateOrNull = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value))
const booleanOrNull = (value: unknown) => (value === null || value === undefined ? null : Boolean(Number(value)))

type Convert = (value: unknown) => unknown
const NUMBER_TYPES = new Set(['INTEGER', 'BIGINT', 'DECIMAL', 'FLOAT', 'DOUBLE', 'REAL'])

function converterFor(typeKey: string): Convert | null {
  if (NUMBER_TYPES.has(typeKey)) return numberOrNull
  if (typeKey === 'DATE') return dateOrNull
  if (typeKey === 'BOOLEAN') return booleanOrNull
  return null // text, DATEONLY (text on both drivers) and the like come as the model reads them
}

export type PlainRowReader<Row> = {
  /** The model's attribute names, in definition order. */
  columns: readonly string[]
  /**
   * The attributes of `raw` converted as the model reads them: a row of this model's columns only, or
   * (with `prefix`) its columns under that prefix, as a join aliases each side.
   */
  read(raw: Record<string, unknown>, prefix?: string): Row
}

/** How `model`'s rows are converted, worked out once from its attribute types. */
export function plainRowReader<M extends Model>(model: ModelStatic<M>): PlainRowReader<Attributes<M>> {
  const attributes = model.getAttributes() as Record<string, { type: { key?: string } }>
  const columns = Object.keys(attributes)
  const conversions = columns.flatMap((column) => {
    const convert = converterFor(attributes[column].type.key ?? '')
    return convert ? [{ column, convert }] : []
  })
  return {
    columns,
    read(raw, prefix = '') {
      if (prefix === '') {
        // A copy of the driver's row keeps its shape, and only the columns that need it are rewritten in
        // place: building the row key by key made every entry row a slow, dictionary-shaped object.
        const row: Record<string, unknown> = { ...raw }
        for (const { column, convert } of conversions) row[column] = convert(raw[column])
        return row as Attributes<M>
      }
      const row: Record<string, unknown> = {}
      for (const column of columns) row[column] = raw[prefix + column]
      for (const { column, convert } of conversions) row[column] = convert(row[column])
      return row as Attributes<M>
    },
  }
}
