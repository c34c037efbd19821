import { DataTypes, type QueryInterface } from 'sequelize'
import { mediumText } from '../columns.ts'

export const name = '010-llm-calls'

// Every language-model call (app/services/llm): who asked, which provider and model answered,
// tokens, cost, latency and outcome, for the Debug View and the admin. And the last prompt each
// user sent, in full, for the Debug View. Never an API key.
export async function up(qi: QueryInterface) {
  await qi.createTable('llm_calls', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    // Null for calls no user made (none yet; kept possible for background jobs).
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: true,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    purpose: { type: DataTypes.STRING(40), allowNull: false },
    provider: { type: DataTypes.STRING(20), allowNull: false },
    model: { type: DataTypes.STRING(100), allowNull: false },
    tier: { type: DataTypes.STRING(10), allowNull: false },
    input_tokens: { type: DataTypes.INTEGER, allowNull: false },
    output_tokens: { type: DataTypes.INTEGER, allowNull: false },
    // Nano-dollars (10⁻⁹ USD), exact; null when the model has no price in app/lib/llm-prices.ts.
    cost_nano_usd: { type: DataTypes.BIGINT, allowNull: true },
    latency_ms: { type: DataTypes.INTEGER, allowNull: false },
    outcome: { type: DataTypes.STRING(12), allowNull: false },
    error_class: { type: DataTypes.STRING(20), allowNull: true },
    attempt_count: { type: DataTypes.INTEGER, allowNull: false },
    // JSON: one {provider, model, error_class, latency_ms, input_tokens, output_tokens} per attempt.
    attempts: { type: DataTypes.TEXT, allowNull: false },
    system_chars: { type: DataTypes.INTEGER, allowNull: false },
    user_chars: { type: DataTypes.INTEGER, allowNull: false },
    output_chars: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('llm_calls', ['user_id', 'created_at'])
  await qi.addIndex('llm_calls', ['created_at'])

  await qi.createTable('llm_last_payloads', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    query: { type: DataTypes.TEXT, allowNull: false },
    provider: { type: DataTypes.STRING(20), allowNull: false },
    model: { type: DataTypes.STRING(100), allowNull: false },
    system_prompt: { type: mediumText(qi.sequelize), allowNull: false },
    user_message: { type: mediumText(qi.sequelize), allowNull: false },
    system_chars: { type: DataTypes.INTEGER, allowNull: false },
    user_chars: { type: DataTypes.INTEGER, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('llm_last_payloads', ['user_id'], { unique: true })
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('llm_last_payloads')
  await qi.dropTable('llm_calls')
}
