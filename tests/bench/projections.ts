import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'

// Projections end to end through the app (HTTP → service → sim-worker pool), one JSON line per case.
const dir = path.resolve('tests/.tmp/bench-projections')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'bench.sqlite')}`,
  SESSION_SECRET: 'bench-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
})

async function freePort() {
  const s = net.createServer()
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const { port } = s.address() as net.AddressInfo
  await new Promise((resolve) => s.close(resolve))
  return port
}

const { createSequelize, closeSequelize } = await import('../../db/connection.ts')
const { migrateUp } = await import('../../db/migrate.ts')
const migrator = createSequelize(process.env.DATABASE_URL!)
await migrateUp(migrator)
await migrator.close()

const { startSimWorker } = await import('../../server/sim-worker-process.ts')
const worker = await startSimWorker({ port: await freePort(), log: () => {} })
process.env.SIM_WORKER_URL = worker.url

const { getEnv } = await import('../../app/env.server.ts')
const { createApp } = await import('../../server/app.ts')
const { seedDemoHousehold } = await import('../../seeds/demo-household.ts')
const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
const server = createApp({ env: getEnv(), build }).listen(0, '127.0.0.1')
await new Promise<void>((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`

const email = 'bench.projections@example.org'
const register = await fetch(`${base}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'Bench!Pass1', first_name: 'B', last_name: 'P' }),
})
const user = (await register.json()) as { id: number }
await seedDemoHousehold(user.id)
const { access_token } = (await (
  await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `username=${encodeURIComponent(email)}&password=Bench!Pass1`,
  })
).json()) as { access_token: string }
const headers = { authorization: `Bearer ${access_token}` }

const times: number[] = []
for (let i = 0; i < 55; i++) {
  const started = performance.now()
  const response = await fetch(`${base}/api/v1/projections/comprehensive?years=30&force_recalculate=true`, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  if (i >= 5) times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
console.log(
  JSON.stringify({
    case: 'app_default_request',
    paths: 1000,
    years: 30,
    requests: times.length,
    median_ms: Math.round(at(50) * 10) / 10,
    p95_ms: Math.round(at(95) * 10) / 10,
    target_median_ms: 50,
  }),
)

const histogram = monitorEventLoopDelay({ resolution: 1 })
histogram.enable()
const started = performance.now()
const big = await fetch(`${base}/api/v1/projections/comprehensive?years=30&monte_carlo_iterations=10000&force_recalculate=true`, { headers })
await big.arrayBuffer()
histogram.disable()
console.log(
  JSON.stringify({
    case: 'app_event_loop_delay_during_10000_paths',
    status: big.status,
    request_ms: Math.round(performance.now() - started),
    max_event_loop_delay_ms: Math.round((histogram.max / 1e6) * 10) / 10,
    target_ms: 20,
  }),
)

server.close()
await worker.stop()
await closeSequelize()
