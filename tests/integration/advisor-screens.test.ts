import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The advisor form, the Advisor Data tab and the investment preference pages as a browser
// without JavaScript uses them: links, HTML form posts, redirects carrying a toast.
const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'advisor' })

async function page(response: Response) {
  const html = await response.text()
  return html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

/** The ten presets as the form posts them: name, cost and usage always; `selected` when ticked. */
function presets(chosen: Record<string, { cost?: string; usage?: string }> = {}) {
  const names = [
    'Netflix',
    'Spotify',
    'Amazon Prime',
    'Gym membership',
    'Disney+',
    'Hulu',
    'Max',
    'Apple TV+',
    'YouTube Premium',
    'iCloud+',
  ]
  const fields: Record<string, string> = {}
  names.forEach((name, i) => {
    fields[`presets[${i}].name`] = name
    fields[`presets[${i}].cost`] = chosen[name]?.cost ?? '9.99'
    fields[`presets[${i}].usage_frequency`] = chosen[name]?.usage ?? 'monthly'
    if (chosen[name]) fields[`presets[${i}].selected`] = 'on'
  })
  return fields
}

const advisorForm = (overrides: Record<string, string> = {}) => ({
  mortgage_rate: '7.5',
  mortgage_payment: '2500',
  mortgage_lender: 'First Bank',
  mortgage_term_years: '30',
  mortgage_start_date: '2021-03-01',
  contribution_401k: '3',
  employer_match: '3',
  employer_match_limit: '6',
  vesting_schedule: 'immediate',
  stock_percentage: '60',
  bond_percentage: '40',
  average_expense_ratio: '0.1',
  investment_platform: 'fidelity',
  ...presets({ Netflix: { cost: '15.99', usage: 'rarely' }, Spotify: { cost: '9.99', usage: 'daily' } }),
  ...overrides,
})

describe('Advisor Data tab and form', () => {
  it('shows tabs with Retirement and Tax links, and "Not provided" tiles before any data', async () => {
    const { browser } = await signedIn()
    const response = await browser.get('/plan/finances?tab=advisor')
    expect(response.status).toBe(200)
    const html = await page(response)
    for (const text of ['Overview', 'Advisor Data', 'Account Connections', 'Add Advisor Data', 'Not provided']) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/plan/finances/retirement"')
    expect(html).toContain('href="/plan/finances/tax"')
    expect(html).not.toContain('data-testid="advisor-badge"')
    expect(html).toContain('Add your monthly subscriptions')
  })

  it('saves the whole form, returns to the tab with the recommendations, badge and tiles', async () => {
    const { browser, userId } = await signedIn()
    const form = await page(await browser.get('/plan/finances/advisor'))
    for (const text of ['Mortgage', '401(k) & Retirement', 'Investment Allocation', 'Monthly Subscriptions']) {
      expect(form).toContain(text)
    }
    expect(form).toContain('Skip for Now')
    expect(form).toContain('Save & Generate Recommendations')
    expect(form).toContain('Gym membership')

    // A $120,000 salary so the 401(k) rule can size the match.
    const entry = await browser.post('/plan/financial-data/new', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: '120000',
      frequency: 'annually',
    })
    expect(entry.status).toBe(302)

    const saved = await browser.post('/plan/finances/advisor', advisorForm())
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/plan/finances?tab=advisor')
    const tab = await page(await browser.follow(saved))
    expect(tab).toContain('Advisor data saved')
    expect(tab).toContain('Update Advisor Data')
    // 50% up to 6% of $120,000: $1,800 a year left on the table at 3%.
    expect(tab).toContain('Capture your full 401(k) match')
    expect(tab).toContain('$1,800')
    // Netflix used rarely: $16 a month shown in whole dollars.
    expect(tab).toContain('Review your subscriptions')
    // The mortgage (balance estimated from the $2,500 payment over the months left) refinances too.
    expect(tab).toContain('Refinance your mortgage')
    expect(tab.match(/data-testid="advisor-badge"[^>]*>(\d+)</)?.[1]).toBe('3')
    expect(tab.match(/data-testid="rec-[a-z0-9-]+"/g)).toEqual([
      'data-testid="rec-mortgage-refinance"',
      'data-testid="rec-retirement-401k-match"',
      'data-testid="rec-subscriptions-review"',
    ])
    expect(tab).toContain('7.5%')
    expect(tab).toContain('60%')

    const row = await getDb().AdvisorData.findOne({ where: { user_id: userId } })
    expect(row?.mortgage_payment_cents).toBe(250_000)
    expect(JSON.parse(row?.subscriptions ?? '[]')).toEqual([
      { name: 'Netflix', cost_cents: 1599, usage_frequency: 'rarely', can_cancel: true },
      { name: 'Spotify', cost_cents: 999, usage_frequency: 'daily', can_cancel: true },
    ])
  })

  it('shows the free-money hint and the saved values when the form is opened again', async () => {
    const { browser } = await signedIn()
    await browser.post('/plan/finances/advisor', advisorForm())
    const form = await page(await browser.get('/plan/finances/advisor'))
    expect(form).toContain("You're leaving free money on the table!")
    expect(form).toContain('value="First Bank"')
    expect(form).toMatch(/name="presets\[0\]\.selected"[^>]*checked/)
  })

  it('answers 422 with the spec messages and saves nothing', async () => {
    const { browser, userId } = await signedIn()
    const bad = await browser.post(
      '/plan/finances/advisor',
      advisorForm({ mortgage_rate: '25', contribution_401k: '120', stock_percentage: '70', bond_percentage: '20' }),
    )
    expect(bad.status).toBe(422)
    const html = await page(bad)
    expect(html).toContain('Rate must be between 0-20%')
    expect(html).toContain('Must be between 0-100%')
    expect(html).toContain('Stock + Bond must equal 100% (currently 90%)')
    expect(await getDb().AdvisorData.count({ where: { user_id: userId } })).toBe(0)
  })

  it('limits the form to one section and keeps the other sections', async () => {
    const { browser, userId } = await signedIn()
    await browser.post('/plan/finances/advisor', advisorForm())
    const html = await page(await browser.get('/plan/finances/advisor?section=mortgage'))
    expect(html).toContain('name="mortgage_rate"')
    expect(html).not.toContain('name="contribution_401k"')
    expect(html).not.toContain('name="presets[0].name"')
    const saved = await browser.post('/plan/finances/advisor', { section: 'mortgage', mortgage_rate: '6.9' })
    expect(saved.status).toBe(302)
    const row = await getDb().AdvisorData.findOne({ where: { user_id: userId } })
    expect(row?.mortgage_rate).toBe(6.9)
    expect(row?.mortgage_lender).toBeNull()
    expect(row?.contribution_401k).toBe(3)
    expect(JSON.parse(row?.subscriptions ?? '[]')).toHaveLength(2)
  })

  it('Skip for Now goes back to the tab without saving', async () => {
    const { browser } = await signedIn()
    const html = await page(await browser.get('/plan/finances/advisor'))
    expect(html).toMatch(/href="\/plan\/finances\?tab=advisor"[^>]*>Skip for Now/)
  })
})

