import type { Page } from '@playwright/test'
import { expect, PASSWORD, test, type Account } from './fixtures.ts'

// Every form a user submits, with the same bad and good input. The spec runs in both the
// js-enabled and js-disabled projects (playwright.config.ts), so each test body checks that the
// two modes show the same message for bad input, store nothing for it, and store the same value
// for good input. With JavaScript, conform checks the schema in the browser before posting;
// without it, the server answers 422 with the same schema's messages.

type Api = <T>(path: string) => Promise<T>

/** Reads the user's data back through the JSON API (bearer token from the API's own login). */
async function apiFor(page: Page, { email }: Account): Promise<Api> {
  const login = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  return async <T>(path: string) => {
    const response = await page.request.get(`/api/v1/${path}`, { headers: { authorization: `Bearer ${access_token}` } })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return (await response.json()) as T
  }
}

/** Writes a row through the JSON API, for the edit forms' starting point. */
async function apiPost(page: Page, { email }: Account, path: string, data: unknown) {
  const login = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
  const { access_token } = (await login.json()) as { access_token: string }
  const response = await page.request.post(`/api/v1/${path}`, {
    data,
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return (await response.json()) as { id: number }
}

/** A field's error line, found through the input's own description (aria-describedby). */
async function expectFieldError(page: Page, label: string, message: string) {
  const input = page.getByLabel(label).and(page.locator('input, select, textarea'))
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The form-level messages above the form (conform's form errors), in order. */
function formErrors(page: Page, formId: string) {
  return page.locator(`[id="${formId}-error"] p`)
}

/** No page is wider than its viewport (a long unbroken word wraps). */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth)
}

type Entry = { id: number; description: string; amount: number; category: string; subcategory: string }

test.describe('financial entries', () => {
  test('plain entry: a negative or non-numeric value is refused alike, a good one is stored', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.entry' })
    const api = await apiFor(page, account)
    await page.goto('/plan/financial-data/new?category=assets&subcategory=cash_bank_accounts')
    await page.getByRole('textbox', { name: 'Description' }).fill('Rainy day')
    for (const [typed, message] of [
      ['-500', 'Value cannot be negative'],
      ['abc', 'Value must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Value ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Add Entry' }).click()
      await expectFieldError(page, 'Value ($)', message)
      // The add flow's one plain message for a missing or non-positive value, in both modes.
      await expect(formErrors(page, 'entry-create')).toHaveText(['Please fill in all required fields'])
      await expect(page).toHaveURL(/\/plan\/financial-data\/new/)
      expect(await api<Entry[]>('financial/entries')).toEqual([])
    }
    await page.getByRole('textbox', { name: 'Value ($)' }).fill('1,250.50')
    await page.getByRole('button', { name: 'Add Entry' }).click()
    await expect(page.getByText('Entry added', { exact: true })).toBeVisible()
    const stored = await api<Entry[]>('financial/entries')
    expect(stored.map(({ description, amount }) => ({ description, amount }))).toEqual([
      { description: 'Rainy day', amount: 1250.5 },
    ])
  })

  test('plain entry edit: bad values leave the stored amount alone, a good one replaces it', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.entry-edit' })
    const api = await apiFor(page, account)
    const { id } = await apiPost(page, account, 'financial/entries', {
      category: 'expenses',
      subcategory: 'housing',
      description: 'Rent',
      amount: 1800,
      frequency: 'monthly',
    })
    await page.goto(`/plan/financial-data/${id}/edit`)
    for (const [typed, message] of [
      ['-500', 'Value cannot be negative'],
      ['abc', 'Value must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Value ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Update Entry' }).click()
      await expectFieldError(page, 'Value ($)', message)
      await expect(formErrors(page, 'entry-edit')).toHaveText([
        'Form validation failed. Please check the highlighted fields.',
      ])
      expect((await api<Entry[]>('financial/entries')).map((e) => e.amount)).toEqual([1800])
    }
    await page.getByRole('textbox', { name: 'Value ($)' }).fill('1950')
    await page.getByRole('button', { name: 'Update Entry' }).click()
    await expect(page.getByText('Entry updated', { exact: true })).toBeVisible()
    expect((await api<Entry[]>('financial/entries')).map((e) => e.amount)).toEqual([1950])
  })

  test('smart mortgage form: a negative or non-numeric balance is refused alike, a good one is stored', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.smart' })
    const api = await apiFor(page, account)
    await page.goto('/plan/financial-data/new?category=liabilities&subcategory=mortgage_real_estate')
    await page.getByRole('textbox', { name: 'Description' }).fill('Home loan')
    for (const [typed, message] of [
      ['-500', 'Balance must be greater than 0'],
      ['abc', 'Balance must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Current balance ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Add Liability' }).click()
      await expectFieldError(page, 'Current balance ($)', message)
      await expect(formErrors(page, 'smart-mortgage_real_estate-create')).toHaveText([
        'Form validation failed. Please check the highlighted fields.',
      ])
      expect(await api<Entry[]>('financial/entries')).toEqual([])
    }
    await page.getByRole('textbox', { name: 'Current balance ($)' }).fill('250,000')
    await page.getByRole('button', { name: 'Add Liability' }).click()
    await expect(page.getByText('Entry added', { exact: true })).toBeVisible()
    const stored = await api<Entry[]>('financial/entries')
    expect(stored.map(({ description, amount, subcategory }) => ({ description, amount, subcategory }))).toEqual([
      { description: 'Home loan', amount: 250000, subcategory: 'mortgage_real_estate' },
    ])
  })

  test('CSV import: the preview lists the rows and importing stores them', async ({ page, login }) => {
    const account = await login({ tag: 'parity.import' })
    const api = await apiFor(page, account)
    await page.goto('/plan/finances/import')
    const csv = [
      'category,subcategory,description,amount,frequency',
      'assets,cash_bank_accounts,Checking,2500.25,one_time',
      'expenses,housing,Rent,1800,monthly',
      'income,employment_income,Salary,-10,monthly',
    ].join('\n')
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'entries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Preview import' }).click()
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Checking' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Rent' })).toBeVisible()
    await expect(page.getByRole('cell', { name: 'Salary' })).toBeVisible()
    expect(await api<Entry[]>('financial/entries')).toEqual([])
    await page.getByRole('button', { name: 'Import 2 entries' }).click()
    await expect(page.getByText(/2 entries imported|Imported 2/i).first()).toBeVisible()
    const stored = await api<Entry[]>('financial/entries')
    expect(
      stored.map(({ description, amount }) => ({ description, amount })).sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { description: 'Rent', amount: 1800 },
      { description: 'Checking', amount: 2500.25 },
    ])
  })
})

