import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '007-estate-and-insurance'

// Estate planning documents and insurance policies. Money is integer cents (BIGINT), dates
// DATEONLY, as in 002 and 005. The *_details columns hold a JSON object as text (the old
// clients always send {}), validated by zod in app/schemas/estate.ts and insurance.ts.
export async function up(qi: QueryInterface) {
  const owner = {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: 'users', key: 'id' },
    onDelete: 'CASCADE',
  }

  await qi.createTable('estate_documents', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    document_type: { type: DataTypes.STRING(40), allowNull: false },
    document_name: { type: DataTypes.STRING(200), allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'current' },
    last_updated: { type: DataTypes.DATEONLY, allowNull: true },
    next_review_date: { type: DataTypes.DATEONLY, allowNull: true },
    attorney_contact: { type: DataTypes.STRING(255), allowNull: true },
    document_location: { type: DataTypes.STRING(255), allowNull: true },
    document_details: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('estate_documents', ['user_id', 'document_type'])

  await qi.createTable('insurance_policies', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    policy_type: { type: DataTypes.STRING(20), allowNull: false },
    policy_name: { type: DataTypes.STRING(200), allowNull: false },
    coverage_amount_cents: { type: DataTypes.BIGINT, allowNull: true },
    annual_premium_cents: { type: DataTypes.BIGINT, allowNull: true },
    beneficiary_primary: { type: DataTypes.STRING(200), allowNull: true },
    beneficiary_secondary: { type: DataTypes.STRING(200), allowNull: true },
    policy_details: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('insurance_policies', ['user_id', 'policy_type'])
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('insurance_policies')
  await qi.dropTable('estate_documents')
}
