import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, mediumText } from '../columns.ts'

export type AdvisoryStatus = 'generating' | 'ready' | 'failed'

/** A user's current advisory report (migration 011); report, attempt_log and audits are JSON text. */
export class AdvisoryReportRow extends Model<
  InferAttributes<AdvisoryReportRow>,
  InferCreationAttributes<AdvisoryReportRow>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare mode: string
  declare status: AdvisoryStatus
  declare requested_provider: string
  declare tier: string
  declare provider: string | null
  declare model: string | null
  declare report: string | null
  declare cost_nano_usd: number | null
  declare duration_ms: number | null
  declare attempts: number
  declare attempt_log: string
  declare audits: string
  declare fallback: string | null
  declare error: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initAdvisoryReport(sequelize: Sequelize) {
  AdvisoryReportRow.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      mode: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      requested_provider: { type: DataTypes.STRING(20), allowNull: false },
      tier: { type: DataTypes.STRING(10), allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: true },
      model: { type: DataTypes.STRING(100), allowNull: true },
      report: { type: mediumText(sequelize), allowNull: true },
      cost_nano_usd: centsColumn('cost_nano_usd', { allowNull: true }),
      duration_ms: { type: DataTypes.INTEGER, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      attempt_log: { type: DataTypes.TEXT, allowNull: false },
      audits: { type: DataTypes.TEXT, allowNull: false },
      fallback: { type: DataTypes.STRING(20), allowNull: true },
      error: { type: DataTypes.STRING(500), allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'advisory_reports', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
}
