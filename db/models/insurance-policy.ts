import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn } from '../columns.ts'

/** One insurance policy the user holds. Money in integer cents. */
export class InsurancePolicy extends Model<InferAttributes<InsurancePolicy>, InferCreationAttributes<InsurancePolicy>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare policy_type: string
  declare policy_name: string
  declare coverage_amount_cents: number | null
  declare annual_premium_cents: number | null
  declare beneficiary_primary: string | null
  declare beneficiary_secondary: string | null
  /** A JSON object as text. */
  declare policy_details: string
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initInsurancePolicy(sequelize: Sequelize) {
  InsurancePolicy.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      policy_type: { type: DataTypes.STRING(20), allowNull: false },
      policy_name: { type: DataTypes.STRING(200), allowNull: false },
      coverage_amount_cents: centsColumn('coverage_amount_cents', { allowNull: true }),
      annual_premium_cents: centsColumn('annual_premium_cents', { allowNull: true }),
      beneficiary_primary: { type: DataTypes.STRING(200), allowNull: true },
      beneficiary_secondary: { type: DataTypes.STRING(200), allowNull: true },
      policy_details: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      sequelize,
      tableName: 'insurance_policies',
      underscored: true,
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  )
  return InsurancePolicy
}
