import { expect, test } from './fixtures.ts'

// Links are written by app/components/link.tsx on the server and are Remix's own in the browser. With
// JavaScript the page hydrates over the server's anchors without an error and follows them without
// loading a new document; without it they are plain links. The same steps run in both projects.

test('links on a screen: tabs and stepper go where they say, in place with JavaScript', async ({
  page,
  login,
}, testInfo) => {
  const jsEnabled = testInfo.project.use.javaScriptEnabled !== false
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await login({ tag: 'links' })

  await page.goto('/plan/financial-data')
  await expect(page.getByRole('heading', { name: 'Financial Data Entry' })).toBeVisible()
  if (jsEnabled) {
    // Hydrated: Remix sets its router on window once the client has taken over the server's HTML.
    await page.waitForFunction(() => '__remixRouter' in window)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  }
  const sameDocument = () => page.evaluate(() => 'sameDocument' in window)

  await page.getByRole('link', { name: /^Income/ }).click()
  await expect(page).toHaveURL(/\/plan\/financial-data\?tab=income$/)
  await expect(page.getByRole('link', { name: /^Income/ })).toHaveAttribute('aria-current', 'page')

  await page.getByRole('navigation', { name: 'Planning steps' }).getByRole('link', { name: /Goals/ }).click()
  await expect(page).toHaveURL(/\/plan\/goals$/)
  const step = page.getByRole('navigation', { name: 'Planning steps' }).getByRole('link', { name: /Goals/ })
  await expect(step).toHaveAttribute('aria-current', 'page')
  await expect(step).toHaveClass(/active/)

  await page
    .getByRole('navigation', { name: 'Planning steps' })
    .getByRole('link', { name: /Current State/ })
    .click()
  await expect(page).toHaveURL(/\/plan\/current-state$/)

  expect(await sameDocument()).toBe(jsEnabled)
  expect(errors, errors.join('\n')).toEqual([])
})
