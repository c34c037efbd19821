// npx tsx tests/bench/mixed-load.ts: 60 seconds of mixed load at 50 concurrent clients against the
// production server (`node build/server.js`, a child process, as `npm start` runs it, with its
// supervised sim-worker) on MariaDB + Redis (issue 16, "Done when"). Each client signs in as one of
// the users (two clients per user) and picks its next request from a weighted mix of API calls,
// screens and writes, one after the other, as fast as the server answers.
// One JSON line per route and a summary line on stdout:
//   mixed_route   requests, errors (no answer, or not the answer the step expects: 2xx, or for the form
//                 post a redirect), p50 / p99 latency
//   mixed_load    requests, errors (target 0) by status, requests per second, and the app process's
//                 resident memory (RSS) at start (idle, after sign-ins and warm-up), peak (sampled every
//                 200 ms during the load) and end (idle, 2 s after the load)
// Settings: BENCH_MIXED_SECONDS (60), BENCH_MIXED_CLIENTS (50). Uses its own database and Redis key
// prefix, removed at the end.
import crypto from 'node:crypto'
import fs from 'node:fs'
import mysql from 'mysql2/promise'
import { Redis } from 'ioredis'
import { formSessionCookie } from '../helpers/form-session.ts'
import { freePort, spawnServer, waitForHttp } from '../helpers/spawn-server.ts'

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const CLIENTS = Number(process.env.BENCH_MIXED_CLIENTS ?? 50)
const CLIENTS_PER_USER = 2
const PASSWORD = 'Bench!Pass1'
const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' }
const REDIS_URL = 'redis://127.0.0.1:6379'

const tag = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`
const database = `wp_bench_mixed_${tag}`
const redisPrefix = `wpbench:${tag}:`
const databaseUrl = `mysql://root@127.0.0.1:3306/${database}`

const admin = await mysql.createConnection(MARIADB)
await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  REDIS_KEY_PREFIX: redisPrefix,
  SESSION_SECRET: 'bench-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
})
const { createSequelize, closeSequelize } = await import('../../db/connection.ts')
const { migrateUp } = await import('../../db/migrate.ts')
const migrator = createSequelize(databaseUrl)
await migrateUp(migrator)
await migrator.close()

const server = spawnServer(
  {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    SESSION_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    COOKIE_SECURE: 'false',
    SIM_WORKER_URL: '',
    SIM_WORKER_PORT: String(await freePort()),
  },
  await freePort(),
)
const base = server.base
// The server is a child process: never leave it running, whatever ends this script.
process.on('exit', () => server.child.kill('SIGKILL'))
await waitForHttp(`${base}/health`, 60_000)

type User = { id: number; api: Record<string, string>; screen: Record<string, string> }

/** A new account with the demo household, signed in for the API (bearer) and for the screens (cookie). */
async function benchUser(index: number): Promise<User> {
  const email = `bench.mixed.${index}@example.org`
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'Bench', last_name: `User${index}` }),
  })
  const { id } = (await registered.json()) as { id: number }
  const { seedDemoHousehold } = await import('../../seeds/demo-household.ts')
  await seedDemoHousehold(id)
  const token = (await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password: PASSWORD }),
    })
  ).json()) as { access_token: string }
  const cookie = await formSessionCookie(base, email, PASSWORD)
  if (!token.access_token) throw new Error(`API sign-in failed for ${email}`)
  return { id, api: { authorization: `Bearer ${token.access_token}` }, screen: { cookie } }
}

const users: User[] = []
for (let i = 0; i < Math.ceil(CLIENTS / CLIENTS_PER_USER); i++) users.push(await benchUser(i))
await closeSequelize()

type Step = {
  route: string
  weight: number
  send: (user: User, mine: number[]) => Promise<Response>
  /** A form post answers a redirect; everything else 2xx (a screen's redirect to /login would be a failure). */
  redirects?: boolean
}

const json = { 'content-type': 'application/json' }
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: base }
const getApi = (path: string) => (user: User) => fetch(`${base}${path}`, { headers: user.api })
const getScreen = (path: string) => (user: User) =>
  fetch(`${base}${path}`, { headers: user.screen, redirect: 'manual' })

