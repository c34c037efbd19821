import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, spawnServer, waitForHttp, type SpawnedServer } from '../helpers/spawn-server.ts'
import { createUser, signInApi } from '../helpers/users.ts'

// A database that hangs rather than refuses (issue 16, item 7): a TCP proxy in front of MariaDB that
// the test pauses, so connections stay open and nothing comes back. SQLite is a file: it cannot hang
// this way, so the file runs in the MariaDB project only (MARIADB_ONLY in vitest.config.ts).

/** Forwards to MariaDB; while paused, bytes in either direction are held back and new connections get no answer. */
async function pausableProxy(target: { host: string; port: number }) {
  let paused = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    sockets.add(client)
    if (paused) return
    const upstream = net.connect(target.port, target.host)
    sockets.add(upstream)
    client.on('data', (chunk) => paused || upstream.write(chunk))
    upstream.on('data', (chunk) => paused || client.write(chunk))
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on('close', () => b.destroy())
      a.on('error', () => b.destroy())
    }
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    pause: () => (paused = true),
    resume: () => (paused = false),
    close: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

const started: { server?: SpawnedServer; proxy?: Awaited<ReturnType<typeof pausableProxy>> } = {}
afterAll(() => {
  started.server?.child.kill('SIGKILL')
  started.proxy?.close()
})

describe('the app with its database hung', () => {
  it('answers API calls and /health with 503 within 5 s, recovers, and shuts down by its deadline', async () => {
    const direct = new URL(process.env.DATABASE_URL!)
    const proxy = await pausableProxy({ host: direct.hostname, port: Number(direct.port) })
    started.proxy = proxy
    const viaProxy = new URL(direct)
    viaProxy.port = String(proxy.port)
    const server = spawnServer(
      {
        DATABASE_URL: viaProxy.toString(),
        SIM_WORKER_AUTOSTART: 'false',
        SIM_WORKER_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_TIMEOUT_MS: '3000',
      },
      await freePort(),
    )
    started.server = server
    expect((await waitForHttp(`${server.base}/health`)).status).toBe(200)
    // The app's session lookup runs through the proxy; the row is written straight to the database.
    const { token } = await signInApi(server.base, await createUser({ tag: 'hung' }))
    const me = () => fetch(`${server.base}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    const entries = () =>
      fetch(`${server.base}/api/v1/financial/entries`, { headers: { authorization: `Bearer ${token}` } })
    expect((await me()).status).toBe(200)

    proxy.pause()
    const startedAt = performance.now()
    // Several at once: some on pooled connections that now hang, some on new ones that never open.
    const answers = await Promise.all([me(), entries(), me(), entries(), fetch(`${server.base}/health`)])
    const elapsed = performance.now() - startedAt
    console.log(
      `[db-hang] ${answers.length} calls answered ${answers.map((a) => a.status).join(',')} in ${Math.round(elapsed)} ms`,
    )
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503])
    expect(await answers[0].json()).toEqual({
      detail: 'Service temporarily unavailable: the database cannot be reached',
    })
    expect(elapsed).toBeLessThan(5_000)

    proxy.resume()
    const deadline = Date.now() + 15_000
    let status = 0
    while (Date.now() < deadline && status !== 200) {
      status = (await me()).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 200))
    }
    expect(status).toBe(200)

    // SIGTERM with the database hung again: the process exits by its shutdown deadline (3 s here).
    expect((await me()).status).toBe(200)
    proxy.pause()
    const stopping = performance.now()
    server.child.kill('SIGTERM')
    await server.exited
    const stopMs = performance.now() - stopping
    console.log(`[db-hang] SIGTERM with the database hung: exited in ${Math.round(stopMs)} ms`)
    expect(stopMs).toBeLessThan(6_000)
  }, 90_000)
})
