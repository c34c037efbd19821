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

describe('cached: hits from this process', () => {
  const asRecord = (raw: unknown) => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : null)

  it('hand out the stored value as JSON gives it back, frozen all the way down, without parsing again', async () => {
    const key = `frozen-${Math.random()}`
    const when = new Date('2026-01-02T03:04:05Z')
    const compute = async () => ({ when, nested: { list: [1, { deep: true }] }, gone: undefined })
    await cached({ key, ttlSeconds: 60, parse: asRecord, compute })
    const first = await cached({ key, ttlSeconds: 60, parse: asRecord, compute })
    const second = await cached({ key, ttlSeconds: 60, parse: asRecord, compute })
    expect(first.hit).toBe(true)
    expect(first.value).toEqual({ when: '2026-01-02T03:04:05.000Z', nested: { list: [1, { deep: true }] } })
    expect(second.value).toBe(first.value)
    const nested = first.value.nested as { list: [number, { deep: boolean }] }
    expect(() => (nested.list[1].deep = false)).toThrow(TypeError)
    expect(() => nested.list.push(2)).toThrow(TypeError)
    expect(nested.list[1].deep).toBe(true)
  })

  it('recompute when the stored value no longer passes `parse`', async () => {
    const key = `reparse-${Math.random()}`
    await cached({ key, ttlSeconds: 60, parse: asRecord, compute: async () => ({ version: 1 }) })
    const newer = (raw: unknown) => (asRecord(raw)?.version === 2 ? (raw as { version: 2 }) : null)
    const answer = await cached({ key, ttlSeconds: 60, parse: newer, compute: async () => ({ version: 2 as const }) })
    expect(answer).toEqual({ value: { version: 2 }, hit: false })
  })
})
