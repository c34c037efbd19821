import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../app/services/account/password.server.ts'

describe('password hashing', () => {
  it('salts every hash and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret!123', 1024), hashPassword('Secret!123', 1024)])
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('Secret!123', a)).toBe(true)
    expect(await verifyPassword('Secret!124', a)).toBe(false)
  })

  it('rejects a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
  })
})
