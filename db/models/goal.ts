import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, decimalColumn } from '../columns.ts'

/** A user's financial goal. Money in integer cents; `params` is the category's JSON object. */
export class Goal extends Model<InferAttributes<Goal>, InferCreationAttributes<Goal>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare category: string
  declare name: string
  declare description: string | null
  declare target_amount_cents: number
  declare current_amount_cents: CreationOptional<number>
  declare progress_percentage: CreationOptional<number>
  declare target_date: string
  declare priority: CreationOptional<number>
  declare status: CreationOptional<string>
  declare params: string
  declare tracks_net_worth: CreationOptional<boolean>
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initGoal(sequelize: Sequelize) {
  Goal.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      category: { type: DataTypes.STRING(20), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      target_amount_cents: centsColumn('target_amount_cents', { allowNull: false }),
      current_amount_cents: centsColumn('current_amount_cents', { allowNull: false, defaultValue: 0 }),
      progress_percentage: decimalColumn('progress_percentage', 7, 2, { allowNull: false, defaultValue: 0 }),
      target_date: { type: DataTypes.DATEONLY, allowNull: false },
      priority: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 3 },
      status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'active' },
      params: { type: DataTypes.TEXT, allowNull: false },
      tracks_net_worth: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'goals', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return Goal
}
