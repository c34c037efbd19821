import { expect, seedThroughApi, test, type EntryBody } from './fixtures.ts'

// Step 0 (Data Service Test) and Portfolio Analysis in the browser, with JavaScript on and off (the
// two Playwright projects run each test once).

const HOLDINGS: EntryBody[] = [
  { category: 'assets', subcategory: 'real_estate', description: 'House', amount: 500000, frequency: 'one_time' },
  {
    category: 'assets',
    subcategory: 'investment_accounts',
    description: 'Brokerage',
    amount: 300000,
    frequency: 'one_time',
    stocks_percentage: 80,
    bonds_percentage: 20,
  },
  {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Checking',
    amount: 100000,
    frequency: 'one_time',
  },
  { category: 'assets', subcategory: 'other_assets', description: 'Art', amount: 100000, frequency: 'one_time' },
  { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 9000, frequency: 'monthly' },
]

test('step 0 runs the service test on open, and Run Test runs it again', async ({ page, request, login }) => {
  const { email } = await login({ tag: 'data-service' })
  await seedThroughApi(request, email)
  await page.goto('/plan/profile')
  await page
    .getByRole('navigation', { name: 'Planning steps' })
    .getByRole('link', { name: /Data Service Test/ })
    .click()
  await expect(page).toHaveURL(/\/plan\/data-service$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Data Service Test' })).toBeVisible()

  const cards = page.getByTestId('call-card')
  await expect(cards).toHaveCount(4)
  for (const path of ['financial/entries', 'financial/live-summary', 'financial/cash-flow', 'users/profile']) {
    await expect(page.getByText(`GET /api/v1/${path}`)).toBeVisible()
  }
  await expect(cards.filter({ hasText: 'Failed' })).toHaveCount(0)
  await expect(page.getByTestId('load-time')).toHaveText(/^[\d.]+ ms$/)
  const checklist = page.getByTestId('checklist')
  await expect(checklist).toContainText('✓ Pass Every call answered')
  await expect(checklist).toContainText('✓ Pass Net worth agrees with the entries')
  await expect(checklist).toContainText('✓ Pass Entries recorded')
  // No profile yet: the checklist says so rather than passing it.
  await expect(checklist).toContainText('✗ Fail Profile recorded')

  const ranAt = async () => (await page.getByText(/run at \d\d:\d\d:\d\d UTC/).textContent()) ?? ''
  const first = await ranAt()
  // The time shown has whole seconds: wait past the current one so the second run reads differently.
  await page.waitForTimeout(1100)
  await page.getByRole('button', { name: 'Run Test' }).click()
  await expect.poll(ranAt).not.toBe(first)
  await expect(page).toHaveURL(/\/plan\/data-service$/)
  await expect(page.getByTestId('call-card')).toHaveCount(4)
  await expect(page.getByTestId('checklist')).toContainText('✓ Pass Every call answered')
})

test('Portfolio Analysis: the Current State widget, its page, and the link from Financial Management', async ({
  page,
  request,
  login,
}) => {
  const { email } = await login({ tag: 'portfolio' })
  await seedThroughApi(request, email, HOLDINGS)

  await page.goto('/plan/current-state')
  const widget = page.getByTestId('portfolio-widget')
  await expect(widget.getByRole('heading', { name: 'Portfolio Analysis (4 assets)' })).toBeVisible()
  await expect(widget.getByTestId('concentration-alert')).toContainText('Real estate is 55.6%')
  await expect(widget.getByTestId('target-bars')).toContainText('Stocks26.7% now · 70.0% target · Below target')
  await expect(page.getByTestId('projection-summary')).toContainText('Open Financial Projections')

  await page.getByRole('link', { name: 'Portfolio Analysis' }).click()
  await expect(page).toHaveURL(/\/plan\/portfolio$/)
  await expect(page.getByTestId('portfolio-title')).toHaveText('Portfolio Analysis (4 assets)')
  await expect(page.getByTestId('concentration-alert')).toContainText('House is 50.0% of your portfolio')
  await expect(page.getByTestId('current-allocation')).toContainText('Real estate$500,000 · 55.6%')
  const moves = page.getByTestId('recommendations')
  await expect(moves).toContainText('Increase stocks by $390,000')
  await expect(moves).toContainText('Reduce real estate by $320,000')
  await expect(moves).toContainText('Reduce cash by $82,000')

  await page.goto('/plan/finances')
  await page.getByRole('link', { name: 'Portfolio Analysis' }).click()
  await expect(page).toHaveURL(/\/plan\/portfolio$/)
  await expect(page.getByTestId('portfolio-title')).toBeVisible()
})

test('a new account gets empty states on Portfolio Analysis and the Current State widgets', async ({ page, login }) => {
  await login({ tag: 'portfolio-empty' })
  await page.goto('/plan/portfolio')
  await expect(page.getByTestId('portfolio-title')).toHaveText('Portfolio Analysis (0 assets)')
  await expect(page.getByText('No assets to analyse yet')).toBeVisible()
  await page.goto('/plan/current-state')
  await expect(page.getByTestId('portfolio-widget')).toContainText('Add what you own')
  await expect(page.getByTestId('projection-unavailable')).toHaveText('Nothing entered yet to project.')
})
