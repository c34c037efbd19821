import type { APIRequestContext, Page } from '@playwright/test'
import { expect, seedThroughApi, signInThroughForm, test } from './fixtures.ts'

// Issue 12, item 6, in the browser, with JavaScript on and off (both Playwright projects): the
// toast lies over the page instead of pushing it down, the projection's breakdown table shows
// its last column, and the advisor's recommendations past the top three can be opened.

async function addEntries(request: APIRequestContext, email: string, password: string) {
  const token = await request.post('/api/v1/auth/login', { form: { username: email, password } })
  const { access_token } = await token.json()
  const headers = { authorization: `Bearer ${access_token}` }
  for (const entry of [
    { category: 'assets', subcategory: 'investment_accounts', description: 'Index fund', amount: 250000 },
    { category: 'assets', subcategory: 'retirement_accounts', description: '401k', amount: 420000 },
    { category: 'assets', subcategory: 'real_estate', description: 'Home', amount: 650000 },
    { category: 'liabilities', subcategory: 'mortgage_real_estate', description: 'Mortgage', amount: 380000 },
    {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 14000,
      frequency: 'monthly',
    },
    { category: 'expenses', subcategory: 'housing', description: 'Upkeep', amount: 3000, frequency: 'monthly' },
  ]) {
    expect((await request.post('/api/v1/financial/entries', { headers, data: entry })).status()).toBe(201)
  }
}

/** Where the page's main content starts, in page coordinates. */
const mainTop = (page: Page) => page.locator('main').evaluate((main) => main.getBoundingClientRect().top + scrollY)

test('a toast lies over the page without pushing it down, and Dismiss hides it', async ({ page, request, login }) => {
  const { email } = await login({ tag: 'honest.toast' })
  // Take snapshot is on the net-worth history, which shows once there are entries.
  await seedThroughApi(request, email)
  await page.goto('/plan/finances')
  const withoutToast = await mainTop(page)

  // A form post that succeeds comes back to the page with a note: the toast.
  await page.getByRole('button', { name: 'Take snapshot' }).click()
  await expect(page).toHaveURL(/\/plan\/finances$/)
  // The new document's stylesheets, before anything is measured (a busy run measured it unstyled).
  await page.waitForLoadState('load')
  const toast = page.getByTestId('toast')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Snapshot saved')
  expect(await toast.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  expect(await mainTop(page)).toBe(withoutToast)
  // Inside the window, and clicks go through it to the page (only Dismiss takes them).
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(await toast.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')

  await toast.getByText('Dismiss').click()
  await expect(toast).toBeHidden()
})

test('the breakdown table shows its last column: whole on a desktop, scrolled to on a phone', async ({
  page,
  request,
  login,
}) => {
  const { email, password } = await login({ tag: 'honest.breakdown' })
  await addEntries(request, email, password)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/plan/projections')
  const scroller = page.getByTestId('breakdown-scroll')
  await expect(scroller.getByRole('columnheader', { name: 'Net worth' })).toBeVisible()
  const desktop = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
  expect(desktop.scroll, 'the table fits its box: nothing is cut off').toBeLessThanOrEqual(desktop.client)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  const phone = await scroller.evaluate((el) => {
    el.scrollLeft = el.scrollWidth
    const headers = el.querySelectorAll('th')
    const last = headers[headers.length - 1].getBoundingClientRect()
    const box = el.getBoundingClientRect()
    return { overflow: getComputedStyle(el).overflowX, lastRight: last.right, boxRight: box.right }
  })
  expect(phone.overflow).toBe('auto')
  expect(phone.lastRight, 'scrolled to the end, the last column is inside the box').toBeLessThanOrEqual(
    phone.boxRight + 1,
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('the advisor recommendations past the top three open from "Show all"', async ({ page, baseURL }) => {
  // The demo household (seeded in the e2e database) has four recommendations; this only reads it.
  await signInThroughForm(page.request, baseURL, { email: 'demo@wealthpath.test', password: 'Demo!Wealth2026' })
  await page.goto('/plan/finances?tab=advisor')
  const top = page.getByTestId('advisor-recommendations').locator('li')
  await expect(top).toHaveCount(3)
  const more = page.getByTestId('advisor-more')
  const hidden = more.locator('li')
  await expect(hidden.first()).toBeHidden()
  await more.getByText(/Show all \d+ recommendations/).click()
  await expect(hidden.first()).toBeVisible()
})
