import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localHttp, LocalHttpTimeoutError } from '../../app/infra/local-http.server.ts'

// The app's client for its own services (app/infra/local-http.server.ts), against a real server on a free
// port: answers read whole, deadlines that cover the body, and a kept connection the server has dropped.

/** How many requests each connection has carried, so a route can act on a kept connection's second. */
const requestsOn = new WeakMap<Socket, number>()
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const count = (requestsOn.get(req.socket) ?? 0) + 1
    requestsOn.set(req.socket, count)
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const path = req.url ?? '/'
      if (path === '/echo') {
        res.writeHead(201, { 'content-type': 'application/json', 'x-twice': ['a', 'b'] })
        return void res.end(JSON.stringify({ method: req.method, body, type: req.headers['content-type'] }))
      }
      if (path === '/stall-body') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
        return void res.write('{"started":')
      }
      // The server drops the connection instead of answering a second request on it (as a restarted or
      // idle-closing server does); a first request on a connection is answered.
      if (path === '/drop-kept') {
        if (count > 1) return void req.socket.destroy()
        return void res.end('fresh')
      }
      if (path === '/drop-always') return void req.socket.destroy()
      res.writeHead(404)
      res.end()
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('localHttp', () => {
  it('sends the body with its length and reads the whole answer, status and headers', async () => {
    const answer = await localHttp(new URL(`${base}/echo`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"x":"é"}',
      timeoutMs: 2_000,
    })
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.text)).toEqual({ method: 'POST', body: '{"x":"é"}', type: 'application/json' })
    expect(answer.header('Content-Type')).toBe('application/json')
    expect(answer.header('x-twice')).toBe('a, b')
    expect(answer.header('x-missing')).toBeUndefined()
  })

  it('gives up at the deadline when the body stops coming after the headers', async () => {
    const started = performance.now()
    await expect(localHttp(new URL(`${base}/stall-body`), { timeoutMs: 300 })).rejects.toBeInstanceOf(
      LocalHttpTimeoutError,
    )
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('sends a call once more on a new connection when the kept one was dropped', async () => {
    // The first call leaves its connection open in the pool; the server drops it on the next request.
    expect((await localHttp(new URL(`${base}/drop-kept`), { timeoutMs: 2_000 })).text).toBe('fresh')
    const again = await localHttp(new URL(`${base}/drop-kept`), { timeoutMs: 2_000 })
    expect(again.text).toBe('fresh')
  })

  it('does not repeat a call whose new connection was dropped: that is the answer', async () => {
    await expect(localHttp(new URL(`${base}/drop-always`), { timeoutMs: 2_000 })).rejects.toMatchObject({
      code: 'ECONNRESET',
    })
  })

  it('rejects with the connection error when nothing listens, and refuses other schemes', async () => {
    const closed = http.createServer()
    closed.listen(0, '127.0.0.1')
    await new Promise((resolve) => closed.once('listening', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(localHttp(new URL(`http://127.0.0.1:${port}/`), { timeoutMs: 2_000 })).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    })
    await expect(localHttp(new URL('ftp://127.0.0.1/'), { timeoutMs: 2_000 })).rejects.toThrow(/http: and https:/)
  })
})
