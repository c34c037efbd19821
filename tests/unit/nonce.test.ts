import { describe, expect, it } from 'vitest'
import { nextNonce } from '../../server/nonce.ts'

// Nonces are cut from blocks of random bytes, 256 to a block (server/nonce.ts).
describe('script nonces', () => {
  it('gives 16 random bytes each, never the same twice, across several blocks', () => {
    const nonces = Array.from({ length: 256 * 4 + 7 }, () => nextNonce())
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    // Random bytes, not a counter: the first bytes of the nonces take many values.
    expect(new Set(nonces.map((nonce) => Buffer.from(nonce, 'base64')[0])).size).toBeGreaterThan(200)
  })
})
