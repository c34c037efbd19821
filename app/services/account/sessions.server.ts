import crypto from 'node:crypto'
import { Op, QueryTypes, type Attributes } from 'sequelize'
import { getDb, type Session, type SessionKind, type User } from '../../../db/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { getEnv } from '../../env.server.ts'
import { logEvent } from '../../infra/event-log.server.ts'
import { forgetRequestAuth } from '../../infra/request-context.server.ts'
import { writeTransaction } from '../../../db/write-transaction.ts'
import { plainRowReader, type PlainRowReader } from '../../../db/plain-rows.ts'

// Session and refresh tokens are random secrets handed to the client; only their
// SHA-256 is stored, so a leaked table cannot be replayed.
export function newSecret() {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashSecret(secret: string) {
  return crypto.createHash('sha256').update(secret).digest('hex')
}

const DAY_MS = 86_400_000
const TOUCH_INTERVAL_MS = 60_000

/** Where a sign-in came from, as the admin's session list shows it. */
export type SessionClient = { ip: string; userAgent: string | null }

export async function createSession({
  userId,
  kind,
  client,
}: {
  userId: number
  kind: SessionKind
  client: SessionClient
}) {
  const { Session } = getDb()
  const env = getEnv()
  const token = newSecret()
  const now = new Date()
  const refreshToken = kind === 'api' ? newSecret() : null
  const session = await Session.create({
    user_id: userId,
    kind,
    token_hash: hashSecret(token),
    refresh_token_hash: refreshToken ? hashSecret(refreshToken) : null,
    previous_refresh_token_hash: null,
    refresh_expires_at: refreshToken ? new Date(now.getTime() + env.REFRESH_TOKEN_TTL_DAYS * DAY_MS) : null,
    expires_at: new Date(now.getTime() + (kind === 'api' ? env.REFRESH_TOKEN_TTL_DAYS : env.SESSION_TTL_DAYS) * DAY_MS),
    last_seen_at: now,
    ip: client.ip.slice(0, 64),
    user_agent: client.userAgent?.slice(0, 255) ?? null,
    revoked_at: null,
    revoked_reason: null,
  })
  return { session, token, refreshToken }
}

export function isSessionLive(session: Session, now = new Date()) {
  return session.revoked_at === null && session.expires_at.getTime() > now.getTime()
}

/**
 * The session whose `key` column is `value`, with its user (null when the row is gone), in one query
 * and without Sequelize's include machinery: this read runs on every signed-in request, and
 * `findByPk(id, { include: user })` took about 1 ms of it against 0.2 for the same join read plainly
 * (db/plain-rows.ts) and built into instances, which `touch` and the callers use as before.
 */
async function readSessionWithUser(key: 'id' | 'token_hash', value: number | string): Promise<Session | null> {
  const { sequelize, Session, User } = getDb()
  // A bind parameter, not a replacement: the SQL is then the same for every session, and prepared once.
  const [row] = await sequelize.query<Record<string, unknown>>(sessionWithUserSql(key), {
    bind: [value],
    type: QueryTypes.SELECT,
  })
  if (!row) return null
  const { session: sessionRow, user: userRow } = sessionReaders()
  const session = Session.build(sessionRow.read(row, SESSION_PREFIX), { raw: true, isNewRecord: false })
  if (row[`${USER_PREFIX}id`] !== null) {
    session.user = User.build(userRow.read(row, USER_PREFIX), { raw: true, isNewRecord: false })
  }
  return session
}

// Each side of the join under its own prefix: a reader copies only its own columns.
const SESSION_PREFIX = 'session.'
const USER_PREFIX = 'user.'

let readers: { session: PlainRowReader<Attributes<Session>>; user: PlainRowReader<Attributes<User>> } | null = null
const joinSql = new Map<string, string>()

function sessionReaders() {
  const { Session, User } = getDb()
  readers ??= { session: plainRowReader(Session), user: plainRowReader(User) }
  return readers
}

/** The join's SQL for `key`, quoted for the connection's dialect; built once per dialect and key. */
function sessionWithUserSql(key: 'id' | 'token_hash') {
  const { sequelize } = getDb()
  const cacheKey = `${sequelize.getDialect()}:${key}`
  let sql = joinSql.get(cacheKey)
  if (!sql) {
    const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name)
    const { session, user } = sessionReaders()
    const columns = [
      ...session.columns.map((column) => `s.${quote(column)} AS ${quote(SESSION_PREFIX + column)}`),
      ...user.columns.map((column) => `u.${quote(column)} AS ${quote(USER_PREFIX + column)}`),
    ]
    sql =
      `SELECT ${columns.join(', ')} FROM ${quote('sessions')} AS s ` +
      `LEFT JOIN ${quote('users')} AS u ON u.${quote('id')} = s.${quote('user_id')} WHERE s.${quote(key)} = $1 LIMIT 1`
    joinSql.set(cacheKey, sql)
  }
  return sql
}

