// Keeps the host's sim-worker running: starts it, and when it dies (a crash, the OOM killer,
// someone's kill -9) starts it again after a delay that doubles on each failure in a row, so a
// worker that cannot start does not spin. A refused start (the port held by another process)
// is retried the same way, loudly, and the app never talks to that process: each start gets
// a fresh token (SIM_WORKER_INSTANCE) that the client and /health require on every answer.

import { randomBytes } from 'node:crypto'
import {
  type SimWorkerLog,
  type SimWorkerProcess,
  type StartSimWorkerOptions,
  startSimWorker,
} from './sim-worker-process.ts'

export interface SimWorkerBackoff {
  /** The first restart's delay; doubled after each failure in a row. */
  initialMs: number
  maxMs: number
  /** A worker that ran this long counts as healthy: the next restart starts from initialMs again. */
  resetAfterMs: number
}

export const DEFAULT_BACKOFF: SimWorkerBackoff = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 }

export interface SuperviseSimWorkerOptions extends StartSimWorkerOptions {
  backoff?: Partial<SimWorkerBackoff>
  /** Called with each worker that answered its health check, and with null and why when there is none. */
  onChange?: (worker: SimWorkerProcess | null, reason?: string) => void
}

export interface SupervisedSimWorker {
  url: string
  /** The running worker, or null while it is (re)starting or refused. */
  current(): SimWorkerProcess | null
  /** Settles after the first start attempt: true when a worker answers. */
  firstStart: Promise<boolean>
  /** Stops restarting and stops the worker. Safe to call twice. */
  stop(): Promise<void>
}

/** Like the worker's own relay: straight to the streams (console.error would trip tests that forbid it). */
const writeToOwnStreams: SimWorkerLog = (line, stream) => {
  ;(stream === 'stderr' ? process.stderr : process.stdout).write(`${line}\n`)
}

/**
 * Points the app's client (which reads process.env on each call, in the Remix build's own module
 * graph) at the supervised worker: SIM_WORKER_INSTANCE is the running worker's token, which every
 * answer must carry; SIM_WORKER_DOWN says why there is none, and then the client does not connect
 * at all, so nothing is sent to whatever else holds the port.
 */
export function publishToApp(url: string): NonNullable<SuperviseSimWorkerOptions['onChange']> {
  process.env.SIM_WORKER_URL = url
  // A value nothing answers with, until the first start has answered.
  process.env.SIM_WORKER_INSTANCE = randomBytes(16).toString('hex')
  process.env.SIM_WORKER_DOWN = 'The simulation service is starting'
  return (worker, reason) => {
    if (worker) {
      process.env.SIM_WORKER_INSTANCE = worker.instance
      delete process.env.SIM_WORKER_DOWN
    } else {
      // The last token stays: whatever takes the port meanwhile is refused all the same.
      process.env.SIM_WORKER_DOWN = reason ?? 'The simulation service is restarting'
    }
  }
}

function firstLine(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]
}

export function superviseSimWorker(options: SuperviseSimWorkerOptions): SupervisedSimWorker {
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff }
  const log = options.log ?? writeToOwnStreams
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`
  let current: SimWorkerProcess | null = null
  let stopping = false
  let wakeUp: (() => void) | null = null
  let settleFirst: (ok: boolean) => void = () => {}
  const firstStart = new Promise<boolean>((resolve) => (settleFirst = resolve))

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  /** One start and, when it answers, its whole life: how long it ran (null: it never answered) and why it ended. */
  async function runOnce(): Promise<{ ranMs: number | null; why: string }> {
    let worker: SimWorkerProcess
    try {
      worker = await startSimWorker({ ...options, log })
    } catch (error) {
      const why = `start refused or failed: ${error instanceof Error ? error.message : String(error)}`
      options.onChange?.(null, `The simulation service could not start: ${firstLine(error)}`)
      settleFirst(false)
      return { ranMs: null, why }
    }
    if (stopping) {
      await worker.stop()
      return { ranMs: 0, why: 'stopping' }
    }
    const startedAt = Date.now()
    current = worker
    options.onChange?.(worker)
    settleFirst(true)
    const { code, signal } = await worker.exited
    current = null
    options.onChange?.(
      null,
      stopping ? 'The simulation service has stopped' : 'The simulation service stopped unexpectedly and is restarting',
    )
    return { ranMs: Date.now() - startedAt, why: `died (code ${code}, signal ${signal})` }
  }

  const loop = (async () => {
    let failuresInARow = 0
    while (!stopping) {
      const { ranMs, why } = await runOnce()
      if (stopping) break
      if (ranMs !== null && ranMs >= backoff.resetAfterMs) failuresInARow = 0
      const delayMs = Math.min(backoff.initialMs * 2 ** failuresInARow, backoff.maxMs)
      failuresInARow++
      log(`[sim-worker] ${why}: restarting in ${delayMs} ms`, 'stderr')
      await sleep(delayMs)
    }
  })()

  return {
    url,
    current: () => current,
    firstStart,
    async stop() {
      stopping = true
      wakeUp?.()
      await current?.stop()
      await loop
      settleFirst(false)
    },
  }
}
