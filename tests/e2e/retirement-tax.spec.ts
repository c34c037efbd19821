import { expect, test } from './fixtures.ts'

// Runs with JavaScript on and off (playwright.config.ts projects).
test('compute a Social Security claiming comparison and analyse a 401(k) match formula', async ({ page, login }) => {
  await login({ tag: 'panels.retirement' })
  await page.goto('/plan/finances/retirement')
  await expect(page.getByRole('heading', { name: 'Retirement Benefits', level: 1 })).toBeVisible()

  await page.getByLabel('Estimated Monthly Benefit at Full Retirement Age ($)').fill('2000')
  await page.getByLabel('Claiming Age').selectOption('62')
  await page.getByLabel('Birth Year').fill('1960')
  await page.getByRole('button', { name: 'Calculate Benefits' }).click()
  await expect(page).toHaveURL(/claiming_age=62/)
  await expect(page.getByTestId('ss-monthly')).toHaveText('$1,400')
  await expect(page.getByTestId('ss-fra')).toHaveText('67')
  await expect(page.getByTestId('ss-row-840')).toContainText('$2,480')
  await expect(page.getByTestId('ss-row-744')).toContainText('(your choice)')

  await page.getByLabel('Annual Salary ($)').fill('100000')
  await page.getByLabel('Your Contribution (% of pay)').fill('4')
  await page.getByLabel('Employer Match Formula').fill('50% up to 6%')
  await page.getByRole('button', { name: 'Analyze Match' }).click()
  await expect(page.getByTestId('match-max')).toHaveText('$3,000')
  await expect(page.getByTestId('match-captured')).toHaveText('$2,000')
  await expect(page.getByTestId('match-left')).toHaveText('$1,000')
  await expect(page.getByTestId('match-needed')).toHaveText('6%')
  await expect(page.getByTestId('match-message')).toContainText("You're leaving free money on the table!")
  // The claiming comparison computed first is still on the page.
  await expect(page.getByTestId('ss-monthly')).toHaveText('$1,400')

  // A formula that cannot be read: a clear message (inline with JavaScript, the red banner without).
  await page.getByLabel('Employer Match Formula').fill('whatever the boss feels like')
  await page.getByRole('button', { name: 'Analyze Match' }).click()
  await expect(page.getByText(/Could not read "whatever the boss feels like"/).first()).toBeVisible()

  await page.getByRole('link', { name: 'Refresh Data' }).click()
  await expect(page.getByRole('heading', { name: 'Retirement Benefits', level: 1 })).toBeVisible()
})

test('configure tax information and see the savings analysis and recommendations', async ({ page, login }) => {
  await login({ tag: 'panels.tax' })
  await page.goto('/plan/finances/tax')
  await expect(page.getByRole('heading', { name: 'Tax Optimization', level: 1 })).toBeVisible()
  await expect(page.getByTestId('tax-card-strategies')).toHaveText('—')

  await page.getByLabel('Tax Year').fill('2024')
  await page.getByLabel('Filing Status').selectOption('single')
  await page.getByLabel('Adjusted Gross Income ($)').fill('200000')
  await page.getByLabel('State Tax Rate (%)').fill('5')
  await page.getByLabel('Annual Charitable Giving ($)').fill('6000')
  await page.getByLabel('Itemized Deductions Total ($)').fill('20000')
  await page.getByRole('button', { name: 'Save Tax Information' }).click()

  await expect(page.getByText('Tax information saved')).toBeVisible()
  await expect(page).toHaveURL(/\/plan\/finances\/tax\?year=2024$/)
  await expect(page.getByTestId('tax-card-bracket')).toHaveText('24%')
  await expect(page.getByTestId('tax-card-agi')).toHaveText('$200,000')
  await expect(page.getByTestId('tax-card-charitable')).toHaveText('$6,000')
  await expect(page.getByTestId('tax-card-strategies')).toHaveText('3')
  await expect(page.getByTestId('saving-backdoor')).toHaveText('$2,030')
  await expect(page.getByRole('heading', { name: /Consider a Backdoor Roth IRA/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Enable Tax-Loss Harvesting/ })).toBeVisible()

  // Ticking "Tax-loss harvesting enabled" removes that recommendation.
  await page.getByLabel('Tax-loss harvesting enabled').check()
  await page.getByRole('button', { name: 'Save Tax Information' }).click()
  await expect(page.getByTestId('tax-card-strategies')).toHaveText('2')
  await expect(page.getByRole('heading', { name: /Enable Tax-Loss Harvesting/ })).toHaveCount(0)
  await expect(page.getByLabel('Tax-loss harvesting enabled')).toBeChecked()
})

// Without JavaScript the server answers 422 with the red 'Error: …' banner; with it, the same
// schema stops the post and shows the message beside the field.
test('refuses a bad state tax rate with a clear message and saves nothing', async ({ page, login }) => {
  await login({ tag: 'panels.taxbad' })
  await page.goto('/plan/finances/tax')
  await page.getByLabel('State Tax Rate (%)').fill('16')
  await page.getByRole('button', { name: 'Save Tax Information' }).click()
  await expect(page.getByText(/State tax rate must be between 0 and 15/).first()).toBeVisible()
  await expect(page.getByTestId('tax-card-strategies')).toHaveText('—')
})
