import type { APIRequestContext } from '@playwright/test'
import { expect, PASSWORD, test } from './fixtures.ts'

// Step 7, the Debug View. Runs with JavaScript on and off (playwright.config.ts projects).

/** A bearer token for the signed-in account, and a small household written through the API. */
async function seedThroughApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const entries = [
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
  for (const data of entries) {
    const response = await request.post('/api/v1/financial/entries', { headers, data })
    expect(response.status(), await response.text()).toBeLessThan(300)
  }
  return headers
}

test('step 7: sync the vector DB, search it, open a document, and see the last AI payload', async ({ page, login }) => {
  const { email } = await login({ tag: 'debug.view' })
  const headers = await seedThroughApi(page.request, email)

  await page.goto('/plan/debug')
  const stepper = page.getByRole('navigation', { name: 'Planning steps' })
  await expect(stepper.getByRole('link', { name: /Debug View/ })).toHaveAttribute('href', '/plan/debug')
  await expect(page.getByRole('heading', { level: 1, name: 'Debug View' })).toBeVisible()
  await expect(page.getByTestId('debug-document-count')).toHaveText('0 documents')
  await expect(page.getByTestId('debug-payload-empty')).toContainText('Send a chat message in Step 6 first')

  await page.getByRole('button', { name: 'Sync Vector DB' }).click()
  await expect(page.getByTestId('toast')).toContainText(/\d+ documents indexed\./)
  await expect(page).toHaveURL(/\/plan\/debug$/)
  const count = await page.getByTestId('debug-document-count').textContent()
  const n = Number(/^(\d+) documents$/.exec(count ?? '')?.[1])
  // One overview and one document per entry group: income, expenses, cash, auto loans.
  expect(n).toBe(5)
  await expect(page.getByTestId('debug-document')).toHaveCount(n)

  await page.getByRole('searchbox', { name: 'Search the vector database' }).fill('hatchback car loan')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\?q=hatchback\+car\+loan$/)
  const first = page.getByTestId('debug-search-result').first()
  await expect(first).toContainText('entries:liabilities:auto_loans')
  await expect(first).toContainText(/score 0\.\d{4}/)
  const content = first.getByText(/Blue hatchback car loan: \$12,000 owed at 6\.5% interest/)
  await expect(content).toBeHidden()
  await first.locator('summary').click()
  await expect(content).toBeVisible()

  const generated = await page.request.post('/api/v1/llm/generate', {
    headers,
    data: {
      system_prompt: 'Retirement goal: retire at 60. Debt-to-income ratio 7.5%. Car loan at 6.5% interest.',
      user_prompt: 'Should I pay off my car loan early?',
    },
  })
  expect(generated.status(), await generated.text()).toBe(200)
  await page.getByRole('link', { name: 'Refresh All' }).click()
  const payload = page.getByTestId('debug-payload')
  await expect(payload).toContainText('Query: Should I pay off my car loan early?')
  await expect(payload).toContainText('Provider: offline')
  const checks = page.getByTestId('debug-check')
  await expect(checks.filter({ hasText: 'Retirement goals' })).toContainText('Found')
  await expect(checks.filter({ hasText: 'DTI ratio: 7.5%' })).toContainText('Found')
  await expect(checks.filter({ hasText: 'Interest rates' })).toContainText('Found')
  await page.getByTestId('debug-user-message').locator('summary').click()
  await expect(page.getByTestId('debug-user-message').locator('pre')).toHaveText('Should I pay off my car loan early?')
})
