import { afterAll, beforeAll } from 'vitest'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from '@remix-run/node'
import { getEnv } from '../../app/env.server.ts'
import { createApp } from '../../server/app.ts'

/** The real host process (headers, origin check, Remix build) on a free port. Run `npm run build` first. */
export async function startTestServer() {
  // A variable path: the build exists only after `npm run build`, so TypeScript must not resolve it.
  const buildPath = '../../build/index.js'
  const build = (await import(/* @vite-ignore */ buildPath)) as ServerBuild
  const app = createApp({ env: getEnv(), build })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Starts the test server before the file's tests and stops it after them. `base` is read
 * when a test runs, so `const server = useTestServer()` can sit at the top of the file.
 */
export function useTestServer() {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server?.close()
  })
  return {
    get base() {
      if (!server) throw new Error('the test server is not running: use server.base inside a test or hook')
      return server.base
    },
  }
}

/** A tiny cookie-keeping client that behaves like a browser without JavaScript. */
export class Browser {
  private cookies = new Map<string, string>()
  constructor(private base: string) {}

  get origin() {
    return this.base
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  hasCookie(name: string) {
    return this.cookies.has(name)
  }

  /** Keeps the cookies a response sets, as a browser would. */
  acceptCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  async get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(this.base + path, {
      redirect: 'manual',
      headers: { cookie: this.cookieHeader(), ...headers },
    })
    this.acceptCookies(response)
    return response
  }

  async post(path: string, fields: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}) {
    const response = await fetch(this.base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(),
        origin: this.base,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams(fields),
    })
    this.acceptCookies(response)
    return response
  }

  /** Follows one redirect hop chain with GETs, like a browser after a form post. */
  async follow(response: Response): Promise<Response> {
    let current = response
    for (let hops = 0; hops < 5 && current.status >= 300 && current.status < 400; hops++) {
      const location = current.headers.get('location')
      if (!location) break
      current = await this.get(location.startsWith('http') ? new URL(location).pathname : location)
    }
    return current
  }
}
