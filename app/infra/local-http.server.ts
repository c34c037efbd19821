import http from 'node:http'
import https from 'node:https'

// The app's HTTP calls to its own services (the sim-worker, on this host or beside it): node:http on
// pooled keep-alive connections, the whole body read as text. Node's fetch builds WHATWG requests,
// headers and streams around the same socket: against the sim-worker's 50 KB lifecycle answer it cost
// 1.8 ms a call beyond the run where this costs 1.3 (medians of 300 interleaved calls, 27 Nov 2026),
// and more on the app's busy event loop. Nothing here is for the wider internet: no redirects, no
// decompression (the sim-worker sends neither).

export interface LocalHttpAnswer {
  status: number
  /** A response header's value (the first, if it came more than once). */
  header(name: string): string | undefined
  text: string
}

export interface LocalHttpRequest {
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** The whole exchange, answer body included, is abandoned after this long. */
  timeoutMs: number
}

/** The exchange was abandoned at its deadline: the other side may still be working on it. */
export class LocalHttpTimeoutError extends Error {
  override name = 'LocalHttpTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`)
  }
}

const AGENTS = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
}

/** How a connection kept open from an earlier call fails when the other side closed it meanwhile. */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE'])

function isStaleConnection(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code !== undefined && STALE_CONNECTION_CODES.has(code)
}

type Attempt = { answer: Promise<LocalHttpAnswer>; reusedSocket: () => boolean }

function attempt(url: URL, init: LocalHttpRequest, signal: AbortSignal, agent: http.Agent | false): Attempt {
  const send = url.protocol === 'https:' ? https.request : http.request
  const headers = { ...init.headers }
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body))
  let request: http.ClientRequest | null = null
  const answer = new Promise<LocalHttpAnswer>((resolve, reject) => {
    request = send(url, { method: init.method ?? 'GET', headers, agent, signal }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      // A body cut short (the connection closed, or the deadline) ends in 'close' without 'end'.
      response.on('close', () => {
        if (!response.complete) reject(new Error('The connection closed before the answer was complete'))
      })
      response.on('end', () => {
        const { headers: received } = response
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = received[name.toLowerCase()]
            return Array.isArray(value) ? value[0] : value
          },
          text: Buffer.concat(chunks).toString('utf8'),
        })
      })
    })
    request.on('error', reject)
    request.end(init.body)
  })
  return { answer, reusedSocket: () => (request as http.ClientRequest | null)?.reusedSocket === true }
}

/**
 * One request and its whole answer. Rejects with LocalHttpTimeoutError at the deadline, and with the
 * connection's own error when there is no answer. A call that went out on a kept connection the other
 * side had just closed is sent once more on a new one, as Node's documentation advises for keep-alive
 * (the services called here compute pure functions of the body, so a repeat is harmless).
 */
export async function localHttp(url: URL, init: LocalHttpRequest): Promise<LocalHttpAnswer> {
  const agent = AGENTS[url.protocol as keyof typeof AGENTS]
  if (!agent) throw new TypeError(`Only http: and https: URLs are supported, got ${url.protocol}`)
  const signal = AbortSignal.timeout(init.timeoutMs)
  const first = attempt(url, init, signal, agent)
  try {
    return await first.answer.catch((error: unknown) => {
      if (signal.aborted || !(first.reusedSocket() && isStaleConnection(error))) throw error
      return attempt(url, init, signal, false).answer
    })
  } catch (error) {
    if (signal.aborted) throw new LocalHttpTimeoutError(init.timeoutMs)
    throw error
  }
}
