import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '005-goals'

// Money is integer cents (BIGINT), percentages DECIMAL, as in 002. Category-specific
// parameters and history diffs are JSON text, validated by zod in app/schemas/goals.ts.
export async function up(qi: QueryInterface) {
  const owner = {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: 'users', key: 'id' },
    onDelete: 'CASCADE',
  }
  const goal = {
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: 'goals', key: 'id' },
    onDelete: 'CASCADE',
  }

  await qi.createTable('goals', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: owner,
    category: { type: DataTypes.STRING(20), allowNull: false },
    name: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: true },
    target_amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    current_amount_cents: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    progress_percentage: { type: DataTypes.DECIMAL(7, 2), allowNull: false, defaultValue: 0 },
    target_date: { type: DataTypes.DATEONLY, allowNull: false },
    priority: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 3 },
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'active' },
    params: { type: DataTypes.TEXT, allowNull: false },
    tracks_net_worth: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('goals', ['user_id', 'status'])

  await qi.createTable('goal_progress', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    goal_id: goal,
    user_id: owner,
    amount_cents: { type: DataTypes.BIGINT, allowNull: false },
    percentage_complete: { type: DataTypes.DECIMAL(7, 2), allowNull: false },
    note: { type: DataTypes.TEXT, allowNull: true },
    source: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'manual' },
    recorded_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('goal_progress', ['goal_id', 'recorded_at'])

  await qi.createTable('goal_history', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    goal_id: goal,
    user_id: owner,
    actor_user_id: { type: DataTypes.INTEGER, allowNull: false },
    change_type: { type: DataTypes.STRING(20), allowNull: false },
    changed_at: { type: DataTypes.DATE, allowNull: false },
    reason: { type: DataTypes.STRING(500), allowNull: true },
    changes: { type: DataTypes.TEXT, allowNull: false },
  })
  await qi.addIndex('goal_history', ['goal_id', 'changed_at'])

  await qi.createTable('goal_preferences', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    // One row per user: the unique index lets two racing first saves end in one row.
    user_id: { ...owner, unique: true },
    risk_tolerance: { type: DataTypes.STRING(20), allowNull: false },
    investment_timeline: { type: DataTypes.INTEGER, allowNull: false },
    financial_knowledge: { type: DataTypes.STRING(20), allowNull: false },
    retirement_age: { type: DataTypes.INTEGER, allowNull: false },
    annual_income_goal_cents: { type: DataTypes.BIGINT, allowNull: false },
    emergency_fund_months: { type: DataTypes.INTEGER, allowNull: false },
    debt_payoff_priority: { type: DataTypes.STRING(20), allowNull: false },
    goal_categories_enabled: { type: DataTypes.TEXT, allowNull: false },
    notification_preferences: { type: DataTypes.TEXT, allowNull: false },
    risk_score: { type: DataTypes.INTEGER, allowNull: false },
    investment_style: { type: DataTypes.STRING(20), allowNull: false },
    stocks_preference: { type: DataTypes.INTEGER, allowNull: false },
    bonds_preference: { type: DataTypes.INTEGER, allowNull: false },
    real_estate_preference: { type: DataTypes.INTEGER, allowNull: false },
    crypto_preference: { type: DataTypes.INTEGER, allowNull: false },
    retirement_lifestyle: { type: DataTypes.STRING(20), allowNull: false },
    work_flexibility: { type: DataTypes.TEXT, allowNull: false },
    esg_investing: { type: DataTypes.BOOLEAN, allowNull: false },
    tax_filing_status: { type: DataTypes.STRING(30), allowNull: false },
    federal_tax_bracket: { type: DataTypes.INTEGER, allowNull: false },
    state_tax_rate: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    state: { type: DataTypes.CHAR(2), allowNull: false },
    tax_optimization_priority: { type: DataTypes.STRING(20), allowNull: false },
    tax_loss_harvesting: { type: DataTypes.BOOLEAN, allowNull: false },
    roth_ira_eligible: { type: DataTypes.BOOLEAN, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('goal_preferences')
  await qi.dropTable('goal_history')
  await qi.dropTable('goal_progress')
  await qi.dropTable('goals')
}
