import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DataTypes, QueryTypes, Sequelize } from 'sequelize'
import sqlite3 from 'sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'

// patches/sequelize+6.37.8.patch: the SQLite dialect reads a table's column types (they decide how a
// model's values are parsed: DATETIME to Date, TINYINT(1) to true/false) once per connection rather than
// before every SELECT, and again after DDL on that connection; and it runs a SELECT in node-sqlite3's
// parallel mode, every other statement in its serialized mode as before; and a SELECT whose values come as
// bind parameters is prepared once per connection and kept.
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

describe('SQLite column types, for reads sent together', () => {
  it('parses every read of a table by its types, also one sent while its types were still being read', async () => {
    const fresh = new Sequelize('sqlite::memory:', { logging: false })
    const all = sqlite3.Database.prototype.all
    let slowTypes: { mockRestore(): void } | undefined
    try {
      const Event = fresh.define('event', { at: DataTypes.DATE }, { timestamps: false })
      await Event.sync()
      await fresh.query("INSERT INTO `events` (`at`) VALUES ('2026-01-02 03:04:05.000 +00:00')")
      // The types' PRAGMA answers late, as it may on the thread pool: a read sent meanwhile (findAndCountAll
      // sends its count and rows together) must wait for it. Unpatched it found the table marked known and
      // parsed `at` as text (a 500 on /api/v1/financial/entries in an end-to-end run).
      slowTypes = vi.spyOn(sqlite3.Database.prototype, 'all').mockImplementation(function (
        this: sqlite3.Database,
        ...args
      ) {
        const callback = args[args.length - 1] as (...results: unknown[]) => void
        if (String(args[0]).startsWith('PRAGMA table_info')) {
          args[args.length - 1] = (...results: unknown[]) => setTimeout(() => callback(...results), 30)
        }
        return all.apply(this, args as Parameters<typeof all>)
      })
      const reads = await Promise.all([Event.findAll(), Event.findAll(), Event.findAll()])
      for (const [event] of reads) expect(event.get('at')).toEqual(AT)
    } finally {
      slowTypes?.mockRestore()
      await fresh.close()
    }
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

describe('SQLite reads with bind parameters, prepared once per connection', () => {
  const Item = sequelize.define('item', { owner: DataTypes.INTEGER, label: DataTypes.STRING }, { timestamps: false })
  const BY_OWNER = 'SELECT `label` FROM `items` WHERE `owner` = $1 ORDER BY `id`'
  const labels = async (owner: number) =>
    (await sequelize.query<{ label: string }>(BY_OWNER, { bind: [owner], type: QueryTypes.SELECT })).map(
      (row) => row.label,
    )

  it('prepares the SQL once for every value, and each read gets its own rows as they are now', async () => {
    await Item.sync()
    await Item.bulkCreate([1, 2, 3, 4, 5].map((owner) => ({ owner, label: `item ${owner}` })))
    const prepare = vi.spyOn(sqlite3.Database.prototype, 'prepare')
    const all = vi.spyOn(sqlite3.Database.prototype, 'all')
    try {
      expect(await labels(1)).toEqual(['item 1'])
      // Reads sent together, each with its own value, on the one kept statement.
      expect(await Promise.all([2, 3, 4, 5, 2].map(labels))).toEqual([2, 3, 4, 5, 2].map((owner) => [`item ${owner}`]))
      await Item.create({ owner: 1, label: 'item 1b' })
      expect(await labels(1)).toEqual(['item 1', 'item 1b'])
      const prepared = prepare.mock.calls.filter(([sql]) => sql === BY_OWNER)
      expect(prepared.length).toBe(1)
      expect(all.mock.calls.filter(([sql]) => sql === BY_OWNER)).toEqual([])
      // The same read with its value written into the SQL (a replacement) is not kept: a new SQL per value.
      const replaced = 'SELECT `label` FROM `items` WHERE `owner` = ? ORDER BY `id`'
      const rows = await sequelize.query<{ label: string }>(replaced, { replacements: [3], type: QueryTypes.SELECT })
      expect(rows.map((row) => row.label)).toEqual(['item 3'])
      expect(all.mock.calls.some(([sql]) => String(sql).includes('`owner` = 3'))).toBe(true)
    } finally {
      prepare.mockRestore()
      all.mockRestore()
    }
  })

  it("reports a kept statement's error as SQLite gives it, then prepares again", async () => {
    expect(await labels(2)).toEqual(['item 2'])
    await sequelize.getQueryInterface().dropTable('items')
    await expect(labels(2)).rejects.toThrow(/no such table: items/)
    await Item.sync()
    await Item.create({ owner: 2, label: 'again' })
    expect(await labels(2)).toEqual(['again'])
  })

  it('closes a connection that has kept statements (SQLite refuses while any is open)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-statements-'))
    const onFile = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'kept.sqlite'), logging: false })
    try {
      await onFile.query('CREATE TABLE `t` (`id` INTEGER PRIMARY KEY, `v` TEXT)')
      await onFile.query("INSERT INTO `t` (`v`) VALUES ('a'), ('b')")
      for (const id of [1, 2]) {
        const rows = await onFile.query('SELECT `v` FROM `t` WHERE `id` = $1', { bind: [id], type: QueryTypes.SELECT })
        expect(rows).toEqual([{ v: id === 1 ? 'a' : 'b' }])
      }
      await expect(onFile.close()).resolves.toBeUndefined()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
