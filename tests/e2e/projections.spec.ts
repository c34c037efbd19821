import { expect, test } from './fixtures.ts'
import type { APIRequestContext } from '@playwright/test'

// Both Playwright projects run these: with JavaScript on and off, the same inputs give the same screens.

async function household(request: APIRequestContext, email: string, password: string) {
  const token = await request.post('/api/v1/auth/login', { form: { username: email, password } })
  const { access_token } = await token.json()
  const headers = { authorization: `Bearer ${access_token}` }
  for (const entry of [
    { category: 'assets', subcategory: 'investment_accounts', description: 'Index fund', amount: 80000 },
    { category: 'assets', subcategory: 'retirement_accounts', description: '401k', amount: 120000 },
    { category: 'income', subcategory: 'employment_income', description: 'Salary', amount: 7000, frequency: 'monthly' },
    { category: 'expenses', subcategory: 'housing', description: 'Rent', amount: 2500, frequency: 'monthly' },
  ]) {
    expect((await request.post('/api/v1/financial/entries', { headers, data: entry })).status()).toBe(201)
  }
  const profile = await request.post('/api/v1/profile', { headers, data: { age: 45, date_of_birth: '1981-05-20' } })
  expect(profile.ok(), await profile.text()).toBe(true)
}

test('change the horizon and an assumption, apply, and see the numbers change', async ({ page, request, login }) => {
  const { email, password } = await login({ tag: 'proj', firstName: 'Pat', lastName: 'Projection' })
  await household(request, email, password)

  await page.goto('/plan/projections')
  await expect(page.getByTestId('header-user')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Financial Projections' })).toBeVisible()
  await expect(page.getByText('Median (p50) in 20 years')).toBeVisible()
  await expect(page.getByTestId('dollars-label')).toHaveText("All amounts in today's dollars.")
  const twenty = await page.getByTestId('card-median').textContent()

  await page.getByLabel('Horizon').selectOption('30')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page.getByText('Median (p50) in 30 years')).toBeVisible()
  const thirty = await page.getByTestId('card-median').textContent()
  expect(thirty).not.toBe(twenty)

  await page.locator('#assumption-stock_market_return').fill('10')
  await page.getByRole('button', { name: 'Apply Changes & Recalculate' }).click()
  await expect(page.getByText('Assumptions saved')).toBeVisible()
  await expect(page.getByText('Median (p50) in 30 years')).toBeVisible()
  await expect(page.getByTestId('card-median')).not.toHaveText(thirty ?? '')
  await expect(page.locator('#assumption-stock_market_return')).toHaveValue('10')
})

