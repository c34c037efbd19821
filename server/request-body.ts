import { AsyncResource } from 'node:async_hooks'
import type { AppLoadContext, ServerBuild } from '@remix-run/node'
import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { jsonTextOf } from '../app/http/answer-text.server.ts'
import { endWithBody, endWithText } from './whole-body-encoding.ts'

// Every request body is read here, once, before anything parses it, and counted byte by byte:
// a chunked body has no Content-Length, so a limit on that header alone let a 200 MB upload
// through to the form parser (2.6 GB of memory, /health stalled). Remix then gets the bytes
// already read, so the limit holds for screens and the API alike.

const BODYLESS = new Set(['GET', 'HEAD'])
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']
/** How long a refused upload may keep sending (discarded) before its connection is cut. */
const DRAIN_MS = 2_000

type Locals = { body?: Buffer }

function tooLarge(req: ExpressRequest, res: ExpressResponse) {
  res.status(413).json({ detail: 'Request body is too large' })
  // Read and drop the rest for a moment, so the client sees the 413 rather than a reset (a
  // `Connection: close` would end the socket under a client still writing: EPIPE); then cut it.
  req.resume()
  const cut = setTimeout(() => req.socket.destroy(), DRAIN_MS)
  cut.unref()
  req.once('end', () => clearTimeout(cut))
}

function unreadable(res: ExpressResponse) {
  if (!res.headersSent) res.status(400).json({ detail: 'The request body could not be read' })
}

/** Reads the body into `res.locals.body`, refusing it with 413 as soon as it passes `maxBytes`. */
export function bodyLimit({ maxBytes }: { maxBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (BODYLESS.has(req.method)) return next()
    if (Number(req.get('content-length') ?? 0) > maxBytes) return tooLarge(req, res)
    // The stream's events run outside this request's async context: bind `next` to it, or the
    // request context (the client's address, the nonce) would be lost for everything after.
    const proceed = AsyncResource.bind(next)
    const chunks: Buffer[] = []
    let received = 0
    let refused = false
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > maxBytes) {
        refused = true
        req.off('data', onData)
        chunks.length = 0
        tooLarge(req, res)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('error', () => unreadable(res))
    req.once('aborted', () => (refused = true))
    req.once('end', () => {
      if (refused) return
      const locals: Locals = res.locals
      locals.body = Buffer.concat(chunks)
      proceed()
    })
  }
}

function mediaType(req: ExpressRequest) {
  return (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
}

/**
 * Screen actions take HTML form posts only: another content type is a 415, a form body that
 * does not parse (a broken multipart) a 400, both before the route's action could fail with
 * a 500. The bearer API reads its own bodies (JSON or forms) and answers its own 422s.
 */
export function screenFormBody(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || req.path.startsWith('/api/')) return next()
    const locals: Locals = res.locals
    const body = locals.body ?? Buffer.alloc(0)
    const type = mediaType(req)
    if (body.length === 0 && type === '') {
      // A bodyless post (no Content-Type) is an empty form: said so, the action's formData() reads
      // no fields and answers its own 4xx instead of throwing (a 500).
      req.headers['content-type'] = 'application/x-www-form-urlencoded'
      return next()
    }
    if (!FORM_TYPES.includes(type)) {
      res.status(415).type('text/plain').send('This page takes form posts only (application/x-www-form-urlencoded).')
      return
    }
    if (type !== 'multipart/form-data') return next()
    new Response(new Uint8Array(body), { headers: { 'content-type': req.get('content-type') ?? '' } })
      .formData()
      .then(() => next())
      .catch(() => {
        res.status(400).type('text/plain').send('The form could not be read (a broken multipart body).')
      })
  }
}

/** The Web Request Remix reads, with the body `bodyLimit` has already read. */
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger)
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`)
  const controller = new AbortController()
  // Abort loaders and actions once no response can be written (closed before finishing).
  let finished = false
  res.on('finish', () => (finished = true))
  res.on('close', () => {
    if (!finished) controller.abort()
  })
  const locals: Locals = res.locals
  const body = BODYLESS.has(req.method) ? undefined : new Uint8Array(locals.body ?? Buffer.alloc(0))
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(key, one)
  }
  return new Request(url.href, {
    method: req.method,
    headers,
    signal: controller.signal,
    body,
  })
}

/**
 * As @remix-run/express sends Remix's answer, but only event streams are streamed (flushed at once, and
 * not compressed: each event must reach the client as it is written): every other body is already whole
 * (pages are rendered to the end by entry.server), so it is compressed in one call and goes in one write.
 */
async function sendResponse(req: ExpressRequest, res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [key, value] of response.headers.entries()) res.append(key, value)
  if (!response.body) {
    res.end()
  } else if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) {
    res.flushHeaders()
    await writeReadableStreamToWritable(response.body, res)
  } else {
    // An API answer's text is at hand (apiJson): reading it back through undici's body stream took about
    // 0.05 ms a hit in a profile of the server.
    const text = jsonTextOf(response)
    await (text ? endWithText(req, res, text) : endWithBody(req, res, Buffer.from(await response.arrayBuffer())))
  }
}

/**
 * Express → Remix, in place of @remix-run/express's handler (which reads the request stream that
 * `bodyLimit` has already consumed): Remix gets a Request built on the buffered bytes.
 */
export function remixHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
}): RequestHandler {
  const handleRequest = createRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      const response = await handleRequest(remixRequest(req, res), getLoadContext(req, res))
      await sendResponse(req, res, response)
    } catch (error) {
      next(error)
    }
  }
}
