import { isDatabaseUnavailable } from '../../db/connection.ts'
import { findLiveSessionByToken, revokeSession } from '../services/account/sessions.server.ts'
import { clearSessionCookie, readSessionToken } from './cookie.server.ts'

/** Ends the browser's session row (if any) and returns the headers that drop the cookie. */
export async function signOutBrowser(request: Request): Promise<Headers> {
  const token = await readSessionToken(request)
  if (token) {
    try {
      const session = await findLiveSessionByToken(token)
      if (session) await revokeSession(session.id, 'signed_out')
    } catch (error) {
      // Signing out must still drop the cookie when the database is down.
      if (!isDatabaseUnavailable(error)) throw error
    }
  }
  return new Headers({ 'Set-Cookie': await clearSessionCookie() })
}
