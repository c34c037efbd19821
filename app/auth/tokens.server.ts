import { jwtVerify, SignJWT } from 'jose'
import { singleton } from '../../db/singleton.ts'
import { getEnv } from '../env.server.ts'
import { setBounded } from '../lib/bounded-map.ts'

const encoder = new TextEncoder()
const ISSUER = 'wealthpath'

export type AccessClaims = { userId: number; sessionId: number }

export async function signAccessToken({ userId, sessionId }: AccessClaims) {
  const env = getEnv()
  const token = await new SignJWT({ sid: sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${env.ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(encoder.encode(env.SESSION_SECRET[0]))
  return { token, expiresIn: env.ACCESS_TOKEN_TTL_SECONDS }
}

/**
 * Tokens whose signature was checked, with their claims and expiry: a client sends the same token on
 * every call for its lifetime, and checking an HS256 signature through WebCrypto (jose) took two async
 * crypto jobs per call. Only tokens that verified are kept (a forged one never gets in), each until its
 * `exp`; the session behind it is still looked up on every call, so sign-out and revocation apply at
 * once. Bounded: the oldest is dropped past the limit.
 */
const verified = () =>
  singleton('verified-access-tokens', () => new Map<string, AccessClaims & { expiresAt: number }>())
const MAX_VERIFIED = 10_000

/** Verifies against every configured secret so secrets can be rotated without signing everyone out. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  const known = verified().get(token)
  if (known) {
    if (Date.now() < known.expiresAt) return { userId: known.userId, sessionId: known.sessionId }
    verified().delete(token)
    return null
  }
  for (const secret of getEnv().SESSION_SECRET) {
    try {
      const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] })
      const userId = Number(payload.sub)
      const sessionId = Number(payload.sid)
      if (payload.typ !== 'access' || !Number.isInteger(userId) || !Number.isInteger(sessionId)) return null
      remember(token, { userId, sessionId }, payload.exp)
      return { userId, sessionId }
    } catch {
      // try the next secret
    }
  }
  return null
}

function remember(token: string, claims: AccessClaims, exp: number | undefined) {
  if (exp === undefined) return // every token we sign has one; one without is checked each time
  setBounded(verified(), token, { ...claims, expiresAt: exp * 1000 }, MAX_VERIFIED)
}
