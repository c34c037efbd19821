import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
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
