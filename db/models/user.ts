import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'

export type Role = 'user' | 'admin'

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>
  declare email: string
  declare password_hash: string
  declare first_name: string
  declare last_name: string
  declare role: CreationOptional<Role>
  declare is_active: CreationOptional<boolean>
  declare status: CreationOptional<string>
  declare last_login_at: Date | null
  declare data_version: CreationOptional<number>
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
}

export function initUser(sequelize: Sequelize) {
  User.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      email: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      first_name: { type: DataTypes.STRING(100), allowNull: false },
      last_name: { type: DataTypes.STRING(100), allowNull: false },
      role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'user' },
      is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'active' },
      last_login_at: { type: DataTypes.DATE, allowNull: true },
      data_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'users', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return User
}
