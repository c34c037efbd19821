import { describe, expect, it } from 'vitest'
import { AppError } from '../../app/lib/app-error.ts'
import { SimulationQueue, type SimulationQueueLimits } from '../../app/infra/simulation-queue.server.ts'

// The app's queue in front of the sim-worker: per-user caps refused with 429 + Retry-After,
// free slots handed out round-robin over the users that wait.

const LIMITS: SimulationQueueLimits = {
  slots: 2,
  perUserRunning: 1,
  lightWork: 100,
  perUserWaiting: 20,
  perUserWork: 1_000,
  maxWaiting: 100,
  maxWaitMs: 5_000,
  abandonedHoldMs: 0,
}

/** A task the test finishes by hand, recording when it started. */
function manualTask(log: string[], name: string) {
  let finish: (value: string) => void = () => {}
  let fail: (error: unknown) => void = () => {}
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(name)
      finish = resolve
      fail = reject
    })
  return { task, finish: () => finish(name), fail: (error: unknown) => fail(error) }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('simulation queue', () => {
  it('serves a second user at the next free slot although the first has many waiting', async () => {
    const queue = new SimulationQueue({ ...LIMITS, slots: 1 })
    const started: string[] = []
    const floods = Array.from({ length: 6 }, (_, i) => manualTask(started, `a${i}`))
    const floodRuns = floods.map((f) => queue.run(1, 10, f.task))
    const other = manualTask(started, 'b0')
    const otherRun = queue.run(2, 10, other.task)
    await tick()
    expect(started).toEqual(['a0'])
    floods[0].finish()
    await tick()
    // Round-robin: user 2 goes before user 1's second request, which was queued earlier.
    expect(started).toEqual(['a0', 'b0'])
    other.finish()
    expect(await otherRun).toBe('b0')
    for (const f of floods.slice(1)) {
      await tick()
      f.finish()
    }
    expect(await Promise.all(floodRuns)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5'])
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, users: 0 })
  })

  it('keeps a slot for others: one user runs at most perUserRunning heavy runs at once', async () => {
    const queue = new SimulationQueue(LIMITS)
    const started: string[] = []
    const a = [manualTask(started, 'a0'), manualTask(started, 'a1')]
    const runs = a.map((t) => queue.run(1, 200, t.task))
    await tick()
    expect(started).toEqual(['a0'])
    const b = manualTask(started, 'b0')
    const bRun = queue.run(2, 10, b.task)
    await tick()
    expect(started).toEqual(['a0', 'b0'])
    b.finish()
    a[0].finish()
    await tick()
    a[1].finish()
    await Promise.all([...runs, bRun])
  })

  it('lets light runs use a free slot beyond the per-user cap when no one else waits, never heavy ones', async () => {
    const queue = new SimulationQueue(LIMITS)
    const started: string[] = []
    const light = [manualTask(started, 'light0'), manualTask(started, 'light1')]
    const lightRuns = light.map((t) => queue.run(1, 50, t.task))
    await tick()
    expect(started).toEqual(['light0', 'light1'])
    for (const t of light) t.finish()
    await Promise.all(lightRuns)

    const heavy = [manualTask(started, 'heavy0'), manualTask(started, 'heavy1')]
    const heavyRuns = heavy.map((t) => queue.run(3, 400, t.task))
    await tick()
    expect(started.slice(2)).toEqual(['heavy0'])
    // The second slot stays free for someone else.
    const other = manualTask(started, 'other')
    const otherRun = queue.run(4, 400, other.task)
    await tick()
    expect(started.slice(2)).toEqual(['heavy0', 'other'])
    other.finish()
    heavy[0].finish()
    await tick()
    heavy[1].finish()
    await Promise.all([...heavyRuns, otherRun])
  })

  it('refuses with 429 and Retry-After when a user is over their work (paths × months)', async () => {
    const queue = new SimulationQueue(LIMITS)
    const started: string[] = []
    const heavy = manualTask(started, 'heavy')
    const heavyRun = queue.run(1, 900, heavy.task)
    const refused = await refusalOf(queue.run(1, 200, manualTask(started, 'more').task))
    expect(refused.status).toBe(429)
    expect(refused.headers?.['Retry-After']).toMatch(/^\d+$/)
    expect(refused.message).toMatch(/path-months/)
    // Another user is not affected, and the first may go on once the heavy run is done.
    const other = manualTask(started, 'other')
    const otherRun = queue.run(2, 900, other.task)
    await tick()
    other.finish()
    heavy.finish()
    await Promise.all([heavyRun, otherRun])
    const again = manualTask(started, 'again')
    const againRun = queue.run(1, 200, again.task)
    await tick()
    again.finish()
    expect(await againRun).toBe('again')
  })

  it('lets a run larger than the whole allowance go alone, never beside another of the same user', async () => {
    const queue = new SimulationQueue(LIMITS)
    const started: string[] = []
    const huge = manualTask(started, 'huge')
    const hugeRun = queue.run(1, 5_000, huge.task)
    expect((await refusalOf(queue.run(1, 1, manualTask(started, 'tiny').task))).status).toBe(429)
    await tick()
    huge.finish()
    expect(await hugeRun).toBe('huge')
  })

  it('refuses with 429 when a user has too many waiting', async () => {
    const queue = new SimulationQueue({ ...LIMITS, perUserWaiting: 2 })
    const started: string[] = []
    const tasks = Array.from({ length: 3 }, (_, i) => manualTask(started, `a${i}`))
    const runs = tasks.map((t) => queue.run(1, 200, t.task))
    expect((await refusalOf(queue.run(1, 200, manualTask(started, 'a3').task))).status).toBe(429)
    for (const t of tasks) {
      await tick()
      t.finish()
    }
    await Promise.all(runs)
  })

  it('gives up on a request that waited too long with 503, and forgets its work', async () => {
    const queue = new SimulationQueue({ ...LIMITS, slots: 1, maxWaitMs: 50 })
    const started: string[] = []
    const first = manualTask(started, 'first')
    const firstRun = queue.run(1, 10, first.task)
    const waited = await refusalOf(queue.run(2, 10, manualTask(started, 'second').task))
    expect(waited.status).toBe(503)
    expect(started).toEqual(['first'])
    first.finish()
    await firstRun
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, users: 0 })
  })

  it('keeps the slot of a run the app stopped waiting for until the worker has cancelled it', async () => {
    const queue = new SimulationQueue({ ...LIMITS, slots: 1, abandonedHoldMs: 80 })
    const started: string[] = []
    const slow = manualTask(started, 'slow')
    const slowRun = queue.run(1, 10, slow.task, (error) => error === 'timeout')
    await tick()
    slow.fail('timeout')
    await expect(slowRun).rejects.toBe('timeout')
    const next = manualTask(started, 'next')
    const nextRun = queue.run(2, 10, next.task)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(started).toEqual(['slow'])
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(started).toEqual(['slow', 'next'])
    next.finish()
    await nextRun
  })
})
