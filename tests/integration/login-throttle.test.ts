import { describe, expect, it } from 'vitest'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { getDb } from '../../db/index.ts'
import { apiLogin, apiRegister, createUser, GOOD_PASSWORD, uniqueEmail } from '../helpers/users.ts'

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

  it('refuses guesses from an address after 20 failures, but lets a right password through for a clean e-mail', async () => {
    const ip = '203.0.113.30'
    for (let i = 0; i < 20; i++) {
      expect((await apiLogin(server.base, uniqueEmail('spray'), 'Wrong!Pass1', ip)).status).toBe(401)
    }
    const body = await createUser()
    // A guess from the busy address is refused (and counted against the e-mail)...
    expect((await apiLogin(server.base, uniqueEmail('spray'), 'Wrong!Pass1', ip)).status).toBe(429)
    // ...but someone else behind the same address (an office, a carrier's NAT) still signs in.
    expect((await apiLogin(server.base, body.email, GOOD_PASSWORD, ip)).status).toBe(200)
    // An e-mail with a failure of its own in the window gets no right-password pass from that address.
    const typo = await createUser()
    expect((await apiLogin(server.base, typo.email, 'Wrong!Pass1', ip)).status).toBe(429)
    expect((await apiLogin(server.base, typo.email, GOOD_PASSWORD, ip)).status).toBe(429)
    // Another address is not affected.
    expect((await apiLogin(server.base, typo.email, GOOD_PASSWORD, '203.0.113.31')).status).toBe(200)
  })

  it('throttles by the address the trusted proxy appended, whatever the client puts left of it', async () => {
    // The test server runs with TRUST_PROXY=true, which means one trusted hop (TRUST_PROXY=1).
    const proxyAppended = '203.0.113.40'
    for (let i = 0; i < 20; i++) {
      const forged = `10.${i}.${i}.${i}, 192.0.2.${i}`
      const response = await apiLogin(server.base, uniqueEmail('rotate'), 'Wrong!Pass1', `${forged}, ${proxyAppended}`)
      expect(response.status).toBe(401)
    }
    const next = await apiLogin(server.base, uniqueEmail('rotate'), 'Wrong!Pass1', `10.99.99.99, ${proxyAppended}`)
    expect(next.status).toBe(429)
  })
})

// MariaDB's default collation folds accents: `thróttlé@…` found `throttle@…` and signed into it with a
// counter of its own (issue 16, item 5). E-mails are now NFKC + lower case and compared byte for byte.
describe('look-alike e-mail addresses', () => {
  it('an accent variant is another address: it never signs into the account nor shares its counter', async () => {
    const ip = '203.0.113.50'
    const real = await createUser({ email: uniqueEmail('throttle') })
    const variant = real.email.replace('throttle', 'thróttlé')
    expect(variant).not.toBe(real.email)
    // The right password under the variant is not a sign-in to the real account.
    expect((await apiLogin(server.base, variant, GOOD_PASSWORD, ip)).status).toBe(401)
    for (let i = 0; i < 4; i++) expect((await apiLogin(server.base, real.email, 'Wrong!Pass1', ip)).status).toBe(401)
    expect((await apiLogin(server.base, variant, GOOD_PASSWORD, ip)).status).toBe(401)
    // One failure on the variant + four on the real address: the real one is not locked...
    expect((await apiLogin(server.base, real.email, GOOD_PASSWORD, ip)).status).toBe(200)
    // ...and five on the real address lock it, whichever spelling of the variant comes next.
    for (let i = 0; i < 5; i++) await apiLogin(server.base, real.email, 'Wrong!Pass1', ip)
    expect((await apiLogin(server.base, real.email, GOOD_PASSWORD, ip)).status).toBe(429)
    expect((await apiLogin(server.base, variant, GOOD_PASSWORD, ip)).status).toBe(401)
    expect((await apiLogin(server.base, real.email.toUpperCase(), GOOD_PASSWORD, ip)).status).toBe(429)
  })

  it('normalises the spelling before registration and sign-in: full-width and decomposed forms are the same address', async () => {
    const email = uniqueEmail('throttle')
    // Full-width capitals (NFKC folds them to ASCII) register the plain lower-case address.
    const fullWidth = email.replace('throttle', 'ＴＨＲＯＴＴＬＥ')
    const { response } = await apiRegister(server.base, { email: fullWidth })
    expect(response.status).toBe(201)
    expect((await response.json()).email).toBe(email)
    expect((await apiLogin(server.base, email, GOOD_PASSWORD, '203.0.113.51')).status).toBe(200)
    expect((await apiLogin(server.base, fullWidth, GOOD_PASSWORD, '203.0.113.51')).status).toBe(200)
    expect((await apiRegister(server.base, { email: email.toUpperCase() })).response.status).toBe(409)
    // The accent variant is not that address; registration keeps to plain addresses, so it is refused
    // as invalid, not as taken.
    const variant = email.replace('throttle', 'thróttlé')
    expect((await apiRegister(server.base, { email: variant })).response.status).toBe(422)
    expect((await apiRegister(server.base, { email: variant.normalize('NFD') })).response.status).toBe(422)
    expect(await getDb().User.count({ where: { email: [email, variant] } })).toBe(1)
  })
})
