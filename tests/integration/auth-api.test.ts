import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { PASSWORD_POLICY_MESSAGE } from '../../app/schemas/auth.ts'
import { DUPLICATE_EMAIL_MESSAGE } from '../../app/services/account/user.server.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiLogin, apiRegister, apiUser, GOOD_PASSWORD, uniqueEmail } from '../helpers/users.ts'

const server = useTestServer()

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Signs in as an admin: the role comes only from the seed (or an admin), so the row is written as the seed does. */
async function adminToken() {
  return (await apiUser(server.base, { tag: 'admin', role: 'admin' })).access_token
}

describe('POST /api/v1/auth/register', () => {
  it('creates the user and answers its public fields, never the hash', async () => {
    const { response, body } = await apiRegister(server.base, { email: uniqueEmail().toUpperCase() })
    expect(response.status).toBe(201)
    const user = await response.json()
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      first_name: 'Avery',
      last_name: 'Stone',
      is_active: true,
      role: 'user',
    })
    expect(user).not.toHaveProperty('password_hash')
    const row = await getDb().User.findOne({ where: { email: body.email.toLowerCase() } })
    expect(row?.password_hash).toMatch(/^scrypt\$/)
    expect(row?.password_hash).not.toContain(GOOD_PASSWORD)
  })

  it('refuses a duplicate e-mail with a neutral message and keeps one row', async () => {
    const email = uniqueEmail()
    expect((await apiRegister(server.base, { email })).response.status).toBe(201)
    const { response } = await apiRegister(server.base, { email: email.toUpperCase() })
    expect(response.status).toBe(409)
    const { detail } = await response.json()
    expect(detail).toBe(DUPLICATE_EMAIL_MESSAGE)
    // It does not say that an account exists, nor name it.
    expect(detail).not.toMatch(/already exists|already registered/i)
    expect(detail.toLowerCase()).not.toContain(email)
    expect(await getDb().User.count({ where: { email } })).toBe(1)
  })

  it('registering the ADMIN_EMAIL address grants no admin role, at registration or at sign-in', async () => {
    const adminEmail = process.env.ADMIN_EMAIL!
    const { response } = await apiRegister(server.base, { email: adminEmail })
    expect(response.status).toBe(201)
    expect((await response.json()).role).toBe('user')
    const login = await apiLogin(server.base, adminEmail)
    expect(login.status).toBe(200)
    const { access_token, user } = await login.json()
    expect(user.role).toBe('user')
    const admin = await fetch(`${server.base}/api/v1/admin/users`, { headers: bearer(access_token) })
    expect(admin.status).toBe(403)
    expect((await getDb().User.findOne({ where: { email: adminEmail } }))?.role).toBe('user')
  })

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'lower1!case'],
    ['no lowercase', 'UPPER1!CASE'],
    ['no digit', 'NoDigits!!'],
    ['no special character', 'NoSpecial12'],
  ])('answers 422 with the policy message for a %s password', async (_case, password) => {
    const email = uniqueEmail()
    const { response } = await apiRegister(server.base, { email, password })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.detail).toEqual([{ loc: ['body', 'password'], msg: PASSWORD_POLICY_MESSAGE, type: 'custom' }])
    expect(await getDb().User.count({ where: { email } })).toBe(0)
  })

  it('lists every missing field with its location', async () => {
    const response = await fetch(`${server.base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    })
    expect(response.status).toBe(422)
    const { detail } = await response.json()
    const locs = detail.map((d: { loc: string[] }) => d.loc.join('.'))
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.first_name', 'body.last_name']))
  })

  it('answers 422 (not 500) to malformed JSON and to a non-object body', async () => {
    for (const body of ['{"email":', '[1,2]', '"text"']) {
      const response = await fetch(`${server.base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(422)
      expect((await response.json()).detail).toBeInstanceOf(Array)
    }
  })

  it('answers 405 to GET', async () => {
    const response = await fetch(`${server.base}/api/v1/auth/register`)
    expect(response.status).toBe(405)
    expect(await response.json()).toEqual({ detail: 'Method Not Allowed' })
  })
})

describe('POST /api/v1/auth/login', () => {
  it('returns the token fields and the user', async () => {
    const { body } = await apiRegister(server.base)
    const response = await apiLogin(server.base, body.email)
    expect(response.status).toBe(200)
    const tokens = await response.json()
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email: body.email } })
    expect(tokens.access_token.split('.')).toHaveLength(3)
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(40)
  })

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown e-mail', async () => {
    const { body } = await apiRegister(server.base)
    for (const response of [
      await apiLogin(server.base, body.email, 'Wrong!Pass1'),
      await apiLogin(server.base, uniqueEmail()),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Invalid email or password' })
    }
  })

  it('answers 422 when the body is JSON instead of form-encoded, or fields are missing', async () => {
    const asJson = await fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a@b.co', password: 'x' }),
    })
    expect(asJson.status).toBe(422)
    const missing = await fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=',
    })
    expect(missing.status).toBe(422)
    const { detail } = await missing.json()
    expect(detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(['body.username', 'body.password'])
  })
})

