import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, decimalColumn } from '../columns.ts'

/** A user's asset, liability, income or expense. Money in integer cents. */
export class FinancialEntry extends Model<InferAttributes<FinancialEntry>, InferCreationAttributes<FinancialEntry>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare category: string
  declare subcategory: string
  declare description: string
  declare amount_cents: number
  declare currency: CreationOptional<string>
  declare frequency: string
  declare entry_date: string | null
  declare notes: string | null
  declare data_quality: CreationOptional<string>
  declare real_estate_percentage: number | null
  declare stocks_percentage: number | null
  declare bonds_percentage: number | null
  declare cash_percentage: number | null
  declare alternative_percentage: number | null
  declare interest_rate: number | null
  declare loan_term_months: number | null
  declare remaining_months: number | null
  declare minimum_payment_cents: number | null
  declare is_fixed_rate: boolean | null
  declare loan_start_date: Date | null
  declare original_amount_cents: number | null
  declare loan_details: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initFinancialEntry(sequelize: Sequelize) {
  FinancialEntry.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      category: { type: DataTypes.STRING(20), allowNull: false },
      subcategory: { type: DataTypes.STRING(64), allowNull: false },
      description: { type: DataTypes.STRING(255), allowNull: false },
      amount_cents: centsColumn('amount_cents', { allowNull: false }),
      currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'USD' },
      frequency: { type: DataTypes.STRING(12), allowNull: false },
      entry_date: { type: DataTypes.DATEONLY, allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      data_quality: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'DQ2' },
      real_estate_percentage: decimalColumn('real_estate_percentage', 5, 2, { allowNull: true }),
      stocks_percentage: decimalColumn('stocks_percentage', 5, 2, { allowNull: true }),
      bonds_percentage: decimalColumn('bonds_percentage', 5, 2, { allowNull: true }),
      cash_percentage: decimalColumn('cash_percentage', 5, 2, { allowNull: true }),
      alternative_percentage: decimalColumn('alternative_percentage', 5, 2, { allowNull: true }),
      interest_rate: decimalColumn('interest_rate', 6, 3, { allowNull: true }),
      loan_term_months: { type: DataTypes.INTEGER, allowNull: true },
      remaining_months: { type: DataTypes.INTEGER, allowNull: true },
      minimum_payment_cents: centsColumn('minimum_payment_cents', { allowNull: true }),
      is_fixed_rate: { type: DataTypes.BOOLEAN, allowNull: true },
      loan_start_date: { type: DataTypes.DATE, allowNull: true },
      original_amount_cents: centsColumn('original_amount_cents', { allowNull: true }),
      loan_details: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'financial_entries', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return FinancialEntry
}
