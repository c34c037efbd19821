import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '006-analysis-actions'

// What the user decided about the intelligence analysis: the resolution applied to a
// conflict and the status of each recommendation. Keyed by the analysis' stable ids
// (a hash of the goals involved), so a decision finds its item in the next analysis.
export async function up(qi: QueryInterface) {
  const owner = {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: 'users', key: 'id' },
    onDelete: 'CASCADE',
  }
  await qi.createTable('analysis_conflict_resolutions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    conflict_id: { type: DataTypes.STRING(64), allowNull: false },
    option_type: { type: DataTypes.STRING(30), allowNull: false },
    description: { type: DataTypes.STRING(500), allowNull: false },
    goal_changes: { type: DataTypes.TEXT, allowNull: false },
    applied_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('analysis_conflict_resolutions', ['user_id', 'conflict_id'], { unique: true })

  await qi.createTable('analysis_recommendation_statuses', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    recommendation_id: { type: DataTypes.STRING(64), allowNull: false },
    status: { type: DataTypes.STRING(12), allowNull: false },
    notes: { type: DataTypes.TEXT, allowNull: true },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('analysis_recommendation_statuses', ['user_id', 'recommendation_id'], { unique: true })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('analysis_recommendation_statuses')
  await qi.dropTable('analysis_conflict_resolutions')
}
