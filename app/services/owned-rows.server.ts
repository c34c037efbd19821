import {
  UniqueConstraintError,
  type Attributes,
  type CreationAttributes,
  type Model,
  type ModelStatic,
  type Order,
  type Transaction,
  type WhereOptions,
} from 'sequelize'
import { boundFindAll, boundFindOne, type BoundFilter } from '../../db/bound-find.ts'
import { AppError, conflict, notFound } from '../lib/app-error.ts'
import { bumpDataVersion } from '../infra/data-version.server.ts'
import { oncePerRequest } from '../infra/request-context.server.ts'
import { deepFreeze } from '../lib/deep-freeze.ts'

// The one way to read and write rows a user owns. Every query names the user, so another
// user's id is simply "not found" (404, never 403: it does not confirm the row exists), and
// every write bumps the user's data version so derived figures cached under the old one go
// stale. Services keep their rules (validation, defaults, summaries) and hand the row work here.
// ownedRows is for records a user has many of (family members, policies); ownedSingleRow for
// the one-per-user records (the personal profile, investment preferences).

export type OwnedRow = Model & { id: number; user_id: number }

/** A write's columns: everything but the owner, which the helper fills in. */
export type OwnedValues<Row extends OwnedRow> = Omit<CreationAttributes<Row>, 'user_id'>

// Sequelize cannot see through its generic attribute types that every OwnedRow has a user_id;
// the casts are confined to ownedBy, ownedFilter and withOwner here.
function ownedBy<Row extends OwnedRow>(userId: number, extra: object = {}) {
  return { ...extra, user_id: userId } as unknown as WhereOptions<Attributes<Row>>
}

/**
 * A read's filter with the owner last, so that it always wins; read by the bound finders (db/bound-find.ts),
 * its values as bind parameters: one statement's text for every user.
 */
function ownedFilter(userId: number, extra: object = {}): BoundFilter {
  return { ...(extra as BoundFilter), user_id: userId }
}

function withOwner<Row extends OwnedRow>(userId: number, values: OwnedValues<Row>) {
  return { ...values, user_id: userId } as unknown as CreationAttributes<Row>
}

/** Re-reads the written row (MariaDB keeps whole seconds) after bumping the owner's data version. */
async function stored<Row extends OwnedRow, Dto>(
  userId: number,
  row: Row,
  toDto: (row: Row) => Dto,
  transaction?: Transaction,
) {
  await bumpDataVersion(userId, transaction)
  await row.reload({ transaction })
  return toDto(row)
}

/**
 * A column whose value a user may hold only once (e.g. one tax record per year): a second is a
 * 409 AppError naming the column, so a form shows it under that field.
 */
export type UniqueColumn<Row extends OwnedRow> = {
  column: keyof Attributes<Row> & string
  conflictMessage: (value: string | number) => string
}

export type OwnedRowsOptions<Row extends OwnedRow, Dto> = {
  /** The row as the API and screens see it. */
  toDto: (row: Row) => Dto
  /** The 404 message for a missing or foreign id, e.g. "Document not found". */
  notFoundMessage: string
  order?: Order
  unique?: UniqueColumn<Row>
}

export type OwnedRows<Row extends OwnedRow, Dto> = ReturnType<typeof ownedRows<Row, Dto>>

/** Refuses a write that would give the user a second row with the unique column's value. */
function uniqueGuard<Row extends OwnedRow>(model: () => ModelStatic<Row>, unique: UniqueColumn<Row> | undefined) {
  if (!unique) {
    return { check: async () => {}, write: <T>(_values: object, work: () => Promise<T>) => work() }
  }
  const { column, conflictMessage } = unique
  function valueIn(values: object) {
    const value: unknown = Reflect.get(values, column)
    return typeof value === 'number' || typeof value === 'string' ? value : null
  }
  const duplicate = (value: string | number) => new AppError(409, conflictMessage(value), { field: column })
  return {
    /** Checks first, so the usual case answers a clear 409 rather than a database error. */
    async check(userId: number, values: object, current?: Row, transaction?: Transaction) {
      const value = valueIn(values)
      if (value === null || (current && current.get(column) === value)) return
      const clash = await boundFindOne(model(), ownedFilter(userId, { [column]: value }), {
        attributes: ['id'],
        transaction,
      })
      if (clash) throw duplicate(value)
    },
    /** Two racing writes: the unique index keeps one, the other reports the same 409. */
    async write<T>(values: object, work: () => Promise<T>): Promise<T> {
      try {
        return await work()
      } catch (error) {
        const value = valueIn(values)
        if (value !== null && error instanceof UniqueConstraintError) throw duplicate(value)
        throw error
      }
    },
  }
}