type Goal = {
  goal_id: number
  name: string
  category: string
  target_amount: number
  target_date: string
  params: Record<string, unknown>
}

const isoToday = () => new Date().toISOString().slice(0, 10)

test.describe('goals', () => {
  test('new goal: bad amounts and an over-long name are refused alike; a good goal is stored', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.goal' })
    const api = await apiFor(page, account)
    await page.goto('/plan/goals/new?category=business')
    await page.getByRole('textbox', { name: 'Goal Name' }).fill('Bakery')
    await page.getByLabel('Target Date').fill('2031-06-30')
    for (const [typed, message] of [
      ['-500', 'Target amount must be at least $100'],
      ['abc', 'Target amount must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Create Goal' }).click()
      await expectFieldError(page, 'Target Amount ($)', message)
      expect(await api<Goal[]>('goals-v2')).toEqual([])
    }
    // Pasted whole: no maxlength cuts it in the browser, and the schema refuses it with a message.
    await page.getByRole('textbox', { name: 'Goal Name' }).fill('x'.repeat(10_000))
    await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('25,000')
    await page.getByRole('button', { name: 'Create Goal' }).click()
    await expectFieldError(page, 'Goal Name', 'Goal name must be at most 200 characters (this one has 10,000)')
    expect(await api<Goal[]>('goals-v2')).toEqual([])

    await page.getByRole('textbox', { name: 'Goal Name' }).fill('Bakery')
    await page.getByRole('button', { name: 'Create Goal' }).click()
    await expect(page.getByText('Goal created', { exact: true })).toBeVisible()
    const [goal] = await api<Goal[]>('goals-v2')
    expect({ name: goal.name, target_amount: goal.target_amount, target_date: goal.target_date }).toEqual({
      name: 'Bakery',
      target_amount: 25000,
      target_date: '2031-06-30',
    })

    // Edit: the same refusals, the stored target untouched; then a good change.
    await page.goto(`/plan/goals/${goal.goal_id}/edit`)
    await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('-500')
    await page.getByRole('button', { name: 'Update Goal' }).click()
    await expectFieldError(page, 'Target Amount ($)', 'Target amount must be at least $100')
    expect((await api<Goal[]>('goals-v2'))[0].target_amount).toBe(25000)
    await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('30000')
    await page.getByRole('button', { name: 'Update Goal' }).click()
    await expect(page.getByText('Goal updated', { exact: true })).toBeVisible()
    expect((await api<Goal[]>('goals-v2'))[0].target_amount).toBe(30000)

    // Record progress: the same refusals for the current amount.
    await page.goto(`/plan/goals/${goal.goal_id}?tab=progress`)
    for (const [typed, message] of [
      ['-500', 'Current amount cannot be negative'],
      ['abc', 'Current amount must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Current Amount ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Record Progress' }).click()
      await expectFieldError(page, 'Current Amount ($)', message)
    }
    await page.getByRole('textbox', { name: 'Current Amount ($)' }).fill('7,500')
    await page.getByRole('button', { name: 'Record Progress' }).click()
    await expect(page.getByText('Progress recorded', { exact: true })).toBeVisible()
    expect((await api<{ current_amount: number }[]>('goals-v2'))[0].current_amount).toBe(7500)
  })

  test('every goal template saves as it comes, with a target date in the future', async ({ page, login }) => {
    // One create per template: more round trips than the default 30 s allows with JavaScript on.
    test.slow()
    const account = await login({ tag: 'parity.templates' })
    const api = await apiFor(page, account)
    const templates = await api<{ id: string; name: string }[]>('goals-v2/templates')
    expect(templates.length).toBeGreaterThan(0)
    for (const template of templates) {
      await page.goto(`/plan/goals/new?template=${template.id}`)
      const date = await page.getByLabel('Target Date').inputValue()
      expect(date > isoToday(), `${template.id}: ${date}`).toBe(true)
      await page.getByRole('button', { name: 'Create Goal' }).click()
      await expect(page.getByText('Goal created', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: template.name, level: 1 })).toBeVisible()
    }
    const stored = await api<Goal[]>('goals-v2')
    expect(stored.map((g) => g.name).sort()).toEqual(templates.map((t) => t.name).sort())
  })

  test("the retirement goal form starts from the profile's age", async ({ page, login }) => {
    const account = await login({ tag: 'parity.retire-age' })
    const api = await apiFor(page, account)
    await apiPost(page, account, 'profile', { age: 38 })
    await page.goto('/plan/goals/new?category=retirement')
    await expect(page.getByRole('spinbutton', { name: 'Current Age' })).toHaveValue('38')
    await page.goto('/plan/goals/new?template=retire-at-65')
    await expect(page.getByRole('spinbutton', { name: 'Current Age' })).toHaveValue('38')
    // Retiring at 65 from 38: the target date is 27 years on.
    const date = await page.getByLabel('Target Date').inputValue()
    expect(Number(date.slice(0, 4)) - Number(isoToday().slice(0, 4))).toBe(27)
    await page.getByRole('button', { name: 'Create Goal' }).click()
    await expect(page.getByText('Goal created', { exact: true })).toBeVisible()
    const [goal] = await api<Goal[]>('goals-v2')
    expect(goal.params).toMatchObject({ current_age: 38, retirement_age: 65 })
    expect(goal.target_date).toBe(date)
  })

  test('a long unbroken goal name wraps: no goal screen is wider than the viewport', async ({ page, login }) => {
    const account = await login({ tag: 'parity.long-name' })
    const api = await apiFor(page, account)
    const name = 'W'.repeat(200)
    await page.goto('/plan/goals/new?category=business')
    await page.getByRole('textbox', { name: 'Goal Name' }).fill(name)
    await page.getByRole('textbox', { name: 'Target Amount ($)' }).fill('5000')
    await page.getByLabel('Target Date').fill('2030-01-31')
    await page.getByRole('button', { name: 'Create Goal' }).click()
    await expect(page.getByText('Goal created', { exact: true })).toBeVisible()
    const [goal] = await api<Goal[]>('goals-v2')
    expect(goal.name).toBe(name)
    for (const path of [
      '/plan/goals',
      '/plan/goals?view=timeline',
      `/plan/goals/${goal.goal_id}`,
      `/plan/goals/${goal.goal_id}?tab=progress`,
      `/plan/goals/${goal.goal_id}?tab=history`,
      `/plan/goals/${goal.goal_id}/edit`,
      `/plan/goals/${goal.goal_id}/delete`,
    ]) {
      await page.goto(path)
      await expectNoHorizontalOverflow(page)
    }
  })
})

