import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { PASSWORD_POLICY_MESSAGE } from '../../app/schemas/auth.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { DUPLICATE_EMAIL_MESSAGE } from '../../app/services/account/user.server.ts'
import { browserUser, createUser, GOOD_PASSWORD, signInApi, uniqueEmail } from '../helpers/users.ts'
import { themeCssVersion } from '../../app/theme.ts'

const server = useTestServer()

function registration(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Morgan',
    last_name: 'Lee',
    email: uniqueEmail('browser'),
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
    ...overrides,
  }
}

async function registeredBrowser(overrides: Record<string, string> = {}) {
  const browser = new Browser(server.base)
  const fields = registration(overrides)
  const response = await browser.post('/register', fields)
  expect(response.status).toBe(302)
  return { browser, fields }
}

describe('Create Account (no JavaScript: form posts)', () => {
  it('registers, signs the new user in and shows the welcome line on Home', async () => {
    const { browser } = await registeredBrowser({ first_name: 'Quinn' })
    expect(browser.hasCookie('wp_session')).toBe(true)
    const home = await browser.get('/')
    const html = await home.text()
    expect(html).toContain('Welcome, Quinn!')
    expect(html).toContain('Continue')
    expect(html).toContain('Logout')
  })

  it('sets the session cookie httpOnly and SameSite=Lax, holding only an opaque id', async () => {
    const browser = new Browser(server.base)
    const response = await browser.post('/register', registration())
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('wp_session='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(decodeURIComponent(cookie ?? '')).not.toMatch(/@|Morgan/)
  })

  it('refuses mismatched passwords with "Passwords do not match" and creates nothing', async () => {
    const browser = new Browser(server.base)
    const fields = registration({ confirm_password: 'Different!1a' })
    const response = await browser.post('/register', fields)
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Passwords do not match')
    expect(await getDb().User.count({ where: { email: fields.email } })).toBe(0)
  })

  it('enforces the password policy on the server with the spec message', async () => {
    const browser = new Browser(server.base)
    const fields = registration({ password: 'weakpass', confirm_password: 'weakpass' })
    const response = await browser.post('/register', fields)
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain(PASSWORD_POLICY_MESSAGE.replace('&', '&amp;'))
    expect(await getDb().User.count({ where: { email: fields.email } })).toBe(0)
  })

  it('refuses a duplicate e-mail with a neutral message', async () => {
    const { fields } = await registeredBrowser()
    const other = new Browser(server.base)
    const response = await other.post('/register', registration({ email: fields.email }))
    expect(response.status).toBe(409)
    const html = await response.text()
    expect(html).toContain(DUPLICATE_EMAIL_MESSAGE)
    expect(html).not.toContain('already exists')
    expect(other.hasCookie('wp_session')).toBe(false)
  })

  it('requires all five fields', async () => {
    const browser = new Browser(server.base)
    const response = await browser.post('/register', {})
    expect(response.status).toBe(422)
    const html = await response.text()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      expect(html).toContain(message)
    }
  })
})

