import { DEMO_USER } from '../../seeds/demo-accounts.ts'
import { expect, signInThroughForm, test } from './fixtures.ts'

// The Financial Profile Data panel (spec 03 §2.8), with JavaScript on and off (both projects):
// the folds are <details>, so opening the JSON needs no script.

test('the demo account sees the four cards and opens the full profile JSON', async ({ page, baseURL }) => {
  await signInThroughForm(page.request, baseURL, { email: DEMO_USER.email, password: DEMO_USER.password })

  await page.goto('/plan/current-state')
  await page.getByRole('link', { name: 'Financial Profile Data' }).click()
  await expect(page).toHaveURL(/\/plan\/financial-profile$/)
  const panel = page.getByRole('region', { name: 'Financial Profile Data' })
  await expect(panel.getByTestId('quality-score')).toHaveText(/^Data quality \d{1,3}\/100$/)
  for (const title of ['Net Worth', 'Monthly Income', 'Monthly Expenses']) {
    await expect(panel.getByText(title, { exact: true })).toBeVisible()
  }
  await expect(panel.getByText(/^Monthly (Surplus|Shortfall)$/)).toBeVisible()

  const json = panel.getByTestId('profile-json')
  await expect(json).toBeHidden()
  await panel.getByText('View Full Profile JSON').click()
  await expect(json).toBeVisible()
  await expect(json).toContainText('"netWorth"')
  await expect(panel.getByText('Hide Full Profile JSON')).toBeVisible()

  await panel.getByText('Financial Details').click()
  await expect(panel.getByText('Debt-to-income', { exact: true })).toBeVisible()

  // Index the demo household (Reindex when an earlier run indexed it already).
  await panel.getByRole('button', { name: /^(Index to Vector DB|Reindex)$/ }).click()
  await expect(page.getByText(/^\d+ documents indexed$/)).toBeVisible()
  await expect(panel.getByTestId('index-status')).toHaveText(/^[1-9]\d* docs indexed$/)
})

test('a new account sees the empty state', async ({ page, login }) => {
  await login({ tag: 'profile.empty' })
  await page.goto('/plan/financial-profile')
  await expect(page.getByRole('heading', { name: 'No comprehensive summary available' })).toBeVisible()
  await expect(page.getByText('Net Worth', { exact: true })).toHaveCount(0)
})

test('index the household from the panel, see the documents counted, and see it go out of date', async ({
  page,
  login,
}) => {
  const { email, password } = await login({ tag: 'profile.index' })
  const token = await page.request.post('/api/v1/auth/login', { form: { username: email, password } })
  const { access_token } = (await token.json()) as { access_token: string }
  const addEntry = async (description: string, amount: number) => {
    const response = await page.request.post('/api/v1/financial/entries', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { category: 'income', subcategory: 'employment_income', description, amount, frequency: 'monthly' },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await addEntry('Salary', 6000)

  await page.goto('/plan/financial-profile')
  const panel = page.getByRole('region', { name: 'Financial Profile Data' })
  await expect(panel.getByTestId('index-status')).toHaveText('Not indexed')
  await panel.getByRole('button', { name: 'Index to Vector DB' }).click()
  await expect(page.getByText(/^\d+ documents indexed$/)).toBeVisible()
  const status = panel.getByTestId('index-status')
  await expect(status).toHaveText(/^\d+ docs indexed$/)
  const indexed = Number((await status.textContent())!.split(' ')[0])
  expect(indexed).toBeGreaterThan(0)

  // A write after indexing makes the index out of date; Reindex brings it back.
  await addEntry('Consulting', 1500)
  await page.goto('/plan/financial-profile')
  await expect(status).toHaveText(`${indexed} docs indexed (out of date)`)
  await panel.getByRole('button', { name: 'Reindex' }).click()
  await expect(status).toHaveText(/^\d+ docs indexed$/)
})
