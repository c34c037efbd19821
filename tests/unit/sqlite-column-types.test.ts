import { DataTypes, Sequelize } from 'sequelize'
import sqlite3 from 'sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'

// patches/sequelize+6.37.8.patch: the SQLite dialect reads a table's column types (they decide how a
// model's values are parsed: DATETIME to Date, TINYINT(1) to true/false) once per connection rather than
// before every SELECT, and again after DDL on that connection.
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
