import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import mysql from 'mysql2/promise'
import type { TestProject } from 'vitest/node'
import { createSequelize } from '../../db/connection.ts'
import { migrateUp } from '../../db/migrate.ts'

// Vitest global setup for an integration project: runs the migrations once, into a template,
// and hands each test file the means to clone it (tests/setup/db-env.ts). Migrating a fresh
// database for each of some thirty files cost well over a second apiece; a clone costs a
// file copy on SQLite and one batch of CREATE TABLE statements on MariaDB.

export const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' }

export type DbTemplate = { kind: 'sqlite'; file: string } | { kind: 'mariadb'; statements: string[] }

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate
  }
}

const tag = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'sqlite') {
    const file = path.resolve('tests/.tmp', `template-${tag}.sqlite`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const sequelize = createSequelize(`file:${file}`)
    await migrateUp(sequelize)
    await sequelize.close()
    project.provide('dbTemplate', { kind: 'sqlite', file })
    return () => fs.rmSync(file, { force: true })
  }

  const database = `wp_template_${tag}`
  const admin = await mysql.createConnection(MARIADB)
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  try {
    const sequelize = createSequelize(`mysql://root@127.0.0.1:3306/${database}`)
    await migrateUp(sequelize)
    await sequelize.close()
    project.provide('dbTemplate', { kind: 'mariadb', statements: await schemaStatements(admin, database) })
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await admin.end()
  }
}

/** The migrated schema as statements that rebuild it in another database: tables, then their rows. */
async function schemaStatements(conn: mysql.Connection, database: string) {
  const [tables] = await conn.query<mysql.RowDataPacket[]>(
    'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? ORDER BY table_name',
    [database],
  )
  const creates: string[] = []
  const inserts: string[] = []
  for (const { name } of tables) {
    const [[create]] = await conn.query<mysql.RowDataPacket[]>(`SHOW CREATE TABLE \`${database}\`.\`${name}\``)
    creates.push(create['Create Table'])
    // Only the migrations' own bookkeeping has rows, but copy whatever a migration seeds.
    const [rows] = await conn.query<mysql.RowDataPacket[]>(`SELECT * FROM \`${database}\`.\`${name}\``)
    for (const row of rows) inserts.push(conn.format('INSERT INTO ?? SET ?', [name, row]))
  }
  return [...creates, ...inserts]
}