/**
 * The live session for a browser cookie's token, with its user read in the same query (every signed-in
 * request asks for both), and last-seen refreshed at most once a minute.
 */
export async function findLiveSessionByToken(token: string) {
  const session = await readSessionWithUser('token_hash', hashSecret(token))
  if (!session || !isSessionLive(session)) return null
  await touch(session)
  return session
}

/** The live session behind an access token, with its user, as findLiveSessionByToken. */
export async function findLiveSessionById(id: number) {
  const session = await readSessionWithUser('id', id)
  if (!session || !isSessionLive(session)) return null
  await touch(session)
  return session
}

async function touch(session: Session) {
  const now = Date.now()
  if (now - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await session.update({ last_seen_at: new Date(now) })
  }
}

export async function revokeSession(sessionId: number, reason: string) {
  forgetRequestAuth()
  const { Session } = getDb()
  const [count] = await Session.update(
    { revoked_at: new Date(), revoked_reason: reason },
    { where: { id: sessionId, revoked_at: { [Op.is]: null } } },
  )
  return count > 0
}

export async function revokeUserSessions(userId: number, reason: string) {
  forgetRequestAuth()
  const { Session } = getDb()
  const [count] = await Session.update(
    { revoked_at: new Date(), revoked_reason: reason },
    { where: { user_id: userId, revoked_at: { [Op.is]: null } } },
  )
  return count
}

/** Every refused refresh reads the same, so a client cannot tell a stolen token from an expired one. */
export const invalidRefreshToken = () =>
  new AppError(401, 'Could not validate credentials', { headers: { 'WWW-Authenticate': 'Bearer' } })

/**
 * Swaps a refresh token for a new one. Presenting a token that was already
 * swapped means it leaked, so the whole session is revoked. Any refusal is a 401 AppError.
 */
export async function rotateRefreshToken(refreshToken: string): Promise<{ session: Session; refreshToken: string }> {
  const { Session } = getDb()
  const env = getEnv()
  const hash = hashSecret(refreshToken)
  // Refusals are returned from the transaction, not thrown in it, so revoking a reused token commits.
  const rotated = await writeTransaction(async (transaction) => {
    const session = await Session.findOne({ where: { refresh_token_hash: hash }, transaction, lock: true })
    if (!session) {
      const reused = await Session.findOne({ where: { previous_refresh_token_hash: hash }, transaction })
      await reused?.update({ revoked_at: new Date(), revoked_reason: 'refresh_token_reuse' }, { transaction })
      if (reused)
        logEvent('WARNING', 'auth', `Refresh token reused: session ${reused.id} of user ${reused.user_id} revoked`)
      return null
    }
    const now = new Date()
    if (!isSessionLive(session, now) || (session.refresh_expires_at && session.refresh_expires_at <= now)) return null
    const next = newSecret()
    await session.update(
      {
        previous_refresh_token_hash: hash,
        refresh_token_hash: hashSecret(next),
        refresh_expires_at: new Date(now.getTime() + env.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        last_seen_at: now,
      },
      { transaction },
    )
    return { session, refreshToken: next }
  })
  if (!rotated) throw invalidRefreshToken()
  return rotated
}
