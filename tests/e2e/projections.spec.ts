import { expect, test } from './fixtures.ts'

test('change the horizon and an assumption, apply, and see the numbers change', async ({ page, request, login }) => {
  const { email, password } = await login({ tag: 'proj', firstName: 'Pat', lastName: 'Projection' })
  const token = await request.post('/api/v1/auth/login', { form: { username: email, password } })
  const { access_token } = await token.json()
  const headers = { authorization: `Bearer ${access_token}` }
  for (const entry of [
    { category: 'assets', subcategory: 'investment_accounts', description: 'Index fund', amount: 80000 },
    { category: 'assets', subcategory: 'retirement_accounts', description: '401k', amount: 120000 },
    { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 7000, frequency: 'monthly' },
    { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 2500, frequency: 'monthly' },
  ]) {
    expect((await request.post('/api/v1/financial/entries', { headers, data: entry })).status()).toBe(201)
  }

  await page.goto('/plan/projections')
  await expect(page.getByTestId('header-user')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Financial Projections' })).toBeVisible()
  await expect(page.getByText('Expected (p50) in 20 years')).toBeVisible()
  const twenty = await page.getByTestId('card-expected').textContent()

  await page.getByLabel('Horizon').selectOption('30')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Expected (p50) in 30 years')).toBeVisible()
  const thirty = await page.getByTestId('card-expected').textContent()
  expect(thirty).not.toBe(twenty)

  await page.locator('#assumption-stock_market_return').fill('10')
  await page.getByRole('button', { name: 'Apply Changes & Recalculate' }).click()
  await expect(page.getByText('Assumptions saved')).toBeVisible()
  await expect(page.getByText('Expected (p50) in 30 years')).toBeVisible()
  await expect(page.getByTestId('card-expected')).not.toHaveText(thirty ?? '')
  await expect(page.locator('#assumption-stock_market_return')).toHaveValue('10')
})
