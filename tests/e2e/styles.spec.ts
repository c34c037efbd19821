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
