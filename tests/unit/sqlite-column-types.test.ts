import { DataTypes, Sequelize } from 'sequelize'
import sqlite3 from 'sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'

// patches/sequelize+6.37.8.patch: the SQLite dialect reads a table's column types (they decide how a
// model's values are parsed: DATETIME to Date, TINYINT(1) to true/false) once per connection rather than
// before every SELECT, and again after DDL on that connection; and it runs a SELECT in node-sqlite3's
// parallel mode, every other statement in its serialized mode as before.
const sequelize = new Sequelize('sqlite::memory:', { logging: false })
afterAll(() => sequelize.close())

const AT = new Date('2026-01-02T03:04:05Z')

describe('SQLite column types, read once per connection', () => {
  it('parses by the declared types on every read, and by the new ones after the table changes', async () => {
    const Thing = sequelize.define('thing', { done: DataTypes.BOOLEAN, at: DataTypes.DATE }, { timestamps: false })
    await Thing.sync()
    await Thing.create({ done: true, at: AT })
    const all = vi.spyOn(sqlite3.Database.prototype, 'all')
    for (let i = 0; i < 3; i++) {
      const [thing] = await Thing.findAll()
      expect(thing.get('done')).toBe(true)
      expect(thing.get('at')).toEqual(AT)
    }
    // The three reads asked for the table's columns once (unpatched: once per read).
    const pragmas = all.mock.calls.filter(([sql]) => String(sql).startsWith('PRAGMA table_info'))
    expect(pragmas.length).toBeLessThanOrEqual(1)
    all.mockRestore()

    await sequelize.getQueryInterface().addColumn('things', 'seen_at', DataTypes.DATE)
    await sequelize.query("UPDATE `things` SET `seen_at` = '2026-01-02 03:04:05.000 +00:00'")
    const Seen = sequelize.define(
      'seen',
      { done: DataTypes.BOOLEAN, at: DataTypes.DATE, seen_at: DataTypes.DATE },
      { tableName: 'things', timestamps: false },
    )
    const [seen] = await Seen.findAll()
    expect(seen.get('seen_at')).toEqual(AT)
    expect(seen.get('seen_at')).toBeInstanceOf(Date)
  })
})

describe('SQLite statements, serialized but for reads', () => {
  it('runs a SELECT without serialized mode, and writes and DDL in it', async () => {
    const Note = sequelize.define('note', { text: DataTypes.STRING }, { timestamps: false })
    const serialize = vi.spyOn(sqlite3.Database.prototype, 'serialize')
    await Note.sync()
    const afterDdl = serialize.mock.calls.length
    expect(afterDdl).toBeGreaterThan(0)
    await Note.create({ text: 'first' })
    const afterInsert = serialize.mock.calls.length
    expect(afterInsert).toBeGreaterThan(afterDdl)
    // Reads sent together, as a loader sends them: none asks for serialized mode, and each sees the write.
    const reads = await Promise.all([Note.findAll(), Note.count(), Note.findOne({ where: { text: 'first' } })])
    expect(serialize.mock.calls.length).toBe(afterInsert)
    expect(reads[0].map((note) => note.get('text'))).toEqual(['first'])
    expect(reads[1]).toBe(1)
    expect(reads[2]?.get('text')).toBe('first')
    await Note.update({ text: 'second' }, { where: { text: 'first' } })
    expect(serialize.mock.calls.length).toBeGreaterThan(afterInsert)
    serialize.mockRestore()
  })
})
