import { getDb } from '../../db/index.ts'

/** Every SQL statement the app's connection runs until `stop()`, as Sequelize logs them. */
export function recordQueries() {
  // Sequelize reads options.logging on every query; its type does not list `options`.
  const sequelize = getDb().sequelize as unknown as { options: { logging: unknown } }
  const original = sequelize.options.logging
  const sql: string[] = []
  sequelize.options.logging = (statement: string) => void sql.push(statement)
  return {
    sql,
    selects: () => sql.filter((statement) => /^Executing \([^)]*\): SELECT/.test(statement)),
    stop: () => void (sequelize.options.logging = original),
  }
}
