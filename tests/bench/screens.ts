// npx tsx tests/bench/screens.ts: the screens as a signed-in person loads them, through the production
// server (`node build/server.js`, a child process, as `npm start` runs it) on a fresh SQLite file, with
// 10 clients at once. One JSON line per case on stdout (issue 12, "Screens"):
//   screen_*            median / p95 latency at 10 concurrent clients, HTML bytes (uncompressed), and
//                       ratio_to_baseline (median ÷ the baseline page's); cases are interleaved round by
//                       round, so load on the machine affects them alike
//                       and server_cpu_ms_per_request (the app process's CPU time over the case's requests);
//                       measured once every case has had WARM_UP_ROUNDS rounds, whose own median and p95
//                       are printed as warm_up
//   first_load_js_*     the JavaScript a first visit downloads (every /build/*.js the HTML names), gzipped
//   app_idle_rss        the app process's resident memory, idle after start-up and after the load
import fs from 'node:fs'
import path from 'node:path'
import { formSessionCookie } from '../helpers/form-session.ts'
import { firstLoadJs, kb, MAX_FIRST_LOAD_JS_GZIP_KB, MAX_HTML_KB } from '../helpers/page-weight.ts'
import { freePort, spawnServer, waitForHttp } from '../helpers/spawn-server.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12)
/**
 * Rounds (20 requests a case) before the measured ones. A fresh server runs a screen about 1.6× slower for
 * its first hundred or two requests, until V8 has compiled its hot paths (data entry with 500 entries:
 * 5.2–6.3 ms of CPU a request in rounds 1–12, 3.3–3.7 ms after 200 or more, whether or not the server
 * first sat idle for 12 s, so not start-up work). A server in service answers thousands between restarts:
 * the targets are read on the warm one, and the warm-up's own figures are printed beside them.
 */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 15)
const CLIENTS = 10
const PER_CLIENT = 2 // requests each client makes in a round, one after the other
const PASSWORD = 'Bench!Pass1'

const dir = path.resolve('tests/.tmp/bench-screens')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
const databaseUrl = `file:${path.join(dir, 'bench.sqlite')}`
Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' })
const { createSequelize } = await import('../../db/connection.ts')
const { migrateUp } = await import('../../db/migrate.ts')
const migrator = createSequelize(databaseUrl)
await migrateUp(migrator)
await migrator.close()

const port = await freePort()
const server = spawnServer(
  {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    COOKIE_SECURE: 'false',
    SIM_WORKER_PORT: String(await freePort()),
    BENCH_ROUTES: 'true',
  },
  port,
)
const base = server.base
// The server is a child process: never leave it running, whatever ends this script.
process.on('exit', () => server.child.kill('SIGTERM'))
await waitForHttp(`${base}/health`)

/** A new account signed in through the sign-in form: its id and its session cookie. */
async function signedIn(email: string) {
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, first_name: 'Bench', last_name: 'User' }),
  })
  const { id } = (await registered.json()) as { id: number }
  const cookie = await formSessionCookie(base, email, PASSWORD)
  return { id, headers: { cookie } }
}

