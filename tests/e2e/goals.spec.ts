import { expect, test } from './fixtures.ts'

// Runs with JavaScript on and off (playwright.config.ts projects).
test('create a goal from a template, record progress, edit it with a reason and see the history', async ({
  page,
  login,
}) => {
  const { email } = await login({ tag: 'goals.flow' })
  await page.goto('/plan/goals')
  await expect(page.getByRole('heading', { name: 'No Goals Yet' })).toBeVisible()
  await page.getByRole('link', { name: 'Create Your First Goal' }).click()
  await expect(page.getByRole('heading', { name: 'Create New Goal' })).toBeVisible()

  await page.getByRole('link', { name: 'Use template Six-month emergency fund' }).click()
  await expect(page.getByRole('textbox', { name: 'Goal Name' })).toHaveValue('Six-month emergency fund')
  await expect(page.getByRole('textbox', { name: 'Target Amount ($)' })).toHaveValue('30000')
  await expect(page.getByRole('spinbutton', { name: 'Months of Expenses' })).toHaveValue('6')
  await expect(page.getByText('Typical timeline: 6 months-2 years')).toBeVisible()
  await page.getByLabel('Target Date').fill('2030-12-31')
  await page.getByRole('button', { name: 'Create Goal' }).click()

  await expect(page.getByText('Goal created')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Six-month emergency fund', level: 1 })).toBeVisible()
  await expect(page.getByTestId('goal-target')).toHaveText('$30,000')

  await page.getByRole('link', { name: 'Progress', exact: true }).click()
  await page.getByRole('textbox', { name: 'Current Amount ($)' }).fill('7500')
  await page.getByRole('textbox', { name: 'Notes' }).fill('Tax refund')
  await page.getByRole('button', { name: 'Record Progress' }).click()
  await expect(page.getByText('Progress recorded')).toBeVisible()
  await expect(page.getByTestId('progress-entry').first()).toContainText('$7,500 · 25%')
  await expect(page.getByTestId('progress-entry').first()).toContainText('Tax refund')

  await page.getByRole('link', { name: 'Edit Goal' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Goal' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('40000')
  await page.getByRole('textbox', { name: 'Reason for Change' }).fill('Bigger cushion after the move')
  await page.getByRole('button', { name: 'Update Goal' }).click()
  await expect(page.getByText('Goal updated')).toBeVisible()
  await expect(page.getByTestId('goal-progress')).toHaveText('18.75%')

  await page.getByRole('link', { name: 'History', exact: true }).click()
  const latest = page.getByTestId('history-entry').first()
  await expect(latest).toContainText('Reason: Bigger cushion after the move')
  await expect(latest).toContainText('$30,000 → $40,000')
  await expect(latest).toContainText(email)
  await expect(page.getByTestId('history-entry')).toHaveCount(3)

  await page.getByRole('link', { name: '← Back to Goals' }).click()
  await expect(page.getByRole('article', { name: 'Six-month emergency fund' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Proceed to Intelligence Analysis →' })).toHaveAttribute(
    'href',
    '/plan/analysis',
  )
})

test('delete a goal after confirming, with no errors in the browser console', async ({ page, login }, testInfo) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await login({ tag: 'goals.delete' })
  await page.goto('/plan/goals/new?category=business')
  await page.getByRole('textbox', { name: 'Goal Name' }).fill('Bakery')
  await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('25000')
  await page.getByLabel('Target Date').fill('2029-06-30')
  await page.getByRole('button', { name: 'Create Goal' }).click()
  await expect(page.getByText('Goal created')).toBeVisible()

  if (testInfo.project.name === 'js-enabled') {
    // The record button stays disabled until an amount is typed.
    await page.getByRole('link', { name: 'Progress', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Record Progress' })).toBeDisabled()
    await page.getByRole('textbox', { name: 'Current Amount ($)' }).fill('100')
    await expect(page.getByRole('button', { name: 'Record Progress' })).toBeEnabled()
  }

  await page.goto('/plan/goals')
  // Clicked before the page hydrates, the link opens the confirmation page, as without JavaScript: the JavaScript
  // project tests the dialog, so it waits for hydration.
  if (testInfo.project.name === 'js-enabled') await page.waitForFunction(() => '__remixRouter' in window)
  await page.getByRole('link', { name: 'Delete Bakery' }).click()
  await expect(
    page.getByText('Are you sure you want to delete the goal "Bakery"? This action cannot be undone.'),
  ).toBeVisible()
  if (testInfo.project.name === 'js-enabled') {
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveURL(/\/plan\/goals$/)
  } else {
    await expect(page).toHaveURL(/\/plan\/goals\/\d+\/delete$/)
  }
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Goal deleted')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No Goals Yet' })).toBeVisible()
  expect(errors).toEqual([])
})
