import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, decimalColumn } from '../columns.ts'

/** The user's tax situation for one tax year; at most one row per user and year. Money in integer cents. */
export class TaxInfo extends Model<InferAttributes<TaxInfo>, InferCreationAttributes<TaxInfo>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare tax_year: number
  declare filing_status: string | null
  declare federal_tax_bracket: number | null
  declare effective_tax_rate: number | null
  declare adjusted_gross_income_cents: number | null
  declare notes: string | null
  declare state_tax_rate: number | null
  declare charitable_giving_annual_cents: number | null
  declare itemized_deduction_total_cents: number | null
  declare tax_loss_harvesting_enabled: CreationOptional<boolean>
  declare backdoor_roth_eligible: CreationOptional<boolean>
  declare mega_backdoor_roth_available: CreationOptional<boolean>
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initTaxInfo(sequelize: Sequelize) {
  TaxInfo.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      tax_year: { type: DataTypes.INTEGER, allowNull: false },
      filing_status: { type: DataTypes.STRING(30), allowNull: true },
      federal_tax_bracket: decimalColumn('federal_tax_bracket', 5, 2, { allowNull: true }),
      effective_tax_rate: decimalColumn('effective_tax_rate', 5, 2, { allowNull: true }),
      adjusted_gross_income_cents: centsColumn('adjusted_gross_income_cents', { allowNull: true }),
      notes: { type: DataTypes.TEXT, allowNull: true },
      // The tax panel's fields (migration 009).
      state_tax_rate: decimalColumn('state_tax_rate', 5, 2, { allowNull: true }),
      charitable_giving_annual_cents: centsColumn('charitable_giving_annual_cents', { allowNull: true }),
      itemized_deduction_total_cents: centsColumn('itemized_deduction_total_cents', { allowNull: true }),
      tax_loss_harvesting_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      backdoor_roth_eligible: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      mega_backdoor_roth_available: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'tax_infos', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return TaxInfo
}