/** The mix: mostly reads, a steady trickle of writes (which bump the user's data version and so its caches). */
const STEPS: Step[] = [
  { route: 'GET /api/v1/auth/me', weight: 8, send: getApi('/api/v1/auth/me') },
  { route: 'GET /api/v1/financial/entries', weight: 12, send: getApi('/api/v1/financial/entries') },
  { route: 'GET /api/v1/financial/summary', weight: 12, send: getApi('/api/v1/financial/summary') },
  { route: 'GET /api/v1/goals-v2', weight: 6, send: getApi('/api/v1/goals-v2') },
  {
    route: 'GET /api/v1/projections/comprehensive',
    weight: 8,
    send: getApi('/api/v1/projections/comprehensive?years=20'),
  },
  {
    route: 'POST /api/v1/financial/entries',
    weight: 5,
    send: async (user, mine) => {
      const response = await fetch(`${base}/api/v1/financial/entries`, {
        method: 'POST',
        headers: { ...user.api, ...json },
        body: JSON.stringify({
          category: 'expenses',
          subcategory: 'food',
          description: 'Bench groceries',
          amount: 42.5,
          frequency: 'monthly',
        }),
      })
      if (response.status === 201) {
        const created = (await response.clone().json()) as { id: number }
        mine.push(created.id)
      }
      return response
    },
  },
  {
    route: 'DELETE /api/v1/financial/entries/:id',
    weight: 3,
    send: (user, mine) => {
      const id = mine.shift()
      // Nothing of its own to delete yet: read one instead, so the weights stay as they are.
      if (id === undefined) return fetch(`${base}/api/v1/financial/entries`, { headers: user.api })
      return fetch(`${base}/api/v1/financial/entries/${id}`, { method: 'DELETE', headers: user.api })
    },
  },
  { route: 'GET /plan/finances', weight: 8, send: getScreen('/plan/finances') },
  { route: 'GET /plan/financial-data', weight: 8, send: getScreen('/plan/financial-data') },
  { route: 'GET /plan/goals', weight: 6, send: getScreen('/plan/goals') },
  { route: 'GET /plan/projections', weight: 5, send: getScreen('/plan/projections') },
  {
    route: 'POST /plan/financial-data/new',
    weight: 2,
    send: (user) =>
      fetch(`${base}/plan/financial-data/new`, {
        method: 'POST',
        headers: { ...user.screen, ...form },
        body: new URLSearchParams({
          category: 'expenses',
          subcategory: 'personal',
          description: 'Bench form entry',
          amount: '17',
          frequency: 'monthly',
        }),
        redirect: 'manual',
      }),
    redirects: true,
  },
  { route: 'GET /health', weight: 2, send: () => fetch(`${base}/health`) },
]
const totalWeight = STEPS.reduce((sum, step) => sum + step.weight, 0)

/** A fixed sequence per client (mulberry32), so every run sends the same mix in the same order. */
function chooser(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    let pick = (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * totalWeight
    for (const step of STEPS) {
      pick -= step.weight
      if (pick < 0) return step
    }
    return STEPS[STEPS.length - 1]
  }
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

const times = new Map<string, number[]>(STEPS.map((s) => [s.route, []]))
const errors = new Map<string, number>(STEPS.map((s) => [s.route, 0]))
const errorsByStatus: Record<string, number> = {}

async function once(step: Step, user: User, mine: number[], record: boolean) {
  const started = performance.now()
  let status: number | 'no answer'
  try {
    const response = await step.send(user, mine)
    await response.arrayBuffer()
    status = response.status
  } catch {
    status = 'no answer'
  }
  if (!record) return
  times.get(step.route)!.push(performance.now() - started)
  const expected =
    typeof status === 'number' && (step.redirects ? status === 302 || status === 303 : status >= 200 && status < 300)
  if (!expected) {
    errors.set(step.route, errors.get(step.route)! + 1)
    errorsByStatus[String(status)] = (errorsByStatus[String(status)] ?? 0) + 1
  }
}

// Warm-up: every step once per user, so the load measures a running app, not first compiles and caches.
await Promise.all(
  users.map(async (user) => {
    for (const step of STEPS) await once(step, user, [], false)
  }),
)
const pid = server.child.pid!
await new Promise((resolve) => setTimeout(resolve, 2_000))
const rssStart = rssMb(pid)
let rssPeak = rssStart
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 200)

const deadline = performance.now() + SECONDS * 1000
const loadStarted = performance.now()
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    const user = users[client % users.length]
    const next = chooser(client + 1)
    const mine: number[] = []
    while (performance.now() < deadline) await once(next(), user, mine, true)
  }),
)
const elapsedS = (performance.now() - loadStarted) / 1000
clearInterval(sampler)
rssPeak = Math.max(rssPeak, rssMb(pid))
await new Promise((resolve) => setTimeout(resolve, 2_000))
const rssEnd = rssMb(pid)

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round2 = (value: number) => Math.round(value * 100) / 100
let requests = 0
let errorCount = 0
for (const step of STEPS) {
  const sorted = [...times.get(step.route)!].sort((a, b) => a - b)
  requests += sorted.length
  errorCount += errors.get(step.route)!
  console.log(
    JSON.stringify({
      case: 'mixed_route',
      route: step.route,
      requests: sorted.length,
      errors: errors.get(step.route),
      p50_ms: round2(at(sorted, 50) ?? 0),
      p99_ms: round2(at(sorted, 99) ?? 0),
    }),
  )
}
console.log(
  JSON.stringify({
    case: 'mixed_load',
    database: 'mariadb',
    cache: 'redis',
    seconds: round2(elapsedS),
    clients: CLIENTS,
    users: users.length,
    requests,
    requests_per_second: round2(requests / elapsedS),
    errors: errorCount,
    errors_by_status: errorsByStatus,
    target_errors: 0,
    app_rss_mb_start: rssStart,
    app_rss_mb_peak: rssPeak,
    app_rss_mb_end: rssEnd,
  }),
)

server.child.kill('SIGTERM')
await server.exited
await admin.query(`DROP DATABASE IF EXISTS \`${database}\``)
await admin.end()
const redis = new Redis(REDIS_URL)
let cursor = '0'
do {
  const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500)
  cursor = nextCursor
  if (keys.length > 0) await redis.del(...keys)
} while (cursor !== '0')
await redis.quit()
