import { literal, Op, type WhereOptions } from 'sequelize'

// A finder's condition on a value passed as a bind parameter rather than written into its SQL: the
// statement's text is then the same whatever the value (every user's reads share one), so SQLite prepares
// it once per connection and keeps it (patches/sequelize: kept statements), and MariaDB runs it through
// mysql2's prepared statements. Sequelize writes `= $name`, and the query's `bind` carries the value:
// `{ where: { user_id: boundTo('userId') }, bind: { userId } }`, or the whole filter at once with boundWhere.
// The app's reads by owner go through db/bound-find.ts, which also keeps each shape's SQL text.

/** `= $name`, the value given under `name` in the query's `bind`. */
export function boundTo(name: string) {
  return { [Op.eq]: literal(`$${name}`) }
}

/** The bind values for `filter`: each number or string under its column's parameter name (`w_<column>`). */
export function boundValues(filter: Record<string, unknown>) {
  const bind: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(filter)) {
    if (typeof value === 'number' || typeof value === 'string') bind[boundName(column)] = value
  }
  return bind
}

/**
 * A finder's `where` and `bind` for `filter`: each number or string as a bind parameter named after its
 * column; a null (IS NULL) or an operator stays as Sequelize writes it.
 */
export function boundWhere<Attributes>(filter: Record<string, unknown>) {
  const where: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(filter)) {
    where[column] = typeof value === 'number' || typeof value === 'string' ? boundTo(boundName(column)) : value
  }
  return { where: where as WhereOptions<Attributes>, bind: boundValues(filter) }
}

function boundName(column: string) {
  return `w_${column}`
}
