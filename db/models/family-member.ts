import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn } from '../columns.ts'

/** A spouse, child, parent or other person in the user's household. Money in integer cents. */
export class FamilyMember extends Model<InferAttributes<FamilyMember>, InferCreationAttributes<FamilyMember>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare relationship_type: string
  declare name: string
  declare age: number | null
  declare date_of_birth: string | null
  declare income_cents: number | null
  declare retirement_savings_cents: number | null
  declare education_fund_target_cents: number | null
  declare notes: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initFamilyMember(sequelize: Sequelize) {
  FamilyMember.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      relationship_type: { type: DataTypes.STRING(20), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      age: { type: DataTypes.INTEGER, allowNull: true },
      date_of_birth: { type: DataTypes.DATEONLY, allowNull: true },
      income_cents: centsColumn('income_cents', { allowNull: true }),
      retirement_savings_cents: centsColumn('retirement_savings_cents', { allowNull: true }),
      education_fund_target_cents: centsColumn('education_fund_target_cents', { allowNull: true }),
      notes: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'family_members', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return FamilyMember
}
