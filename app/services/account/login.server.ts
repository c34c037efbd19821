import type { User } from '../../../db/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { logEvent } from '../../infra/event-log.server.ts'
import {
  loginThrottleState,
  recordLoginFailure,
  recordLoginSuccess,
  type ThrottleRefusal,
} from '../../infra/throttle.server.ts'
import { verifyCredentials } from './user.server.ts'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'

const tooMany = (refusal: ThrottleRefusal) =>
  new AppError(429, refusal.message, { headers: { 'Retry-After': String(refusal.retryAfterSeconds) } })

/**
 * One sign-in attempt, throttled per e-mail and per address; shared by the form and the API.
 * Refused: a 429 AppError (with Retry-After) while throttled, else a 401 one.
 *
 * A locked e-mail is refused whatever the password. A busy address (an office or a carrier's NAT
 * shared by many people) refuses guesses but not a right password for an e-mail with no failures
 * of its own in the window, so one person's typos or a spray from the same address cannot lock
 * everyone else out (issue 16, item 11); each e-mail still gets at most its own few guesses.
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
  const throttle = await loginThrottleState(email, ip)
  const refusal = throttle.byEmail ?? (throttle.emailFailures > 0 ? throttle.byAddress : null)
  if (refusal) {
    logEvent('WARNING', 'auth', `Sign-in throttled for ${email} from ${ip}`)
    throw tooMany(refusal)
  }
  const user = await verifyCredentials(email, password)
  if (!user) {
    await recordLoginFailure(email, ip)
    logEvent('INFO', 'auth', `Failed sign-in for ${email} from ${ip}`)
    if (throttle.byAddress) {
      logEvent('WARNING', 'auth', `Sign-in throttled for ${email} from ${ip}`)
      throw tooMany(throttle.byAddress)
    }
    throw new AppError(401, INVALID_CREDENTIALS_MESSAGE, { headers: { 'WWW-Authenticate': 'Bearer' } })
  }
  await recordLoginSuccess(email)
  logEvent('DEBUG', 'auth', `Signed in: ${email}`)
  return user
}
