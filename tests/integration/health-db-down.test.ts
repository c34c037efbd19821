import { afterAll, describe, expect, it } from 'vitest'
import { freePort, spawnServer, waitForHttp, type SpawnedServer } from '../helpers/spawn-server.ts'

const servers: SpawnedServer[] = []
afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL')
})

describe('the app with its database unreachable', () => {
  it('answers /health with 503, shows the Connection Error card, refuses work with 503, and stays up', async () => {
    const port = await freePort()
    const deadPort = await freePort()
    const server = spawnServer(
      {
        DATABASE_URL: `mysql://root@127.0.0.1:${deadPort}/nothing`,
        SESSION_SECRET: 'down-test-secret-0123456789',
        SIM_WORKER_AUTOSTART: 'false',
        SIM_WORKER_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
      },
      port,
    )
    servers.push(server)
    let exited = false
    void server.exited.then(() => (exited = true))

    const health = await waitForHttp(`${server.base}/health`)
    expect(health.status).toBe(503)
    const body = await health.json()
    expect(body.status).toBe('error')
    expect(body.dependencies.database.status).toBe('error')
    expect(body.dependencies.database.detail).toBeTruthy()
    expect(body.dependencies.database.detail).not.toContain('root@')

    const home = await fetch(`${server.base}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Connection Error')

    const signIn = await fetch(`${server.base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
      body: 'email=a%40b.co&password=x',
    })
    expect(signIn.status).toBe(503)
    expect(await signIn.text()).toContain('temporarily unavailable because its database cannot be reached')

    const api = await fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a@b.co&password=x',
    })
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ detail: 'Service temporarily unavailable: the database cannot be reached' })

    await new Promise((r) => setTimeout(r, 300))
    expect(exited).toBe(false)
    expect((await fetch(`${server.base}/health`)).status).toBe(503)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 60_000)
})