export function ownedRows<Row extends OwnedRow, Dto>(
  model: () => ModelStatic<Row>,
  { toDto, notFoundMessage, order = [['id', 'ASC']], unique }: OwnedRowsOptions<Row, Dto>,
) {
  const guard = uniqueGuard(model, unique)

  async function findRow(userId: number, id: number, transaction?: Transaction) {
    return boundFindOne(model(), ownedFilter(userId, { id }), { transaction })
  }

  async function readList(userId: number, where: Partial<Attributes<Row>>): Promise<Dto[]> {
    const rows = await boundFindAll(model(), ownedFilter(userId, where), { order })
    return rows.map(toDto)
  }

  async function requireRow(userId: number, id: number, transaction?: Transaction) {
    const row = await findRow(userId, id, transaction)
    if (!row) throw notFound(notFoundMessage)
    return row
  }

  return {
    notFoundMessage,
    findRow,
    requireRow,

    /**
     * The user's rows in the resource's order; `where` narrows them (e.g. one tax year). The whole list is
     * read once per request (the profile screens' panels and summaries each asked for it, up to three
     * times), frozen because the callers share it; a write in the request drops it (bumpDataVersion).
     */
    async list(userId: number, where: Partial<Attributes<Row>> = {}): Promise<Dto[]> {
      if (Object.keys(where).length > 0) return readList(userId, where)
      const key = `user:${userId}:rows:${model().tableName}`
      return [...(await oncePerRequest(key, async () => deepFreeze(await readList(userId, {}))))]
    },

    /** The user's row, or null (for screens that show an empty state). */
    async find(userId: number, id: number): Promise<Dto | null> {
      const row = await findRow(userId, id)
      return row ? toDto(row) : null
    },

    /** The user's row, or a 404 AppError. */
    async get(userId: number, id: number): Promise<Dto> {
      return toDto(await requireRow(userId, id))
    },

    /**
     * A new row for the user; a 409 AppError when it repeats the unique column's value. With a
     * transaction, the write joins it (so a derived row written after it commits with it).
     */
    async create(userId: number, values: OwnedValues<Row>, transaction?: Transaction): Promise<Dto> {
      await guard.check(userId, values, undefined, transaction)
      const row = await guard.write(values, () => model().create(withOwner(userId, values), { transaction }))
      return stored(userId, row, toDto, transaction)
    },

    /** Updates the given columns of the user's row; 404 AppError when there is none, 409 on a unique clash. */
    async update(
      userId: number,
      id: number,
      values: Partial<Attributes<Row>>,
      transaction?: Transaction,
    ): Promise<Dto> {
      const row = await requireRow(userId, id, transaction)
      await guard.check(userId, values, row, transaction)
      await guard.write(values, () => row.update(values, { transaction }))
      return stored(userId, row, toDto, transaction)
    },

    /** Deletes the user's row; 404 AppError when there is none. */
    async remove(userId: number, id: number, transaction?: Transaction): Promise<void> {
      const count = await model().destroy({ where: ownedBy<Row>(userId, { id }), transaction })
      if (count === 0) throw notFound(notFoundMessage)
      await bumpDataVersion(userId, transaction)
    },
  }
}

export type OwnedSingleRowOptions<Row extends OwnedRow, Dto> = {
  toDto: (row: Row) => Dto
  /** The 404 message when the user has none yet. */
  notFoundMessage: string
  /** The 409 message when `create` finds one already there. */
  existsMessage?: string
}

/** A record each user has at most one of; the table's unique user_id settles racing first saves. */
export function ownedSingleRow<Row extends OwnedRow, Dto>(
  model: () => ModelStatic<Row>,
  { toDto, notFoundMessage, existsMessage = 'Already exists' }: OwnedSingleRowOptions<Row, Dto>,
) {
  async function findRow(userId: number) {
    return boundFindOne(model(), ownedFilter(userId))
  }

  async function requireRow(userId: number) {
    const row = await findRow(userId)
    if (!row) throw notFound(notFoundMessage)
    return row
  }

  /** The new row, or null when another save created the user's row first. */
  async function insert(userId: number, values: OwnedValues<Row>) {
    try {
      return await model().create(withOwner(userId, values))
    } catch (error) {
      if (error instanceof UniqueConstraintError && (await findRow(userId))) return null
      throw error
    }
  }

  async function change(userId: number, row: Row, values: Partial<Attributes<Row>>) {
    await row.update(values)
    return stored(userId, row, toDto)
  }

  return {
    findRow,
    requireRow,

    /** The user's row, or null when there is none yet. */
    async find(userId: number): Promise<Dto | null> {
      const row = await findRow(userId)
      return row ? toDto(row) : null
    },

    /** The user's row, or a 404 AppError. */
    async get(userId: number): Promise<Dto> {
      return toDto(await requireRow(userId))
    },

    /** Creates the user's row; a 409 AppError when there is one already. */
    async create(userId: number, values: OwnedValues<Row>): Promise<Dto> {
      const row = (await findRow(userId)) ? null : await insert(userId, values)
      if (!row) throw conflict(existsMessage)
      return stored(userId, row, toDto)
    },

    /** Changes the given columns; a 404 AppError when the user has no row. */
    async update(userId: number, values: Partial<Attributes<Row>>): Promise<Dto> {
      return change(userId, await requireRow(userId), values)
    },

    /**
     * Creates the row from `create` when the user has none, otherwise applies `update` to it
     * (also when a racing first save won). Says which happened, for the screen's message.
     */
    async save(
      userId: number,
      values: { create: OwnedValues<Row>; update: Partial<Attributes<Row>> },
    ): Promise<{ value: Dto; created: boolean }> {
      const existing = await findRow(userId)
      const inserted = existing ? null : await insert(userId, values.create)
      if (inserted) return { value: await stored(userId, inserted, toDto), created: true }
      return { value: await change(userId, existing ?? (await requireRow(userId)), values.update), created: false }
    },

    /** Deletes the user's row; a 404 AppError when there is none. */
    async remove(userId: number): Promise<void> {
      const count = await model().destroy({ where: ownedBy<Row>(userId) })
      if (count === 0) throw notFound(notFoundMessage)
      await bumpDataVersion(userId)
    },
  }
}
