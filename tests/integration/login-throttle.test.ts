import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiLogin, apiRegister, Browser, GOOD_PASSWORD, startTestServer, uniqueEmail } from '../helpers/test-server.ts'

let server: Awaited<ReturnType<typeof startTestServer>>
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

// Counters are in Redis in the MariaDB project and in memory in the SQLite one.
describe('login throttling', () => {
  it('refuses an e-mail after 5 failures, even with the right password, with 429 on the API', async () => {
    const { body } = await apiRegister(server.base)
    for (let i = 0; i < 5; i++) {
      expect((await apiLogin(server.base, body.email, `Wrong!Pass${i}`)).status).toBe(401)
    }
    const blocked = await apiLogin(server.base, body.email, GOOD_PASSWORD)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await blocked.json()).detail).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/)

    const browser = new Browser(server.base)
    const page = await browser.post('/login', { email: body.email, password: GOOD_PASSWORD })
    expect(page.status).toBe(429)
    expect(await page.text()).toContain('Too many failed sign-in attempts')
    expect(browser.hasCookie('wp_session')).toBe(false)
  })

  it('a success before the limit resets the e-mail counter', async () => {
    const { body } = await apiRegister(server.base)
    for (let i = 0; i < 4; i++) await apiLogin(server.base, body.email, 'Wrong!Pass1')
    expect((await apiLogin(server.base, body.email)).status).toBe(200)
    for (let i = 0; i < 4; i++) await apiLogin(server.base, body.email, 'Wrong!Pass1')
    expect((await apiLogin(server.base, body.email)).status).toBe(200)
  })

  it('refuses an address after 20 failures across different e-mails', async () => {
    // 8 failures were recorded from this address by the tests above.
    for (let i = 0; i < 12; i++) {
      expect((await apiLogin(server.base, uniqueEmail('spray'), 'Wrong!Pass1')).status).toBe(401)
    }
    const { body } = await apiRegister(server.base)
    const blocked = await apiLogin(server.base, body.email)
    expect(blocked.status).toBe(429)
  })
})
