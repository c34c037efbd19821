import {
  QueryTypes,
  Utils,
  type Attributes,
  type Model,
  type ModelStatic,
  type Order,
  type Transaction,
} from 'sequelize'
import { boundValues, boundWhere } from './bound.ts'

// A finder on bound values (db/bound.ts) whose SQL is written once per model and shape, then sent as it
// is: every user's read has the same text, so Sequelize's finder would only write it again each time.
// `findAll` took about 0.2 ms of the app's thread per call before its statement went out (cloning its
// options, three hook rounds and the SQL generation), and a projection's plan makes seven such reads
// together, so the last one left its thread 1.4 ms after the first. The rows come back through the same
// query path as a finder's (`sequelize.query` with the model: instances, or plain rows with `raw`), and
// tests/integration/bound-find.test.ts holds the text and the rows equal to the finder's on both databases.

/** A filter whose values are bound (numbers, strings) or written as they are (null: IS NULL). */
export type BoundFilter = Record<string, number | string | null>

export interface BoundFindOptions {
  attributes?: readonly string[]
  order?: Order
  raw?: boolean
  transaction?: Transaction
}

/** A shape's SQL text and the columns it selects (the query maps the rows back onto them). */
interface SelectText {
  sql: string
  attributes: readonly string[]
}

const texts = new WeakMap<ModelStatic<Model>, Map<string, SelectText>>()

/** The shape of a read: which columns are bound, which are null, what is selected and how it is ordered. */
function shapeKey(filter: BoundFilter, options: BoundFindOptions, one: boolean): string {
  const columns = Object.entries(filter).map(([column, value]) => {
    if (value === null) return `${column}:null`
    // Anything else would be written into the text, which then would not be the same for every value.
    if (typeof value !== 'number' && typeof value !== 'string') {
      throw new TypeError(`A bound finder's filter takes numbers, strings and null; ${column} is ${typeof value}`)
    }
    return column
  })
  return JSON.stringify([columns, options.attributes ?? null, options.order ?? null, one])
}

/** The SELECT Sequelize's finder writes for this shape (findOne adds LIMIT 1 on a bound filter). */
function selectText<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions,
  one: boolean,
) {
  let known = texts.get(model as ModelStatic<Model>)
  if (!known) texts.set(model as ModelStatic<Model>, (known = new Map()))
  const key = shapeKey(filter, options, one)
  let text = known.get(key)
  if (text === undefined) {
    const attributes = Object.freeze([...(options.attributes ?? Object.keys(model.getAttributes()))])
    const tableName = model.getTableName()
    const finder = Utils.mapFinderOptions(
      {
        attributes: [...attributes],
        where: boundWhere<Attributes<M>>(filter).where,
        order: options.order,
        limit: one ? 1 : undefined,
        tableNames: [String(tableName)],
      },
      model,
    )
    const generator = model.sequelize!.getQueryInterface().queryGenerator as {
      selectQuery(table: unknown, options: unknown, model: unknown): string
    }
    text = { sql: generator.selectQuery(tableName, finder, model), attributes }
    known.set(key, text)
  }
  return text
}

function run<M extends Model>(model: ModelStatic<M>, filter: BoundFilter, options: BoundFindOptions, one: boolean) {
  const { sql, attributes } = selectText(model, filter, options, one)
  return model.sequelize!.query(sql, {
    type: QueryTypes.SELECT,
    model,
    bind: boundValues(filter),
    raw: options.raw ?? false,
    plain: one,
    transaction: options.transaction,
    attributes,
    originalAttributes: attributes,
  } as never) as unknown
}

/** `model.findAll` on a bound filter: the model's instances (or plain rows with `raw`). */
export async function boundFindAll<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions = {},
): Promise<M[]> {
  return (await run(model, filter, options, false)) as M[]
}

/** `model.findOne` on a bound filter: the first row, or null. */
export async function boundFindOne<M extends Model>(
  model: ModelStatic<M>,
  filter: BoundFilter,
  options: BoundFindOptions = {},
): Promise<M | null> {
  return ((await run(model, filter, options, true)) as M | null) ?? null
}
