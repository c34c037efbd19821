import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { freePort, spawnServer, waitForHttp } from '../helpers/spawn-server.ts'

// The built app on a fresh SQLite file with a real sim-worker, for the end-to-end benchmarks,
// and a user with the demo household signed in through the API.

/**
 * A fresh, migrated SQLite database under tests/.tmp/<name> as the process's DATABASE_URL (with the
 * production settings the benchmarks run under); answers the function that closes the app's connection.
 */
export async function prepareBenchDatabase(name: string) {
  const dir = path.resolve(`tests/.tmp/${name}`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'bench.sqlite')}`,
    SESSION_SECRET: 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
  })
  const { createSequelize, closeSequelize } = await import('../../db/connection.ts')
  const { migrateUp } = await import('../../db/migrate.ts')
  const migrator = createSequelize(process.env.DATABASE_URL!)
  await migrateUp(migrator)
  await migrator.close()
  return closeSequelize
}

export async function startBenchApp(name: string) {
  const closeSequelize = await prepareBenchDatabase(name)

  const { startSimWorker } = await import('../../server/sim-worker-process.ts')
  const worker = await startSimWorker({ port: await freePort(), log: () => {} })
  process.env.SIM_WORKER_URL = worker.url

  const { getEnv } = await import('../../app/env.server.ts')
  const { createApp } = await import('../../server/app.ts')
  const build = (await import(pathToFileURL(path.resolve('build/index.js')).href)) as ServerBuild
  const server = createApp({ env: getEnv(), build }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  return {
    base,
    async close() {
      server.close()
      await worker.stop()
      await closeSequelize()
    },
  }
}

/**
 * The production server (`node build/server.js`, a child process, as `npm start` runs it, with the
 * sim-worker it supervises) on a fresh SQLite file that this process seeds too: requests are timed
 * from outside the server's process, as a client sees them, and the client's own work (parsing,
 * decompressing) does not run on the server's event loop.
 */
export async function startBenchServer(name: string) {
  const closeSequelize = await prepareBenchDatabase(name)
  const port = await freePort()
  const server = spawnServer(
    {
      DATABASE_URL: process.env.DATABASE_URL!,
      SESSION_SECRET: process.env.SESSION_SECRET!,
      LOG_LEVEL: 'silent',
      COOKIE_SECURE: 'false',
      SIM_WORKER_PORT: String(await freePort()),
    },
    port,
  )
  // Never leave the server running, whatever ends the benchmark.
  process.on('exit', () => server.child.kill('SIGTERM'))
  await waitForHttp(`${server.base}/health`)
  return {
    base: server.base,
    async close() {
      server.child.kill('SIGTERM')
      await server.exited
      await closeSequelize()
    },
  }
}

/** Registers `email`, seeds the demo household for it, and answers its bearer headers. */
export async function demoUserHeaders(base: string, email: string) {
  return (await demoUser(base, email)).headers
}

async function demoUser(base: string, email: string) {
  const register = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench!Pass1', first_name: 'B', last_name: 'U' }),
  })
  const user = (await register.json()) as { id: number }
  const { seedDemoHousehold } = await import('../../seeds/demo-household.ts')
  await seedDemoHousehold(user.id)
  const { access_token } = (await (
    await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=${encodeURIComponent(email)}&password=Bench!Pass1`,
    })
  ).json()) as { access_token: string }
  return { id: user.id, headers: { authorization: `Bearer ${access_token}` } }
}

/**
 * The demo household plus `extra` entries written in one bulk insert, for the requests whose cost
 * could grow with the number of entries: a household that tracks its spending item by item (about
 * 4,000 expense entries), with some 500 accounts, 500 income lines and 20 loans. The figures come
 * from a fixed sequence, so every run writes the same rows.
 */
export async function largeHouseholdHeaders(base: string, email: string, extra: number) {
  const user = await demoUser(base, email)
  await addEntries(user.id, extra)
  return user.headers
}

/** Writes entries 0 … count − 1 of the large household's sequence for `userId`, in one bulk insert. */
export async function addEntries(userId: number, count: number) {
  const { createEntries } = await import('../../app/services/finance/entries.server.ts')
  const { EntryCreateSchema } = await import('../../app/schemas/financial-entry.ts')
  await createEntries(
    userId,
    Array.from({ length: count }, (_, i) => EntryCreateSchema.parse(extraEntry(i))),
  )
}

const EXPENSES = ['housing', 'utilities', 'transportation', 'food', 'healthcare', 'personal', 'other_expenses']
const INCOME = ['employment_income', 'business_income', 'investment_income', 'rental_income', 'passive_income']
const ASSETS = ['cash_bank_accounts', 'investment_accounts', 'retirement_accounts', 'personal_property', 'other_assets']
const LOANS = ['credit_cards', 'student_loans', 'personal_loans', 'auto_loans', 'other_debt']
const FREQUENCIES = ['monthly', 'monthly', 'annually', 'one_time', 'weekly', 'quarterly', 'daily']

/** Entry `i` of the large household: mostly expenses, some income and accounts, one loan in 250. */
function extraEntry(i: number) {
  const odd = ((i * 7919) % 10_007) / 100 // dollars and cents that vary, 0.00 to 100.06
  const frequency = FREQUENCIES[i % FREQUENCIES.length]
  if (i % 250 === 0) {
    const balance = 2_000 + ((i * 37) % 18_000) + odd
    return {
      category: 'liabilities',
      subcategory: LOANS[(i / 250) % LOANS.length],
      description: `Loan ${i}`,
      amount: balance,
      interest_rate: 3 + ((i / 250) % 20),
      minimum_payment: Math.round(balance / 40),
      remaining_months: 12 + ((i / 250) % 48),
      loan_term_months: 60,
    }
  }
  if (i % 10 === 1) {
    const subcategory = ASSETS[i % ASSETS.length]
    const allocation =
      subcategory === 'investment_accounts' || subcategory === 'retirement_accounts'
        ? { stocks_percentage: 60 + (i % 30), bonds_percentage: 100 - (60 + (i % 30)) }
        : {}
    return {
      category: 'assets',
      subcategory,
      description: subcategory === 'retirement_accounts' && i % 3 === 0 ? `Roth IRA ${i}` : `Account ${i}`,
      amount: 500 + ((i * 131) % 40_000) + odd,
      frequency: 'one_time',
      ...allocation,
    }
  }
  if (i % 10 === 2) {
    return {
      category: 'income',
      subcategory: INCOME[i % INCOME.length],
      description: `Income ${i}`,
      amount: 20 + ((i * 17) % 400) + odd,
      frequency,
    }
  }
  return {
    category: 'expenses',
    subcategory: EXPENSES[i % EXPENSES.length],
    description: `Expense ${i}`,
    amount: 3 + ((i * 13) % 120) + odd,
    frequency,
  }
}
