import { DataTypes, type QueryInterface } from 'sequelize'

export const name = '012-chat'

// The chat advisor (spec 03 §2.12, §3 "Chat message", "Chat session"): sessions and their
// messages live on the server, not in the browser. Messages carry user_id as well as
// session_id so every read is scoped to the signed-in user by the owned-row helper.
export async function up(qi: QueryInterface) {
  await qi.createTable('chat_sessions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    // AI Memory: whether this session's answers may draw on the user's earlier sessions.
    memory_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    status: { type: DataTypes.STRING(12), allowNull: false, defaultValue: 'active' },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('chat_sessions', ['user_id', 'created_at'])

  await qi.createTable('chat_messages', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    user_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    session_id: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'chat_sessions', key: 'id' },
      onDelete: 'CASCADE',
    },
    role: { type: DataTypes.STRING(12), allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    // JSON: the tool facts the answer used, each with its source record.
    facts_used: { type: DataTypes.TEXT, allowNull: false },
    confidence: { type: DataTypes.STRING(10), allowNull: true },
    // JSON lists of strings.
    assumptions: { type: DataTypes.TEXT, allowNull: false },
    warnings: { type: DataTypes.TEXT, allowNull: false },
    // JSON: the clarification (03 §3) when the question was ambiguous, else null.
    clarify: { type: DataTypes.TEXT, allowNull: true },
    provider: { type: DataTypes.STRING(20), allowNull: true },
    model: { type: DataTypes.STRING(100), allowNull: true },
    input_tokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    output_tokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    // Nano-dollars (10⁻⁹ USD), exact; null when a model used has no price.
    cost_nano_usd: { type: DataTypes.BIGINT, allowNull: true },
    tool_calls: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    created_at: { type: DataTypes.DATE, allowNull: false },
  })
  await qi.addIndex('chat_messages', ['session_id', 'id'])
  await qi.addIndex('chat_messages', ['user_id', 'created_at'])
}

export async function down(qi: QueryInterface) {
  await qi.dropTable('chat_messages')
  await qi.dropTable('chat_sessions')
}
