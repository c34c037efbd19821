import { createCookie } from '@remix-run/node'
import { cookieSecure, getEnv } from '../env.server.ts'

// The cookie carries only the session's random token; everything else is a row.
function sessionCookie() {
  const env = getEnv()
  return createCookie('wp_session', {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(env),
    path: '/',
    secrets: env.SESSION_SECRET,
    maxAge: env.SESSION_TTL_DAYS * 86_400,
  })
}

export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

export function serializeSessionCookie(token: string) {
  return sessionCookie().serialize(token)
}

export function clearSessionCookie() {
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
