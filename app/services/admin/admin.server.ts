import { fn, col, literal, Op, type Order, type WhereOptions } from 'sequelize'
import { getDb, type Session, type User } from '../../../db/index.ts'
import { clearCached } from '../../infra/cache.server.ts'
import { forgetRequestAuth } from '../../infra/request-context.server.ts'
import { found } from '../../lib/app-error.ts'
import { ADMIN_PAGE_SIZES } from '../../lib/admin.ts'
import { normaliseEmail } from '../../lib/email.ts'
import { centsToDollars } from '../../lib/money.ts'
import { pageWindow } from '../../lib/paging.ts'
import { revokeUserSessions } from '../account/sessions.server.ts'
import { toPublicUser } from '../account/user.server.ts'
import { recordAdminAction, type AdminActor } from './audit.server.ts'

const liveSessionWhere = () => ({ revoked_at: { [Op.is]: null }, expires_at: { [Op.gt]: new Date() } })

type DataSummary = { financial_entries_count: number; net_worth: number; goals_count: number }

/**
 * The Data Summary column (03 §3 "Admin entities"): entries, net worth (assets less liabilities, as the
 * summary computes it) and goals of the given users, summed in the database rather than per user.
 */
async function dataSummaries(userIds: number[]): Promise<Map<number, DataSummary>> {
  const { FinancialEntry, Goal } = getDb()
  const signed = literal(
    "SUM(CASE WHEN category = 'assets' THEN amount_cents WHEN category = 'liabilities' THEN -amount_cents ELSE 0 END)",
  )
  const where = { user_id: { [Op.in]: userIds } }
  const [entries, goals] = await Promise.all([
    FinancialEntry.findAll({
      attributes: ['user_id', [fn('COUNT', col('id')), 'entries'], [signed, 'net_worth_cents']],
      where,
      group: ['user_id'],
      raw: true,
    }) as unknown as Promise<{ user_id: number; entries: number | string; net_worth_cents: number | string | null }[]>,
    Goal.findAll({
      attributes: ['user_id', [fn('COUNT', col('id')), 'goals']],
      where,
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

/** The rows of the User Management table: each user with live sessions, last seen and data summary. */
async function withActivity(users: User[]) {
  const { Session } = getDb()
  const ids = users.map((user) => user.id)
  if (ids.length === 0) return []
  const [counts, summaries] = await Promise.all([
    Session.findAll({
      attributes: [
        'user_id',
        [fn('COUNT', col('id')), 'active_sessions'],
        [fn('MAX', col('last_seen_at')), 'last_seen_at'],
      ],
      where: { ...liveSessionWhere(), user_id: { [Op.in]: ids } },
      group: ['user_id'],
      raw: true,
    }) as unknown as Promise<
      { user_id: number; active_sessions: number | string; last_seen_at: string | Date | null }[]
    >,
    dataSummaries(ids),
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

// Newest first; the id breaks ties so that paging never shows a row twice or skips one.
const NEWEST_USERS: Order = [
  ['created_at', 'DESC'],
  ['id', 'DESC'],
]

/** GET /api/v1/admin/users (spec'd unpaged): the latest 500 users with their activity. */
export async function listUsersWithActivity() {
  const { User } = getDb()
  return withActivity(await User.findAll({ order: NEWEST_USERS, limit: 500 }))
}

/**
 * The e-mails containing `q` (any case: addresses are stored normalised, and the search is
 * normalised the same way). LIKE with an explicit escape character, so % and _ match themselves.
 */
function emailWhere(q: string | undefined): WhereOptions {
  if (!q) return {}
  const pattern = `%${normaliseEmail(q).replace(/[!%_]/g, (c) => `!${c}`)}%`
  return literal(`email LIKE ${getDb().sequelize.escape(pattern)} ESCAPE '!'`)
}

/**
 * One page of User Management: the users whose e-mail contains `q`, newest first, read with
 * LIMIT/OFFSET after a COUNT, so the screen costs the same at 50 accounts or 50,000. `all_users`
 * is the count of every account, for the heading. A page past the end is the last page.
 */
export async function listUsersPage({ q, page }: { q?: string; page: number }) {
  const { User } = getDb()
  const where = emailWhere(q)
  const [matching, allUsers] = await Promise.all([User.count({ where }), q ? User.count() : null])
  const window = pageWindow(matching, page, ADMIN_PAGE_SIZES.users)
  const users =
    matching === 0 ? [] : await User.findAll({ where, order: NEWEST_USERS, offset: window.offset, limit: window.size })
  return { window, all_users: allUsers ?? matching, users: await withActivity(users) }
}

/**
 * Shadow Mode's user picker: the newest users whose e-mail contains `q` (a page's worth, not every
 * account), the chosen user first when not among them, and how many match in all.
 */
export async function shadowPickerUsers(q: string | undefined, chosenId: number | null) {
  const { User } = getDb()
  const where = emailWhere(q)
  const [matching, found, chosen] = await Promise.all([
    User.count({ where }),
    User.findAll({ attributes: ['id', 'email'], where, order: NEWEST_USERS, limit: ADMIN_PAGE_SIZES.picker }),
    chosenId === null ? null : User.findByPk(chosenId, { attributes: ['id', 'email'] }),
  ])
  const users = chosen && !found.some((u) => u.id === chosen.id) ? [chosen, ...found] : found
  return { matching, users: users.map((u) => ({ id: u.id, email: u.email })) }
}

/** Any user, by id (admins act across accounts); a 404 AppError when there is none. */
export async function getUserForAdmin(id: number) {
  const { User } = getDb()
  return found(await User.findByPk(id), 'User not found')
}

const EXPIRY_WARNING_MS = 24 * 3_600_000

// Most recently seen first; the id breaks ties so that paging is stable.
const RECENT_SESSIONS: Order = [
  ['last_seen_at', 'DESC'],
  ['id', 'DESC'],
]

function sessionRow(s: Session) {
  return {
    id: s.id,
    user_id: s.user_id,
    email: (s.get('user') as { email?: string } | undefined)?.email ?? null,
    kind: s.kind,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at.toISOString(),
    expires_at: s.expires_at.toISOString(),
    ip: s.ip,
    user_agent: s.user_agent,
  }
}

/** Live sessions with their user's e-mail, most recently seen first. */
async function liveSessions(options: { where?: WhereOptions; offset?: number; limit: number }) {
  const { Session, User } = getDb()
  return Session.findAll({
    where: { [Op.and]: [liveSessionWhere(), options.where ?? {}] },
    include: [{ model: User, as: 'user', attributes: ['email'] }],
    order: RECENT_SESSIONS,
    offset: options.offset,
    limit: options.limit,
  })
}

function startOfUtcDay() {
  const dayStart = new Date()
  dayStart.setUTCHours(0, 0, 0, 0)
  return dayStart
}

/** GET /api/v1/admin/sessions (spec'd unpaged): the latest 500 live sessions and their counters. */
export async function listActiveSessions() {
  const sessions = await liveSessions({ limit: 500 })
  const dayStart = startOfUtcDay()
  const now = Date.now()
  return {
    active_sessions: sessions.length,
    unique_users_today: new Set(sessions.filter((s) => s.last_seen_at >= dayStart).map((s) => s.user_id)).size,
    expiry_warnings: sessions.filter((s) => s.expires_at.getTime() - now < EXPIRY_WARNING_MS).length,
    sessions: sessions.map(sessionRow),
  }
}

/**
 * Auth Monitor: its counters over every live session, counted in SQL, and one page of the
 * sessions (LIMIT/OFFSET). A page past the end is the last page.
 */
export async function listActiveSessionsPage(page: number) {
  const { Session } = getDb()
  const live = liveSessionWhere()
  const soon = new Date(Date.now() + EXPIRY_WARNING_MS)
  const [active, uniqueToday, expiring] = await Promise.all([
    Session.count({ where: live }),
    Session.count({
      where: { ...live, last_seen_at: { [Op.gte]: startOfUtcDay() } },
      distinct: true,
      col: 'user_id',
    }),
    Session.count({ where: { ...live, expires_at: { ...live.expires_at, [Op.lt]: soon } } }),
  ])
  const window = pageWindow(active, page, ADMIN_PAGE_SIZES.sessions)
  const sessions = active === 0 ? [] : await liveSessions({ offset: window.offset, limit: window.size })
  return {
    window,
    active_sessions: active,
    unique_users_today: uniqueToday,
    expiry_warnings: expiring,
    sessions: sessions.map(sessionRow),
  }
}

/** One user's row of the User Management table, with their live sessions, for the View page. */
export async function getUserDetail(id: number) {
  const user = await getUserForAdmin(id)
  const [summaries, sessions] = await Promise.all([
    dataSummaries([user.id]),
    liveSessions({ where: { user_id: user.id }, limit: 500 }),
  ])
  return {
    ...toPublicUser(user),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    ...(summaries.get(user.id) ?? EMPTY_SUMMARY),
    sessions: sessions.map(sessionRow),
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
