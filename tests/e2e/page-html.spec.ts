import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test'
import { kb, MAX_HTML_KB } from '../helpers/page-weight.ts'
import { ADMIN_PAGE_SIZES } from '../../app/lib/admin.ts'
import { expect, PASSWORD, signInThroughForm, test, uniqueEmail } from './fixtures.ts'
import { screenAccount } from './screen-accounts.ts'
import { ADMIN, ADMIN_SCREENS, HOUSEHOLD_SCREENS, householdRows, PUBLIC_SCREENS, screenPath } from './screen-list.ts'

// Issue 12, "Done when": the HTML of any screen is at most 60 KB uncompressed at the default page
// size (every screen of a11y.spec.ts, signed out, as the screens household and as the admin). Each screen prints
// its size. The server sends the same HTML whether the browser runs scripts or not, so this file runs
// in the js-disabled project only (playwright.config.ts); first-load-js.spec.ts in the other.

test.describe.configure({ timeout: 120_000 })

type Account = { email: string; password: string }

async function session(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, account?: Account) {
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  if (account) await signInThroughForm(request, baseURL, account)
  return request
}

/** Each screen's HTML in KB, printed; the screens over the limit. */
async function measureHtml(request: APIRequestContext, paths: string[], who: string) {
  const over: string[] = []
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${path} answers`).toBeLessThan(500)
    const size = kb((await response.body()).length)
    console.log(`[html] ${who.padEnd(9)} ${path} (${response.status()}): ${size} KB`)
    if (size > MAX_HTML_KB) over.push(`${path}: ${size} KB`)
  }
  return over
}

/**
 * Fills a full page of every admin list whatever ran before: the log, and a page's worth and one more of new
 * accounts, each signed in (so its row offers Force Logout too, the longest row) and each with an
 * admin action on it (an audit line naming it, and a security alert).
 */
async function fillAdminLists(request: APIRequestContext) {
  // The log viewer's default 100 lines, each a failed sign-in naming a long address (~130 characters).
  for (let i = 0; i < 100; i += 1) {
    const username = `${'no-such-person-with-a-long-address-'.repeat(2)}${i}@example.org`
    const refused = await request.post('/api/v1/auth/login', { form: { username, password: 'Wrong!Pass1' } })
    expect(refused.status()).toBe(401)
  }
  const token = await request.post('/api/v1/auth/login', { form: { username: ADMIN.email, password: ADMIN.password } })
  expect(token.status()).toBe(200)
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` }
  const count = Math.max(ADMIN_PAGE_SIZES.users, ADMIN_PAGE_SIZES.sessions, ADMIN_PAGE_SIZES.audit) + 1
  for (let i = 0; i < count; i += 1) {
    const account = { email: uniqueEmail('html-weight'), password: PASSWORD }
    const registered = await request.post('/api/v1/auth/register', {
      data: { ...account, first_name: 'Alexandrina', last_name: 'Featherstonehaugh' },
    })
    expect(registered.status()).toBe(201)
    const { id } = await registered.json()
    const signedIn = await request.post('/api/v1/auth/login', {
      form: { username: account.email, password: PASSWORD },
    })
    expect(signedIn.status()).toBe(200)
    expect((await request.delete(`/api/v1/admin/user-cache/${id}`, { headers })).status()).toBe(200)
  }
}

test('the HTML of every screen is at most 60 KB', async ({ playwright, baseURL }, testInfo) => {
  const signedOut = await session(playwright, baseURL!)
  const over = await measureHtml(signedOut, PUBLIC_SCREENS, 'guest')
  await signedOut.dispose()

  const household = await session(playwright, baseURL!, screenAccount(testInfo))
  const rows = await householdRows(household, screenAccount(testInfo))
  over.push(
    ...(await measureHtml(
      household,
      HOUSEHOLD_SCREENS.map((screen) => screenPath(screen, rows)),
      'household',
    )),
  )
  await household.dispose()

  // The admin screens page the lists that grow with the data (accounts, sessions, the audit log;
  // ADMIN_PAGE_SIZES in app/lib/admin.ts), so they are held to the same limit however many accounts
  // the e2e run has made by now.
  const admin = await session(playwright, baseURL!, ADMIN)
  await fillAdminLists(admin)
  over.push(...(await measureHtml(admin, ADMIN_SCREENS, 'admin')))
  await admin.dispose()
  expect(over, `screens over ${MAX_HTML_KB} KB`).toEqual([])
})
