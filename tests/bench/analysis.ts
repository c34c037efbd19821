import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'

// The intelligence analysis end to end (HTTP → service → four Monte Carlo scenarios in the
// sim-worker pool) for the demo household with 10 goals, recomputed each time (refresh: true),
// and the cached answer. One JSON line per case.
const dir = path.resolve('tests/.tmp/bench-analysis')
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

const email = 'bench.analysis@example.org'
const register = await fetch(`${base}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'Bench!Pass1', first_name: 'B', last_name: 'A' }),
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
const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }

// Ten goals over 1–25 years with mixed priorities, some already part-funded.
const today = new Date()
for (let i = 0; i < 10; i++) {
  const target = new Date(Date.UTC(today.getUTCFullYear() + 1 + ((i * 5) % 25), (i * 3) % 12, 15))
  const response = await fetch(`${base}/api/v1/goals-v2`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      category: 'other',
      name: `Bench goal ${i + 1}`,
      target_amount: 20_000 + i * 15_000,
      target_date: target.toISOString().slice(0, 10),
      priority: 1 + (i % 10),
    }),
  })
  if (response.status !== 201) throw new Error(`goal ${i}: HTTP ${response.status} ${await response.text()}`)
}

async function run(name: string, body: unknown, requests: number) {
  const times: number[] = []
  for (let i = 0; i < requests + 3; i++) {
    const started = performance.now()
    const response = await fetch(`${base}/api/v1/intelligence/analyze`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const json = (await response.json()) as { timeline?: unknown[] }
    if (!response.ok || json.timeline?.length !== 10) throw new Error(`${name}: HTTP ${response.status}`)
    if (i >= 3) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  console.log(
    JSON.stringify({
      case: name,
      goals: 10,
      scenarios: 4,
      paths_per_scenario: 1000,
      requests: times.length,
      median_ms: Math.round(at(50) * 10) / 10,
      p95_ms: Math.round(at(95) * 10) / 10,
    }),
  )
}

await run('analyze_10_goals_recomputed', { refresh: true }, 40)
await run('analyze_10_goals_cached', {}, 100)

server.close()
await worker.stop()
await closeSequelize()
