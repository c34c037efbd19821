import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

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

// BIGINT comes back as a string from mysql2; read it as a number here, once.
const numeric = (name: string) => ({
  get(this: Model) {
    const raw = this.getDataValue(name as never) as unknown
    return raw === null || raw === undefined ? null : Number(raw)
  },
})

export function initInsurancePolicy(sequelize: Sequelize) {
  InsurancePolicy.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      policy_type: { type: DataTypes.STRING(20), allowNull: false },
      policy_name: { type: DataTypes.STRING(200), allowNull: false },
      coverage_amount_cents: { type: DataTypes.BIGINT, allowNull: true, ...numeric('coverage_amount_cents') },
      annual_premium_cents: { type: DataTypes.BIGINT, allowNull: true, ...numeric('annual_premium_cents') },
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
