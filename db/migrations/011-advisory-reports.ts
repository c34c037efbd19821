import { DataTypes, type QueryInterface } from 'sequelize'
import { mediumText } from '../columns.ts'

export const name = '011-advisory-reports'

// Each user's current advisory report (spec 03 §2.9), kept on the server instead of the old
// browser storage: one row per user, replaced by each generation and deleted by Clear Report.
// The status column is what a refresh or a second tab reads while a generation runs.
export async function up(qi: QueryInterface) {
  await qi.createTable('advisory_reports', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    mode: { type: DataTypes.STRING(20), allowNull: false },
    // generating, ready or failed.
    status: { type: DataTypes.STRING(12), allowNull: false },
    requested_provider: { type: DataTypes.STRING(20), allowNull: false },
    tier: { type: DataTypes.STRING(10), allowNull: false },
    provider: { type: DataTypes.STRING(20), allowNull: true },
    model: { type: DataTypes.STRING(100), allowNull: true },
    // JSON: the report as app/lib/advisory-report.ts reads it; null until ready.
    report: { type: mediumText(qi.sequelize), allowNull: true },
    // Nano-dollars (10⁻⁹ USD) over every attempt, as llm_calls; null when a model has no price.
    cost_nano_usd: { type: DataTypes.BIGINT, allowNull: true },
    duration_ms: { type: DataTypes.INTEGER, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    // JSON: one {attempt, provider, model, accepted, issues} per attempt.
    attempt_log: { type: DataTypes.TEXT, allowNull: false },
    // JSON: the final report's audit results.
    audits: { type: DataTypes.TEXT, allowNull: false },
    fallback: { type: DataTypes.STRING(20), allowNull: true },
    error: { type: DataTypes.STRING(500), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('advisory_reports', ['user_id'], { unique: true })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('advisory_reports')
}
