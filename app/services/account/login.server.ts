import type { User } from '../../../db/index.ts'
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from '../../infra/throttle.server.ts'
import { verifyCredentials } from './user.server.ts'

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'

export type LoginAttempt =
  | { ok: true; user: User }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/** One sign-in attempt, throttled per e-mail and per address; shared by the form and the API. */
export async function attemptLogin({
  email,
  password,
  ip,
}: {
  email: string
  password: string
  ip: string
}): Promise<LoginAttempt> {
  const verdict = await checkLoginAllowed(email, ip)
  if (!verdict.allowed)
    return { ok: false, status: 429, message: verdict.message, retryAfterSeconds: verdict.retryAfterSeconds }
  const user = await verifyCredentials(email, password)
  if (!user) {
    await recordLoginFailure(email, ip)
    return { ok: false, status: 401, message: INVALID_CREDENTIALS_MESSAGE }
  }
  await recordLoginSuccess(email)
  return { ok: true, user }
}
