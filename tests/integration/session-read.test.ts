import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import {
  createSession,
  findLiveSessionById,
  findLiveSessionByToken,
  revokeSession,
} from '../../app/services/account/sessions.server.ts'
import { createUser } from '../helpers/users.ts'

// The sign-in checks read the session and its user with one plain join (sessions.server.ts), not
// through Sequelize's include: the instances they build must read exactly as the include's do, on
// MariaDB (DATETIME as Date, BOOLEAN as 0/1) and on SQLite (timestamps as text), and must still save.

const CLIENT = { ip: '203.0.113.7', userAgent: 'vitest' }

async function byInclude(id: number) {
  const { Session, User } = getDb()
  const session = await Session.findByPk(id, { include: [{ model: User, as: 'user' }] })
  const { user, ...fields } = session!.get({ plain: true }) as Record<string, unknown>
  return { session: fields, user }
}

describe('the session read behind every signed-in request', () => {
  it('reads the session and its user as the include does, by id and by token', async () => {
    const user = await createUser({ tag: 'session-read', first_name: 'Rowan' })
    const { session, token } = await createSession({ userId: user.id, kind: 'browser', client: CLIENT })
    const expected = await byInclude(session.id)

    for (const found of [await findLiveSessionById(session.id), await findLiveSessionByToken(token)]) {
      expect(found).not.toBeNull()
      expect(found!.get({ plain: true })).toEqual(expected.session)
      expect(found!.user!.get({ plain: true })).toEqual(expected.user)
      expect(found!.expires_at).toBeInstanceOf(Date)
      expect(found!.user!.is_active).toBe(true)
      expect(found!.user!.first_name).toBe('Rowan')
    }
  })

  it('answers null for an unknown, revoked or expired session', async () => {
    const user = await createUser({ tag: 'session-read' })
    const { session, token } = await createSession({ userId: user.id, kind: 'api', client: CLIENT })
    expect(await findLiveSessionById(session.id + 1_000_000)).toBeNull()
    expect(await findLiveSessionByToken(`${token}x`)).toBeNull()

    await session.update({ expires_at: new Date(Date.now() - 1_000) })
    expect(await findLiveSessionById(session.id)).toBeNull()

    await session.update({ expires_at: new Date(Date.now() + 86_400_000) })
    expect(await findLiveSessionById(session.id)).not.toBeNull()
    await revokeSession(session.id, 'test')
    expect(await findLiveSessionById(session.id)).toBeNull()
  })

  it('saves last seen through the instance it built (at most once a minute)', async () => {
    const user = await createUser({ tag: 'session-read' })
    const { session } = await createSession({ userId: user.id, kind: 'api', client: CLIENT })
    const longAgo = new Date(Date.now() - 10 * 60_000)
    await session.update({ last_seen_at: longAgo })

    const found = await findLiveSessionById(session.id)
    expect(found!.last_seen_at.getTime()).toBeGreaterThan(longAgo.getTime())
    // Stored (MariaDB's DATETIME keeps whole seconds), and read back alike by both ways.
    const stored = (await byInclude(session.id)).session
    expect(Math.abs((stored.last_seen_at as Date).getTime() - found!.last_seen_at.getTime())).toBeLessThan(1_000)
    expect((await findLiveSessionById(session.id))!.get({ plain: true })).toEqual(stored)
  })
})
