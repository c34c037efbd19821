import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import mysql from 'mysql2/promise'
import { afterAll, inject } from 'vitest'
import { forgetSingleton } from '../../db/singleton.ts'
import { MARIADB } from './db-template.ts'

// Every integration test file gets a database of its own, a clone of the schema the project's
// global setup migrated once (tests/setup/db-template.ts): MariaDB (with real Redis) in one
// project, SQLite (with in-memory counters) in the other.
const id = `${process.env.VITEST_POOL_ID ?? '0'}_${crypto.randomBytes(4).toString('hex')}`
const template = inject('dbTemplate')

process.env.NODE_ENV = 'test'
process.env.SESSION_SECRET = 'test-secret-0123456789abcdef'
process.env.PASSWORD_HASH_COST = '1024'
process.env.ADMIN_EMAIL = 'admin@example.com'
process.env.LOG_LEVEL = 'silent'
process.env.TRUST_PROXY = 'true'

let cleanup: () => Promise<void>

if (template.kind === 'mariadb') {
  const database = `wp_test_${id}`
  const admin = await mysql.createConnection({ ...MARIADB, multipleStatements: true })
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  await admin.changeUser({ database })
  // Tables come in name order, not in the order their foreign keys need.
  await admin.query(['SET FOREIGN_KEY_CHECKS = 0', ...template.statements, 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'))
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
  fs.copyFileSync(template.file, file)
  process.env.DATABASE_URL = `file:${file}`
  delete process.env.REDIS_URL
  cleanup = async () => {
    fs.rmSync(file, { force: true })
  }
}

afterAll(async () => {
  const store = globalThis as unknown as { __wealthpathSingletons?: Map<string, unknown> }
  const sequelize = store.__wealthpathSingletons?.get('sequelize') as { close(): Promise<void> } | undefined
  forgetSingleton('sequelize')
  await sequelize?.close()
  const redis = store.__wealthpathSingletons?.get('redis') as { quit(): Promise<unknown> } | undefined
  forgetSingleton('redis')
  await redis?.quit().catch(() => undefined)
  forgetSingleton('throttle-memory')
  // The vector backend holds its own store (memory, or the Redis client just closed).
  forgetSingleton('vector-backend')
  await cleanup()
})