test('change the retirement age and the withdrawal strategy', async ({ page, request, login }) => {
  const { email, password } = await login({ tag: 'plan', firstName: 'Ray', lastName: 'Tiree' })
  await household(request, email, password)

  await page.goto('/plan/projections')
  await expect(page.getByRole('heading', { name: 'Retirement: from 65 to 95' })).toBeVisible()
  const at65 = await page.getByTestId('success-rate').textContent()

  await page.getByLabel('Retirement age').fill('58')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page.getByRole('heading', { name: 'Retirement: from 58 to 95' })).toBeVisible()
  await expect(page.getByLabel('Retirement age')).toHaveValue('58')
  await expect(page).toHaveURL(/retirement_age=58/)
  // Thirteen fewer working years: less saved, more years to fund.
  const at58 = await page.getByTestId('success-rate').textContent()
  expect(Number.parseFloat(at58 ?? '')).toBeLessThan(Number.parseFloat(at65 ?? ''))

  await page.getByLabel('Withdrawal strategy').selectOption('fixed_percentage')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/strategy=fixed_percentage/)
  await expect(page.getByLabel('Withdrawal strategy')).toHaveValue('fixed_percentage')
  await expect(page.getByLabel('Retirement age')).toHaveValue('58')
  // A percentage of what is left never empties the accounts, and the big figure is the share of paths whose
  // spending never falls below the plan's, which the headline says.
  await expect(page.getByTestId('depletion')).toHaveText('No simulated path runs out of money before 95.')
  await expect(page.getByTestId('retirement-headline')).toContainText(
    'With a fixed 4% of the portfolio a year, income and withdrawals cover the spending you plan',
  )

  // A claiming age with no Social Security benefit recorded: nothing to re-time, and the page says so.
  await page.getByLabel('Claim Social Security at').fill('70')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/claiming_age=70/)
  await expect(
    page.getByRole('note').filter({ hasText: 'No Social Security benefit is recorded, so the claiming age of 70' }),
  ).toBeVisible()
  await page.getByLabel('Claim Social Security at').fill('')

  // Retirement spending set on the form: the headline names it and the field keeps it.
  await page.getByLabel('Retirement spending ($ a month)').fill('2,000')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/retirement_monthly_spending=2%2C000/)
  await expect(page.getByTestId('retirement-headline')).toContainText(
    "income and withdrawals cover the spending you plan ($2,000 a month in today's dollars)",
  )
  await expect(page.getByLabel('Retirement spending ($ a month)')).toHaveValue('2000')
  await page.getByLabel('Retirement spending ($ a month)').fill('')

  // Part-time pay in retirement, set on the form: the retirement section says it and the fields keep it.
  await page.getByLabel('Part-time pay in retirement ($ a month)').fill('1,500')
  await page.getByLabel('Part-time work until age').fill('65')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/part_time_monthly_income=1%2C500/)
  await expect(
    page.getByText("Part-time pay $1,500 a month (today's dollars, before tax) from age 58 until 65."),
  ).toBeVisible()
  await expect(page.getByLabel('Part-time pay in retirement ($ a month)')).toHaveValue('1500')
  await expect(page.getByLabel('Part-time work until age')).toHaveValue('65')
  await page.getByLabel('Part-time pay in retirement ($ a month)').fill('')
  await page.getByLabel('Part-time work until age').fill('')

  // IRA contributions, set on the form: the plan says what it contributes and the fields keep them.
  await page.getByLabel('IRA contributions ($ a year)').fill('6,000')
  await page.getByLabel('IRA type').selectOption('traditional')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/ira_annual_contribution=6%2C000/)
  await expect(page.getByTestId('ira')).toContainText("Traditional IRA: $6,000 a year (today's dollars) until 58")
  await expect(page.getByLabel('IRA contributions ($ a year)')).toHaveValue('6000')
  await expect(page.getByLabel('IRA type')).toHaveValue('traditional')
  await page.getByLabel('IRA contributions ($ a year)').fill('')
  await page.getByLabel('IRA type').selectOption('roth')

  // The withdrawal order, picked on the form: the retirement section names the accounts in that order.
  await expect(page.getByTestId('withdrawal-order')).toHaveText(
    'Withdrawals after income: cash, then taxable, then tax-deferred, then Roth.',
  )
  await page.getByLabel('Withdrawal order (after cash)').selectOption('tax_deferred_first')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/withdrawal_order=tax_deferred_first/)
  await expect(page.getByTestId('withdrawal-order')).toHaveText(
    'Withdrawals after income: cash, then tax-deferred, then taxable, then Roth.',
  )
  await expect(page.getByLabel('Withdrawal order (after cash)')).toHaveValue('tax_deferred_first')
  await page.getByLabel('Withdrawal order (after cash)').selectOption('taxable_first')

  // The strategy's rate, set on the form: the headline names it and the field keeps it.
  await page.getByLabel('Withdrawal rate (%)').fill('3.5')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/withdrawal_rate=3.5/)
  await expect(page.getByTestId('retirement-headline')).toContainText(
    'With a fixed 3.5% of the portfolio a year, income and withdrawals cover the spending you plan',
  )
  await expect(page.getByLabel('Withdrawal rate (%)')).toHaveValue('3.5')
  await page.getByLabel('Withdrawal strategy').selectOption('guardrails')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page.getByTestId('retirement-headline')).toContainText('With guardrails from a 3.5% start')
  await page.getByLabel('Withdrawal rate (%)').fill('')
  await page.getByLabel('Withdrawal strategy').selectOption('fixed_percentage')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page.getByTestId('retirement-headline')).toContainText('With a fixed 4% of the portfolio a year')
  await expect(page.getByLabel('Withdrawal rate (%)')).toHaveValue('')

  // A retirement age already past: retired from today, and the page says why the age shown is not the one typed.
  await page.getByLabel('Retirement age').fill('40')
  await page.getByRole('button', { name: 'Show plan' }).click()
  await expect(page).toHaveURL(/retirement_age=40/)
  const note = page.getByRole('note').filter({ hasText: 'past the retirement age of 40' })
  await expect(note).toHaveText(
    /^You are (\d+), past the retirement age of 40: the plan treats you as retired from today\.$/,
  )
  const age = /You are (\d+)/.exec((await note.textContent()) ?? '')?.[1]
  await expect(page.getByRole('heading', { name: `Retirement: from ${age} to 95` })).toBeVisible()
  await expect(page.getByLabel('Retirement age')).toHaveValue(age ?? '')
})
