import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

/** The resolution a user applied to one analysis conflict; goal_changes is JSON text. */
export class ConflictResolution extends Model<
  InferAttributes<ConflictResolution>,
  InferCreationAttributes<ConflictResolution>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare conflict_id: string
  declare option_type: string
  declare description: string
  declare goal_changes: string
  declare applied_at: Date
}

/** Where the user stands on one recommendation (new until a row exists). */
export class RecommendationStatus extends Model<
  InferAttributes<RecommendationStatus>,
  InferCreationAttributes<RecommendationStatus>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare recommendation_id: string
  declare status: string
  declare notes: string | null
  declare updated_at: Date
}

export function initAnalysisActions(sequelize: Sequelize) {
  ConflictResolution.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      conflict_id: { type: DataTypes.STRING(64), allowNull: false },
      option_type: { type: DataTypes.STRING(30), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false },
      goal_changes: { type: DataTypes.TEXT, allowNull: false },
      applied_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'analysis_conflict_resolutions', underscored: true, timestamps: false },
  )
  RecommendationStatus.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      recommendation_id: { type: DataTypes.STRING(64), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      notes: { type: DataTypes.TEXT, allowNull: true },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'analysis_recommendation_statuses', underscored: true, timestamps: false },
  )
}
