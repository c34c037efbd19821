import type { User } from '../../../db/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { logEvent } from '../../infra/event-log.server.ts'
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../../infra/throttle.server.ts'
import { verifyCredentials } from './user.server.ts'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'

/**
 * One sign-in attempt, throttled per e-mail and per address; shared by the form and the API.
 * Refused: a 429 AppError (with Retry-After) while throttled, else a 401 one.
 */
export async function attemptLogin({
  email,
  password,
  ip,
}: {
  email: string
  password: string
  ip: string
}): Promise<User> {
  const verdict = await checkLoginAllowed(email, ip)
  if (!verdict.allowed) {
    logEvent('WARNING', 'auth', `Sign-in throttled for ${email} from ${ip}`)
    throw new AppError(429, verdict.message, { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } })
  }
  const user = await verifyCredentials(email, password)
  if (!user) {
    await recordLoginFailure(email, ip)
    logEvent('INFO', 'auth', `Failed sign-in for ${email} from ${ip}`)
    throw new AppError(401, INVALID_CREDENTIALS_MESSAGE, { headers: { 'WWW-Authenticate': 'Bearer' } })
  }
  await recordLoginSuccess(email)
  logEvent('DEBUG', 'auth', `Signed in: ${email}`)
  return user
}