test.describe('profile panels', () => {
  test('personal information: bad age and state refused alike, good values stored', async ({ page, login }) => {
    const account = await login({ tag: 'parity.personal' })
    const api = await apiFor(page, account)
    await apiPost(page, account, 'profile', { age: 30, state: 'CA' })
    await page.goto('/plan/profile/personal')
    await page.getByLabel('Age').fill('-5')
    await page.getByRole('textbox', { name: 'State' }).fill('Texas')
    await page.getByRole('button', { name: 'Update' }).click()
    await expectFieldError(page, 'Age', 'Age must be greater than 0 and under 120')
    await expectFieldError(page, 'State', 'State must be a 2-letter code (e.g. CA)')
    expect(await api<{ age: number; state: string }>('profile')).toMatchObject({ age: 30, state: 'CA' })
    await page.getByLabel('Age').fill('38')
    await page.getByRole('textbox', { name: 'State' }).fill('tx')
    await page.getByRole('button', { name: 'Update' }).click()
    await expect(page.getByText('Personal information saved', { exact: true })).toBeVisible()
    expect(await api<{ age: number; state: string }>('profile')).toMatchObject({ age: 38, state: 'TX' })
  })

  for (const form of [
    {
      resource: 'family',
      fill: async (page: Page) => {
        await page.getByRole('textbox', { name: 'Name' }).fill('Alex Tester')
        await page.getByRole('combobox', { name: 'Relationship' }).selectOption('spouse')
      },
      amountLabel: 'Annual Income ($)',
      label: 'Income',
      read: 'profile/family',
      field: 'income',
    },
    {
      resource: 'benefits',
      fill: async (page: Page) => {
        await page.getByRole('textbox', { name: 'Benefit Name' }).fill('Pension')
        await page.getByRole('combobox', { name: 'Benefit Type' }).selectOption('pension')
      },
      amountLabel: 'Estimated Monthly Benefit ($)',
      label: 'Estimated monthly benefit',
      read: 'profile/benefits',
      field: 'estimated_monthly_benefit',
    },
    {
      resource: 'tax-info',
      fill: async () => {},
      amountLabel: 'Adjusted Gross Income ($)',
      label: 'Adjusted gross income',
      read: 'profile/tax-info',
      field: 'adjusted_gross_income',
    },
    {
      resource: 'insurance',
      fill: async (page: Page) => {
        await page.getByLabel('Policy Type').selectOption('life')
        await page.getByLabel('Policy Name').fill('Term Life 20')
      },
      amountLabel: 'Coverage Amount ($)',
      label: 'Coverage amount',
      read: 'insurance/policies',
      field: 'coverage_amount',
    },
  ]) {
    test(`${form.resource}: a negative or non-numeric amount is refused alike, a good one is stored`, async ({
      page,
      login,
    }) => {
      const account = await login({ tag: `parity.${form.resource}` })
      const api = await apiFor(page, account)
      await page.goto(`/plan/profile/${form.resource}/new`)
      await form.fill(page)
      for (const [typed, message] of [
        ['-500', `${form.label} cannot be negative`],
        ['abc', `${form.label} must be a number`],
      ]) {
        await page.getByRole('textbox', { name: form.amountLabel }).fill(typed)
        await page.getByRole('button', { name: 'Save' }).click()
        await expectFieldError(page, form.amountLabel, message)
        expect(await api<unknown[]>(form.read)).toEqual([])
      }
      await page.getByRole('textbox', { name: form.amountLabel }).fill('72,000')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page).not.toHaveURL(/\/new$/)
      const stored = await api<Record<string, unknown>[]>(form.read)
      expect(stored.map((row) => row[form.field])).toEqual([72000])
    })
  }

  test('estate document: an empty name is refused alike, a named one is stored', async ({ page, login }) => {
    const account = await login({ tag: 'parity.estate' })
    const api = await apiFor(page, account)
    await page.goto('/plan/profile/estate/new')
    await page.getByLabel('Document Type').selectOption('will')
    await page.getByLabel('Document Name').fill('   ')
    await page.getByRole('button', { name: 'Save' }).click()
    await expectFieldError(page, 'Document Name', 'Document name is required')
    await page.getByLabel('Document Name').fill('Last Will')
    await page.getByLabel('Last Updated').fill('2024-03-01')
    await page.getByLabel('Next Review Date').fill('1800-01-01')
    await page.getByRole('button', { name: 'Save' }).click()
    await expectFieldError(page, 'Next Review Date', 'Next review date must be between 1900 and 2200')
    expect(await api<unknown[]>('estate-planning/documents')).toEqual([])
    await page.getByLabel('Next Review Date').fill('2027-03-01')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Document added', { exact: true })).toBeVisible()
    const stored = await api<{ document_name: string; next_review_date: string }[]>('estate-planning/documents')
    expect(stored.map(({ document_name, next_review_date }) => ({ document_name, next_review_date }))).toEqual([
      { document_name: 'Last Will', next_review_date: '2027-03-01' },
    ])
  })
})

