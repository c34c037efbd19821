import type { APIRequestContext } from '@playwright/test'
import { expect, PASSWORD, test } from './fixtures.ts'

// The entry lists page, search and filter through GET forms and links, so one test body runs
// with JavaScript on and off (playwright.config.ts projects) and must see the same lists.

/** 40 entries through the API: 30 savings accounts ($100, $200, … $3,000) and 10 food expenses. */
async function seedEntries(request: APIRequestContext, email: string) {
  // 40 posts in order (the lists show entries in the order they were entered): on a busy machine
  // this alone can take most of the default 30 s.
  test.slow()
  const login = await request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.ok()).toBe(true)
  const { access_token } = (await login.json()) as { access_token: string }
  const entries = [
    ...Array.from({ length: 30 }, (_, i) => ({
      category: 'assets',
      subcategory: 'cash_bank_accounts',
      description: `Savings account ${i + 1}`,
      amount: (i + 1) * 100,
      frequency: 'one_time',
    })),
    ...Array.from({ length: 6 }, (_, i) => ({
      category: 'expenses',
      subcategory: 'food',
      description: `Groceries ${i + 1}`,
      amount: 50,
      frequency: 'monthly',
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      category: 'expenses',
      subcategory: 'food',
      description: `Coffee ${i + 1}`,
      amount: 5,
      frequency: 'weekly',
    })),
  ]
  for (const data of entries) {
    const response = await request.post('/api/v1/financial/entries', {
      headers: { authorization: `Bearer ${access_token}` },
      data,
    })
    expect(response.status(), await response.text()).toBe(201)
  }
}

test('Financial Data Entry: a group previews five entries, "Show all" pages, search and filters', async ({
  page,
  login,
}) => {
  const { email } = await login({ tag: 'lists.data' })
  await seedEntries(page.request, email)

  await page.goto('/plan/financial-data?tab=assets')
  await expect(page.getByText('30 entries · $46,500')).toBeVisible()
  await expect(page.getByText('Savings account 5', { exact: true })).toBeVisible()
  await expect(page.getByText('Savings account 6', { exact: true })).toHaveCount(0)

  await page.getByRole('link', { name: 'Show all 30 entries in Cash & Bank Accounts' }).click()
  await expect(page).toHaveURL(/tab=assets&subcategory=cash_bank_accounts$/)
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–25 of 30 entries')
  await page.getByRole('link', { name: 'Next page' }).first().click()
  await expect(page).toHaveURL(/subcategory=cash_bank_accounts&page=2$/)
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 26–30 of 30 entries')
  await expect(page.getByText('Savings account 30', { exact: true })).toBeVisible()

  // The form starts from the list's own search and filter; page links keep them.
  const search = page.getByRole('search', { name: 'Search entries' })
  await expect(search.getByLabel('Subcategory')).toHaveValue('cash_bank_accounts')
  await search.getByLabel('Search', { exact: true }).fill('account 2')
  await search.getByLabel('Per page').selectOption('10')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–10 of 11 entries')
  await expect(page.getByTestId('results-total')).toHaveText('11 entries · $24,700')
  await page.getByRole('link', { name: 'Next page' }).first().click()
  await expect(page).toHaveURL(/q=account\+2&subcategory=cash_bank_accounts&size=10&page=2$/)
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 11 of 11 entries')
  await expect(page.getByText('Savings account 29', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Clear' }).click()
  await expect(page).toHaveURL(/\/plan\/financial-data\?tab=assets$/)
  await expect(page.getByText('30 entries · $46,500')).toBeVisible()

  await page.getByRole('link', { name: /^Expenses/ }).click()
  await page.getByRole('search').getByLabel('Frequency').selectOption('weekly')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–4 of 4 entries')
  await expect(page.getByTestId('results-total')).toHaveText('4 entries · $0/mo')
})

test('Financial Data Entry: a bad page number shows the first page and says why', async ({ page, login }) => {
  const { email } = await login({ tag: 'lists.bad' })
  await seedEntries(page.request, email)
  const response = await page.goto('/plan/financial-data?tab=assets&subcategory=cash_bank_accounts&page=abc')
  expect(response?.status()).toBe(422)
  await expect(page.getByTestId('list-errors')).toContainText('"abc" is not a page number')
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–25 of 30 entries')
  await page.goto('/plan/financial-data?tab=assets&subcategory=cash_bank_accounts&page=7')
  await expect(page.getByText('There is no page 7; showing page 2 of 2.')).toBeVisible()
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 26–30 of 30 entries')
})

test('Financial Management: the entries table pages, searches and filters', async ({ page, login }) => {
  const { email } = await login({ tag: 'lists.table' })
  await seedEntries(page.request, email)

  await page.goto('/plan/finances')
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–25 of 40 entries')
  await page.getByRole('link', { name: 'Last page' }).first().click()
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 26–40 of 40 entries')
  await expect(page.getByRole('cell', { name: 'Coffee 4', exact: true })).toBeVisible()

  const search = page.getByRole('search', { name: 'Search entries' })
  await search.getByLabel('Search', { exact: true }).fill('groceries')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/plan\/finances\?.*q=groceries/)
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–6 of 6 entries')

  await search.getByLabel('Search', { exact: true }).fill('')
  await search.getByLabel('Category', { exact: true }).selectOption('expenses')
  await search.getByLabel('Frequency').selectOption('weekly')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('showing').first()).toHaveText('Showing 1–4 of 4 entries')
  await expect(page.getByRole('cell', { name: 'Savings account 1', exact: true })).toHaveCount(0)
})
