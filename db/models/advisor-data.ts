import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, decimalColumn } from '../columns.ts'

/**
 * A user's advisor data (spec 3.2), one row per user, stored flat as the save payload is.
 * Money is integer cents; rates and shares are DECIMAL percent; every field may be blank.
 * Subscriptions are JSON text: [{ name, cost_cents, usage_frequency, can_cancel }].
 */
export class AdvisorData extends Model<InferAttributes<AdvisorData>, InferCreationAttributes<AdvisorData>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare mortgage_rate: number | null
  declare mortgage_payment_cents: number | null
  declare mortgage_lender: string | null
  declare mortgage_term_years: number | null
  declare mortgage_start_date: string | null
  declare contribution_401k: number | null
  declare employer_match: number | null
  declare employer_match_limit: number | null
  declare vesting_schedule: string | null
  declare stock_percentage: number | null
  declare bond_percentage: number | null
  declare average_expense_ratio: number | null
  declare investment_platform: string | null
  declare subscriptions: string
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initAdvisorData(sequelize: Sequelize) {
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true })
  AdvisorData.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      mortgage_rate: decimalColumn('mortgage_rate', 6, 3, { allowNull: true }),
      mortgage_payment_cents: centsColumn('mortgage_payment_cents', { allowNull: true }),
      mortgage_lender: text(200),
      mortgage_term_years: { type: DataTypes.INTEGER, allowNull: true },
      mortgage_start_date: { type: DataTypes.DATEONLY, allowNull: true },
      contribution_401k: decimalColumn('contribution_401k', 6, 2, { allowNull: true }),
      employer_match: decimalColumn('employer_match', 6, 2, { allowNull: true }),
      employer_match_limit: decimalColumn('employer_match_limit', 6, 2, { allowNull: true }),
      vesting_schedule: text(20),
      stock_percentage: decimalColumn('stock_percentage', 6, 2, { allowNull: true }),
      bond_percentage: decimalColumn('bond_percentage', 6, 2, { allowNull: true }),
      average_expense_ratio: decimalColumn('average_expense_ratio', 6, 3, { allowNull: true }),
      investment_platform: text(40),
      subscriptions: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'advisor_data', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return AdvisorData
}
