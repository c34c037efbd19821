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

export type Timeouts = {
  /** A query on MariaDB that has not answered by then fails as unreachable (its connection is dropped). */
  queryMs?: number
  /** How long a request waits for a pooled connection. */
  acquireMs?: number
}

export function createSequelize(databaseUrl: string, logging: Options['logging'] = false, timeouts: Timeouts = {}) {
  const acquire = timeouts.acquireMs ?? 5_000
  const common: Options = {
    logging,
    define: { underscored: true, timestamps: true },
    // Short waits: a dead database should turn into a 503 quickly, not a hung request.
    pool: { max: 10, min: 0, acquire, idle: 10_000 },
  }
  if (dialectOf(databaseUrl) === 'sqlite') {
    return new Sequelize({
      ...common,
      dialect: 'sqlite',
      storage: sqliteStorage(databaseUrl),
      pool: { max: 1, min: 0, acquire, idle: 10_000 },
      retry: { max: 5, match: [/SQLITE_BUSY/] },
    })
  }
  const url = databaseUrl.replace(/^mariadb:\/\//, 'mysql://')
  const sequelize = new Sequelize(url, {
    ...common,
    dialect: 'mysql',
    dialectOptions: { connectTimeout: 3_000, decimalNumbers: false, supportBigNumbers: true },
    timezone: '+00:00',
  })
  if (timeouts.queryMs) limitQueryTime(sequelize, timeouts.queryMs)
  return sequelize
}

type DialectQuery = new (...args: never[]) => {
  connection: { stream?: { destroy(error?: Error): void } }
  run(sql: unknown, parameters: unknown): Promise<unknown>
}

/**
 * A hung database (the socket open, nothing coming back) kept API calls waiting over 150 s: mysql2
 * has no working per-query deadline (its `timeout` leaves the connection mid-protocol) and
 * Sequelize passes none. Each query on the app's connections races a timer; past it, the
 * connection's socket is destroyed (the pool then discards it) and the caller gets a
 * ConnectionError, which every screen and API answers as 503 (issue 16, item 7).
 */
function limitQueryTime(sequelize: Sequelize, ms: number) {
  // Sequelize builds every query with `new sequelize.dialect.Query(…)`; the dialect is not in its public types.
  const dialect = (sequelize as unknown as { dialect: { Query: DialectQuery } }).dialect
  const Base = dialect.Query
  dialect.Query = class TimedQuery extends Base {
    override async run(sql: unknown, parameters: unknown) {
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          this.connection.stream?.destroy(new Error('query deadline passed'))
          reject(new ConnectionError(new Error(`The database did not answer within ${ms} ms`)))
        }, ms)
      })
      const running = super.run(sql, parameters)
      running.catch(() => undefined)
      try {
        return await Promise.race([running, deadline])
      } finally {
        clearTimeout(timer)
      }
    }
  }
}

const KEY = 'sequelize'

export function getSequelize(): Sequelize {
  return singleton(KEY, () => {
    const url = process.env.DATABASE_URL ?? 'file:./data/wealthpath.sqlite'
    // Read here rather than through app/env.server.ts: scripts (the seed) open the database without
    // the app's other settings. The schema there validates them for the app.
    return createSequelize(url, false, {
      queryMs: Number(process.env.DB_QUERY_TIMEOUT_MS || 3_000),
      acquireMs: Number(process.env.DB_ACQUIRE_TIMEOUT_MS || 5_000),
    })
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
