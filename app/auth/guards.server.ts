import { redirect } from '@remix-run/node'
import { isDatabaseUnavailable } from '../../db/connection.ts'
import type { Session, User } from '../../db/index.ts'
import { apiError, DATABASE_UNAVAILABLE_DETAIL } from '../http/api.server.ts'
import { serviceUnavailable } from '../http/screen.server.ts'
import { noteDataVersion } from '../infra/data-version.server.ts'
import { noteRequestUser, oncePerRequest } from '../infra/request-context.server.ts'
import { findLiveSessionById, findLiveSessionByToken } from '../services/account/sessions.server.ts'
import { readSessionToken } from './cookie.server.ts'
import { verifyAccessToken } from './tokens.server.ts'

export type Authenticated = { user: User; session: Session }

function liveUserFor(session: Session | null): Authenticated | null {
  if (!session) return null
  // Both session finders read the user with the session (null when the row is gone).
  const user = session.user
  if (!user || !user.is_active) return null
  noteRequestUser(user.id)
  // The row was read just now: the request's services key their caches on this version without a read.
  noteDataVersion(user.id, user.data_version)
  return { user, session }
}

/** The browser's signed-in user, or null. */
export async function getBrowserAuth(request: Request): Promise<Authenticated | null> {
  const token = await readSessionToken(request)
  if (!token) return null
  try {
    return await oncePerRequest(`auth:${token}`, () => findLiveSessionByToken(token).then(liveUserFor))
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable()
    throw error
  }
}

export function safeRedirectTo(to: string | null | undefined, fallback = '/plan') {
  // Browsers drop tabs and newlines inside URLs and read "\\" as "/", so "/\t/evil.example" or
  // "/\\evil.example" would leave the site: any control character or backslash is refused, and
  // what is left must be a path that stays on this origin once parsed (issue 16, item 4).
  if (!to || !to.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(to) || to.startsWith('//')) return fallback
  const base = 'http://wealthpath.invalid'
  let url: URL
  try {
    url = new URL(to, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** Screens: the signed-in user, or a redirect to the sign-in page that comes back here. */
export async function requireUser(request: Request): Promise<Authenticated> {
  const auth = await getBrowserAuth(request)
  if (auth) return auth
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`)
}

export async function requireAdmin(request: Request): Promise<Authenticated> {
  const auth = await requireUser(request)
  if (auth.user.role !== 'admin') {
    throw new Response('Only administrators can open this page.', { status: 403, statusText: 'Forbidden' })
  }
  return auth
}

export async function requireAnonymous(request: Request) {
  if (await getBrowserAuth(request)) throw redirect('/plan')
}

/** API: the bearer token's user, or a 401 JSON answer (never a redirect). */
export async function requireApiUser(request: Request): Promise<Authenticated> {
  const header = request.headers.get('authorization')
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  if (!match) throw apiError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' })
  const claims = await verifyAccessToken(match[1])
  let auth: Authenticated | null = null
  try {
    auth = claims ? liveUserFor(await findLiveSessionById(claims.sessionId)) : null
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw apiError(503, DATABASE_UNAVAILABLE_DETAIL, { 'Retry-After': '10' })
    throw error
  }
  if (!auth || !claims || auth.user.id !== claims.userId) {
    throw apiError(401, 'Could not validate credentials', { 'WWW-Authenticate': 'Bearer' })
  }
  return auth
}

export async function requireApiAdmin(request: Request): Promise<Authenticated> {
  const auth = await requireApiUser(request)
  if (auth.user.role !== 'admin') throw apiError(403, 'Admin privileges required')
  return auth
}

// Without its database the app can only render the home page's Connection Error card.
export async function getBrowserAuthOrUnavailable(request: Request, isHome: boolean) {
  try {
    return await getBrowserAuth(request)
  } catch (error) {
    if (isHome && error instanceof Response && error.status === 503) return null
    throw error
  }
}
