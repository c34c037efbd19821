import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

/** An audit row for a goal: who changed it, when, why, and `changes` as JSON {field: {old, new}}. */
export class GoalHistory extends Model<InferAttributes<GoalHistory>, InferCreationAttributes<GoalHistory>> {
  declare id: CreationOptional<number>
  declare goal_id: number
  declare user_id: number
  declare actor_user_id: number
  declare change_type: string
  declare changed_at: Date
  declare reason: string | null
  declare changes: string
}

export function initGoalHistory(sequelize: Sequelize) {
  GoalHistory.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      goal_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      actor_user_id: { type: DataTypes.INTEGER, allowNull: false },
      change_type: { type: DataTypes.STRING(20), allowNull: false },
      changed_at: { type: DataTypes.DATE, allowNull: false },
      reason: { type: DataTypes.STRING(500), allowNull: true },
      changes: { type: DataTypes.TEXT, allowNull: false },
    },
    { sequelize, tableName: 'goal_history', underscored: true, timestamps: false },
  )
  return GoalHistory
}
