// sim-worker entry point: a small JSON HTTP service in front of a thread pool.
// Start: deno task --config sim-worker/deno.json start (or via server/sim-worker-process.ts).

import denoConfig from './deno.json' with { type: 'json' }
import { loadSimWorkerConfigOrExit } from './config.ts'
import { createRequestHandler } from './http.ts'
import { createSimPool } from './pool.ts'

const version = denoConfig.version
const config = loadSimWorkerConfigOrExit()
const pool = createSimPool(config)
const handleRequest = createRequestHandler({ pool, version, instance: config.instance })

function requestLine(request: Request, status: number, startedAt: number): string {
  const elapsedMs = Math.round(performance.now() - startedAt)
  return `${request.method} ${new URL(request.url).pathname} ${status} ${elapsedMs}ms`
}

let server: Deno.HttpServer
try {
  server = Deno.serve(
    {
      hostname: config.host,
      port: config.port,
      onListen: ({ hostname, port }) =>
        console.log(
          `sim-worker ${version} listening on http://${hostname}:${port} (${config.threads} threads, queue ${config.maxQueue}, timeout ${config.taskTimeoutMs} ms)`,
        ),
    },
    async (request) => {
      const startedAt = performance.now()
      const response = await handleRequest(request)
      // Written once the answer is on its way: the line goes to the app's process too (the supervisor relays
      // it), and written first it reached the app before the answer it logs. Written after it, the time from
      // this handler's return to the app holding the answer went from 1.08 to 0.67–0.76 ms (medians of 400
      // forced projection misses, 27 Nov 2026). The line is made now: once answered, the request is gone.
      const line = requestLine(request, response.status, startedAt)
      setTimeout(() => console.log(line), 0)
      return response
    },
  )
} catch (error) {
  // Typically the port is taken: say so plainly instead of a stack trace.
  console.error(
    `sim-worker: cannot listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : error}`,
  )
  await pool.drainAndDestroy()
  Deno.exit(1)
}

let shuttingDown = false

async function shutDown(signal: Deno.Signal): Promise<void> {
  if (shuttingDown) {
    // Ctrl-C twice means "now". A repeated SIGTERM is ignored: under `npm start`
    // a Ctrl-C reaches this process and the Node host, which then sends SIGTERM
    // too, and the host escalates to SIGKILL itself if draining takes too long.
    if (signal !== 'SIGINT') return
    console.log('sim-worker: SIGINT again, exiting without draining')
    Deno.exit(1)
  }
  shuttingDown = true
  console.log(`sim-worker: ${signal} received, finishing in-flight requests`)
  // Stops accepting first, then resolves once every in-flight request has been
  // answered, which is also when every accepted pool task has settled.
  await server.shutdown()
  await pool.drainAndDestroy()
  console.log('sim-worker: stopped')
  Deno.exit(0)
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  Deno.addSignalListener(signal, () => void shutDown(signal))
}
