import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'

// npm run bench: server-side latency of key requests against the built app on a
// fresh SQLite database, in-process. Reports median and p95 over N requests each.
const N = Number(process.env.BENCH_REQUESTS ?? 200)
const dir = path.resolve('tests/.tmp/bench')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'bench.sqlite')}`,
  SESSION_SECRET: 'bench-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
  COOKIE_SECURE: 'false',
})

const { createSequelize } = await import('../../db/connection.ts')
const { migrateUp } = await import('../../db/migrate.ts')
const migrator = createSequelize(process.env.DATABASE_URL!)
await migrateUp(migrator)
await migrator.close()

const { getEnv } = await import('../../app/env.server.ts')
const { createApp } = await import('../../server/app.ts')
const { closeSequelize } = await import('../../db/connection.ts')
const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
const server = createApp({ env: getEnv(), build }).listen(0, '127.0.0.1')
await new Promise<void>((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`

async function measure(name: string, request: () => Promise<Response>) {
  for (let i = 0; i < 10; i++) await (await request()).arrayBuffer() // warm up
  const times: number[] = []
  for (let i = 0; i < N; i++) {
    const started = performance.now()
    const response = await request()
    await response.arrayBuffer()
    times.push(performance.now() - started)
    if (!response.ok && response.status !== 302) throw new Error(`${name}: HTTP ${response.status}`)
  }
  times.sort((a, b) => a - b)
  const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  console.log(
    `${name.padEnd(40)} median ${pick(50).toFixed(2).padStart(8)} ms   p95 ${pick(95).toFixed(2).padStart(8)} ms   (n=${N})`,
  )
}

await fetch(`${base}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.org', password: 'Bench!Pass1', first_name: 'B', last_name: 'C' }),
})
const tokens = (await (
  await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=bench%40example.org&password=Bench!Pass1',
  })
).json()) as { access_token: string }

// A user with 500 entries, for the screens and calls that read them all.
const { createEntries } = await import('../../app/services/finance/entries.server.ts')
const { EntryCreateSchema } = await import('../../app/schemas/financial-entry.ts')
const { getDb } = await import('../../db/index.ts')
const benchUser = await getDb().User.findOne({ where: { email: 'bench@example.org' } })
const categories = [
  ['assets', 'investment_accounts'],
  ['liabilities', 'other_debt'],
  ['income', 'employment_income'],
  ['expenses', 'personal'],
] as const
await createEntries(
  benchUser!.id,
  Array.from({ length: 500 }, (_, i) =>
    EntryCreateSchema.parse({
      category: categories[i % 4][0],
      subcategory: categories[i % 4][1],
      description: `Bench entry ${i}`,
      amount: 100 + i,
      frequency: i % 3 === 0 ? 'monthly' : 'one_time',
    }),
  ),
)
const login = await fetch(`${base}/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  body: 'email=bench%40example.org&password=Bench!Pass1',
})
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ')

console.log(`WealthPath benchmarks (${new Date().toISOString()})`)
await measure('GET /login (server render)', () => fetch(`${base}/login`))
await measure('GET / (server render + health)', () => fetch(`${base}/`))
await measure('GET /health', () => fetch(`${base}/health`))
await measure('GET /api/v1/auth/me (bearer)', () =>
  fetch(`${base}/api/v1/auth/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
)

await measure('GET /plan/financial-data (500 entries)', () =>
  fetch(`${base}/plan/financial-data`, { headers: { cookie } }),
)
await measure('GET /api/v1/financial/summary (500 entries)', () =>
  fetch(`${base}/api/v1/financial/summary`, { headers: { authorization: `Bearer ${tokens.access_token}` } }),
)
await measure('GET /api/v1/financial/entries/categorized (500)', () =>
  fetch(`${base}/api/v1/financial/entries/categorized`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  }),
)

server.close()
await closeSequelize()
