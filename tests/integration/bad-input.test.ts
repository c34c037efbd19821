import { describe, expect, it } from 'vitest'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// Whatever a user or client can send to the routes of the foundation answers 4xx
// with a clear message, never 500.
const server = useTestServer()

const long = 'x'.repeat(10_000)

describe('API routes refuse bad input with 4xx and a detail', () => {
  const cases: [string, string, RequestInit][] = [
    ['login: empty body', '/api/v1/auth/login', { method: 'POST' }],
    [
      'login: text body',
      '/api/v1/auth/login',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    ],
    [
      'login: huge username',
      '/api/v1/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `username=${long}&password=x`,
      },
    ],
    [
      'login: broken multipart',
      '/api/v1/auth/login',
      { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: '--zzz\r\nbroken' },
    ],
    ['login: PUT', '/api/v1/auth/login', { method: 'PUT' }],
    [
      'register: numbers for strings',
      '/api/v1/auth/register',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 1, password: 2, first_name: 3, last_name: 4 }),
      },
    ],
    [
      'register: null body',
      '/api/v1/auth/register',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' },
    ],
    [
      'register: 256-char e-mail',
      '/api/v1/auth/register',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${'a'.repeat(250)}@b.com`,
          password: 'Str0ng!Pass',
          first_name: 'A',
          last_name: 'B',
        }),
      },
    ],
    ['register: DELETE', '/api/v1/auth/register', { method: 'DELETE' }],
    [
      'refresh: number token',
      '/api/v1/auth/refresh',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"refresh_token": 42}' },
    ],
    [
      'refresh: huge token',
      '/api/v1/auth/refresh',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: long }),
      },
    ],
    ['me: POST', '/api/v1/auth/me', { method: 'POST' }],
    ['me: malformed bearer', '/api/v1/auth/me', { headers: { authorization: 'Bearer' } }],
    ['me: other scheme', '/api/v1/auth/me', { headers: { authorization: 'Basic abc' } }],
    ['logout: no token', '/api/v1/auth/logout', { method: 'POST' }],
    ['admin users: garbage token', '/api/v1/admin/users', { headers: { authorization: `Bearer ${long}` } }],
    ['force-logout: no token', '/api/v1/admin/force-logout/1', { method: 'POST' }],
  ]

  it.each(cases)('%s', async (_name, path, init) => {
    const response = await fetch(server.base + path, init)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const body = await response.json()
    expect(body.detail).toBeTruthy()
  })

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(6 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ detail: 'Request body is too large' })
  })

  it('force-logout with an admin token and odd ids answers 400/404', async () => {
    const { access_token } = await apiUser(server.base, { tag: 'admin', role: 'admin' })
    for (const id of ['-1', '1.5', '99999999999999999999', '%00', 'abc']) {
      const response = await fetch(`${server.base}/api/v1/admin/force-logout/${id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}` },
      })
      expect([400, 404]).toContain(response.status)
    }
  })
})

describe('screens refuse bad input with 4xx', () => {
  it.each([
    ['login: no fields', '/login', {}],
    ['login: huge e-mail', '/login', { email: long, password: 'x' }],
    [
      'register: huge names',
      '/register',
      { first_name: long, last_name: long, email: 'a@b.co', password: 'Str0ng!Pass', confirm_password: 'Str0ng!Pass' },
    ],
    [
      'register: bad e-mail',
      '/register',
      { first_name: 'A', last_name: 'B', email: 'nope', password: 'Str0ng!Pass', confirm_password: 'Str0ng!Pass' },
    ],
  ])('%s', async (_name, path, fields) => {
    const response = await new Browser(server.base).post(path, fields as Record<string, string>)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('repeated fields do not break the form', async () => {
    const response = await fetch(`${server.base}/register`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
      body: 'email=a@b.co&email=c@d.co&first_name=A&first_name=B&last_name=C&password=Str0ng!Pass&confirm_password=Str0ng!Pass',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('a post to a page without an action answers 405', async () => {
    const browser = new Browser(server.base)
    const response = await browser.post('/plan/profile', { anything: '1' })
    expect([302, 405]).toContain(response.status)
    const home = await browser.post('/', { anything: '1' })
    expect(home.status).toBe(405)
  })

  it('unknown planning steps answer 404 for a signed-in user', async () => {
    const tokens = await apiUser(server.base)
    expect(tokens.access_token).toBeTruthy()
    const browser = new Browser(server.base)
    await browser.post('/login', { email: tokens.email, password: 'Str0ng!Passw0rd' })
    expect((await browser.get('/plan/nope')).status).toBe(404)
  })
})
