import fs from 'node:fs'
import path from 'node:path'
import { ConnectionAcquireTimeoutError, ConnectionError, Sequelize, type Options } from 'sequelize'
import { forgetSingleton, singleton } from './singleton.ts'

export type Dialect = 'mysql' | 'sqlite'

export function dialectOf(databaseUrl: string): Dialect {
  return databaseUrl.startsWith('file:') ? 'sqlite' : 'mysql'
}

function sqliteStorage(databaseUrl: string) {
  const file = databaseUrl.slice('file:'.length)
  if (file === ':memory:') return file
  const resolved = path.resolve(file)
  fs.mkdirSync(path.dirname(resolved), { recursive: true })
  return resolved
}

export function createSequelize(databaseUrl: string, logging: Options['logging'] = false) {
  const common: Options = {
    logging,
    define: { underscored: true, timestamps: true },
    // Short waits: a dead database should turn into a 503 quickly, not a hung request.
    pool: { max: 10, min: 0, acquire: 5_000, idle: 10_000 },
  }
  if (dialectOf(databaseUrl) === 'sqlite') {
    return new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage: sqliteStorage(databaseUrl),
      pool: { max: 1, min: 0, acquire: 5_000, idle: 10_000 },
      retry: { max: 5, match: [/SQLITE_BUSY/] },
    })
  }
  const url = databaseUrl.replace(/^mariadb:\/\//, 'mysql://')
  return new Sequelize(url, {
    ...common,
    dialect: 'mysql',
    dialectOptions: { connectTimeout: 3_000, decimalNumbers: false, supportBigNumbers: true },
    timezone: '+00:00',
  })
}

const KEY = 'sequelize'

export function getSequelize(): Sequelize {
  return singleton(KEY, () => {
    const url = process.env.DATABASE_URL ?? 'file:./data/wealthpath.sqlite'
    return createSequelize(url)
  })
}

export async function closeSequelize() {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  const instance = store.__wealthpathSingletons?.get(KEY) as Sequelize | undefined
  if (!instance) return
  forgetSingleton(KEY)
  await instance.close()
}

/** True when an error means the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown) {
  return error instanceof ConnectionError || error instanceof ConnectionAcquireTimeoutError
}
