import { getSequelize } from './connection.ts'
import { initSession, Session } from './models/session.ts'
import { initUser, User } from './models/user.ts'

export { User, Session }
export type { Role } from './models/user.ts'
export type { SessionKind } from './models/session.ts'

// Per copy of this module (the host process and the Remix bundle each have one),
// bind the model classes to the one shared connection.
let bound = false

/** Binds every model to the shared connection once; call before any query. */
export function getDb() {
  const sequelize = getSequelize()
  if (!bound) {
    initUser(sequelize)
    initSession(sequelize)
    User.hasMany(Session, { foreignKey: 'user_id', as: 'sessions' })
    Session.belongsTo(User, { foreignKey: 'user_id', as: 'user' })
    bound = true
  }
  return { sequelize, User, Session }
}
