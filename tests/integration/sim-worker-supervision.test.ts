import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { createSimWorkerClient, FOREIGN_SIM_WORKER } from '../../app/infra/sim-worker-client.server.ts'
import { SimWorkerPortInUseError, startSimWorker } from '../../server/sim-worker-process.ts'
import { publishToApp, superviseSimWorker, type SupervisedSimWorker } from '../../server/sim-worker-supervisor.ts'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { freePort, spawnServer, waitForHttp, type SpawnedServer } from '../helpers/spawn-server.ts'
import { startTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// Issue 16, item 8: the sim-worker supervised (restarted when it dies), a port held by another
// process refused at start (and never talked to), and one user's flood of heavy runs not
// starving another user's projection (the app's simulation queue).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A process that looks like a sim-worker on /health and records every request it gets. */
async function foreignSimWorker() {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        service: 'sim-worker',
        version: '0.1.0',
        status: 'ok',
        pool: { threads: 1, queue_size: 0, max_queue: 0, completed: 0, running: 0 },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const cleanups: Array<() => unknown> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  delete process.env.SIM_WORKER_URL
  delete process.env.SIM_WORKER_INSTANCE
  delete process.env.SIM_WORKER_DOWN
})

/** The built app in-process, its sim-worker supervised as server/index.ts does it. */
async function appWithSupervisedWorker(port: number) {
  const supervised: SupervisedSimWorker = superviseSimWorker({
    port,
    threads: 2,
    log: () => {},
    backoff: { initialMs: 200 },
    onChange: publishToApp(`http://127.0.0.1:${port}`),
  })
  cleanups.push(() => supervised.stop())
  const started = await supervised.firstStart
  const server = await startTestServer()
  cleanups.push(() => server.close())
  return { supervised, started, server }
}

describe('sim-worker supervision', () => {
  it('restarts a killed sim-worker: projections work again within 10 s without restarting the app', async () => {
    const { supervised, started, server } = await appWithSupervisedWorker(await freePort())
    expect(started).toBe(true)
    const user = await apiUser(server.base)
    await seedDemoHousehold(user.id)
    const project = () => user.api.get('/projections/comprehensive?years=20&force_recalculate=true')
    expect((await project()).status).toBe(200)

    const killed = supervised.current()!
    process.kill(killed.pid, 'SIGKILL')
    const killedAt = Date.now()
    await killed.exited
    // Meanwhile the app answers a clear 503, not a hang or a 500.
    const during = await project()
    expect([200, 503]).toContain(during.status)

    let status = during.status
    while (status !== 200 && Date.now() - killedAt < 10_000) {
      await sleep(200)
      status = (await project()).status
    }
    expect(status).toBe(200)
    expect(Date.now() - killedAt).toBeLessThan(10_000)
    expect(supervised.current()?.pid).not.toBe(killed.pid)
    const health = await (await fetch(`${server.base}/health`)).json()
    expect(health.dependencies.sim_worker).toMatchObject({ status: 'ok' })
  }, 60_000)

  it("keeps another user's projection working during one user's flood of 16 heavy runs", async () => {
    const { server } = await appWithSupervisedWorker(await freePort())
    const [flooder, other] = await Promise.all([apiUser(server.base), apiUser(server.base)])
    await seedDemoHousehold(flooder.id)
    await seedDemoHousehold(other.id)

    // 60 years × 100,000 paths each: the heaviest request the API allows.
    const flood = Array.from({ length: 16 }, () =>
      flooder.api.get('/projections/comprehensive?years=60&monte_carlo_iterations=100000&force_recalculate=true'),
    )
    // Settled whatever happens, so a failing assertion below leaves no unhandled rejection behind.
    const floodAnswers = Promise.all(flood.map((p) => p.catch((error: unknown) => ({ status: 0, error }))))
    await sleep(300)
    const started = Date.now()
    const mine = await other.api.get('/projections/comprehensive?years=20&force_recalculate=true')
    const otherMs = Date.now() - started
    expect(mine.status).toBe(200)
    expect(mine.body.projections).toHaveLength(21)

    const answers = await floodAnswers
    const refused = answers.flatMap((a) => ('headers' in a && a.status === 429 ? [a] : []))
    // Over the per-user work cap: refused at once with a clear reason and when to retry.
    expect(refused.length).toBeGreaterThanOrEqual(14)
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.body.detail).toMatch(/Too many simulations at once/)
    }
    // None of them is a server error; the one admitted run completes or times out cleanly (503).
    for (const answer of answers) expect([200, 429, 503]).toContain(answer.status)
    expect(otherMs).toBeLessThan(15_000)
  }, 120_000)
})

describe('a foreign process on the sim-worker port', () => {
  it('refuses to start the sim-worker there, and the client refuses its answers', async () => {
    const foreign = await foreignSimWorker()
    cleanups.push(() => foreign.close())
    const starting = startSimWorker({ port: foreign.port, threads: 1, log: () => {} })
    await expect(starting).rejects.toBeInstanceOf(SimWorkerPortInUseError)
    await expect(starting).rejects.toThrow(/already in use by another process/)

    const health = await createSimWorkerClient(foreign.url, { instance: 'ours' }).health()
    expect(health).toEqual({ ok: false, detail: FOREIGN_SIM_WORKER })
  })

  it('leaves the app answering 503 for projections without sending the foreign process anything', async () => {
    const foreign = await foreignSimWorker()
    cleanups.push(() => foreign.close())
    const { started, server } = await appWithSupervisedWorker(foreign.port)
    expect(started).toBe(false)
    const user = await apiUser(server.base)
    await seedDemoHousehold(user.id)
    const projection = await user.api.get('/projections/comprehensive?years=20')
    expect(projection.status).toBe(503)
    expect(projection.body.detail).toMatch(/already in use by another process/)
    const health = await (await fetch(`${server.base}/health`)).json()
    expect(health.status).toBe('degraded')
    expect(health.dependencies.sim_worker).toMatchObject({ status: 'error' })
    expect(foreign.requests.filter((r) => r.startsWith('POST'))).toEqual([])
  }, 60_000)
})

describe('the host process (npm start) with the sim-worker port taken', () => {
  const servers: SpawnedServer[] = []
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL')
  })

  it('says so loudly at start and reports the sim-worker as failing on /health', async () => {
    const foreign = await foreignSimWorker()
    cleanups.push(() => foreign.close())
    const server = spawnServer(
      {
        DATABASE_URL: process.env.DATABASE_URL!,
        SESSION_SECRET: 'host-test-secret-0123456789',
        SIM_WORKER_URL: '',
        SIM_WORKER_PORT: String(foreign.port),
        SIM_WORKER_AUTOSTART: 'true',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
      },
      await freePort(),
    )
    servers.push(server)
    const response = await waitForHttp(`${server.base}/health`, 45_000)
    const report = await response.json()
    expect(report.status).toBe('degraded')
    expect(report.dependencies.sim_worker).toMatchObject({ status: 'error' })
    expect(report.dependencies.sim_worker.detail).toMatch(/already in use by another process/)
    expect(server.output()).toMatch(/port \d+ on 127\.0\.0\.1 is already in use by another process/)
    expect(foreign.requests).toEqual([])
  }, 60_000)
})
