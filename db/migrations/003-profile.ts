import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '003-profile'

// Money is integer cents (BIGINT), percentages DECIMAL(5,2), as in 002.
export async function up(qi: QueryInterface) {
  const owner = {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: 'users', key: 'id' },
    onDelete: 'CASCADE',
  }

  await qi.createTable('user_profiles', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    // One profile per user: the unique index lets two racing first saves end in one row.
    user_id: { ...owner, unique: true },
    age: { type: DataTypes.INTEGER, allowNull: true },
    date_of_birth: { type: DataTypes.DATEONLY, allowNull: true },
    gender: { type: DataTypes.STRING(30), allowNull: true },
    marital_status: { type: DataTypes.STRING(20), allowNull: true },
    state: { type: DataTypes.CHAR(2), allowNull: true },
    city: { type: DataTypes.STRING(100), allowNull: true },
    phone: { type: DataTypes.STRING(30), allowNull: true },
    address: { type: DataTypes.STRING(255), allowNull: true },
    zip_code: { type: DataTypes.STRING(10), allowNull: true },
    emergency_contact: { type: DataTypes.STRING(255), allowNull: true },
    employment_status: { type: DataTypes.STRING(20), allowNull: true },
    occupation: { type: DataTypes.STRING(100), allowNull: true },
    risk_tolerance: { type: DataTypes.STRING(20), allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })

  await qi.createTable('family_members', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    relationship_type: { type: DataTypes.STRING(20), allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    age: { type: DataTypes.INTEGER, allowNull: true },
    date_of_birth: { type: DataTypes.DATEONLY, allowNull: true },
    income_cents: { type: DataTypes.BIGINT, allowNull: true },
    retirement_savings_cents: { type: DataTypes.BIGINT, allowNull: true },
    education_fund_target_cents: { type: DataTypes.BIGINT, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('family_members', ['user_id'])

  await qi.createTable('benefits', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    benefit_type: { type: DataTypes.STRING(30), allowNull: false },
    benefit_name: { type: DataTypes.STRING(255), allowNull: false },
    estimated_monthly_benefit_cents: { type: DataTypes.BIGINT, allowNull: true },
    eligibility_date: { type: DataTypes.DATEONLY, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('benefits', ['user_id'])

  await qi.createTable('tax_infos', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    tax_year: { type: DataTypes.INTEGER, allowNull: false },
    filing_status: { type: DataTypes.STRING(30), allowNull: true },
    federal_tax_bracket: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    effective_tax_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    adjusted_gross_income_cents: { type: DataTypes.BIGINT, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  // A return is filed once per year, so a second record for the same year would contradict the first.
  await qi.addIndex('tax_infos', ['user_id', 'tax_year'], { unique: true })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('tax_infos')
  await qi.dropTable('benefits')
  await qi.dropTable('family_members')
  await qi.dropTable('user_profiles')
}
