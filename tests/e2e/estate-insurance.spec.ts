import { expect, test } from './fixtures.ts'

// Runs with JavaScript on and off (playwright.config.ts projects): with it the delete asks in
// a dialog, without it on a confirmation page; both show the spec's question.
test('add an estate document, see the gaps change, delete it after confirming', async ({ page, login }) => {
  await login({ tag: 'estate' })
  await page.goto('/plan/profile')
  await page.getByRole('link', { name: /Estate Planning/ }).click()
  await expect(page).toHaveURL(/tab=estate-planning/)
  const gaps = page.getByTestId('estate-gap')
  await expect(gaps.filter({ hasText: 'No will' })).toHaveCount(1)
  await expect(gaps).toHaveCount(3)

  await page.getByRole('link', { name: 'Add Your First Document' }).click()
  await expect(page.getByRole('heading', { name: 'Add Estate Planning Document' })).toBeVisible()
  await page.getByLabel('Document Type').selectOption('will')
  await page.getByLabel('Document Name').fill('Last Will and Testament')
  await page.getByLabel('Last Updated').fill('2024-03-01')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Document added')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Last Will and Testament' })).toBeVisible()
  await expect(gaps.filter({ hasText: 'No will' })).toHaveCount(0)
  await expect(gaps).toHaveCount(2)
  await expect(page.getByTestId('tile-total-documents')).toHaveText('1')
  await expect(page.getByTestId('tile-estate-docs')).toHaveText('1')

  await page.getByRole('link', { name: 'Delete Last Will and Testament' }).click()
  await expect(page.getByText('Are you sure you want to delete this estate planning document?')).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Document deleted')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Your First Document' })).toBeVisible()
  await expect(gaps).toHaveCount(3)
})

test('add an insurance policy and see the stat cards', async ({ page, login }) => {
  await login({ tag: 'estate' })
  await page.goto('/plan/profile?tab=insurance')
  await expect(page.getByTestId('tile-total-policies')).toHaveText('0')
  await page.getByRole('link', { name: 'Add Your First Policy' }).click()
  await expect(page.getByRole('heading', { name: 'Add Insurance Policy' })).toBeVisible()
  await page.getByLabel('Policy Type').selectOption('life')
  await page.getByLabel('Policy Name').fill('Term Life 20')
  await page.getByLabel('Coverage Amount ($)').fill('500,000')
  await page.getByLabel('Annual Premium ($)').fill('1200')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page.getByText('Policy added')).toBeVisible()
  await expect(page.getByTestId('tile-total-policies')).toHaveText('1')
  await expect(page.getByTestId('tile-annual-premiums')).toHaveText('$1,200')
  await expect(page.getByTestId('tile-coverage-types')).toHaveText('1')
  await expect(page.getByTestId('policy-group-life')).toHaveText(
    '1 policy · Total coverage $500,000 · Annual premium $1,200',
  )
  await expect(page.getByTestId('tile-insurance')).toHaveText('1')
})
