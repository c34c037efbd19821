import { describe, expect, it } from 'vitest'
import { cached } from '../../app/infra/cache.server.ts'

// The in-process cache (no REDIS_URL); the environment check wants a session secret.
delete process.env.REDIS_URL
process.env.SESSION_SECRET ??= 'unit-secret-0123456789abcdef-0123'
const parse = (raw: unknown) => (typeof raw === 'number' ? raw : null)

function slowCounter() {
  let calls = 0
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  return {
    compute: async () => {
      calls++
      await gate
      return 42
    },
    calls: () => calls,
    release: () => release(),
  }
}

describe('cached: concurrent misses', () => {
  it('share one compute for the same key', async () => {
    const counter = slowCounter()
    const key = `single-flight-${Math.random()}`
    const requests = Array.from({ length: 10 }, () => cached({ key, ttlSeconds: 60, parse, compute: counter.compute }))
    counter.release()
    const answers = await Promise.all(requests)
    expect(counter.calls()).toBe(1)
    expect(answers.map((a) => a.value)).toEqual(Array(10).fill(42))
    // And the next caller reads what the compute stored.
    expect(await cached({ key, ttlSeconds: 60, parse, compute: counter.compute })).toEqual({ value: 42, hit: true })
    expect(counter.calls()).toBe(1)
  })

  it('compute once per key, and a forced recompute runs on its own', async () => {
    const counter = slowCounter()
    const keyA = `single-flight-a-${Math.random()}`
    const keyB = `single-flight-b-${Math.random()}`
    const first = cached({ key: keyA, ttlSeconds: 60, parse, compute: counter.compute })
    await new Promise((resolve) => setTimeout(resolve, 0)) // the first call is computing now
    const forced = cached({ key: keyA, ttlSeconds: 60, parse, compute: counter.compute, bypass: true })
    const other = cached({ key: keyB, ttlSeconds: 60, parse, compute: counter.compute })
    counter.release()
    await Promise.all([first, forced, other])
    expect(counter.calls()).toBe(3)
  })

  it('a failed compute fails its waiters and is not remembered', async () => {
    const key = `single-flight-fail-${Math.random()}`
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error('worker down')
    }
    const both = [
      cached({ key, ttlSeconds: 60, parse, compute: failing }),
      cached({ key, ttlSeconds: 60, parse, compute: failing }),
    ]
    await expect(Promise.all(both)).rejects.toThrow('worker down')
    expect(calls).toBe(1)
    expect(await cached({ key, ttlSeconds: 60, parse, compute: async () => 7 })).toEqual({ value: 7, hit: false })
  })
})
