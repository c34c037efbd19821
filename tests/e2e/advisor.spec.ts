import { expect, test, type Page } from '@playwright/test'

// Runs with JavaScript on and off (playwright.config.ts projects).
const PASSWORD = 'E2e!Passw0rd'

async function newUser(page: Page, tag: string) {
  const email = `e2e.advisor.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.org`
  await page.goto('/register')
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Advisor')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/plan\//)
}

test('save advisor data from the form and see the recommendations on the Advisor Data tab', async ({ page }) => {
  await newUser(page, 'data')
  await page.goto('/plan/finances?tab=advisor')
  await expect(page.getByTestId('advisor-tile-mortgage-rate')).toHaveText('Not provided')
  await page.getByRole('link', { name: 'Add Advisor Data' }).click()
  await expect(page.getByRole('heading', { name: 'Add Advisor Data', level: 1 })).toBeVisible()

  await page.getByRole('spinbutton', { name: 'Interest Rate (%)' }).fill('7.5')
  await page.getByRole('spinbutton', { name: 'Monthly Payment ($)' }).fill('2500')
  await page.getByLabel('Loan Term').selectOption('30')
  await page.getByLabel('Start Date').fill('2021-03-01')
  await page.getByRole('spinbutton', { name: 'Your 401(k) Contribution (% of pay)' }).fill('3')
  await page.getByRole('spinbutton', { name: 'Employer Match (% of pay)' }).fill('3')
  await page.getByRole('spinbutton', { name: 'Match Limit (% of pay you contribute)' }).fill('6')
  await page.getByRole('spinbutton', { name: 'Target Stock Allocation (%)' }).fill('60')
  await page.getByRole('spinbutton', { name: 'Target Bond Allocation (%)' }).fill('40')
  await page.getByRole('checkbox', { name: 'Netflix' }).check()
  await page.getByLabel('Netflix usage').selectOption('rarely')
  await page.getByRole('checkbox', { name: 'Spotify' }).check()
  await page.getByRole('button', { name: 'Save & Generate Recommendations' }).click()

  await expect(page).toHaveURL(/\/plan\/finances\?tab=advisor$/)
  await expect(page.getByText('Advisor data saved')).toBeVisible()
  const recommendations = page.getByTestId('advisor-recommendations')
  await expect(recommendations.getByRole('heading', { name: 'Refinance your mortgage' })).toBeVisible()
  await expect(recommendations.getByRole('heading', { name: 'Review your subscriptions' })).toBeVisible()
  await expect(page.getByTestId('rec-subscriptions-review')).toContainText('Easy')
  await expect(page.getByTestId('rec-subscriptions-review')).toContainText('$16')
  await expect(page.getByTestId('advisor-badge')).toHaveText('2')
  await expect(page.getByTestId('advisor-tile-mortgage-rate')).toHaveText('7.5%')
  await expect(page.getByTestId('advisor-tile-401k-contribution')).toHaveText('3%')
  await expect(page.getByTestId('advisor-tile-stock-allocation')).toHaveText('60%')
  await expect(page.getByTestId('advisor-tile-subscriptions')).toHaveText('2')
  // Without a salary the match cannot be sized: a hint says what to add, no sample numbers.
  await expect(page.getByText('Add your salary as an employment income entry.')).toBeVisible()

  await page.getByRole('link', { name: 'Update Advisor Data' }).click()
  await expect(page.getByText("You're leaving free money on the table!")).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Interest Rate (%)' })).toHaveValue('7.5')
  await page.getByRole('spinbutton', { name: 'Interest Rate (%)' }).fill('25')
  await page.getByRole('button', { name: 'Save & Generate Recommendations' }).click()
  await expect(page.getByText('Rate must be between 0-20%')).toBeVisible()
  await page.getByRole('link', { name: 'Skip for Now' }).click()
  await expect(page).toHaveURL(/\/plan\/finances\?tab=advisor$/)
  await expect(page.getByTestId('advisor-tile-mortgage-rate')).toHaveText('7.5%')
})

test('set, edit and delete investment preferences', async ({ page }) => {
  await newUser(page, 'prefs')
  await page.goto('/plan/profile?tab=investment-preferences')
  await page.getByRole('link', { name: 'Set Preferences' }).click()
  await expect(page.getByRole('heading', { name: 'Set Investment Preferences' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Investment Timeline (years)' })).toHaveValue('10')
  await expect(page.getByRole('checkbox', { name: 'Dollar-cost averaging' })).toBeChecked()

  await page.getByRole('spinbutton', { name: 'Investment Timeline (years)' }).fill('25')
  await page.getByLabel('Investment Philosophy').selectOption('growth')
  await page.getByRole('checkbox', { name: 'Tax-loss harvesting' }).check()
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page).toHaveURL(/\/plan\/profile\?tab=investment-preferences$/)
  await expect(page.getByText('Investment preferences saved')).toBeVisible()
  await expect(page.getByTestId('investment-card-risk-profile')).toContainText('Moderate')
  await expect(page.getByTestId('investment-card-timeline')).toContainText('25 years')
  await expect(page.getByTestId('investment-card-timeline')).toContainText('Long-term')
  await expect(page.getByTestId('investment-card-philosophy')).toContainText('Growth')

  await page.getByRole('link', { name: 'Edit Preferences' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Investment Preferences' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Investment Timeline (years)' })).toHaveValue('25')
  await expect(page.getByRole('checkbox', { name: 'Tax-loss harvesting' })).toBeChecked()
  await page.getByRole('spinbutton', { name: 'Investment Timeline (years)' }).fill('75')
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Investment timeline must be between 1 and 50')).toBeVisible()
  await page.getByRole('spinbutton', { name: 'Investment Timeline (years)' }).fill('4')
  await page.getByRole('button', { name: 'Save Preferences' }).click()
  await expect(page.getByText('Investment preferences updated')).toBeVisible()
  await expect(page.getByTestId('investment-card-timeline')).toContainText('Short-term')

  // With JavaScript the question opens as a dialog; without, as a page. Both post the same form.
  await page.getByRole('link', { name: 'Delete investment preferences' }).click()
  await expect(
    page.getByText('Are you sure you want to delete your investment preferences? This action cannot be undone.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page).toHaveURL(/\/plan\/profile\?tab=investment-preferences$/)
  await expect(page.getByText('Investment preferences deleted')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Set Preferences' })).toBeVisible()
})