// The demo household with two goals (home, projections, goals, baseline), and three households with
// only entries, for the data-entry screen at 50, 500 and 5,000 entries.
const { seedDemoHousehold } = await import('../../seeds/demo-household.ts')
const { addEntries } = await import('./app-harness.ts')
const demo = await signedIn('bench.screens.demo@example.org')
await seedDemoHousehold(demo.id)
const inMonths = (months: number) => new Date(Date.now() + months * 30.5 * 86_400_000).toISOString().slice(0, 10)
for (const [name, target, months] of [
  ['House deposit', 48_000, 24],
  ['Emergency fund', 24_000, 12],
] as const) {
  await fetch(`${base}/plan/goals/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...demo.headers },
    body: new URLSearchParams({
      category: 'other',
      name,
      target_amount: String(target),
      target_date: inMonths(months),
      priority: '5',
    }),
    redirect: 'manual',
  })
}
const entryUsers: Record<number, { headers: Record<string, string> }> = {}
for (const count of [50, 500, 5_000]) {
  const user = await signedIn(`bench.screens.${count}@example.org`)
  await addEntries(user.id, count)
  entryUsers[count] = user
}
const { closeSequelize } = await import('../../db/connection.ts')
await closeSequelize()

type Case = { name: string; path: string; headers: Record<string, string>; entries?: number }
const allCases: Case[] = [
  { name: 'screen_baseline_page', path: '/bench/baseline', headers: demo.headers },
  { name: 'screen_home', path: '/', headers: demo.headers },
  ...[50, 500, 5_000].map((entries) => ({
    name: `screen_data_entry_${entries}`,
    path: '/plan/financial-data',
    headers: entryUsers[entries].headers,
    entries,
  })),
  { name: 'screen_projections', path: '/plan/projections', headers: demo.headers },
  { name: 'screen_goals', path: '/plan/goals', headers: demo.headers },
]
// BENCH_ONLY=<regexp>: only the matching cases besides the baseline (to profile one screen).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null
const cases = allCases.filter((c) => !only || c.name === 'screen_baseline_page' || only.test(c.name))

async function get(url: string, headers: Record<string, string>) {
  const started = performance.now()
  const response = await fetch(url, { headers, redirect: 'manual' })
  const body = await response.text()
  return { ms: performance.now() - started, body, ok: response.status === 200 }
}

/** The app process's CPU time so far (user + system), in ms: per request, a figure the machine's load barely moves. */
function cpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime are fields 14 and 15 of stat, counted in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

const pid = server.child.pid!
const html: Record<string, string> = {}
for (const c of cases) {
  const page = await get(base + c.path, c.headers) // warm-up, and the pages
  if (!page.ok) throw new Error(`${c.path} does not answer 200 to one client`)
  html[c.name] = page.body
}
await new Promise((resolve) => setTimeout(resolve, 2_000))
const idleAfterStart = rssMb(pid)

const times: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.name, []]))
const warmUpTimes: Record<string, number[]> = Object.fromEntries(cases.map((c) => [c.name, []]))
// Answers other than 200 under load (a render that took too long is aborted: 500), counted per case.
const failures: Record<string, number> = Object.fromEntries(cases.map((c) => [c.name, 0]))
const cpu: Record<string, number> = Object.fromEntries(cases.map((c) => [c.name, 0]))
for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
  const measuring = round >= WARM_UP_ROUNDS
  for (const c of cases) {
    const cpuBefore = cpuMs(pid)
    const clients = Array.from({ length: CLIENTS }, async () => {
      const mine: number[] = []
      for (let i = 0; i < PER_CLIENT; i++) {
        const { ms, ok } = await get(base + c.path, c.headers)
        mine.push(ms)
        if (!ok && measuring) failures[c.name]++
      }
      return mine
    })
    const measured = (await Promise.all(clients)).flat()
    const kept = measuring ? times : warmUpTimes
    kept[c.name].push(...measured)
    if (measuring) cpu[c.name] += cpuMs(pid) - cpuBefore
  }
}
await new Promise((resolve) => setTimeout(resolve, 2_000))
const idleAfterLoad = rssMb(pid)

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round2 = (value: number) => Math.round(value * 100) / 100
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: at(sorted, 50), p95: at(sorted, 95), requests: sorted.length }
}
const figures = Object.fromEntries(cases.map((c) => [c.name, summary(times[c.name])]))
const baseline = figures.screen_baseline_page.median
/** The warm-up rounds' own figures: what the first requests after a start cost. */
function warmUpFigures(name: string) {
  const { median, p95, requests } = summary(warmUpTimes[name])
  return { rounds: WARM_UP_ROUNDS, requests, median_ms: round2(median), p95_ms: round2(p95) }
}
for (const c of cases) {
  const { median, p95, requests } = figures[c.name]
  const targets: Record<string, unknown> = { target_html_kb: MAX_HTML_KB }
  if (c.entries === 500) Object.assign(targets, { target_ratio_to_baseline: 2, target_p95_ms: 50 })
  if (c.entries === 5_000 && figures.screen_data_entry_500) {
    const ratio = median / figures.screen_data_entry_500.median
    Object.assign(targets, { ratio_to_500_entries: round2(ratio), target_ratio_to_500_entries: 1.5 })
  }
  console.log(
    JSON.stringify({
      case: c.name,
      path: c.path,
      ...(c.entries ? { entries: c.entries } : {}),
      clients: CLIENTS,
      requests,
      not_200: failures[c.name],
      median_ms: round2(median),
      p95_ms: round2(p95),
      ratio_to_baseline: round2(median / baseline),
      server_cpu_ms_per_request: round2(cpu[c.name] / requests),
      html_kb: kb(Buffer.byteLength(html[c.name])),
      ...targets,
      warm_up: warmUpFigures(c.name),
    }),
  )
}

for (const [name, page] of [
  ['first_load_js_home', html.screen_home],
  ['first_load_js_data_entry', html.screen_data_entry_500],
] as const) {
  if (page === undefined) continue
  const js = await firstLoadJs(page, async (url) => Buffer.from(await (await fetch(base + url)).arrayBuffer()))
  console.log(JSON.stringify({ case: name, ...js, target_gzip_kb: MAX_FIRST_LOAD_JS_GZIP_KB }))
}
console.log(JSON.stringify({ case: 'app_idle_rss', after_start_mb: idleAfterStart, after_load_mb: idleAfterLoad }))

server.child.kill('SIGTERM')
await server.exited
