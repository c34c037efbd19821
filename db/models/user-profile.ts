import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

/** A user's personal details; at most one row per user. */
export class UserProfile extends Model<InferAttributes<UserProfile>, InferCreationAttributes<UserProfile>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare age: number | null
  declare date_of_birth: string | null
  declare gender: string | null
  declare marital_status: string | null
  declare state: string | null
  declare city: string | null
  declare phone: string | null
  declare address: string | null
  declare zip_code: string | null
  declare emergency_contact: string | null
  declare employment_status: string | null
  declare occupation: string | null
  declare risk_tolerance: string | null
  declare notes: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initUserProfile(sequelize: Sequelize) {
  UserProfile.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      age: { type: DataTypes.INTEGER, allowNull: true },
      date_of_birth: { type: DataTypes.DATEONLY, allowNull: true },
      gender: { type: DataTypes.STRING(30), allowNull: true },
      marital_status: { type: DataTypes.STRING(20), allowNull: true },
      state: { type: DataTypes.CHAR(2), allowNull: true },
      city: { type: DataTypes.STRING(100), allowNull: true },
      phone: { type: DataTypes.STRING(30), allowNull: true },
      address: { type: DataTypes.STRING(255), allowNull: true },
      zip_code: { type: DataTypes.STRING(10), allowNull: true },
      emergency_contact: { type: DataTypes.STRING(255), allowNull: true },
      employment_status: { type: DataTypes.STRING(20), allowNull: true },
      occupation: { type: DataTypes.STRING(100), allowNull: true },
      risk_tolerance: { type: DataTypes.STRING(20), allowNull: true },
      notes: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'user_profiles', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return UserProfile
}
