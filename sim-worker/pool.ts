// A fixed-size piscina pool with a bounded backlog and a per-task deadline.
//
// The bound is counted here, not left to piscina's `maxQueue`: piscina parks
// tasks that carry an AbortSignal in a separate queue that its `maxQueue` check
// never looks at, so with a timeout on every task its own limit never fires.

import { Piscina } from 'piscina'
import { type PackedResult, unpackResult } from './core/packed.ts'
import type { SimTask, SimTaskKind, SimTaskResult } from './tasks.ts'

/** The kinds whose results the worker sends packed in a moved buffer (worker.ts); unpacked here. */
const PACKED_KINDS: ReadonlySet<SimTaskKind> = new Set(['lifecycle'])

export class QueueFullError extends Error {
  override name = 'QueueFullError'
  constructor() {
    super('Simulation queue is full, try again shortly')
  }
}

export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`Simulation did not finish within ${timeoutMs} ms and was cancelled`)
  }
}

export class PoolClosedError extends Error {
  override name = 'PoolClosedError'
  constructor() {
    super('Simulation service is shutting down')
  }
}

export interface SimPoolOptions {
  threads: number
  /** How many tasks may wait while every thread is busy. */
  maxQueue: number
  /** Counted from submission, so time spent waiting in the queue is included. */
  taskTimeoutMs: number
}

export interface SimPoolStats {
  threads: number
  queue_size: number
  max_queue: number
  completed: number
  running: number
}

export interface SimPool {
  run<Kind extends SimTaskKind>(task: Extract<SimTask, { kind: Kind }>): Promise<SimTaskResult<Kind>>
  stats(): SimPoolStats
  /** Refuses new tasks, lets the accepted ones finish, then stops every thread. */
  drainAndDestroy(): Promise<void>
}

// Piscina wants a string, not a URL object, and resolves a relative path against
// the process's cwd rather than this module; a file: URL string is unambiguous.
const WORKER_MODULE = new URL('./worker.ts', import.meta.url).href

export function createSimPool({ threads, maxQueue, taskTimeoutMs }: SimPoolOptions): SimPool {
  const piscina = new Piscina({
    filename: WORKER_MODULE,
    minThreads: threads,
    maxThreads: threads,
    maxQueue, // kept for piscina's own bookkeeping; the real bound is `accepted` below
  })
  // An EventEmitter 'error' with no listener would take the whole service down.
  piscina.on('error', (error: unknown) => console.error('sim-worker: pool error:', error))

  const accepted = new Set<Promise<unknown>>()
  let completed = 0
  let closing = false

  async function runWithDeadline(task: SimTask): Promise<unknown> {
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(new TaskTimeoutError(taskTimeoutMs)), taskTimeoutMs)
    try {
      const result = await piscina.run(task, { signal: deadline.signal })
      completed++
      return PACKED_KINDS.has(task.kind) ? unpackResult(result as PackedResult) : result
    } catch (error) {
      // Piscina rejects with its own AbortError; report why we aborted instead.
      if (deadline.signal.aborted) throw deadline.signal.reason
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    run<Kind extends SimTaskKind>(task: Extract<SimTask, { kind: Kind }>): Promise<SimTaskResult<Kind>> {
      if (closing) return Promise.reject(new PoolClosedError())
      if (accepted.size >= threads + maxQueue) return Promise.reject(new QueueFullError())
      const running = runWithDeadline(task)
      accepted.add(running)
      const forget = () => accepted.delete(running)
      running.then(forget, forget)
      return running as Promise<SimTaskResult<Kind>>
    },

    stats(): SimPoolStats {
      const running = Math.min(accepted.size, threads)
      return {
        threads,
        queue_size: accepted.size - running,
        max_queue: maxQueue,
        completed,
        running,
      }
    },

    async drainAndDestroy(): Promise<void> {
      closing = true
      await Promise.allSettled([...accepted])
      await piscina.destroy()
    },
  }
}
