import type { Page } from '@playwright/test'
import { createSequelize } from '../../db/connection.ts'
import { expect, seedThroughApi, signInThroughForm, test } from './fixtures.ts'

// The admin console with JavaScript on and off (both Playwright projects run every test).
// admin@example.com / Admin!Passw0rd is seeded by tests/e2e/serve.sh (ADMIN_EMAIL).

async function signInAdmin(page: Page, baseURL: string | undefined) {
  await page.context().clearCookies()
  await signInThroughForm(page.request, baseURL, { email: 'admin@example.com', password: 'Admin!Passw0rd' })
}

/** Confirms an action: the dialog with JavaScript, the confirmation page without it. */
async function confirm(page: Page, javaScript: boolean) {
  if (javaScript) await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  else await page.getByRole('button', { name: 'Confirm' }).click()
}

test('the admin sections open from the sidebar', async ({ page, baseURL }) => {
  await signInAdmin(page, baseURL)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/users$/)
  await expect(page.getByRole('heading', { name: /User Management \(\d+\)/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' })
  const sections: [string, string][] = [
    ['System Health', 'System Health'],
    ['Auth Monitor', 'Auth Monitor'],
    ['Debug Tools', 'Debug Tools'],
    ['Data Integrity', 'Data Integrity'],
    ['Shadow Mode Testing', 'Shadow Mode Testing'],
  ]
  for (const [link, heading] of sections) {
    await sidebar.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await sidebar.getByRole('link', { name: 'System Health' }).click()
  await expect(page.getByTestId('overall-health')).toContainText('%')
  await expect(page.getByRole('region', { name: 'Database', exact: true })).toContainText('Response time:')
})

test('a confirmed Force Logout signs the user out', async ({ page, baseURL, login }, testInfo) => {
  const victim = await login({ tag: 'forced' })
  const victimCookies = await page.context().cookies()
  await signInAdmin(page, baseURL)
  await page.goto('/admin/users')
  // Clicked before the page hydrates, the link opens the confirmation page, as it does without JavaScript (a slow
  // machine once clicked that early): the JavaScript project tests the dialog, so it waits for hydration.
  if (testInfo.project.name === 'js-enabled') await page.waitForFunction(() => '__remixRouter' in window)
  await page.getByRole('link', { name: `Force Logout ${victim.email}` }).click()
  if (testInfo.project.name === 'js-disabled') {
    await expect(page.getByText(`Are you sure you want to force logout for user ${victim.email}?`)).toBeVisible()
  }
  await confirm(page, testInfo.project.name === 'js-enabled')
  await expect(page.getByTestId('toast')).toContainText('User logout initiated')
  const audit = page.getByRole('region', { name: 'Audit Log' })
  await expect(audit.getByRole('row', { name: new RegExp(victim.email) }).first()).toContainText('Force Logout')

  // The victim's browser, back with its old cookie, is sent to sign in.
  await page.context().clearCookies()
  await page.context().addCookies(victimCookies)
  await page.goto('/plan/profile')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
})

test('Data Integrity finds an impossible value and Fix repairs it', async ({
  page,
  baseURL,
  login,
  request,
}, testInfo) => {
  const owner = await login({ tag: 'integrity' })
  const description = `Minus typo ${Date.now()}`
  await seedThroughApi(request, owner.email, [
    { category: 'assets', subcategory: 'cash_bank_accounts', description, amount: 1200, frequency: 'one_time' },
  ])
  // No form or call accepts a negative amount, so the bad value is written straight to the database.
  const sequelize = createSequelize('file:tests/.tmp/e2e/e2e.sqlite')
  await sequelize.query('UPDATE financial_entries SET amount_cents = -amount_cents WHERE description = ?', {
    replacements: [description],
  })
  await sequelize.close()

  await signInAdmin(page, baseURL)
  // With JavaScript, the box is ticked before the page hydrates (its scripts are held back until then),
  // as on a slow phone: hydration must keep the tick (it once unticked it, and Fix then had nothing).
  const javaScript = testInfo.project.name === 'js-enabled'
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  if (javaScript) {
    await page.route('**/build/**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
  }
  await page.goto('/admin/integrity', { waitUntil: 'commit' })
  const row = page.getByRole('row', { name: new RegExp(description) })
  await expect(row).toContainText('negative amount')
  await row.getByRole('checkbox').check()
  if (javaScript) {
    releaseScripts()
    // The header's "Select all issues" box is drawn by the hydrated page only.
    await expect(page.getByLabel('Select all issues')).toBeVisible()
    await expect(row.getByRole('checkbox')).toBeChecked()
  }
  await page.getByRole('button', { name: 'Fix Selected' }).click()
  await expect(
    page.getByText('Are you sure you want to Fix 1 selected issue(s)? This action cannot be undone.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('toast')).toContainText('1 issue fixed')
  await expect(page.getByRole('row', { name: new RegExp(description) })).toHaveCount(0)
})