test.describe('finance panels', () => {
  test('tax panel: a negative or non-numeric income is refused alike, a good one is stored', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.tax' })
    const api = await apiFor(page, account)
    await page.goto('/plan/finances/tax')
    for (const [typed, message] of [
      ['-500', 'Adjusted gross income cannot be negative'],
      ['abc', 'Adjusted gross income must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Adjusted Gross Income ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Save Tax Information' }).click()
      await expectFieldError(page, 'Adjusted Gross Income ($)', message)
      await expect(page.getByTestId('tax-error')).toHaveText(`Error: ${message}`)
      expect(await api<unknown[]>('profile/tax-info')).toEqual([])
    }
    await page.getByRole('textbox', { name: 'Adjusted Gross Income ($)' }).fill('150,000')
    await page.getByRole('button', { name: 'Save Tax Information' }).click()
    await expect(page.getByText('Tax information saved', { exact: true })).toBeVisible()
    await expect(page.getByTestId('tax-error')).toHaveCount(0)
    const stored = await api<{ adjusted_gross_income: number }[]>('profile/tax-info')
    expect(stored.map((row) => row.adjusted_gross_income)).toEqual([150000])
  })

  test('retirement panel: a negative or non-numeric salary is refused alike, a good one is analysed', async ({
    page,
    login,
  }) => {
    await login({ tag: 'parity.retirement' })
    await page.goto('/plan/finances/retirement')
    await page.getByRole('textbox', { name: 'Your Contribution (% of pay)' }).fill('4')
    await page.getByRole('textbox', { name: 'Employer Match Formula' }).fill('100% up to 6%')
    for (const [typed, message] of [
      ['-500', 'Salary cannot be negative'],
      ['abc', 'Salary must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Annual Salary ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Analyze Match' }).click()
      await expectFieldError(page, 'Annual Salary ($)', message)
      await expect(page.getByTestId('retirement-error')).toHaveText(`Error: ${message}`)
      await expect(page.getByTestId('match-left')).toHaveCount(0)
    }
    await page.getByRole('textbox', { name: 'Annual Salary ($)' }).fill('100,000')
    await page.getByRole('button', { name: 'Analyze Match' }).click()
    await expect(page.getByTestId('match-left')).toContainText('$2,000')
    await expect(page.getByTestId('retirement-error')).toHaveCount(0)
  })

  test('advisor data: out-of-range and non-numeric values are refused alike, good ones are stored', async ({
    page,
    login,
  }) => {
    const account = await login({ tag: 'parity.advisor' })
    const api = await apiFor(page, account)
    await page.goto('/plan/finances/advisor?section=mortgage')
    await page.getByRole('spinbutton', { name: 'Interest Rate (%)' }).fill('25')
    for (const [typed, message] of [
      ['-500', 'Payment must be between $0 and $1,000,000'],
      ['abc', 'Payment must be a number'],
    ]) {
      await page.getByRole('textbox', { name: 'Monthly Payment ($)' }).fill(typed)
      await page.getByRole('button', { name: 'Save & Generate Recommendations' }).click()
      await expectFieldError(page, 'Monthly Payment ($)', message)
      await expectFieldError(page, 'Interest Rate (%)', 'Rate must be between 0-20%')
      const stored = await api<{ mortgage: { monthly_payment: number | null } }>('advisor/advisor-data')
      expect(stored.mortgage.monthly_payment ?? null).toBeNull()
    }
    await page.getByRole('spinbutton', { name: 'Interest Rate (%)' }).fill('6.25')
    await page.getByRole('textbox', { name: 'Monthly Payment ($)' }).fill('2,150')
    await page.getByRole('button', { name: 'Save & Generate Recommendations' }).click()
    await expect(page.getByText('Advisor data saved', { exact: true })).toBeVisible()
    const stored = await api<{ mortgage: { interest_rate: number; monthly_payment: number } }>('advisor/advisor-data')
    expect(stored.mortgage).toMatchObject({ interest_rate: 6.25, monthly_payment: 2150 })
  })
})

test.describe('sign-in and registration', () => {
  test('register: mismatched passwords refused alike; a good form creates the account', async ({ page }) => {
    const email = `e2e.parity.register.${Date.now().toString(36)}@example.org`
    await page.goto('/register')
    await page.getByLabel('First Name').fill('Pat')
    await page.getByLabel('Last Name').fill('Parity')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectFieldError(page, 'Confirm Password', 'Passwords do not match')
    const refused = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
    expect(refused.status()).toBe(401)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByLabel('Confirm Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).not.toHaveURL(/\/register/)
    const accepted = await page.request.post('/api/v1/auth/login', { form: { username: email, password: PASSWORD } })
    expect(accepted.status()).toBe(200)
  })

  test('sign in: a bad e-mail and a wrong password refused alike; the right one signs in', async ({ page, login }) => {
    const { email } = await login({ tag: 'parity.login' })
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectFieldError(page, 'Email', 'Enter a valid email address')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('Wrong!Passw0rd')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(formErrors(page, 'login')).toHaveText(['Invalid email or password'])
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).not.toHaveURL(/\/login/)
  })
})
