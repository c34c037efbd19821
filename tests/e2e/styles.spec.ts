import { expect, test } from './fixtures.ts'

// Chakra's global styles (reset, tokens, the theme's globalCss) come from one cached stylesheet, not
// from inline <style> in every page (issue 12): the page must look the same, with JavaScript on and off.
test('the shared stylesheet styles the page, and no page inlines the design tokens', async ({ page, login }) => {
  await login({ tag: 'styles' })
  for (const path of ['/login', '/plan/financial-data']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const html = await response!.text()
    expect(html, `${path} inlines Chakra's tokens`).not.toContain('--chakra-colors-gray-50:')
    // The theme's globalCss: body on gray.50 (#fafafa) in gray.900 (#18181b).
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return { background: style.backgroundColor, color: style.color }
    })
    expect(body).toEqual({ background: 'rgb(250, 250, 250)', color: 'rgb(24, 24, 27)' })
  }
  const css = await page.request.get(
    (await page.locator('link[rel="stylesheet"][href^="/styles/chakra-global.css"]').getAttribute('href'))!,
  )
  expect(css.headers()['content-type']).toContain('text/css')
  expect(css.headers()['cache-control']).toContain('immutable')
})

// Buttons come from static classes (app/styles/controls.css), not from Chakra's recipe inlined per
// page: the primary action keeps Chakra's solid blue, and its CSS is not in the HTML.
test('buttons are styled by the cached controls stylesheet, not by CSS inlined in the page', async ({
  page,
  login,
}) => {
  await login({ tag: 'buttons' })
  const response = await page.goto('/plan/financial-data')
  const html = await response!.text()
  expect(html).not.toContain('chakra-button')
  const add = page.getByRole('link', { name: /^Add Asset/ })
  await expect(add).toHaveClass(/wp-btn--solid/)
  const look = await add.evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color, weight: style.fontWeight }
  })
  // blue.solid is blue.600 (#2563eb) with white text in medium weight, as Chakra's recipe draws it.
  expect(look).toEqual({ background: 'rgb(37, 99, 235)', color: 'rgb(255, 255, 255)', weight: '500' })
  const href = await page.locator('link[rel="stylesheet"][href*="/build/_assets/controls-"]').getAttribute('href')
  const css = await page.request.get(href!)
  expect(css.headers()['content-type']).toContain('text/css')
})
