import type { User } from '../../db/index.ts'
import { signAccessToken } from './tokens.server.ts'
import { createSession, rotateRefreshToken } from '../services/account/sessions.server.ts'
import { getUserById, toPublicUser } from '../services/account/user.server.ts'

export type TokenPair = {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  expires_in: number
  user: ReturnType<typeof toPublicUser>
}

/** Opens an API session and answers the token fields the old clients read. */
export async function issueTokens(user: User, request: Request): Promise<TokenPair> {
  const { session, refreshToken } = await createSession({ userId: user.id, kind: 'api', request })
  const { token, expiresIn } = await signAccessToken({ userId: user.id, sessionId: session.id })
  return {
    access_token: token,
    refresh_token: refreshToken ?? '',
    token_type: 'bearer',
    expires_in: expiresIn,
    user: toPublicUser(user),
  }
}

export async function refreshTokens(refreshToken: string): Promise<TokenPair | null> {
  const rotated = await rotateRefreshToken(refreshToken)
  if (!rotated.ok) return null
  const user = await getUserById(rotated.session.user_id)
  if (!user || !user.is_active) return null
  const { token, expiresIn } = await signAccessToken({ userId: user.id, sessionId: rotated.session.id })
  return {
    access_token: token,
    refresh_token: rotated.refreshToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    user: toPublicUser(user),
  }
}
