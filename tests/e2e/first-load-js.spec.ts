import { firstLoadScripts, MAX_FIRST_LOAD_JS_GZIP_KB, scriptsWeight } from '../helpers/page-weight.ts'
import { expect, signInThroughForm, test } from './fixtures.ts'
import { screenAccount } from './screen-accounts.ts'

// Issue 12, "Done when": a first visit to the home and data-entry screens (and projections, goals, current
// state and portfolio, drawn without Chakra too) downloads at most 100 KB of JavaScript, gzipped. Runs in the js-enabled project only
// (playwright.config.ts): without JavaScript there is nothing to weigh.

// The browser's own downloads on a first visit (nothing cached), gzipped file by file as the server
// would send them; and the same list as the bench reads from the HTML (firstLoadScripts), so the
// bench's figure is the one the browser sees.
for (const path of [
  '/',
  '/plan/financial-data',
  '/plan/projections',
  '/plan/goals',
  '/plan/current-state',
  '/plan/portfolio',
]) {
  test(`a first visit to ${path} downloads at most 100 KB of JavaScript, gzipped`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
    await signInThroughForm(context.request, baseURL, screenAccount(testInfo))
    const page = await context.newPage()
    const scripts = new Map<string, Promise<Buffer>>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (response.request().resourceType() === 'script' && url.pathname.startsWith('/build/')) {
        scripts.set(url.pathname, response.body())
      }
    })
    const document = await page.goto(path)
    await page.waitForLoadState('networkidle')
    const html = await document!.text()
    const loaded = [...scripts.keys()].sort()
    expect(loaded, 'the scripts the HTML preloads and imports are the ones the browser fetched').toEqual(
      firstLoadScripts(html).sort(),
    )
    const weight = scriptsWeight(await Promise.all(scripts.values()))
    console.log(`[js] ${path}: ${weight.scripts} scripts, ${weight.raw_kb} KB, ${weight.gzip_kb} KB gzipped`)
    expect(weight.gzip_kb).toBeLessThanOrEqual(MAX_FIRST_LOAD_JS_GZIP_KB)
    await context.close()
  })
}
