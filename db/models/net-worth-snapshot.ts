import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

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

const cents = (name: string) => ({
  get(this: Model) {
    return Number(this.getDataValue(name as never))
  },
})

export function initNetWorthSnapshot(sequelize: Sequelize) {
  NetWorthSnapshot.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      snapshot_date: { type: DataTypes.DATEONLY, allowNull: false },
      total_assets_cents: { type: DataTypes.BIGINT, allowNull: false, ...cents('total_assets_cents') },
      total_liabilities_cents: { type: DataTypes.BIGINT, allowNull: false, ...cents('total_liabilities_cents') },
      net_worth_cents: { type: DataTypes.BIGINT, allowNull: false, ...cents('net_worth_cents') },
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
