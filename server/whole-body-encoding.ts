import zlib from 'node:zlib'
import type { Request, Response } from 'express'
import type { JsonText } from '../app/lib/json-text.ts'

// Pages and API answers reach the wire whole (sendResponse in request-body.ts), so they are compressed
// in one call on the whole buffer. The `compression` middleware, which did it before, pumps a body
// through a zlib stream on the thread pool: measured on a cached projection (14 KB of JSON), that
// stream cost about 0.3 ms more a request than one synchronous call, in event-loop turns and stream
// bookkeeping rather than in deflating. The middleware stays on the static files (server/app.ts).

/** Below this a body goes as it is: the compressed headers and framing would eat the saving. */
const MIN_BYTES = 1024
/**
 * Above this, deflating on the event loop would stall other requests (gzip runs at roughly 50–100 MB/s
 * here: 256 KB is a few ms), so the one-shot call runs on the thread pool instead.
 */
const MAX_SYNC_BYTES = 256 * 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i
/**
 * Brotli at quality 3 where the client takes it as readily as gzip. Measured on this app's answers
 * (the projections screen's 40 KB of HTML, a cached projection's 14 KB of JSON, the goals screen): it
 * costs about 40 % less CPU than gzip's default level (0.63 against 1.09 ms for the screen) for a size
 * within 4 % of gzip's either way; quality 4 costs about what gzip's default level does.
 */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } }

/**
 * Gzip at level 1 (nginx's default) for the clients that do not take brotli: scripts and HTTP libraries
 * (Node's fetch, Python's requests) rather than browsers. Against the default level 6 it costs 0.14 ms
 * instead of 0.33 for a cached projection's 14 KB of JSON, for 5.2 KB instead of 5.0.
 */
const GZIP_OPTIONS = { level: 1 }

type Encoding = 'gzip' | 'br'

/**
 * The coding to send for an Accept-Encoding header: brotli when the client weighs it at least as much
 * as gzip (browsers list both with the same weight, "gzip, deflate, br, zstd", which leaves the choice
 * to the server), else gzip, else none. A coding the header does not name takes `*`'s weight, or 0.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.toLowerCase().split(';')
    const name = coding.trim()
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}

function wanted(req: Request, res: Response, body: Buffer): Encoding | null {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return null
  if (body.length < MIN_BYTES || res.getHeader('Content-Encoding')) return null
  if (/no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))) return null
  return preferredEncoding(req.headers['accept-encoding'])
}

function deflated(encoding: Encoding, body: Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS)
}

/**
 * The bytes of texts the app answers again unchanged (app/lib/json-text.ts: a cached projection's kept
 * text), made once per text and coding: compressing a cached projection's 14 KB was about a tenth of a
 * cache hit's server time. Keyed by the text object, which never changes, so a changed answer (a new
 * text) can never get another's bytes; they go when the app drops the text.
 */
const keptBytes = new WeakMap<JsonText, { plain: Buffer; encoded: Map<Encoding, Buffer> }>()

function bytesKept(text: JsonText) {
  let kept = keptBytes.get(text)
  if (!kept) keptBytes.set(text, (kept = { plain: Buffer.from(text.text), encoded: new Map() }))
  return kept
}

function deflatedOnPool(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result))
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI_OPTIONS, done)
    else zlib.gzip(body, GZIP_OPTIONS, done)
  })
}

function compressed(encoding: Encoding, body: Buffer): Buffer | Promise<Buffer> {
  return body.length > MAX_SYNC_BYTES ? deflatedOnPool(encoding, body) : deflated(encoding, body)
}

/**
 * Ends `res` with `body`, gzip- or brotli-compressed when the client takes it and the type is text-like
 * (its headers say which, and that the answer varies with Accept-Encoding).
 */
export async function endWithBody(req: Request, res: Response, body: Buffer): Promise<void> {
  const encoding = chosenEncoding(req, res, body)
  if (!encoding) return void res.end(body)
  sendEncoded(res, encoding, await compressed(encoding, body))
}

/** As endWithBody, for an answer made from `text`: a repeated text's bytes, compressed too, are made once. */
export async function endWithText(req: Request, res: Response, text: JsonText): Promise<void> {
  if (!text.repeated) return endWithBody(req, res, Buffer.from(text.text))
  const kept = bytesKept(text)
  const encoding = chosenEncoding(req, res, kept.plain)
  if (!encoding) return void res.end(kept.plain)
  let encoded = kept.encoded.get(encoding)
  if (!encoded) kept.encoded.set(encoding, (encoded = await compressed(encoding, kept.plain)))
  sendEncoded(res, encoding, encoded)
}

/** The coding for `body`, or null when it goes as it is; sets Vary for a text-like type. */
function chosenEncoding(req: Request, res: Response, body: Buffer): Encoding | null {
  if (!COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''))) return null
  res.vary('Accept-Encoding')
  return wanted(req, res, body)
}

function sendEncoded(res: Response, encoding: Encoding, encoded: Buffer) {
  res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', encoded.length)
  res.end(encoded)
}
