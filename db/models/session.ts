import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize'
import type { User } from './user.ts'

export type SessionKind = 'browser' | 'api'

/** A signed-in browser or API client. Rows are kept after sign-out so admins can audit them. */
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare kind: SessionKind
  declare token_hash: string
  declare refresh_token_hash: string | null
  declare previous_refresh_token_hash: string | null
  declare refresh_expires_at: Date | null
  declare expires_at: Date
  declare last_seen_at: Date
  declare ip: string | null
  declare user_agent: string | null
  declare revoked_at: Date | null
  declare revoked_reason: string | null
  declare created_at: CreationOptional<Date>
  declare updated_at: CreationOptional<Date>
  /** Its user, when the read asked for it (the sign-in checks read both in one query). */
  declare user?: NonAttribute<User>
}

export function initSession(sequelize: Sequelize) {
  Session.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      token_hash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      refresh_token_hash: { type: DataTypes.CHAR(64), allowNull: true, unique: true },
      previous_refresh_token_hash: { type: DataTypes.CHAR(64), allowNull: true },
      refresh_expires_at: { type: DataTypes.DATE, allowNull: true },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      last_seen_at: { type: DataTypes.DATE, allowNull: false },
      ip: { type: DataTypes.STRING(64), allowNull: true },
      user_agent: { type: DataTypes.STRING(255), allowNull: true },
      revoked_at: { type: DataTypes.DATE, allowNull: true },
      revoked_reason: { type: DataTypes.STRING(64), allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'sessions', underscored: true, createdAt: 'created_at', updatedAt: 'updated_at' },
  )
  return Session
}
