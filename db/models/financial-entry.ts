import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

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

// DECIMAL and BIGINT come back as strings from mysql2; read them as numbers here, once.
const numeric = (name: string) => ({
  get(this: Model) {
    const raw = this.getDataValue(name as never) as unknown
    return raw === null || raw === undefined ? null : Number(raw)
  },
})

export function initFinancialEntry(sequelize: Sequelize) {
  FinancialEntry.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      category: { type: DataTypes.STRING(20), allowNull: false },
      subcategory: { type: DataTypes.STRING(64), allowNull: false },
      description: { type: DataTypes.STRING(255), allowNull: false },
      amount_cents: { type: DataTypes.BIGINT, allowNull: false, ...numeric('amount_cents') },
      currency: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'USD' },
      frequency: { type: DataTypes.STRING(12), allowNull: false },
      entry_date: { type: DataTypes.DATEONLY, allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      data_quality: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'DQ2' },
      real_estate_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true, ...numeric('real_estate_percentage') },
      stocks_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true, ...numeric('stocks_percentage') },
      bonds_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true, ...numeric('bonds_percentage') },
      cash_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true, ...numeric('cash_percentage') },
      alternative_percentage: { type: DataTypes.DECIMAL(5, 2), allowNull: true, ...numeric('alternative_percentage') },
      interest_rate: { type: DataTypes.DECIMAL(6, 3), allowNull: true, ...numeric('interest_rate') },
      loan_term_months: { type: DataTypes.INTEGER, allowNull: true },
      remaining_months: { type: DataTypes.INTEGER, allowNull: true },
      minimum_payment_cents: { type: DataTypes.BIGINT, allowNull: true, ...numeric('minimum_payment_cents') },
      is_fixed_rate: { type: DataTypes.BOOLEAN, allowNull: true },
      loan_start_date: { type: DataTypes.DATE, allowNull: true },
      original_amount_cents: { type: DataTypes.BIGINT, allowNull: true, ...numeric('original_amount_cents') },
      loan_details: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'financial_entries', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return FinancialEntry
}
