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
 * A user's goal preferences (spec 3.14), one row per user. Maps and lists are JSON text;
 * the state tax rate is a fraction (0.065 = 6.5 %), the federal bracket a whole percent.
 */
export class GoalPreferences extends Model<InferAttributes<GoalPreferences>, InferCreationAttributes<GoalPreferences>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare risk_tolerance: string
  declare investment_timeline: number
  declare financial_knowledge: string
  declare retirement_age: number
  declare annual_income_goal_cents: number
  declare emergency_fund_months: number
  declare debt_payoff_priority: string
  declare goal_categories_enabled: string
  declare notification_preferences: string
  declare risk_score: number
  declare investment_style: string
  declare stocks_preference: number
  declare bonds_preference: number
  declare real_estate_preference: number
  declare crypto_preference: number
  declare retirement_lifestyle: string
  declare work_flexibility: string
  declare esg_investing: boolean
  declare tax_filing_status: string
  declare federal_tax_bracket: number
  declare state_tax_rate: number
  declare state: string
  declare tax_optimization_priority: string
  declare tax_loss_harvesting: boolean
  declare roth_ira_eligible: boolean
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initGoalPreferences(sequelize: Sequelize) {
  // Factories, not shared objects: Sequelize writes each attribute's column name into its definition.
  const int = () => ({ type: DataTypes.INTEGER, allowNull: false })
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false })
  const json = () => ({ type: DataTypes.TEXT, allowNull: false })
  const flag = () => ({ type: DataTypes.BOOLEAN, allowNull: false })
  GoalPreferences.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      risk_tolerance: text(20),
      investment_timeline: int(),
      financial_knowledge: text(20),
      retirement_age: int(),
      annual_income_goal_cents: centsColumn('annual_income_goal_cents', { allowNull: false }),
      emergency_fund_months: int(),
      debt_payoff_priority: text(20),
      goal_categories_enabled: json(),
      notification_preferences: json(),
      risk_score: int(),
      investment_style: text(20),
      stocks_preference: int(),
      bonds_preference: int(),
      real_estate_preference: int(),
      crypto_preference: int(),
      retirement_lifestyle: text(20),
      work_flexibility: json(),
      esg_investing: flag(),
      tax_filing_status: text(30),
      federal_tax_bracket: int(),
      state_tax_rate: decimalColumn('state_tax_rate', 6, 4, { allowNull: false }),
      state: { type: DataTypes.CHAR(2), allowNull: false },
      tax_optimization_priority: text(20),
      tax_loss_harvesting: flag(),
      roth_ira_eligible: flag(),
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'goal_preferences', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return GoalPreferences
}
