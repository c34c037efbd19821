import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { decimalColumn } from '../columns.ts'

/** A user's investment preferences (spec 3.11), one row per user. Percentages are DECIMAL. */
export class InvestmentPreferences extends Model<
  InferAttributes<InvestmentPreferences>,
  InferCreationAttributes<InvestmentPreferences>
> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare risk_tolerance_score: number
  declare investment_timeline_years: number
  declare rebalancing_frequency: string
  declare investment_philosophy: string
  declare esg_preference_level: number
  declare international_allocation_target: number
  declare alternative_investment_interest: boolean
  declare cryptocurrency_allocation: number
  declare individual_stock_tolerance: boolean
  declare tax_loss_harvesting_enabled: boolean
  declare dollar_cost_averaging_preference: boolean
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initInvestmentPreferences(sequelize: Sequelize) {
  // Factories, not shared objects: Sequelize writes each attribute's column name into its definition.
  const int = () => ({ type: DataTypes.INTEGER, allowNull: false })
  const flag = () => ({ type: DataTypes.BOOLEAN, allowNull: false })
  const pct = (name: string) => decimalColumn(name, 5, 2, { allowNull: false })
  InvestmentPreferences.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      risk_tolerance_score: int(),
      investment_timeline_years: int(),
      rebalancing_frequency: { type: DataTypes.STRING(12), allowNull: false },
      investment_philosophy: { type: DataTypes.STRING(12), allowNull: false },
      esg_preference_level: int(),
      international_allocation_target: pct('international_allocation_target'),
      alternative_investment_interest: flag(),
      cryptocurrency_allocation: pct('cryptocurrency_allocation'),
      individual_stock_tolerance: flag(),
      tax_loss_harvesting_enabled: flag(),
      dollar_cost_averaging_preference: flag(),
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      sequelize,
      tableName: 'investment_preferences',
      underscored: true,
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  )
  return InvestmentPreferences
}
