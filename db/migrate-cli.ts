import { closeSequelize, getSequelize } from './connection.ts'
import { migrateUp } from './migrate.ts'

// npm run db:migrate — applies pending migrations to DATABASE_URL (default: the embedded SQLite file).
process.env.DATABASE_URL ??= 'file:./data/wealthpath.sqlite'

try {
  const applied = await migrateUp(getSequelize())
  console.log(applied.length ? `[db] applied ${applied.map((m) => m.name).join(', ')}` : '[db] schema is up to date')
} catch (error) {
  console.error(`[db] migration failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await closeSequelize()
}
