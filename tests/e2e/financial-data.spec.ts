import { expect, test } from './fixtures.ts'

// Runs with JavaScript on and off (playwright.config.ts projects).
test('add an asset through the page flow and see the totals change', async ({ page, login }, testInfo) => {
  await login({ tag: 'fin.asset' })
  await page.goto('/plan')
  await page.getByRole('link', { name: 'Financial Data' }).click()
  await expect(page.getByRole('heading', { name: 'Financial Data Entry' })).toBeVisible()
  await expect(page.getByTestId('tab-total')).toHaveText('$0')
  await page.getByRole('link', { name: 'Add Asset' }).click()
  await page.getByRole('link', { name: 'Cash & Bank Accounts' }).click()
  await page.getByRole('textbox', { name: 'Description' }).fill('Emergency fund')
  await page.getByRole('textbox', { name: 'Value ($)' }).fill('15,250.75')
  await page.getByRole('spinbutton', { name: 'Cash %' }).fill('100')
  if (testInfo.project.name === 'js-enabled') {
    await expect(page.getByText('Total: 100% — Perfect!')).toBeVisible()
  }
  await page.getByRole('button', { name: 'Add Entry' }).click()
  await expect(page.getByText('Entry added')).toBeVisible()
  await expect(page.getByText('Emergency fund', { exact: true })).toBeVisible()
  await expect(page.getByTestId('tab-total')).toHaveText('$15,251')

  await page.goto('/plan/finances')
  await expect(page.getByText('$15,251').first()).toBeVisible()
})

test('add a mortgage through the smart form, edit it, delete it after confirming', async ({
  page,
  login,
}, testInfo) => {
  await login({ tag: 'fin.mortgage' })
  await page.goto('/plan/financial-data?tab=liabilities')
  await page.getByRole('link', { name: 'Add Liability' }).click()
  await page.getByRole('link', { name: 'Mortgage & Real Estate' }).click()
  await expect(page.getByRole('heading', { name: 'Mortgage Details' })).toBeVisible()
  await expect(page.getByText('Enter detailed information to receive personalized financial advice')).toBeVisible()
  await page.getByRole('textbox', { name: 'Description' }).fill('Home Mortgage')
  await page.getByRole('textbox', { name: 'Current balance ($)' }).fill('300000')
  await page.getByRole('textbox', { name: 'Monthly payment ($)' }).fill('1896')
  await page.getByRole('spinbutton', { name: 'Interest rate (%)' }).fill('6.5')
  await page.getByRole('spinbutton', { name: 'Loan term (years)' }).fill('30')
  await page.getByRole('spinbutton', { name: 'Remaining years' }).fill('29')
  await page.getByRole('button', { name: 'Add Liability' }).click()
  await expect(page.getByText('Entry added')).toBeVisible()
  await expect(page.getByTestId('tab-total')).toHaveText('$300,000')

  await page.getByRole('link', { name: 'Edit Home Mortgage' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Mortgage Details' })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Loan term (years)' })).toHaveValue('30')
  await expect(page.getByRole('spinbutton', { name: 'Remaining years' })).toHaveValue('29')
  await expect(page.getByText(/Payoff time: \d+ years?, \d+ months?/)).toBeVisible()
  await page.getByRole('textbox', { name: 'Current balance ($)' }).fill('295000')
  await page.getByRole('button', { name: 'Update Liability' }).click()
  await expect(page.getByText('Entry updated')).toBeVisible()
  await expect(page.getByTestId('tab-total')).toHaveText('$295,000')

  await page.getByRole('link', { name: 'Delete Home Mortgage' }).click()
  await expect(page.getByText('Are you sure you want to delete "Home Mortgage"?')).toBeVisible()
  // With JavaScript the question opens in a dialog over the list; without it, on its own page.
  if (testInfo.project.name === 'js-enabled') {
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveURL(/\/plan\/financial-data\?tab=liabilities$/)
  } else {
    await expect(page).toHaveURL(/\/plan\/financial-data\/\d+\/delete$/)
  }
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Entry deleted')).toBeVisible()
  await expect(page.getByTestId('tab-total')).toHaveText('$0')
})

test('the add flow refuses an empty entry with the spec message', async ({ page, login }) => {
  await login({ tag: 'fin.empty' })
  await page.goto('/plan/financial-data/new?category=expenses&subcategory=housing')
  await page.getByRole('button', { name: 'Add Entry' }).click()
  await expect(page.getByText(/Please fill in all required fields|Description is required/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/plan\/financial-data\/new/)
})

test('add a family member on the Profile step; it shows on Financial Management as a profile row', async ({
  page,
  login,
}) => {
  await login({ tag: 'fin.family' })
  await page.goto('/plan/profile?tab=family')
  await page.getByRole('link', { name: 'Add First Family Member' }).click()
  await expect(page.getByRole('heading', { name: 'Add Family Member' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill('Alex Tester')
  await page.getByRole('combobox', { name: 'Relationship' }).selectOption('spouse')
  await page.getByRole('spinbutton', { name: 'Age' }).fill('41')
  await page.getByRole('textbox', { name: 'Annual Income ($)' }).fill('72,000')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Alex Tester').first()).toBeVisible()

  await page.goto('/plan/finances')
  await expect(page.getByText('Alex Tester (spouse)')).toBeVisible()
  await expect(
    page.getByText(
      'Family entries cannot be edited from this view. Please use the Profile tab to manage family information.',
    ),
  ).toBeVisible()
})
