import type { User } from '../../db/index.ts'
import { signAccessToken } from './tokens.server.ts'
import {
  createSession,
  invalidRefreshToken,
  rotateRefreshToken,
  type SessionClient,
} from '../services/account/sessions.server.ts'
import { getUserById, toPublicUser } from '../services/account/user.server.ts'

export type TokenPair = {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  expires_in: number
  user: ReturnType<typeof toPublicUser>
}

async function tokenPair(user: User, sessionId: number, refreshToken: string): Promise<TokenPair> {
  const { token, expiresIn } = await signAccessToken({ userId: user.id, sessionId })
  return {
    access_token: token,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    user: toPublicUser(user),
  }
}

/** Opens an API session and answers the token fields the old clients read. */
export async function issueTokens(user: User, client: SessionClient): Promise<TokenPair> {
  const { session, refreshToken } = await createSession({ userId: user.id, kind: 'api', client })
  return tokenPair(user, session.id, refreshToken ?? '')
}

/** A new pair for a refresh token; a 401 AppError when the token or its user is no longer good. */
export async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(refreshToken)
  const user = await getUserById(rotated.session.user_id)
  if (!user || !user.is_active) throw invalidRefreshToken()
  return tokenPair(user, rotated.session.id, rotated.refreshToken)
}
