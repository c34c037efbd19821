import { getDb, type Role } from '../../db/index.ts'
import { issueTokens } from '../../app/auth/api-tokens.server.ts'
import { signInAndRedirect } from '../../app/auth/browser-session.server.ts'
import { getEnv } from '../../app/env.server.ts'
import { hashPassword } from '../../app/services/account/password.server.ts'
import { apiClient } from './api-client.ts'
import { Browser } from './test-server.ts'

// The one way tests get a signed-in user: the row is written straight to the database and the
// session is opened by the app's own sign-in functions, so no test pays for (or depends on) the
// registration and sign-in screens except the tests of those screens.

export const GOOD_PASSWORD = 'Str0ng!Passw0rd'

let counter = 0
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 6)}@example.org`
}

export type UserFields = {
  /** Names the e-mail (`tag.….@example.org`) so a failing test's rows are easy to find. */
  tag?: string
  email?: string
  password?: string
  first_name?: string
  last_name?: string
  role?: Role
}

/** A new active account; its password is GOOD_PASSWORD unless given. */
export async function createUser(fields: UserFields = {}) {
  const { tag = 'user', password = GOOD_PASSWORD, role = 'user' } = fields
  const email = (fields.email ?? uniqueEmail(tag)).toLowerCase()
  const row = await getDb().User.create({
    email,
    password_hash: await hashPassword(password, getEnv().PASSWORD_HASH_COST),
    first_name: fields.first_name ?? 'Avery',
    last_name: fields.last_name ?? 'Stone',
    role,
    last_login_at: null,
  })
  return { row, id: row.id, email, password }
}

export type TestUser = Awaited<ReturnType<typeof createUser>>

// Who a session row says it was opened for; tests sign in from the loopback address.
const TEST_CLIENT = { ip: '127.0.0.1', userAgent: 'wealthpath-tests' }

/**
 * An API session for the user: the login answer's fields (access_token, refresh_token, user),
 * the bearer `token` again under a short name, and a client that sends it.
 */
export async function signInApi(base: string, user: TestUser) {
  const tokens = await issueTokens(user.row, TEST_CLIENT)
  const token = tokens.access_token
  return { ...tokens, token, id: user.id, email: user.email, api: apiClient(base, token) }
}

/** A cookie-keeping browser (no JavaScript) holding a session for the user. */
export async function signInBrowser(base: string, user: TestUser) {
  // signInAndRedirect reads the client from the request that asked to sign in; this one stands in for it.
  const request = new Request(`${base}/login`, { headers: { 'user-agent': TEST_CLIENT.userAgent } })
  const response = await signInAndRedirect({ user: user.row, request, redirectTo: '/plan' })
  const browser = new Browser(base)
  browser.acceptCookies(response)
  return browser
}

/** A new account signed in for the API. */
export async function apiUser(base: string, fields: UserFields = {}) {
  return signInApi(base, await createUser(fields))
}

/** A new account signed in in a browser without JavaScript. */
export async function browserUser(base: string, fields: UserFields = {}) {
  const user = await createUser(fields)
  return { browser: await signInBrowser(base, user), userId: user.id, email: user.email, user }
}

// The registration and sign-in endpoints themselves, for the tests of those endpoints.

export async function apiRegister(base: string, overrides: Partial<Record<string, string>> = {}) {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD, first_name: 'Avery', last_name: 'Stone', ...overrides }
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { response, body }
}

export async function apiLogin(base: string, email: string, password = GOOD_PASSWORD, clientIp?: string) {
  return fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    // The test server trusts X-Forwarded-For (TRUST_PROXY), so a test can speak for another address.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: new URLSearchParams({ username: email, password }),
  })
}
