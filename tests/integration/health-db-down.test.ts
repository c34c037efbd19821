import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

async function freePort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitFor(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      return await fetch(url)
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`${url} did not answer`)
}

const children: ReturnType<typeof spawn>[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

describe('the app with its database unreachable', () => {
  it('answers /health with 503 and still serves the home page with the Connection Error card', async () => {
    const port = await freePort()
    const deadPort = await freePort()
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: `mysql://root@127.0.0.1:${deadPort}/nothing`,
        SESSION_SECRET: 'down-test-secret-0123456789',
        SIM_WORKER_AUTOSTART: 'false',
        SIM_WORKER_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let exited = false
    child.on('exit', () => {
      exited = true
    })

    const health = await waitFor(`http://127.0.0.1:${port}/health`, Date.now() + 30_000)
    expect(health.status).toBe(503)
    const body = await health.json()
    expect(body.status).toBe('error')
    expect(body.dependencies.database.status).toBe('error')
    expect(body.dependencies.database.detail).toBeTruthy()

    const home = await fetch(`http://127.0.0.1:${port}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Connection Error')

    const signIn = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` },
      body: 'email=a%40b.co&password=x',
    })
    expect(signIn.status).toBe(503)
    expect(await signIn.text()).toContain('temporarily unavailable because its database cannot be reached')

    const api = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a@b.co&password=x',
    })
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({ detail: 'Service temporarily unavailable: the database cannot be reached' })

    await new Promise((r) => setTimeout(r, 300))
    expect(exited).toBe(false)
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }, 60_000)
})
