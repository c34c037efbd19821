import { expect, seedThroughApi, test } from './fixtures.ts'
import { ADVISORY_SECTION_TITLES } from '../../app/lib/advisory-report.ts'

// The AI Financial Advisory page with the offline provider (no key configured). Runs with
// JavaScript on and off (playwright.config.ts projects): the generate form is a plain post, and a
// run that takes longer than the form waits goes through the self-refreshing progress page.

const HOUSEHOLD = [
  { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 8000, frequency: 'monthly' },
  { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 5000, frequency: 'monthly' },
  {
    category: 'assets',
    subcategory: 'cash_bank_accounts',
    description: 'Savings',
    amount: 20000,
    frequency: 'one_time',
  },
  { category: 'liabilities', subcategory: 'credit_cards', description: 'Visa', amount: 3000, frequency: 'one_time' },
]

const SECTIONS = Object.values(ADVISORY_SECTION_TITLES)

test('generate a deterministic report offline, see each section, then clear it', async ({ page, login }) => {
  test.setTimeout(90_000)
  const { email } = await login({ tag: 'advisory' })
  await seedThroughApi(page.request, email, HOUSEHOLD)

  await page.goto('/advisory')
  await expect(page).toHaveURL(/\/plan\/advisory$/)
  await expect(page.getByRole('heading', { level: 1, name: 'AI Financial Advisory' })).toBeVisible()
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await expect(page.getByTestId('advisory-empty')).toBeVisible()

  await page.getByRole('button', { name: 'Generate Advisory Report' }).click()
  // Straight back to the page, or through the progress page that refreshes itself.
  await expect(page).toHaveURL(/\/plan\/advisory$/, { timeout: 60_000 })
  const report = page.getByTestId('advisory-report')
  await expect(report).toBeVisible({ timeout: 60_000 })
  for (const name of SECTIONS) await expect(report.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(report.getByRole('heading', { level: 3, name: 'Key Risks' })).toBeVisible()
  await expect(report.getByRole('heading', { level: 3, name: 'Mitigations' })).toBeVisible()
  await expect(page.getByTestId('status-flags')).toContainText('Stabilize first')
  await expect(report).toContainText('Pay off the credit card balance of $3,000 now')
  await expect(page.getByTestId('advisory-disclaimer')).toContainText('specific recommendations')
  const success = page.getByTestId('advisory-success')
  await expect(success).toContainText('Mode deterministic')
  await expect(success).toContainText(/Time \d+\.\d s · Cost \$0\.0000/)
  await expect(success.getByLabel('Audits')).toContainText('numbers: passed')

  // Show/Hide Data opens the profile the report was built from.
  await page.getByText('Show/Hide Data').click()
  await expect(page.getByTestId('advisory-data')).toContainText('Net Worth')

  // A refresh shows the same stored report.
  await page.reload()
  await expect(page.getByTestId('advisory-report')).toBeVisible()

  await page.getByRole('button', { name: 'Clear Report' }).click()
  await expect(page.getByTestId('toast')).toContainText('Report cleared')
  await expect(page.getByTestId('advisory-empty')).toBeVisible()
  await expect(page.getByTestId('advisory-report')).toHaveCount(0)
})

test('traditional mode from the settings form', async ({ page, login }) => {
  test.setTimeout(90_000)
  const { email } = await login({ tag: 'advisory.traditional' })
  await seedThroughApi(page.request, email, HOUSEHOLD)
  await page.goto('/plan/advisory')
  await page.getByLabel('Traditional').check()
  await page.getByLabel('Provider').selectOption('offline')
  await page.getByRole('button', { name: 'Generate Advisory', exact: true }).click()
  await expect(page.getByTestId('advisory-report')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('advisory-success')).toContainText('Mode traditional')
  await expect(page.getByRole('heading', { level: 2, name: 'Risk Management' })).toBeVisible()
})