describe('Investment preference pages', () => {
  const prefs = (overrides: Record<string, string> = {}) => ({
    risk_tolerance_score: '8',
    investment_timeline_years: '20',
    rebalancing_frequency: 'annual',
    investment_philosophy: 'growth',
    esg_preference_level: '4',
    international_allocation_target: '30',
    cryptocurrency_allocation: '2',
    tax_loss_harvesting_enabled: 'on',
    ...overrides,
  })

  it('opens the form with the section 9 defaults', async () => {
    const { browser } = await signedIn()
    const html = await page(await browser.get('/plan/profile/investment-preferences'))
    expect(html).toContain('Set Investment Preferences')
    expect(html).toMatch(/name="risk_tolerance_score"[^>]*value="5"/)
    expect(html).toMatch(/name="investment_timeline_years"[^>]*value="10"/)
    expect(html).toMatch(/name="international_allocation_target"[^>]*value="20"/)
    expect(html).toMatch(/name="dollar_cost_averaging_preference"[^>]*checked/)
    expect(html).toMatch(/<option value="quarterly" selected/)
  })

  it('creates, then updates, with unchecked boxes saved as off', async () => {
    const { browser, userId } = await signedIn()
    const created = await browser.post('/plan/profile/investment-preferences', prefs())
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toBe('/plan/profile?tab=investment-preferences')
    let row = await getDb().InvestmentPreferences.findOne({ where: { user_id: userId } })
    expect(row).toMatchObject({
      risk_tolerance_score: 8,
      investment_timeline_years: 20,
      investment_philosophy: 'growth',
      tax_loss_harvesting_enabled: true,
      dollar_cost_averaging_preference: false,
      international_allocation_target: 30,
    })
    const form = await page(await browser.get('/plan/profile/investment-preferences'))
    expect(form).toContain('Edit Investment Preferences')
    const updated = await browser.post('/plan/profile/investment-preferences', prefs({ risk_tolerance_score: '3' }))
    expect(updated.status).toBe(302)
    row = await getDb().InvestmentPreferences.findOne({ where: { user_id: userId } })
    expect(row?.risk_tolerance_score).toBe(3)
    expect(await getDb().InvestmentPreferences.count({ where: { user_id: userId } })).toBe(1)
  })

  it('shows the red Error banner and field messages for values out of bounds', async () => {
    const { browser, userId } = await signedIn()
    const bad = await browser.post(
      '/plan/profile/investment-preferences',
      prefs({ investment_timeline_years: '60', international_allocation_target: '120' }),
    )
    expect(bad.status).toBe(422)
    const html = await page(bad)
    expect(html).toContain('Error: Please correct the highlighted fields.')
    expect(html).toContain('Investment timeline must be between 1 and 50')
    expect(html).toContain('International allocation target must be between 0 and 100')
    expect(await getDb().InvestmentPreferences.count({ where: { user_id: userId } })).toBe(0)
  })

  it('asks before deleting, then deletes', async () => {
    const { browser, userId } = await signedIn()
    expect((await browser.get('/plan/profile/investment-preferences/delete')).status).toBe(404)
    await browser.post('/plan/profile/investment-preferences', prefs())
    const confirm = await page(await browser.get('/plan/profile/investment-preferences/delete'))
    expect(confirm).toContain(
      'Are you sure you want to delete your investment preferences? This action cannot be undone.',
    )
    const deleted = await browser.post('/plan/profile/investment-preferences/delete', {})
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('location')).toBe('/plan/profile?tab=investment-preferences')
    expect(await getDb().InvestmentPreferences.count({ where: { user_id: userId } })).toBe(0)
  })
})
