import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '008-advisor-and-investment-preferences'

// One row per user in each table (unique user_id, so two racing first saves end in one row).
// Money is integer cents (BIGINT), rates and shares DECIMAL percent, as in 002 and 005.
export async function up(qi: QueryInterface) {
  const owner = {
    type: DataTypes.INTEGER,
    allowNull: false,
    unique: true,
    references: { model: 'users', key: 'id' },
    onDelete: 'CASCADE',
  }
  const optional = (type: DataTypes.DataType) => ({ type, allowNull: true })

  await qi.createTable('advisor_data', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    mortgage_rate: optional(DataTypes.DECIMAL(6, 3)),
    mortgage_payment_cents: optional(DataTypes.BIGINT),
    mortgage_lender: optional(DataTypes.STRING(200)),
    mortgage_term_years: optional(DataTypes.INTEGER),
    mortgage_start_date: optional(DataTypes.DATEONLY),
    contribution_401k: optional(DataTypes.DECIMAL(6, 2)),
    employer_match: optional(DataTypes.DECIMAL(6, 2)),
    employer_match_limit: optional(DataTypes.DECIMAL(6, 2)),
    vesting_schedule: optional(DataTypes.STRING(20)),
    stock_percentage: optional(DataTypes.DECIMAL(6, 2)),
    bond_percentage: optional(DataTypes.DECIMAL(6, 2)),
    average_expense_ratio: optional(DataTypes.DECIMAL(6, 3)),
    investment_platform: optional(DataTypes.STRING(40)),
    subscriptions: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })

  await qi.createTable('investment_preferences', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: { ...owner },
    risk_tolerance_score: { type: DataTypes.INTEGER, allowNull: false },
    investment_timeline_years: { type: DataTypes.INTEGER, allowNull: false },
    rebalancing_frequency: { type: DataTypes.STRING(12), allowNull: false },
    investment_philosophy: { type: DataTypes.STRING(12), allowNull: false },
    esg_preference_level: { type: DataTypes.INTEGER, allowNull: false },
    international_allocation_target: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
    alternative_investment_interest: { type: DataTypes.BOOLEAN, allowNull: false },
    cryptocurrency_allocation: { type: DataTypes.DECIMAL(5, 2), allowNull: false },
    individual_stock_tolerance: { type: DataTypes.BOOLEAN, allowNull: false },
    tax_loss_harvesting_enabled: { type: DataTypes.BOOLEAN, allowNull: false },
    dollar_cost_averaging_preference: { type: DataTypes.BOOLEAN, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('investment_preferences')
  await qi.dropTable('advisor_data')
}
