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

  private remember(response: Response) {
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
    this.remember(response)
    return response
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
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
    this.remember(response)
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

let counter = 0
export function uniqueEmail(prefix = 'user') {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 6)}@example.org`
}

export const GOOD_PASSWORD = 'Str0ng!Passw0rd'

export async function apiRegister(base: string, overrides: Partial<Record<string, string>> = {}) {
  const body = { email: uniqueEmail(), password: GOOD_PASSWORD, first_name: 'Avery', last_name: 'Stone', ...overrides }
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { response, body }
}

export async function apiLogin(base: string, email: string, password = GOOD_PASSWORD, clientIp?: string) {
  return fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    // The test server trusts X-Forwarded-For (TRUST_PROXY), so a test can speak for another address.
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
    },
    body: new URLSearchParams({ username: email, password }),
  })
}

export async function apiTokens(base: string, overrides: Partial<Record<string, string>> = {}) {
  const { body } = await apiRegister(base, overrides)
  const response = await apiLogin(base, body.email, body.password)
  const tokens = (await response.json()) as { access_token: string; refresh_token: string; user: { id: number } }
  return { ...tokens, email: body.email }
}

/** A new account signed in through the Create Account form, as a browser without JavaScript. */
export async function registeredBrowser(base: string, tag = 'user') {
  const { getDb } = await import('../../db/index.ts')
  const browser = new Browser(base)
  const email = uniqueEmail(tag)
  const response = await browser.post('/register', {
    first_name: 'Casey',
    last_name: 'Tester',
    email,
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
  })
  if (response.status !== 302) throw new Error(`registration failed with ${response.status}`)
  const user = await getDb().User.findOne({ where: { email } })
  if (!user) throw new Error('registration did not create the user')
  return { browser, userId: user.id, email }
}
