import { describe, expect, it } from 'vitest'
import {
  forgetUserReads,
  oncePerRequest,
  requestContextStorage,
  withOwnReads,
} from '../../app/infra/request-context.server.ts'

// Reads shared within one request: loaded once, dropped when the user's data changes, never kept
// when they fail, and not shared outside a request or with work that reads on its own.

function counter() {
  let loads = 0
  return { load: async () => ++loads, loads: () => loads }
}

const inRequest = <T>(work: () => Promise<T>) => requestContextStorage.run({ ip: '127.0.0.1', nonce: '' }, work)

describe('oncePerRequest', () => {
  it('loads once for callers at the same time and after, within one request', async () => {
    const rows = counter()
    await inRequest(async () => {
      const [a, b] = await Promise.all([
        oncePerRequest('user:1:entries', rows.load),
        oncePerRequest('user:1:entries', rows.load),
      ])
      expect([a, b, await oncePerRequest('user:1:entries', rows.load)]).toEqual([1, 1, 1])
    })
    expect(rows.loads()).toBe(1)
  })

  it("loads again after the user's data changed, and only that user's", async () => {
    const mine = counter()
    const theirs = counter()
    await inRequest(async () => {
      await oncePerRequest('user:1:entries', mine.load)
      await oncePerRequest('user:12:entries', theirs.load)
      forgetUserReads(1)
      expect(await oncePerRequest('user:1:entries', mine.load)).toBe(2)
      expect(await oncePerRequest('user:12:entries', theirs.load)).toBe(1)
    })
  })

  it('does not keep a failed read, nor share reads across requests or outside one', async () => {
    let attempts = 0
    const flaky = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('database busy')
      return attempts
    }
    await inRequest(async () => {
      await expect(oncePerRequest('user:1:entries', flaky)).rejects.toThrow('database busy')
      expect(await oncePerRequest('user:1:entries', flaky)).toBe(2)
    })
    const rows = counter()
    await inRequest(() => oncePerRequest('user:1:entries', rows.load))
    await inRequest(() => oncePerRequest('user:1:entries', rows.load))
    await oncePerRequest('user:1:entries', rows.load)
    expect(rows.loads()).toBe(3)
  })

  it('gives work run withOwnReads reads of its own', async () => {
    const rows = counter()
    await inRequest(async () => {
      await oncePerRequest('user:1:entries', rows.load)
      expect(await withOwnReads(() => oncePerRequest('user:1:entries', rows.load))).toBe(2)
      expect(await oncePerRequest('user:1:entries', rows.load)).toBe(1)
    })
  })
})
