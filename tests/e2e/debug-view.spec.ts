import { expect, seedThroughApi, test } from './fixtures.ts'

// Step 7, the Debug View. Runs with JavaScript on and off (playwright.config.ts projects).

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
