import { expect, test } from './fixtures.ts'

test('only the seeded admin sees and opens the admin area', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@wealthpath.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo!Wealth2026')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByTestId('header-user')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0)
  const denied = await page.goto('/admin')
  expect(denied?.status()).toBe(403)
  await expect(page.getByText('Access denied')).toBeVisible()
  await page.goto('/?clear=1')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()

  // admin@example.com / Admin!Passw0rd is seeded by tests/e2e/serve.sh (ADMIN_EMAIL + ADMIN_PASSWORD).
  await page.goto('/login')
  await page.getByLabel('Email').fill('admin@example.com')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Admin!Passw0rd')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Admin' }).click()
  await expect(page.getByRole('heading', { name: /User Management/ })).toBeVisible()
  // The list pages (newest first): after a full run the demo account is found by its e-mail. The
  // sessions table lists it too once it has signed in; the user row is the one asked about.
  await page.getByLabel('E-mail contains').fill('demo@wealthpath.test')
  await page.getByRole('button', { name: 'Search' }).click()
  const users = page.getByRole('region', { name: /User Management/ })
  await expect(users.getByRole('cell', { name: /^demo@wealthpath\.test/ })).toBeVisible()
})
