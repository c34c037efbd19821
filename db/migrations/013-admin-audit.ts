import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '013-admin-audit'

// Admin console (03 §2.14): every admin action is written down (who, what, whom, when), and the
// data-integrity issues an admin chose to ignore are remembered so the table stops showing them.
// No foreign keys on purpose: the log must outlive the accounts it names (a deleted user's
// audit lines stay), and the ignore list names issues, not rows.
export async function up(qi: QueryInterface) {
  await qi.createTable('admin_audit_log', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    admin_user_id: { type: DataTypes.INTEGER, allowNull: false },
    admin_email: { type: DataTypes.STRING(255), allowNull: false },
    action: { type: DataTypes.STRING(40), allowNull: false },
    target_user_id: { type: DataTypes.INTEGER, allowNull: true },
    target_label: { type: DataTypes.STRING(255), allowNull: true },
    detail: { type: DataTypes.STRING(1000), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('admin_audit_log', ['created_at'])
  await qi.addIndex('admin_audit_log', ['target_user_id'])

  await qi.createTable('data_integrity_ignores', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    issue_key: { type: DataTypes.STRING(120), allowNull: false, unique: true },
    ignored_by: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('data_integrity_ignores')
  await qi.dropTable('admin_audit_log')
}
