import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
  type Transaction,
} from 'sequelize'
import { centsColumn } from '../columns.ts'

/** Net worth on one day; at most one row per user and day. */
export class NetWorthSnapshot extends Model<
  InferAttributes<NetWorthSnapshot>,
  InferCreationAttributes<NetWorthSnapshot>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare snapshot_date: string
  declare total_assets_cents: number
  declare total_liabilities_cents: number
  declare net_worth_cents: number
  declare source: CreationOptional<'manual' | 'automatic'>
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initNetWorthSnapshot(sequelize: Sequelize) {
  NetWorthSnapshot.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      snapshot_date: { type: DataTypes.DATEONLY, allowNull: false },
      total_assets_cents: centsColumn('total_assets_cents', { allowNull: false }),
      total_liabilities_cents: centsColumn('total_liabilities_cents', { allowNull: false }),
      net_worth_cents: centsColumn('net_worth_cents', { allowNull: false }),
      source: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'manual' },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      sequelize,
      tableName: 'net_worth_snapshots',
      underscored: true,
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  )
  return NetWorthSnapshot
}

export type DailySnapshotValues = {
  user_id: number
  snapshot_date: string
  total_assets_cents: number
  total_liabilities_cents: number
  net_worth_cents: number
  source: 'manual' | 'automatic'
}

/**
 * Writes the user's row for the day in one statement (`ON DUPLICATE KEY UPDATE` on MariaDB,
 * `ON CONFLICT` on SQLite), so racing writers of a day's first change never collide on the
 * unique (user_id, snapshot_date) key. A manual snapshot marks the row manual; an automatic
 * refresh keeps the source it had.
 */
export async function upsertDailySnapshot(values: DailySnapshotValues, transaction?: Transaction) {
  const sequelize = NetWorthSnapshot.sequelize
  if (!sequelize) throw new Error('NetWorthSnapshot is not initialised')
  const update = `total_assets_cents = :total_assets_cents, total_liabilities_cents = :total_liabilities_cents,
    net_worth_cents = :net_worth_cents, updated_at = :now,
    source = CASE WHEN :source = 'manual' THEN 'manual' ELSE source END`
  const onConflict =
    sequelize.getDialect() === 'sqlite'
      ? `ON CONFLICT (user_id, snapshot_date) DO UPDATE SET ${update}`
      : `ON DUPLICATE KEY UPDATE ${update}`
  await sequelize.query(
    `INSERT INTO net_worth_snapshots
       (user_id, snapshot_date, total_assets_cents, total_liabilities_cents, net_worth_cents, source, created_at, updated_at)
     VALUES (:user_id, :snapshot_date, :total_assets_cents, :total_liabilities_cents, :net_worth_cents, :source, :now, :now)
     ${onConflict}`,
    { replacements: { ...values, now: new Date() }, transaction },
  )
  // A locking read: when the upsert changed nothing (same totals as a racing writer's), MariaDB's
  // snapshot read would not see the row that writer committed after this transaction began.
  return NetWorthSnapshot.findOne({
    where: { user_id: values.user_id, snapshot_date: values.snapshot_date },
    transaction,
    lock: transaction ? transaction.LOCK.UPDATE : undefined,
  })
}
