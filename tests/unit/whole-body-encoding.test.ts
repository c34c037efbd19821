import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { JsonText } from '../../app/lib/json-text.ts'
import { endWithBody, endWithText, preferredEncoding } from '../../server/whole-body-encoding.ts'

// Pages and API answers are compressed in one call as they are sent (server/whole-body-encoding.ts):
// what a client gets, byte for byte, for each rule.
const BIG_JSON = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ year: 2026 + i, median: i * 1234 })) })
const HUGE_TEXT = 'x'.repeat(300 * 1024) // past the synchronous limit: deflated on the thread pool

let server: http.Server
let base = ''
/** The app's kept texts, one per `v`, as a cached projection's text is kept and answered again. */
const keptTexts = new Map<string, JsonText>()

beforeAll(async () => {
  const app = express()
  app.all('/:kind', (req, res) => {
    const kind = req.params.kind
    if (kind === 'no-transform') res.setHeader('Cache-Control', 'no-store, no-transform')
    if (kind === 'png') res.setHeader('Content-Type', 'image/png')
    else if (kind === 'huge') res.setHeader('Content-Type', 'text/plain; charset=utf-8')
    else res.setHeader('Content-Type', 'application/json')
    if (kind === 'repeated') {
      // A text the app answers again unchanged: its bytes and compressed bytes are kept with it.
      const v = String(req.query.v)
      if (!keptTexts.has(v)) keptTexts.set(v, new JsonText(JSON.stringify({ v, rows: BIG_JSON }), true))
      return void endWithText(req, res, keptTexts.get(v)!)
    }
    const body = kind === 'small' ? '{"ok":true}' : kind === 'huge' ? HUGE_TEXT : BIG_JSON
    void endWithBody(req, res, Buffer.from(body))
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => server.close())

/** The raw answer (no decompression), as the wire carries it. */
function raw(path: string, acceptEncoding: string | null, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

describe('whole-body encoding', () => {
  it('gzips a text-like body of 1 KB or more for a client that takes gzip, with its compressed length', async () => {
    const { headers, body } = await raw('/json', 'gzip, deflate')
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(body.length).toBeLessThan(BIG_JSON.length / 2)
    expect(zlib.gunzipSync(body).toString()).toBe(BIG_JSON)
  })

  it('sends brotli to a client that prefers it', async () => {
    const { headers, body } = await raw('/json', 'br;q=1, gzip;q=0.5')
    expect(headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(body).toString()).toBe(BIG_JSON)
  })

  it('sends brotli to a browser that lists gzip and brotli with the same weight', async () => {
    const { headers, body } = await raw('/json', 'gzip, deflate, br, zstd')
    expect(headers['content-encoding']).toBe('br')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(zlib.brotliDecompressSync(body).toString()).toBe(BIG_JSON)
  })

  it('weighs the codings as the header does', () => {
    const cases: [string | undefined, 'gzip' | 'br' | null][] = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0.8, gzip;q=0.8', 'br'],
      ['GZIP, BR;Q=0', 'gzip'],
      ['gzip ;q=1, br ; q=0.5', 'gzip'],
      ['*', 'br'],
      ['gzip, *;q=0', 'gzip'],
      ['*;q=0', null],
      ['identity', null],
      ['gzip;q=0, br;q=0', null],
      ['gzip;q=abc, br;q=0', null],
      ['', null],
      [undefined, null],
    ]
    for (const [header, expected] of cases) expect([header, preferredEncoding(header)]).toEqual([header, expected])
  })

  it('sends the body as it is to a client that takes no compression, still saying that it varies', async () => {
    for (const accept of [null, 'identity', 'gzip;q=0']) {
      const { headers, body } = await raw('/json', accept)
      expect(headers['content-encoding']).toBeUndefined()
      expect(headers.vary).toBe('Accept-Encoding')
      expect(body.toString()).toBe(BIG_JSON)
    }
  })

  it('leaves small bodies, binary types and no-transform answers as they are', async () => {
    const small = await raw('/small', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('{"ok":true}')
    const png = await raw('/png', 'gzip')
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.headers.vary).toBeUndefined()
    const kept = await raw('/no-transform', 'gzip')
    expect(kept.headers['content-encoding']).toBeUndefined()
    expect(kept.body.toString()).toBe(BIG_JSON)
  })

  it('deflates a body past the synchronous limit too (on the thread pool)', async () => {
    const { headers, body } = await raw('/huge', 'gzip')
    expect(headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(body).toString()).toBe(HUGE_TEXT)
  })

  it('answers HEAD without a compressed body', async () => {
    const { headers, body } = await raw('/json', 'gzip', 'HEAD')
    expect(headers['content-encoding']).toBeUndefined()
    expect(body.length).toBe(0)
  })

  it("compresses a repeated text once per coding: each later answer is the kept bytes, and each text's own", async () => {
    const decoded = (coding: string, body: Buffer) =>
      JSON.parse((coding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body)).toString()) as {
        v: string
      }
    const gzip = vi.spyOn(zlib, 'gzipSync')
    const brotli = vi.spyOn(zlib, 'brotliCompressSync')
    try {
      for (const [coding, compress] of [
        ['gzip', gzip],
        ['br', brotli],
      ] as const) {
        const a1 = await raw('/repeated?v=a', coding)
        const a2 = await raw('/repeated?v=a', coding)
        const b = await raw('/repeated?v=b', coding)
        expect(compress).toHaveBeenCalledTimes(2) // a once and b once: a's second answer was kept
        expect(a1.headers['content-encoding']).toBe(coding)
        expect(a2.body.equals(a1.body)).toBe(true)
        expect(Number(a2.headers['content-length'])).toBe(a2.body.length)
        expect(decoded(coding, a2.body).v).toBe('a')
        expect(decoded(coding, b.body).v).toBe('b')
      }
    } finally {
      gzip.mockRestore()
      brotli.mockRestore()
    }
    // The same text for a client that takes neither goes as it is.
    const plain = await raw('/repeated?v=a', null)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect((JSON.parse(plain.body.toString()) as { v: string }).v).toBe('a')
  })
})