describe('GET /api/v1/auth/me', () => {
  it('answers the current user for a valid token', async () => {
    const tokens = await apiUser(server.base)
    const response = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(tokens.access_token) })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: tokens.user.id, email: tokens.email })
  })

  it('answers 401 "Not authenticated" without a token', async () => {
    const response = await fetch(`${server.base}/api/v1/auth/me`)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(await response.json()).toEqual({ detail: 'Not authenticated' })
  })

  it('answers 401 "Could not validate credentials" for a tampered token', async () => {
    const tokens = await apiUser(server.base)
    const [header, payload, signature] = tokens.access_token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(claims.sub + 1) })).toString('base64url')
    for (const token of [`${header}.${forged}.${signature}`, `${tokens.access_token}x`, 'garbage']) {
      const response = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(token) })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Could not validate credentials' })
    }
  })

  it('answers 401 for an expired token even though its session is live', async () => {
    const tokens = await apiUser(server.base)
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString())
    const expired = await new SignJWT({ sid: claims.sid, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('wealthpath')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(process.env.SESSION_SECRET))
    const response = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(expired) })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Could not validate credentials' })
  })
})

describe('POST /api/v1/auth/refresh', () => {
  const refresh = (token: string) =>
    fetch(`${server.base}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    })

  it('rotates: the new pair works, the used refresh token is refused afterwards', async () => {
    const tokens = await apiUser(server.base)
    const first = await refresh(tokens.refresh_token)
    expect(first.status).toBe(200)
    const rotated = await first.json()
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token)
    expect(rotated.token_type).toBe('bearer')
    const me = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(rotated.access_token) })
    expect(me.status).toBe(200)

    const reused = await refresh(tokens.refresh_token)
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({ detail: 'Could not validate credentials' })
  })

  it('treats reuse of an old refresh token as theft and ends the session', async () => {
    const tokens = await apiUser(server.base)
    const rotated = await (await refresh(tokens.refresh_token)).json()
    expect((await refresh(tokens.refresh_token)).status).toBe(401)
    // The thief's reuse revoked the session: the legitimate new tokens stop working too.
    expect((await refresh(rotated.refresh_token)).status).toBe(401)
    const me = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(rotated.access_token) })
    expect(me.status).toBe(401)
  })

  it('answers 422 without a refresh token and 401 for an unknown one', async () => {
    const missing = await fetch(`${server.base}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(missing.status).toBe(422)
    expect((await refresh('not-a-real-token')).status).toBe(401)
  })
})

describe('POST /api/v1/auth/logout', () => {
  it('revokes the session so its access token is refused', async () => {
    const tokens = await apiUser(server.base)
    const out = await fetch(`${server.base}/api/v1/auth/logout`, {
      method: 'POST',
      headers: bearer(tokens.access_token),
    })
    expect(out.status).toBe(200)
    const me = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(tokens.access_token) })
    expect(me.status).toBe(401)
    const session = await getDb().Session.findOne({ where: { user_id: tokens.user.id } })
    expect(session?.revoked_reason).toBe('signed_out')
  })
})

describe('admin API guard', () => {
  it('refuses a normal user with 403 and lets an admin in', async () => {
    const normal = await apiUser(server.base)
    const denied = await fetch(`${server.base}/api/v1/admin/users`, { headers: bearer(normal.access_token) })
    expect(denied.status).toBe(403)
    expect(await denied.json()).toEqual({ detail: 'Admin privileges required' })

    const allowed = await fetch(`${server.base}/api/v1/admin/users`, { headers: bearer(await adminToken()) })
    expect(allowed.status).toBe(200)
    const { users } = await allowed.json()
    expect(users.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([normal.email]))
    expect(users.filter((u: { role: string }) => u.role === 'admin').length).toBeGreaterThan(0)

    const anonymous = await fetch(`${server.base}/api/v1/admin/users`)
    expect(anonymous.status).toBe(401)
  })

  it('force-logout revokes every session of the user: their API token is refused', async () => {
    const token = await adminToken()
    const victim = await apiUser(server.base)
    const response = await fetch(`${server.base}/api/v1/admin/force-logout/${victim.user.id}`, {
      method: 'POST',
      headers: bearer(token),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ message: 'User logout initiated', sessions_revoked: 1 })
    const me = await fetch(`${server.base}/api/v1/auth/me`, { headers: bearer(victim.access_token) })
    expect(me.status).toBe(401)

    const bad = await fetch(`${server.base}/api/v1/admin/force-logout/abc`, { method: 'POST', headers: bearer(token) })
    expect(bad.status).toBe(400)
    const missing = await fetch(`${server.base}/api/v1/admin/force-logout/999999`, {
      method: 'POST',
      headers: bearer(token),
    })
    expect(missing.status).toBe(404)
  })
})

describe('unknown API paths', () => {
  it('answer JSON 404', async () => {
    const response = await fetch(`${server.base}/api/v1/nothing/here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not Found' })
  })
})
