import { literal, Op } from 'sequelize'

// A finder's condition on a value passed as a bind parameter rather than written into its SQL: the
// statement's text is then the same whatever the value (every user's reads share one), so SQLite prepares
// it once per connection and keeps it (patches/sequelize: kept statements), and MariaDB runs it through
// mysql2's prepared statements. Sequelize writes `= $name`, and the query's `bind` carries the value:
// `findAll({ where: { user_id: boundTo('userId') }, bind: { userId } })`.

/** `= $name`, the value given under `name` in the query's `bind`. */
export function boundTo(name: string) {
  return { [Op.eq]: literal(`$${name}`) }
}
