import { afterEach, describe, expect, it, vi } from 'vitest'

process.env.SESSION_SECRET ??= 'unit-secret-0123456789abcdef-0123'
const { signAccessToken, verifyAccessToken } = await import('../../app/auth/tokens.server.ts')

// Access tokens: a verified token is remembered until its expiry, never beyond it, and nothing that
// failed verification is remembered.
describe('access tokens', () => {
  afterEach(() => vi.useRealTimers())

  it('verifies a signed token, again from memory, and refuses it once expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
    const { token, expiresIn } = await signAccessToken({ userId: 7, sessionId: 70 })
    expect(await verifyAccessToken(token)).toEqual({ userId: 7, sessionId: 70 })
    expect(await verifyAccessToken(token)).toEqual({ userId: 7, sessionId: 70 })
    vi.setSystemTime(new Date(Date.parse('2026-01-01T00:00:00Z') + expiresIn * 1000 + 1))
    expect(await verifyAccessToken(token)).toBeNull()
    expect(await verifyAccessToken(token)).toBeNull()
  })

  it('refuses a token changed after a good one was remembered', async () => {
    const { token } = await signAccessToken({ userId: 8, sessionId: 80 })
    expect(await verifyAccessToken(token)).toEqual({ userId: 8, sessionId: 80 })
    const [header, payload, signature] = token.split('.')
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '9' }),
    )
    expect(await verifyAccessToken(`${header}.${otherUser.toString('base64url')}.${signature}`)).toBeNull()
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A'
    expect(
      await verifyAccessToken(`${header}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`),
    ).toBeNull()
  })
})
