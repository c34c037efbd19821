import { afterAll, beforeAll } from 'vitest'
import { startSimWorker } from '../../server/sim-worker-process.ts'
import { freePort } from './spawn-server.ts'
import { startTestServer } from './test-server.ts'

/** The built app in-process with a real sim-worker on a free port (SIM_WORKER_URL points at it). */
export async function startAppWithSimWorker() {
  const worker = await startSimWorker({ port: await freePort(), threads: 2 })
  process.env.SIM_WORKER_URL = worker.url
  const server = await startTestServer()
  let stopped = false
  /** Stops the sim-worker (a test may do this to see the app without it); safe to call twice. */
  const stopWorker = async () => {
    if (stopped) return
    stopped = true
    await worker.stop()
  }
  return {
    server,
    worker,
    stopWorker,
    async close() {
      await server.close()
      await stopWorker()
      delete process.env.SIM_WORKER_URL
    },
  }
}

/**
 * The app and its sim-worker for one test file: started before its tests, stopped after them.
 * `base` is read when a test runs, so `const server = useAppWithSimWorker()` sits at the top.
 */
export function useAppWithSimWorker() {
  let app: Awaited<ReturnType<typeof startAppWithSimWorker>> | undefined
  beforeAll(async () => {
    app = await startAppWithSimWorker()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
  })
  const running = () => {
    if (!app) throw new Error('the app is not running: use it inside a test or hook')
    return app
  }
  return {
    get base() {
      return running().server.base
    },
    /** Stops the sim-worker so a test can see the app without it. */
    stopWorker: () => running().stopWorker(),
  }
}
