import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { closeSequelize } from '../db/connection.ts'
import { EnvError, getEnv } from '../app/env.server.ts'
import { closeRedis } from '../app/infra/redis.server.ts'
import { createApp } from './app.ts'
import { ensureEmbeddedSessionSecret } from './embedded-secret.ts'
import { publishToApp, superviseSimWorker, type SupervisedSimWorker } from './sim-worker-supervisor.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildPath = path.join(root, 'build/index.js')

function loadEnv() {
  process.env.DATABASE_URL ??= 'file:./data/wealthpath.sqlite'
  const secretFile = ensureEmbeddedSessionSecret(process.env)
  try {
    const env = getEnv()
    if (secretFile)
      console.log(
        `[server] SESSION_SECRET not set: using the embedded secret in ${path.relative(process.cwd(), secretFile)}`,
      )
    return env
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

async function main() {
  const env = loadEnv()

  let simWorker: SupervisedSimWorker | null = null
  if (!env.SIM_WORKER_URL && process.env.SIM_WORKER_AUTOSTART !== 'false') {
    // Set before the first start answers, so health reports the worker as failing (and the client
    // refuses whatever else holds the port) rather than it being silently missing.
    const onChange = publishToApp(`http://127.0.0.1:${env.SIM_WORKER_PORT}`)
    simWorker = superviseSimWorker({ port: env.SIM_WORKER_PORT, onChange })
    if (!(await simWorker.firstStart)) {
      console.error('[server] the sim-worker did not start (see above); retrying in the background')
    }
  }

  const development = env.NODE_ENV === 'development'
  const build = development
    ? // Re-import on each request in development so `remix dev` rebuilds are picked up.
      async () => (await import(`${pathToFileURL(buildPath).href}?t=${Date.now()}`)) as ServerBuild
    : ((await import(pathToFileURL(buildPath).href)) as ServerBuild)

  const app = createApp({ env, build, devSocket: development ? 'ws://localhost:*' : undefined })
  const server = app.listen(env.PORT, () => {
    console.log(`[server] WealthPath listening on http://localhost:${env.PORT} (${env.NODE_ENV})`)
  })
  server.keepAliveTimeout = 65_000

  let shuttingDown = false
  const shutdown = async (signal: string) => {
    if (shuttingDown) return
    shuttingDown = true
    console.log(`[server] ${signal}: draining requests`)
    // A deadline for the whole shutdown: closing a pool waits for its database's goodbye, which a
    // hung database never sends (issue 16, item 7). Past it, connections are cut and the process exits.
    const deadline = env.SHUTDOWN_TIMEOUT_MS
    setTimeout(() => {
      console.error(`[server] shutdown did not finish within ${deadline} ms: exiting`)
      process.exit(1)
    }, deadline).unref()
    const forced = setTimeout(() => server.closeAllConnections(), deadline / 2).unref()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    clearTimeout(forced)
    await Promise.allSettled([closeSequelize(), closeRedis(), simWorker?.stop()])
    console.log('[server] stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

void main()
