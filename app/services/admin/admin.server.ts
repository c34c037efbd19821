import { fn, col, literal, Op } from 'sequelize'
import { getDb } from '../../../db/index.ts'
import { clearCached } from '../../infra/cache.server.ts'
import { forgetRequestAuth } from '../../infra/request-context.server.ts'
import { found } from '../../lib/app-error.ts'
import { centsToDollars } from '../../lib/money.ts'
import { revokeUserSessions } from '../account/sessions.server.ts'
import { toPublicUser } from '../account/user.server.ts'
import { recordAdminAction, type AdminActor } from './audit.server.ts'

const liveSessionWhere = () => ({ revoked_at: { [Op.is]: null }, expires_at: { [Op.gt]: new Date() } })

type DataSummary = { financial_entries_count: number; net_worth: number; goals_count: number }

/**
 * The Data Summary column (03 §3 "Admin entities"): entries, net worth (assets less liabilities, as the
 * summary computes it) and goals per user, summed in the database rather than per user.
 */
async function dataSummaries(): Promise<Map<number, DataSummary>> {
  const { FinancialEntry, Goal } = getDb()
  const signed = literal(
    "SUM(CASE WHEN category = 'assets' THEN amount_cents WHEN category = 'liabilities' THEN -amount_cents ELSE 0 END)",
  )
  const [entries, goals] = await Promise.all([
    FinancialEntry.findAll({
      attributes: ['user_id', [fn('COUNT', col('id')), 'entries'], [signed, 'net_worth_cents']],
      group: ['user_id'],
      raw: true,
    }) as unknown as Promise<{ user_id: number; entries: number | string; net_worth_cents: number | string | null }[]>,
    Goal.findAll({
      attributes: ['user_id', [fn('COUNT', col('id')), 'goals']],
      group: ['user_id'],
      raw: true,
    }) as unknown as Promise<{ user_id: number; goals: number | string }[]>,
  ])
  const byUser = new Map<number, DataSummary>()
  const summaryOf = (userId: number) => {
    const existing = byUser.get(userId)
    if (existing) return existing
    const fresh = { financial_entries_count: 0, net_worth: 0, goals_count: 0 }
    byUser.set(userId, fresh)
    return fresh
  }
  for (const row of entries) {
    const summary = summaryOf(Number(row.user_id))
    summary.financial_entries_count = Number(row.entries)
    summary.net_worth = centsToDollars(Number(row.net_worth_cents ?? 0))
  }
  for (const row of goals) summaryOf(Number(row.user_id)).goals_count = Number(row.goals)
  return byUser
}

const EMPTY_SUMMARY: DataSummary = { financial_entries_count: 0, net_worth: 0, goals_count: 0 }

export async function listUsersWithActivity() {
  const { User, Session } = getDb()
  const [users, counts, summaries] = await Promise.all([
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
    dataSummaries(),
  ])
  const byUser = new Map(counts.map((c) => [Number(c.user_id), c]))
  return users.map((user) => {
    const activity = byUser.get(user.id)
    return {
      ...toPublicUser(user),
      last_login_at: user.last_login_at?.toISOString() ?? null,
      active_sessions: Number(activity?.active_sessions ?? 0),
      last_seen_at: activity?.last_seen_at ? new Date(activity.last_seen_at).toISOString() : null,
      ...(summaries.get(user.id) ?? EMPTY_SUMMARY),
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

/** One user's row of the User Management table, with their live sessions, for the View page. */
export async function getUserDetail(id: number) {
  const user = await getUserForAdmin(id)
  const [summaries, sessions] = await Promise.all([dataSummaries(), listActiveSessions()])
  return {
    ...toPublicUser(user),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    ...(summaries.get(user.id) ?? EMPTY_SUMMARY),
    sessions: sessions.sessions.filter((s) => s.user_id === user.id),
  }
}

/** Ends every session of a user: the browser is signed out and API tokens stop working. */
export async function forceLogout(admin: AdminActor, userId: number) {
  const user = await getUserForAdmin(userId)
  const count = await revokeUserSessions(user.id, 'admin_force_logout')
  await recordAdminAction(admin, 'force_logout', { userId: user.id, label: user.email, detail: `${count} sessions` })
  return count
}

/**
 * Clear Tokens: revokes the user's API sessions, so their refresh tokens (and the access tokens
 * issued with them) are refused; browser sessions stay, which is what tells this apart from Force Logout.
 */
export async function clearUserTokens(admin: AdminActor, userId: number) {
  const user = await getUserForAdmin(userId)
  forgetRequestAuth()
  const { Session } = getDb()
  const [count] = await Session.update(
    { revoked_at: new Date(), revoked_reason: 'admin_clear_tokens' },
    { where: { user_id: user.id, kind: 'api', revoked_at: { [Op.is]: null } } },
  )
  await recordAdminAction(admin, 'clear_tokens', {
    userId: user.id,
    label: user.email,
    detail: `${count} API sessions`,
  })
  return count
}

/** Clear Cache: drops every derived value cached for the user (keys `user:<id>:…`). */
export async function clearUserCache(admin: AdminActor, userId: number) {
  const user = await getUserForAdmin(userId)
  const count = await clearCached(`user:${user.id}:`)
  await recordAdminAction(admin, 'clear_cache', { userId: user.id, label: user.email, detail: `${count} keys` })
  return count
}

/** Clear All Caches (Debug Tools' system action): every cached derived value of every user. */
export async function clearAllCaches(admin: AdminActor) {
  const count = await clearCached('')
  await recordAdminAction(admin, 'clear_all_caches', { detail: `${count} keys` })
  return count
}
