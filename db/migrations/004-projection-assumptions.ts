import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '004-projection-assumptions'

// One row per user who changed the defaults; rates are annual fractions (0.065 = 6.5 %).
export async function up(qi: QueryInterface) {
  await qi.createTable('projection_assumptions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      unique: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    stock_market_return: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    real_estate_appreciation: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    salary_growth_rate: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    inflation_rate: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    retirement_account_return: { type: DataTypes.DECIMAL(6, 4), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('projection_assumptions')
}
