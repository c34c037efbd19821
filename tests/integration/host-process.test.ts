import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, spawnServer, waitForHttp, type SpawnedServer } from '../helpers/spawn-server.ts'

// `npm start`'s entry as a real process: configuration check, the sim-worker started
// alongside, the request log, graceful shutdown. Uses its own SQLite file.
const servers: SpawnedServer[] = []
const dir = path.resolve('tests/.tmp', `host-${process.pid}-${Date.now()}`)
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('host process', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const server = spawnServer({ PORT: 'eighty', SESSION_SECRET: 'x'.repeat(20), SIM_WORKER_AUTOSTART: 'false' }, 0)
    servers.push(server)
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid environment configuration')
    expect(server.output()).toMatch(/PORT: /)
  })

  it('requires SESSION_SECRET with MySQL', async () => {
    const server = spawnServer(
      { DATABASE_URL: 'mysql://root@127.0.0.1:3306/test', SESSION_SECRET: '', SIM_WORKER_AUTOSTART: 'false' },
      await freePort(),
    )
    servers.push(server)
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/SESSION_SECRET: /)
  })

  it('starts the sim-worker, logs one line per request with the user, and shuts down gracefully', async () => {
    fs.mkdirSync(dir, { recursive: true })
    const databaseUrl = `file:${path.join(dir, 'app.sqlite')}`
    const { execFileSync } = await import('node:child_process')
    execFileSync(path.resolve('node_modules/.bin/tsx'), ['db/migrate-cli.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    })
    const port = await freePort()
    const server = spawnServer(
      {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: '',
        SIM_WORKER_URL: '',
        SIM_WORKER_PORT: String(await freePort()),
        SIM_WORKER_AUTOSTART: 'true',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'false',
      },
      port,
    )
    servers.push(server)

    const health = await waitForHttp(`${server.base}/health`, 45_000)
    expect(health.status).toBe(200)
    const report = await health.json()
    expect(report.dependencies.sim_worker).toMatchObject({ status: 'ok' })
    expect(report.dependencies.database).toMatchObject({ status: 'ok', dialect: 'sqlite' })
    // Embedded mode generated and kept a session secret beside the database.
    expect(fs.existsSync(path.join(dir, 'session-secret'))).toBe(true)

    const register = await fetch(`${server.base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'log@example.org', password: 'Str0ng!Pass', first_name: 'L', last_name: 'G' }),
    })
    expect(register.status).toBe(201)
    const user = await register.json()
    const login = await fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=log%40example.org&password=Str0ng!Pass',
    })
    const { access_token } = await login.json()
    const me = await fetch(`${server.base}/api/v1/auth/me?token=secret-looking`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(me.status).toBe(200)

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { method: string; path: string; status: number; ms: number; user: number | null })
    const meLine = lines.find((l) => l.path === '/api/v1/auth/me')
    expect(meLine).toMatchObject({ method: 'GET', status: 200, user: user.id })
    expect(meLine!.ms).toBeGreaterThanOrEqual(0)
    expect(lines.find((l) => l.path === '/health')).toMatchObject({ method: 'GET', status: 200, user: null })
    // The query string (which may carry secrets) never reaches the log.
    expect(server.output()).not.toContain('secret-looking')
    expect(server.output()).toContain('[server] stopped')
  }, 90_000)
})
