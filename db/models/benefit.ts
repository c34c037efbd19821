import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn } from '../columns.ts'

/** A benefit the user receives or expects (Social Security, pension, ...). Money in integer cents. */
export class Benefit extends Model<InferAttributes<Benefit>, InferCreationAttributes<Benefit>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare benefit_type: string
  declare benefit_name: string
  declare estimated_monthly_benefit_cents: number | null
  declare eligibility_date: string | null
  declare notes: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initBenefit(sequelize: Sequelize) {
  Benefit.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      benefit_type: { type: DataTypes.STRING(30), allowNull: false },
      benefit_name: { type: DataTypes.STRING(255), allowNull: false },
      estimated_monthly_benefit_cents: centsColumn('estimated_monthly_benefit_cents', { allowNull: true }),
      eligibility_date: { type: DataTypes.DATEONLY, allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'benefits', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return Benefit
}
