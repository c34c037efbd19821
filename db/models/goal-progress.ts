import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

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

const numeric = (name: string) => ({
  get(this: Model) {
    return Number(this.getDataValue(name as never))
  },
})

export function initGoalProgress(sequelize: Sequelize) {
  GoalProgress.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      goal_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false, ...numeric('amount_cents') },
      percentage_complete: { type: DataTypes.DECIMAL(7, 2), allowNull: false, ...numeric('percentage_complete') },
      note: { type: DataTypes.TEXT, allowNull: true },
      source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'manual' },
      recorded_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'goal_progress', underscored: true, timestamps: false },
  )
  return GoalProgress
}