describe('Sign In and sign out', () => {
  it('signs out with Logout, then signs in again', async () => {
    const { browser, fields } = await registeredBrowser()
    const out = await browser.post('/logout', {})
    expect(out.status).toBe(302)
    expect(browser.hasCookie('wp_session')).toBe(false)
    expect(await (await browser.get('/')).text()).toContain('Create Account')

    const signIn = await browser.post('/login', { email: fields.email, password: fields.password })
    expect(signIn.status).toBe(302)
    expect(signIn.headers.get('location')).toBe('/plan')
    const plan = await browser.follow(signIn)
    expect(plan.status).toBe(200)
    expect(await plan.text()).toContain('Planning steps')
  })

  it('shows "Invalid email or password" for a wrong password', async () => {
    const { fields } = await registeredBrowser()
    const browser = new Browser(server.base)
    const response = await browser.post('/login', { email: fields.email, password: 'Wrong!Pass1' })
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Invalid email or password')
    expect(browser.hasCookie('wp_session')).toBe(false)
  })

  it('returns to the page that asked for sign-in, and never to another site', async () => {
    const { browser, fields } = await registeredBrowser()
    await browser.post('/logout', {})
    const guarded = await browser.get('/plan/goals')
    expect(guarded.status).toBe(302)
    expect(guarded.headers.get('location')).toBe('/login?redirectTo=%2Fplan%2Fgoals')
    const back = await browser.post('/login', {
      email: fields.email,
      password: fields.password,
      redirectTo: '/plan/goals',
    })
    expect(back.headers.get('location')).toBe('/plan/goals')
    await browser.post('/logout', {})
    const evil = await browser.post('/login', {
      email: fields.email,
      password: fields.password,
      redirectTo: '//evil.example/x',
    })
    expect(evil.headers.get('location')).toBe('/plan')
    // Issue 16, item 4: a tab browsers drop ("/\t/evil" is "//evil" to them), and CR/LF that
    // used to answer 500: each signs in and goes to /plan.
    for (const redirectTo of ['/\t/evil.example/phish', '/\n/evil.example', '/plan\r\nX-Evil: 1', '/\\evil.example']) {
      await browser.post('/logout', {})
      const response = await browser.post('/login', { email: fields.email, password: fields.password, redirectTo })
      expect(response.status, JSON.stringify(redirectTo)).toBe(302)
      expect(response.headers.get('location')).toBe('/plan')
    }
  })

  it('asks before signing out on ?clear, ?reset and ?clearAuth; only the confirmation (a POST) signs out', async () => {
    for (const param of ['clear', 'reset', 'clearAuth']) {
      const { browser } = await registeredBrowser()
      const response = await browser.get(`/plan/profile?${param}=1&tab=x`)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`/logout?back=${encodeURIComponent('/plan/profile?tab=x')}`)
      const confirm = await browser.follow(response)
      expect(confirm.status).toBe(200)
      const html = await confirm.text()
      expect(html).toContain('Do you want to sign out of WealthPath?')
      expect(html).toContain('method="post"')
      expect(html).toContain('href="/plan/profile?tab=x"')
      // Nothing was signed out by the GETs.
      expect(browser.hasCookie('wp_session')).toBe(true)
      expect((await browser.get('/plan/profile')).status).toBe(200)
      const out = await browser.post('/logout', {})
      expect(out.status).toBe(302)
      expect(out.headers.get('location')).toBe('/')
      expect(browser.hasCookie('wp_session')).toBe(false)
      expect((await browser.get('/plan/profile')).status).toBe(302)
    }
    // Without a session the link just goes back.
    const anonymous = new Browser(server.base)
    const home = await anonymous.follow(await anonymous.get('/?clear=1'))
    expect(home.status).toBe(200)
    expect(await home.text()).not.toContain('Do you want to sign out')
  })

  it('marks authenticated documents and .data answers Cache-Control: no-store', async () => {
    const { browser } = await registeredBrowser()
    for (const path of ['/plan/profile', '/plan/profile.data', '/plan/goals']) {
      const response = await browser.get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
    // A route's own value is the one sent, once: the API's no-store, the versioned stylesheet's year.
    const { access_token } = await signInApi(server.base, await createUser({ tag: 'no-store' }))
    const api = await fetch(`${server.base}/api/v1/financial/entries`, {
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(api.headers.get('cache-control')).toBe('no-store')
    const stylesheet = await browser.get(`/styles/chakra-global.css?v=${themeCssVersion}`)
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('refuses dot segments in the raw path before the origin check, never 500', async () => {
    const { browser } = await registeredBrowser()
    // fetch() would resolve the dots itself (as browsers do); `curl --path-as-is` sends them as they are.
    const raw = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const { port } = new URL(server.base)
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: {
              cookie: browser.cookieHeader(),
              origin: 'https://evil.example',
              'content-type': 'application/x-www-form-urlencoded',
            },
          },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          },
        )
        request.on('error', reject)
        request.end(method === 'POST' ? 'description=x' : undefined)
      })
    for (const path of ['/api/v1/../plan/financial-data/new', '/api/v1/%2e%2E/plan/goals/new', '/plan/./goals/new']) {
      expect(await raw('POST', path), path).toBe(400)
    }
    expect(await raw('GET', '/api/v1/../plan/profile')).toBe(400)
    // The same cross-site post without the dots meets the origin check.
    expect(await raw('POST', '/plan/financial-data/new')).toBe(403)
  })

  it('refuses a revoked session in the browser', async () => {
    const { browser, fields } = await registeredBrowser()
    expect((await browser.get('/plan/profile')).status).toBe(200)
    const user = await getDb().User.findOne({ where: { email: fields.email } })
    await getDb().Session.update(
      { revoked_at: new Date(), revoked_reason: 'admin_force_logout' },
      { where: { user_id: user!.id } },
    )
    const after = await browser.get('/plan/profile')
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
  })

  it('records sessions as rows with ip, user agent, last seen and expiry', async () => {
    const { fields } = await registeredBrowser()
    const user = await getDb().User.findOne({ where: { email: fields.email } })
    const session = await getDb().Session.findOne({ where: { user_id: user!.id } })
    expect(session).toMatchObject({ kind: 'browser', revoked_at: null })
    expect(session!.ip).toBeTruthy()
    expect(session!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(session!.token_hash).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('cross-site form posts', () => {
  it('refuses a post from another origin and changes nothing', async () => {
    const browser = new Browser(server.base)
    const fields = registration()
    const response = await browser.post('/register', fields, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('Cross-site form submissions are not allowed.')
    expect(await getDb().User.count({ where: { email: fields.email } })).toBe(0)
  })

  it('refuses a cross-site logout (Referer only) too', async () => {
    const { browser } = await registeredBrowser()
    const response = await browser.post('/logout', {}, { origin: '', referer: 'https://evil.example/page' })
    expect(response.status).toBe(403)
    expect((await browser.get('/plan/profile')).status).toBe(200)
  })
})

describe('admin screens', () => {
  it('redirects anonymous visitors to sign in, refuses a normal user with 403, lets an admin in', async () => {
    const anonymous = new Browser(server.base)
    expect((await anonymous.get('/admin')).headers.get('location')).toBe('/login?redirectTo=%2Fadmin')

    const { browser: normal } = await registeredBrowser()
    const denied = await normal.get('/admin')
    expect(denied.status).toBe(403)
    expect(await (await normal.get('/plan/profile')).text()).not.toContain('>Admin<')

    const { browser: admin } = await browserUser(server.base, { tag: 'admin', role: 'admin' })
    const opened = await admin.get('/admin')
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/admin/users')
    const page = await admin.follow(opened)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('User Management')
    expect(await (await admin.get('/plan/profile')).text()).toContain('>Admin<')
  })

  it('force logout asks for confirmation on its own page, then ends the sessions', async () => {
    const { browser: admin } = await browserUser(server.base, { tag: 'admin', role: 'admin' })
    const { browser: victim, fields } = await registeredBrowser()
    const user = await getDb().User.findOne({ where: { email: fields.email } })

    const confirm = await admin.get(`/admin/users/${user!.id}/force-logout`)
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain(`Are you sure you want to force logout for user ${fields.email}?`)
    expect((await victim.get('/plan/profile')).status).toBe(200)

    const done = await admin.post(`/admin/users/${user!.id}/force-logout`, {})
    expect(done.status).toBe(302)
    expect(await (await admin.follow(done)).text()).toContain('User logout initiated')
    expect((await victim.get('/plan/profile')).status).toBe(302)

    const { browser: normal } = await registeredBrowser()
    expect((await normal.post(`/admin/users/${user!.id}/force-logout`, {})).status).toBe(403)
    expect((await admin.get('/admin/users/abc/force-logout')).status).toBe(400)
  })
})

describe('host process', () => {
  it('sends security headers with a per-response CSP nonce', async () => {
    const first = await fetch(`${server.base}/login`)
    const second = await fetch(`${server.base}/login`)
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
    expect(csp).not.toBe(second.headers.get('content-security-policy'))
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const nonce = csp.match(/nonce-([^']+)/)![1]
    const html = await first.text()
    expect(html).toContain(`nonce="${nonce}"`)
  })

  it('compresses pages and serves build assets with long-lived cache headers', async () => {
    const page = await fetch(`${server.base}/login`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers.get('content-encoding')).toBe('gzip')
    const html = await page.text()
    const asset = html.match(/\/build\/[^"]+\.js/)![0]
    const response = await fetch(`${server.base}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    // Static files stream through the compression middleware (pages are compressed whole as they are sent).
    const manifest = html.match(/\/build\/manifest-[^"]+\.js/)![0]
    const script = await fetch(`${server.base}${manifest}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(script.headers.get('content-encoding')).toBe('gzip')
  })

  it('answers /health with each dependency', async () => {
    const response = await fetch(`${server.base}/health`)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ service: 'WealthPath API', environment: 'test', status: expect.any(String) })
    expect(body.dependencies.database).toMatchObject({ status: 'ok' })
    expect(body.dependencies.redis.status).toBe(process.env.REDIS_URL ? 'ok' : 'not_configured')
    expect(body.dependencies.llm).toMatchObject({ status: 'ok', mode: 'offline' })
    expect(body.dependencies.sim_worker).toHaveProperty('status')
  })

  it('renders a 404 page for an unknown screen', async () => {
    const response = await fetch(`${server.base}/no/such/page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found')
  })
})
