import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { freePort } from '../helpers/spawn-server.ts'

// The built app on a fresh SQLite file with a real sim-worker, for the end-to-end benchmarks,
// and a user with the demo household signed in through the API.

export async function startBenchApp(name: string) {
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

/** Registers `email`, seeds the demo household for it, and answers its bearer headers. */
export async function demoUserHeaders(base: string, email: string) {
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
  return { authorization: `Bearer ${access_token}` }
}
