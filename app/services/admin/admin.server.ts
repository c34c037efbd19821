import { fn, col, Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { found } from '../../lib/app-error.ts'
import { revokeUserSessions } from '../account/sessions.server.ts'
import { toPublicUser } from '../account/user.server.ts'

const liveSessionWhere = () => ({ revoked_at: { [Op.is]: null }, expires_at: { [Op.gt]: new Date() } })

export async function listUsersWithActivity() {
  const { User, Session } = getDb()
  const [users, counts] = await Promise.all([
    User.findAll({ order: [['created_at', 'DESC']], limit: 500 }),
    Session.findAll({
      attributes: [
        'user_id',
        [fn('COUNT', col('id')), 'active_sessions'],
        [fn('MAX', col('last_seen_at')), 'last_seen_at'],
      ],
      where: liveSessionWhere(),
      group: ['user_id'],
      raw: true,
    }) as unknown as Promise<
      { user_id: number; active_sessions: number | string; last_seen_at: string | Date | null }[]
    >,
  ])
  const byUser = new Map(counts.map((c) => [Number(c.user_id), c]))
  return users.map((user) => {
    const activity = byUser.get(user.id)
    return {
      ...toPublicUser(user),
      last_login_at: user.last_login_at?.toISOString() ?? null,
      active_sessions: Number(activity?.active_sessions ?? 0),
      last_seen_at: activity?.last_seen_at ? new Date(activity.last_seen_at).toISOString() : null,
    }
  })
}

/** Any user, by id (admins act across accounts); a 404 AppError when there is none. */
export async function getUserForAdmin(id: number) {
  const { User } = getDb()
  return found(await User.findByPk(id), 'User not found')
}

const EXPIRY_WARNING_MS = 24 * 3_600_000

export async function listActiveSessions() {
  const { Session, User } = getDb()
  const sessions = await Session.findAll({
    where: liveSessionWhere(),
    include: [{ model: User, as: 'user', attributes: ['email'] }],
    order: [['last_seen_at', 'DESC']],
    limit: 500,
  })
  const dayStart = new Date()
  dayStart.setUTCHours(0, 0, 0, 0)
  const now = Date.now()
  const rows = sessions.map((s) => ({
    id: s.id,
    user_id: s.user_id,
    email: (s.get('user') as { email?: string } | undefined)?.email ?? null,
    kind: s.kind,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    expires_at: s.expires_at.toISOString(),
    ip: s.ip,
    user_agent: s.user_agent,
  }))
  return {
    active_sessions: rows.length,
    unique_users_today: new Set(sessions.filter((s) => s.last_seen_at >= dayStart).map((s) => s.user_id)).size,
    expiry_warnings: sessions.filter((s) => s.expires_at.getTime() - now < EXPIRY_WARNING_MS).length,
    sessions: rows,
  }
}

/** Ends every session of a user: the browser is signed out and API tokens stop working. */
export async function forceLogout(userId: number) {
  return revokeUserSessions(userId, 'admin_force_logout')
}
