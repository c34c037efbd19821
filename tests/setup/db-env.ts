import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import mysql from 'mysql2/promise'
import { afterAll } from 'vitest'
import { createSequelize } from '../../db/connection.ts'
import { migrateUp } from '../../db/migrate.ts'
import { forgetSingleton } from '../../db/singleton.ts'

// Every integration test file gets a database of its own, migrated from scratch:
// MariaDB (with real Redis) in one project, SQLite (with in-memory counters) in the other.
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' }
const id = `${process.env.VITEST_POOL_ID ?? '0'}_${crypto.randomBytes(4).toString('hex')}`
const target = process.env.TEST_DB === 'sqlite' ? 'sqlite' : 'mariadb'

process.env.NODE_ENV = 'test'
process.env.SESSION_SECRET = 'test-secret-0123456789abcdef'
process.env.PASSWORD_HASH_COST = '1024'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.LOG_LEVEL = 'silent'
process.env.TRUST_PROXY = 'true'

let cleanup: () => Promise<void>

if (target === 'mariadb') {
  const database = `wp_test_${id}`
  const admin = await mysql.createConnection(MARIADB)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  await admin.end()
  process.env.DATABASE_URL = `mysql://root@127.0.0.1:3306/${database}`
  process.env.REDIS_URL = 'redis://127.0.0.1:6379'
  process.env.REDIS_KEY_PREFIX = `wptest:${id}:`
  cleanup = async () => {
    const conn = await mysql.createConnection(MARIADB)
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await conn.end()
  }
} else {
  const dir = path.resolve('tests/.tmp')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `test-${id}.sqlite`)
  process.env.DATABASE_URL = `file:${file}`
  delete process.env.REDIS_URL
  cleanup = async () => {
    fs.rmSync(file, { force: true })
  }
}

const migrator = createSequelize(process.env.DATABASE_URL)
await migrateUp(migrator)
await migrator.close()

afterAll(async () => {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  const sequelize = store.__wealthpathSingletons?.get('sequelize') as { close(): Promise<void> } | undefined
  forgetSingleton('sequelize')
  await sequelize?.close()
  const redis = store.__wealthpathSingletons?.get('redis') as { quit(): Promise<unknown> } | undefined
  forgetSingleton('redis')
  await redis?.quit().catch(() => undefined)
  forgetSingleton('throttle-memory')
  await cleanup()
})
