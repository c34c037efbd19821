import type { APIRequestContext } from '@playwright/test'
import { expect, test as base } from '@playwright/test'

export { expect }

export const PASSWORD = 'E2e!Passw0rd'

export function uniqueEmail(tag: string) {
  return `e2e.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.org`
}

export type Account = { email: string; password: string }

type LoginOptions = { tag?: string; firstName?: string; lastName?: string }

/**
 * `login()` makes a new account and signs the page in without rendering a form: the
 * registration API creates the user and the sign-in form's action, posted through the page's
 * own request context, leaves the session cookie in the browser. Only auth.spec.ts goes
 * through the Create Account and Sign In screens, because they are what it tests.
 */
export const test = base.extend<{ login: (options?: LoginOptions) => Promise<Account> }>({
  login: async ({ page, baseURL }, use) => {
    await use(async ({ tag = 'user', firstName = 'E2e', lastName = 'Tester' } = {}) => {
      const account = { email: uniqueEmail(tag), password: PASSWORD }
      const registered = await page.request.post('/api/v1/auth/register', {
        data: { ...account, first_name: firstName, last_name: lastName },
      })
      expect(registered.status(), await registered.text()).toBe(201)
      await signInThroughForm(page.request, baseURL, account)
      return account
    })
  },
})

/**
 * Signs `request` in through the sign-in form's action, as a browser posting the form would; the
 * session cookie stays with it (a page's or a context's request shares the browser's cookies).
 */
export async function signInThroughForm(request: APIRequestContext, baseURL: string | undefined, account: Account) {
  const signedIn = await request.post('/login', { form: account, headers: { origin: baseURL ?? '' }, maxRedirects: 0 })
  expect(signedIn.status(), 'the sign-in form answers with a redirect').toBe(302)
}

export type EntryBody = Record<string, string | number>

/** A small household: salary, rent, a checking account and a car loan (whose words a search can find). */
export const SMALL_HOUSEHOLD: EntryBody[] = [
  { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 8000, frequency: 'monthly' },
  { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 2400, frequency: 'monthly' },
  {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount: 15000,
    frequency: 'one_time',
  },
  {
    category: 'liabilities',
    subcategory: 'auto_loans',
    description: 'Blue hatchback car loan',
    amount: 12000,
    frequency: 'one_time',
    interest_rate: 6.5,
  },
]

/** Writes `entries` for the account through the API; answers its bearer headers for later calls. */
export async function seedThroughApi(request: APIRequestContext, email: string, entries = SMALL_HOUSEHOLD) {
  const login = await request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  for (const data of entries) {
    const response = await request.post('/api/v1/financial/entries', { headers, data })
    expect(response.status(), await response.text()).toBeLessThan(300)
  }
  return headers
}
