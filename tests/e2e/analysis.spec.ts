import type { APIRequestContext } from '@playwright/test'
import { monthsAhead } from '../helpers/dates.ts'
import { expect, PASSWORD, test } from './fixtures.ts'

// Runs with JavaScript on and off (playwright.config.ts projects).
/** Income 8,000 and rent 5,200 a month; two goals needing 4,000 a month together. */
async function seedThroughApi(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { authorization: `Bearer ${access_token}` }
  const bodies: [string, unknown][] = [
    [
      '/api/v1/financial/entries',
      {
        category: 'income',
        subcategory: 'employment_income',
        description: 'Salary',
        amount: 8000,
        frequency: 'monthly',
      },
    ],
    [
      '/api/v1/financial/entries',
      { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 5200, frequency: 'monthly' },
    ],
    [
      '/api/v1/goals-v2',
      { category: 'other', name: 'House deposit', target_amount: 48000, target_date: monthsAhead(24), priority: 8 },
    ],
    [
      '/api/v1/goals-v2',
      { category: 'other', name: 'Rainy day fund', target_amount: 24000, target_date: monthsAhead(12), priority: 5 },
    ],
  ]
  for (const [path, data] of bodies) {
    const response = await request.post(path, { headers, data })
    expect(response.status(), await response.text()).toBeLessThan(300)
  }
}

test('run the analysis, accept a recommendation, reload and see it accepted', async ({ page, login }) => {
  const { email } = await login({ tag: 'analysis' })
  await seedThroughApi(page.request, email)

  await page.goto('/plan/analysis')
  await expect(page.getByRole('heading', { name: 'Intelligence Analysis', level: 1 })).toBeVisible()
  await expect(page.getByTestId('metric-gap')).toHaveText('-$1,200')
  await page.getByRole('button', { name: 'Refresh Analysis' }).click()
  await expect(page.getByText('Analysis refreshed')).toBeVisible()
  await expect(page.getByText('Last updated: Now')).toBeVisible()

  await page.getByRole('link', { name: /^Recommendations/ }).click()
  const title = 'Close the $1,200 monthly gap'
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.getByRole('button', { name: `Accept: ${title}` }).click()
  await expect(page.getByText(`"${title}" is now accepted`)).toBeVisible()

  await page.reload()
  const card = page.getByRole('article', { name: title })
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: `Mark as Completed: ${title}` })).toBeVisible()
})

test('apply a conflict resolution and see the paused goal leave the analysis', async ({ page, login }) => {
  const { email } = await login({ tag: 'analysis' })
  await seedThroughApi(page.request, email)

  await page.goto('/plan/analysis?tab=conflicts')
  const conflict = page.getByRole('article', { name: /Your goals need \$4,000 a month/ })
  await expect(conflict.getByText('Monthly shortfall: $1,200')).toBeVisible()
  await conflict.getByRole('radio', { name: /Pause "Rainy day fund"/ }).check()
  await conflict.getByRole('button', { name: 'Apply Selected' }).click()
  await expect(page.getByText('Conflicts Resolved')).toBeVisible()
  await page.getByRole('link', { name: /^Timeline/ }).click()
  await expect(page.getByRole('heading', { name: 'House deposit' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Rainy day fund' })).toHaveCount(0)
})
