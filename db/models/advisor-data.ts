import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

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

type NumericColumn =
  | 'mortgage_rate'
  | 'mortgage_payment_cents'
  | 'contribution_401k'
  | 'employer_match'
  | 'employer_match_limit'
  | 'stock_percentage'
  | 'bond_percentage'
  | 'average_expense_ratio'

export function initAdvisorData(sequelize: Sequelize) {
  // DECIMAL and BIGINT arrive as strings on MariaDB; read them as numbers, keeping null.
  const numeric = (name: NumericColumn, type: DataTypes.DataType) => ({
    type,
    allowNull: true,
    get(this: AdvisorData) {
      const value: unknown = this.getDataValue(name)
      return value === null || value === undefined ? null : Number(value)
    },
  })
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true })
  AdvisorData.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      mortgage_rate: numeric('mortgage_rate', DataTypes.DECIMAL(6, 3)),
      mortgage_payment_cents: numeric('mortgage_payment_cents', DataTypes.BIGINT),
      mortgage_lender: text(200),
      mortgage_term_years: { type: DataTypes.INTEGER, allowNull: true },
      mortgage_start_date: { type: DataTypes.DATEONLY, allowNull: true },
      contribution_401k: numeric('contribution_401k', DataTypes.DECIMAL(6, 2)),
      employer_match: numeric('employer_match', DataTypes.DECIMAL(6, 2)),
      employer_match_limit: numeric('employer_match_limit', DataTypes.DECIMAL(6, 2)),
      vesting_schedule: text(20),
      stock_percentage: numeric('stock_percentage', DataTypes.DECIMAL(6, 2)),
      bond_percentage: numeric('bond_percentage', DataTypes.DECIMAL(6, 2)),
      average_expense_ratio: numeric('average_expense_ratio', DataTypes.DECIMAL(6, 3)),
      investment_platform: text(40),
      subscriptions: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'advisor_data', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return AdvisorData
}
