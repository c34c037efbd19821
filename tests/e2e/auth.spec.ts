import type { Page } from '@playwright/test'
import { expect, PASSWORD, test, uniqueEmail } from './fixtures.ts'

// Runs twice: in the js-enabled and js-disabled projects (playwright.config.ts). The one spec
// that registers and signs in through the screens: the others use the login fixture.

async function register(page: Page, { first, email }: { first: string; email: string }) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Create Account' }).click()
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()
  await expect(page.getByText('Start your financial journey')).toBeVisible()
  await page.getByLabel('First Name').fill(first)
  await page.getByLabel('Last Name').fill('Tester')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/plan\//)
}

test('register, see the welcome line, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('flow')
  await register(page, { first: 'Robin', email })
  await expect(page.getByText('Your account is ready')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Planning steps' })).toBeVisible()

  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Robin!')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByTestId('welcome')).toHaveCount(0)

  await page.getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByText('Sign in to your account')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/plan\/profile$/)
  await expect(page.getByTestId('header-user')).toHaveText('Robin')
})

test('a wrong password shows "Invalid email or password"', async ({ page }) => {
  const email = uniqueEmail('wrong')
  await register(page, { first: 'Sam', email })
  await page.getByRole('button', { name: 'Logout' }).click()
  // Wait for the sign-out to land before opening the sign-in page.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not!TheRight1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('alert')).toContainText('Invalid email or password')
  await expect(page).toHaveURL(/\/login/)
})

test('mismatched passwords say "Passwords do not match" and create nothing', async ({ page, request }) => {
  const email = uniqueEmail('mismatch')
  await page.goto('/register')
  await page.getByLabel('First Name').fill('Kim')
  await page.getByLabel('Last Name').fill('Tester')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expect(page).toHaveURL(/\/register/)
  // Nothing was created: signing in with these credentials fails.
  const login = await request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.status()).toBe(401)
})

test('the password policy message appears for a weak password', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('First Name').fill('Lee')
  await page.getByLabel('Last Name').fill('Tester')
  await page.getByLabel('Email').fill(uniqueEmail('weak'))
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weakpass')
  await page.getByLabel('Confirm Password').fill('weakpass')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    page.getByText(
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character (!@#$%^&*)',
    ),
  ).toBeVisible()
})

test('the seeded demo account signs in and ?clear asks, then signs out', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@wealthpath.test')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo!Wealth2026')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByTestId('header-user')).toHaveText('Jordan')
  await page.goto('/plan/goals?clear=1')
  await expect(page.getByText('Do you want to sign out of WealthPath?')).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
})

test('Home shows the API status card', async ({ page }) => {
  await page.goto('/')
  const card = page.getByRole('region', { name: 'API Status' })
  await expect(card).toContainText('WealthPath API')
  await expect(card).toContainText('production')
  await expect(card).toContainText('Database')
})
