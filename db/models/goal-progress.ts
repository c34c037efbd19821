import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, decimalColumn } from '../columns.ts'

/** One recorded amount saved towards a goal (the goal's running total at that time). */
export class GoalProgress extends Model<InferAttributes<GoalProgress>, InferCreationAttributes<GoalProgress>> {
  declare id: CreationOptional<number>
  declare goal_id: number
  declare user_id: number
  declare amount_cents: number
  declare percentage_complete: number
  declare note: string | null
  declare source: CreationOptional<string>
  declare recorded_at: Date
}

export function initGoalProgress(sequelize: Sequelize) {
  GoalProgress.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      goal_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      amount_cents: centsColumn('amount_cents', { allowNull: false }),
      percentage_complete: decimalColumn('percentage_complete', 7, 2, { allowNull: false }),
      note: { type: DataTypes.TEXT, allowNull: true },
      source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'manual' },
      recorded_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'goal_progress', underscored: true, timestamps: false },
  )
  return GoalProgress
}
