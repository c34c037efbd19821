import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '002-financial-entries'

// Money is integer cents (BIGINT): exact on MySQL and SQLite alike.
export async function up(qi: QueryInterface) {
  await qi.createTable('financial_entries', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    category: { type: DataTypes.STRING(20), allowNull: false },
    subcategory: { type: DataTypes.STRING(64), allowNull: false },
    description: { type: DataTypes.STRING(255), allowNull: false },
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'USD' },
    frequency: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'one_time' },
    entry_date: { type: DataTypes.DATEONLY, allowNull: true },
    notes: { type: DataTypes.TEXT, allowNull: true },
    data_quality: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'DQ2' },
    real_estate_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    stocks_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    bonds_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    cash_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    alternative_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    interest_rate: { type: DataTypes.DECIMAL(6, 3), allowNull: true },
    loan_term_months: { type: DataTypes.INTEGER, allowNull: true },
    remaining_months: { type: DataTypes.INTEGER, allowNull: true },
    minimum_payment_cents: { type: DataTypes.BIGINT, allowNull: true },
    is_fixed_rate: { type: DataTypes.BOOLEAN, allowNull: true },
    loan_start_date: { type: DataTypes.DATE, allowNull: true },
    original_amount_cents: { type: DataTypes.BIGINT, allowNull: true },
    loan_details: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('financial_entries', ['user_id', 'category'])

  await qi.createTable('net_worth_snapshots', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    snapshot_date: { type: DataTypes.DATEONLY, allowNull: false },
    total_assets_cents: { type: DataTypes.BIGINT, allowNull: false },
    total_liabilities_cents: { type: DataTypes.BIGINT, allowNull: false },
    net_worth_cents: { type: DataTypes.BIGINT, allowNull: false },
    source: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'manual' },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('net_worth_snapshots', ['user_id', 'snapshot_date'], { unique: true })

  // A per-user counter bumped on every write, so cached derived figures can be keyed by it.
  await qi.addColumn('users', 'data_version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 })
}

export async function down(qi: QueryInterface) {
  await qi.removeColumn('users', 'data_version')
  await qi.dropTable('net_worth_snapshots')
  await qi.dropTable('financial_entries')
}
