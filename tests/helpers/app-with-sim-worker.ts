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
