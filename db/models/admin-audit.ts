import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

/** One admin action: who (admin), what (action), whom (target), when. */
export class AdminAuditEntry extends Model<InferAttributes<AdminAuditEntry>, InferCreationAttributes<AdminAuditEntry>> {
  declare id: CreationOptional<number>
  declare admin_user_id: number
  declare admin_email: string
  declare action: string
  declare target_user_id: number | null
  declare target_label: string | null
  declare detail: string | null
  declare created_at: Date
}

/** A data-integrity issue an admin chose to ignore, by its stable key (check and row). */
export class IntegrityIgnore extends Model<InferAttributes<IntegrityIgnore>, InferCreationAttributes<IntegrityIgnore>> {
  declare id: CreationOptional<number>
  declare issue_key: string
  declare ignored_by: number
  declare created_at: Date
}

export function initAdminAudit(sequelize: Sequelize) {
  AdminAuditEntry.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      admin_user_id: { type: DataTypes.INTEGER, allowNull: false },
      admin_email: { type: DataTypes.STRING(255), allowNull: false },
      action: { type: DataTypes.STRING(40), allowNull: false },
      target_user_id: { type: DataTypes.INTEGER, allowNull: true },
      target_label: { type: DataTypes.STRING(255), allowNull: true },
      detail: { type: DataTypes.STRING(1000), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'admin_audit_log', underscored: true, timestamps: false },
  )
  IntegrityIgnore.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      issue_key: { type: DataTypes.STRING(120), allowNull: false, unique: true },
      ignored_by: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'data_integrity_ignores', underscored: true, timestamps: false },
  )
}
