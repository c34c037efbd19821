import { describe, expect, it, vi } from 'vitest'
import { singleton } from '../../db/singleton.ts'
import { writeTransaction } from '../../db/write-transaction.ts'

// The per-user turns of writeTransaction (issue 16): a stand-in for MariaDB that runs every
// transaction at once, so any ordering seen here comes from the turns alone.
vi.mock('../../db/connection.ts', () => ({
  getSequelize: () => ({
    getDialect: () => 'mysql',
    transaction: <T>(work: (transaction: object) => Promise<T>) => work({}),
  }),
}))

const queues = () => singleton('write-turns', () => new Map<string, Promise<unknown>>())
const pause = () => new Promise((resolve) => setTimeout(resolve, 2))

function tracker() {
  let running = 0
  let most = 0
  const order: number[] = []
  return {
    order,
    most: () => most,
    write: (n: number) => async () => {
      running++
      most = Math.max(most, running)
      await pause()
      order.push(n)
      running--
      return n
    },
  }
}

describe('writeTransaction turns', () => {
  it("runs one user's writes one at a time, in the order they came", async () => {
    const writes = tracker()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => writeTransaction({ userId: 1 }, writes.write(n))),
    )
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n))
    expect(writes.order).toEqual(results)
    expect(writes.most()).toBe(1)
  })

  it("lets different users' writes run side by side", async () => {
    const writes = tracker()
    await Promise.all(Array.from({ length: 5 }, (_, n) => writeTransaction({ userId: 100 + n }, writes.write(n))))
    expect(writes.most()).toBe(5)
  })

  it('a failed write rejects its caller and the next write still runs', async () => {
    const failing = writeTransaction({ userId: 2 }, async () => {
      await pause()
      throw new Error('refused')
    })
    const next = writeTransaction({ userId: 2 }, async () => 'stored')
    await expect(failing).rejects.toThrow('refused')
    await expect(next).resolves.toBe('stored')
  })

  it('forgets a user once their last write settles', async () => {
    await Promise.allSettled([
      writeTransaction({ userId: 3 }, async () => 'one'),
      writeTransaction({ userId: 3 }, async () => {
        throw new Error('refused')
      }),
      writeTransaction({ userId: 4 }, async () => 'three'),
    ])
    await pause()
    expect([...queues().keys()]).toEqual([])
  })
})
