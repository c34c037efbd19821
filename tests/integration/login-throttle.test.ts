import { describe, expect, it } from 'vitest'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { apiLogin, createUser, GOOD_PASSWORD, uniqueEmail } from '../helpers/users.ts'

const server = useTestServer()

// Each test speaks from its own client address (X-Forwarded-For; the test server trusts
// the proxy header), so address counters do not leak between tests.
// Counters are in Redis in the MariaDB project and in memory in the SQLite one.
describe('login throttling', () => {
  it('refuses an e-mail after 5 failures, even with the right password, with 429 on the API', async () => {
    const ip = '203.0.113.10'
    const body = await createUser()
    for (let i = 0; i < 5; i++) {
      expect((await apiLogin(server.base, body.email, `Wrong!Pass${i}`, ip)).status).toBe(401)
    }
    const blocked = await apiLogin(server.base, body.email, GOOD_PASSWORD, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).detail).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    )

    // The e-mail is locked from every address, and in the browser form too.
    const elsewhere = await apiLogin(server.base, body.email, GOOD_PASSWORD, '203.0.113.11')
    expect(elsewhere.status).toBe(429)
    const browser = new Browser(server.base)
    const page = await browser.post(
      '/login',
      { email: body.email, password: GOOD_PASSWORD },
      { 'x-forwarded-for': '203.0.113.12' },
    )
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('Too many failed sign-in attempts')
    expect(browser.hasCookie('wp_session')).toBe(false)
  })

  it('a success before the limit resets the e-mail counter', async () => {
    const ip = '203.0.113.20'
    const body = await createUser()
    for (let i = 0; i < 4; i++) await apiLogin(server.base, body.email, 'Wrong!Pass1', ip)
    expect((await apiLogin(server.base, body.email, GOOD_PASSWORD, ip)).status).toBe(200)
    for (let i = 0; i < 4; i++) await apiLogin(server.base, body.email, 'Wrong!Pass1', ip)
    expect((await apiLogin(server.base, body.email, GOOD_PASSWORD, ip)).status).toBe(200)
  })

  it('refuses an address after 20 failures across different e-mails', async () => {
    const ip = '203.0.113.30'
    for (let i = 0; i < 20; i++) {
      expect((await apiLogin(server.base, uniqueEmail('spray'), 'Wrong!Pass1', ip)).status).toBe(401)
    }
    const body = await createUser()
    expect((await apiLogin(server.base, body.email, GOOD_PASSWORD, ip)).status).toBe(429)
    // Another address is not affected.
    expect((await apiLogin(server.base, body.email, GOOD_PASSWORD, '203.0.113.31')).status).toBe(200)
  })
})
