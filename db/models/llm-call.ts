import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize'
import { centsColumn, mediumText } from '../columns.ts'

/** One language-model call as app/services/llm records it; `attempts` is JSON text. */
export class LlmCall extends Model<InferAttributes<LlmCall>, InferCreationAttributes<LlmCall>> {
  declare id: CreationOptional<number>
  declare user_id: number | null
  declare purpose: string
  declare provider: string
  declare model: string
  declare tier: string
  declare input_tokens: number
  declare output_tokens: number
  declare cost_nano_usd: number | null
  declare latency_ms: number
  declare outcome: string
  declare error_class: string | null
  declare attempt_count: number
  declare attempts: string
  declare system_chars: number
  declare user_chars: number
  declare output_chars: number
  declare created_at: Date
}

/** The last prompt a user sent to a language model, in full, for the Debug View. */
export class LlmLastPayload extends Model<InferAttributes<LlmLastPayload>, InferCreationAttributes<LlmLastPayload>> {
  declare id: CreationOptional<number>
  declare user_id: number
  declare query: string
  declare provider: string
  declare model: string
  declare system_prompt: string
  declare user_message: string
  declare system_chars: number
  declare user_chars: number
  declare created_at: Date
}

export function initLlmCalls(sequelize: Sequelize) {
  LlmCall.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: true },
      purpose: { type: DataTypes.STRING(40), allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      tier: { type: DataTypes.STRING(10), allowNull: false },
      input_tokens: { type: DataTypes.INTEGER, allowNull: false },
      output_tokens: { type: DataTypes.INTEGER, allowNull: false },
      // A BIGINT read as a number, like money columns (mysql2 answers BIGINT as a string).
      cost_nano_usd: centsColumn('cost_nano_usd', { allowNull: true }),
      latency_ms: { type: DataTypes.INTEGER, allowNull: false },
      outcome: { type: DataTypes.STRING(12), allowNull: false },
      error_class: { type: DataTypes.STRING(20), allowNull: true },
      attempt_count: { type: DataTypes.INTEGER, allowNull: false },
      attempts: { type: DataTypes.TEXT, allowNull: false },
      system_chars: { type: DataTypes.INTEGER, allowNull: false },
      user_chars: { type: DataTypes.INTEGER, allowNull: false },
      output_chars: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'llm_calls', underscored: true, timestamps: false },
  )
  LlmLastPayload.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      query: { type: DataTypes.TEXT, allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      model: { type: DataTypes.STRING(100), allowNull: false },
      system_prompt: { type: mediumText(sequelize), allowNull: false },
      user_message: { type: mediumText(sequelize), allowNull: false },
      system_chars: { type: DataTypes.INTEGER, allowNull: false },
      user_chars: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'llm_last_payloads', underscored: true, timestamps: false },
  )
}
