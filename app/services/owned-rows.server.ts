import type { Attributes, CreationAttributes, Model, ModelStatic, Order, Transaction, WhereOptions } from 'sequelize'
import { notFound } from '../lib/app-error.ts'
import { bumpDataVersion } from '../infra/data-version.server.ts'

// The one way to read and write rows a user owns. Every query names the user, so another
// user's id is simply "not found" (404, never 403: it does not confirm the row exists), and
// every write bumps the user's data version so derived figures cached under the old one go
// stale. Services keep their rules (validation, defaults, summaries) and hand the row work here.

type OwnedRow = Model & { id: number; user_id: number }

export type OwnedRowsOptions<Row extends OwnedRow, Dto> = {
  /** The row as the API and screens see it. */
  toDto: (row: Row) => Dto
  /** The 404 message for a missing or foreign id, e.g. "Document not found". */
  notFoundMessage: string
  order?: Order
}

export type OwnedRows<Row extends OwnedRow, Dto> = ReturnType<typeof ownedRows<Row, Dto>>

export function ownedRows<Row extends OwnedRow, Dto>(
  model: () => ModelStatic<Row>,
  { toDto, notFoundMessage, order = [['id', 'ASC']] }: OwnedRowsOptions<Row, Dto>,
) {
  // Sequelize cannot see that every OwnedRow has these two columns through its generic
  // attribute types; the casts are confined to these two helpers.
  const mine = (userId: number, id?: number) =>
    (id === undefined ? { user_id: userId } : { id, user_id: userId }) as unknown as WhereOptions<Attributes<Row>>
  const withOwner = (userId: number, values: Omit<CreationAttributes<Row>, 'user_id'>) =>
    ({ ...values, user_id: userId }) as unknown as CreationAttributes<Row>

  async function findRow(userId: number, id: number, transaction?: Transaction) {
    return model().findOne({ where: mine(userId, id), transaction })
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

    async list(userId: number): Promise<Dto[]> {
      const rows = await model().findAll({ where: mine(userId), order })
      return rows.map(toDto)
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

    async create(userId: number, values: Omit<CreationAttributes<Row>, 'user_id'>): Promise<Dto> {
      const row = await model().create(withOwner(userId, values))
      await bumpDataVersion(userId)
      await row.reload()
      return toDto(row)
    },

    /** Updates the given columns of the user's row; 404 AppError when there is none. */
    async update(userId: number, id: number, values: Partial<Attributes<Row>>): Promise<Dto> {
      const row = await requireRow(userId, id)
      await row.update(values)
      await bumpDataVersion(userId)
      await row.reload()
      return toDto(row)
    },

    /** Deletes the user's row; 404 AppError when there is none. */
    async remove(userId: number, id: number): Promise<void> {
      const count = await model().destroy({ where: mine(userId, id) })
      if (count === 0) throw notFound(notFoundMessage)
      await bumpDataVersion(userId)
    },
  }
}
