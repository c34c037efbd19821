import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn } from '../columns.ts'

/** One chat conversation of a user (03 §3 "Chat session"). */
export class ChatSession extends Model<InferAttributes<ChatSession>, InferCreationAttributes<ChatSession>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare memory_enabled: boolean
  declare status: CreationOptional<string>
  declare created_at: Date
}

/** One message of a session; the JSON columns are text (facts_used, assumptions, warnings, clarify). */
export class ChatMessageRow extends Model<InferAttributes<ChatMessageRow>, InferCreationAttributes<ChatMessageRow>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare session_id: number
  declare role: string
  declare content: string
  declare facts_used: string
  declare confidence: string | null
  declare assumptions: string
  declare warnings: string
  declare clarify: string | null
  declare provider: string | null
  declare model: string | null
  declare input_tokens: number
  declare output_tokens: number
  declare cost_nano_usd: number | null
  declare tool_calls: number
  declare created_at: Date
}

export function initChat(sequelize: Sequelize) {
  ChatSession.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      memory_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'active' },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'chat_sessions', underscored: true, timestamps: false },
  )
  ChatMessageRow.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      session_id: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(12), allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      facts_used: { type: DataTypes.TEXT, allowNull: false },
      confidence: { type: DataTypes.STRING(10), allowNull: true },
      assumptions: { type: DataTypes.TEXT, allowNull: false },
      warnings: { type: DataTypes.TEXT, allowNull: false },
      clarify: { type: DataTypes.TEXT, allowNull: true },
      provider: { type: DataTypes.STRING(20), allowNull: true },
      model: { type: DataTypes.STRING(100), allowNull: true },
      input_tokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      output_tokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      cost_nano_usd: centsColumn('cost_nano_usd', { allowNull: true }),
      tool_calls: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'chat_messages', underscored: true, timestamps: false },
  )
}
