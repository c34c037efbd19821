import http from 'node:http'
import zlib from 'node:zlib'

// A GET timed as a load tool (wrk, autocannon) times it: node:http on one kept-alive connection, the
// body read whole and gunzipped here. Node's fetch costs about 0.3–0.5 ms more a request on its own
// side (its Request, Headers and body streams): against a bare Node server answering 8 KB of gzipped
// JSON, 0.32–0.54 ms a round trip this way and 0.60–1.14 by fetch (27 Nov 2026). The projection
// bench prints both.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** GETs `url` and answers the milliseconds to its last byte, decoded; refuses anything but a 200. */
export function leanGetMs(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        if (response.headers['content-encoding'] === 'gzip') zlib.gunzipSync(body)
        if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode} from ${url}`))
        resolve(performance.now() - started)
      })
    })
    request.on('error', reject)
  })
}

/** Lets the process end: the kept-alive socket would otherwise hold it open. */
export function closeLeanHttp() {
  agent.destroy()
}
