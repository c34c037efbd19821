import { jwtVerify, SignJWT } from 'jose'
import { getEnv } from '../env.server.ts'

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

/** Verifies against every configured secret so secrets can be rotated without signing everyone out. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  for (const secret of getEnv().SESSION_SECRET) {
    try {
      const { payload } = await jwtVerify(token, encoder.encode(secret), { issuer: ISSUER, algorithms: ['HS256'] })
      const userId = Number(payload.sub)
      const sessionId = Number(payload.sid)
      if (payload.typ !== 'access' || !Number.isInteger(userId) || !Number.isInteger(sessionId)) return null
      return { userId, sessionId }
    } catch {
      // try the next secret
    }
  }
  return null
}
