import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The Goals manager screens as a browser without JavaScript uses them: links, GET filter
// forms, HTML form posts and redirects carrying a toast.
const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'goals' })

/** The page's text with React's comment markers and entity escapes undone, so text reads as typed. */
async function page(response: Response) {
  const html = await response.text()
  return html
    .replace(/<!-- -->/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&gt;', '>')
    .replaceAll('&lt;', '<')
    .replaceAll('&amp;', '&')
}

/** The <input> tag of a checkbox with this value. */
function checkbox(html: string, value: string) {
  const tag = new RegExp(`<input[^>]*type="checkbox"[^>]*value="${value}"[^>]*>`).exec(html)?.[0]
  expect(tag, value).toBeDefined()
  return tag ?? ''
}

const retirement = (overrides: Record<string, string> = {}) => ({
  intent: 'save',
  category: 'retirement',
  name: 'Retire by the sea',
  description: 'A small house near the water',
  target_amount: '5,000',
  target_date: '2040-06-30',
  priority: '8',
  'params.current_age': '40',
  'params.retirement_age': '62',
  'params.annual_spending': '45000',
  ...overrides,
})

async function createGoal(browser: Browser, fields: Record<string, string> = {}) {
  const response = await browser.post('/plan/goals/new?category=retirement', retirement(fields))
  expect(response.status).toBe(302)
  const id = Number(/^\/plan\/goals\/(\d+)$/.exec(response.headers.get('location') ?? '')?.[1])
  expect(id).toBeGreaterThan(0)
  return { id, response }
}

describe('Goals list', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const response = await new Browser(server.base).get('/plan/goals')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fplan%2Fgoals')
  })

  it('shows the empty state, the header actions and the way on to the analysis', async () => {
    const { browser } = await signedIn()
    const response = await browser.get('/plan/goals')
    expect(response.status).toBe(200)
    const html = await page(response)
    expect(html).toContain('Goals & Preferences')
    expect(html).toContain('No Goals Yet')
    expect(html).toContain('Create Your First Goal')
    expect(html).toContain('href="/plan/goals/preferences"')
    expect(html).toContain('href="/plan/goals/new"')
    expect(html).toMatch(/<input type="hidden" name="intent" value="sync-net-worth"\/>/)
    expect(html).toContain('Proceed to Intelligence Analysis →')
    expect(html).toContain('href="/plan/analysis"')
    expect(html).not.toContain('data-testid="step-placeholder"')
    expect(html).not.toContain('data-testid="analysis-banner"')
  })

  it('filters by status and category, switches to the timeline and shows the analysis banner', async () => {
    const { browser, userId } = await signedIn()
    const { id: first } = await createGoal(browser, { name: 'Early retirement' })
    await browser.post('/plan/goals/new?category=emergency_fund', {
      category: 'emergency_fund',
      name: 'Rainy day fund',
      target_amount: '12000',
      target_date: '2031-01-31',
      priority: '5',
      'params.months_of_expenses': '6',
    })
    // Reaching the target makes the first goal achieved.
    await browser.post(`/plan/goals/${first}?tab=progress`, { intent: 'record-progress', current_amount: '5000' })
    expect(await getDb().Goal.count({ where: { user_id: userId } })).toBe(2)

    const all = await page(await browser.get('/plan/goals'))
    expect(all).toContain('Early retirement')
    expect(all).toContain('Rainy day fund')
    expect(all).toContain('data-testid="analysis-banner"')
    expect(all).toMatch(/data-testid="summary-active"[^>]*>.*?>1</)
    expect(all).toMatch(/data-testid="summary-achieved"[^>]*>.*?>1</)

    const achieved = await page(await browser.get('/plan/goals?status=achieved'))
    expect(achieved).toContain('Early retirement')
    expect(achieved).not.toContain('Rainy day fund')
    expect(achieved).toContain('Clear Filters')
    const fund = await page(await browser.get('/plan/goals?category=emergency_fund'))
    expect(fund).toContain('Rainy day fund')
    expect(fund).not.toContain('Early retirement')
    const none = await page(await browser.get('/plan/goals?status=paused'))
    expect(none).toContain('No goals match these filters.')

    const timeline = await page(await browser.get('/plan/goals?view=timeline'))
    expect(timeline).toContain('aria-label="Goals timeline"')
    expect(timeline.indexOf('2031')).toBeLessThan(timeline.indexOf('2040'))
    // An unknown filter value is ignored rather than failing.
    expect((await browser.get('/plan/goals?status=bogus')).status).toBe(200)
  })

  it('Sync Net Worth posts and comes back with the message', async () => {
    const { browser } = await signedIn()
    await createGoal(browser, { tracks_net_worth: 'on' })
    const response = await browser.post('/plan/goals', { intent: 'sync-net-worth' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/plan/goals')
    const html = await page(await browser.follow(response))
    expect(html).toContain('Net worth synced')
    expect(html).toContain('Updated 0 goals from your net worth of $0')
  })
})

describe('Goal form without JavaScript', () => {
  it('offers type tiles and templates, and resets the details to the category defaults', async () => {
    const { browser } = await signedIn()
    const start = await page(await browser.get('/plan/goals/new'))
    expect(start).toContain('Create New Goal')
    for (const href of ['?category=retirement', '?category=real_estate', '?template=first-home']) {
      expect(start).toContain(`href="/plan/goals/new${href}"`)
    }
    const education = await page(await browser.get('/plan/goals/new?category=education'))
    expect(education).toContain('Degree Type')
    expect(education).toMatch(/<option value="undergraduate" selected="">/)
    expect(education).toMatch(/name="params\.start_year"[^>]*min="2024"[^>]*max="2030"/)
    expect(education).toContain('Typical timeline: 5-18 years')
    const retirementForm = await page(await browser.get('/plan/goals/new?category=retirement'))
    expect(retirementForm).toMatch(/name="params\.current_age"[^>]*value="30"/)
    expect(retirementForm).toMatch(/name="params\.retirement_age"[^>]*value="65"/)
    expect(retirementForm).toMatch(/name="priority"[^>]*min="1"[^>]*max="10"[^>]*value="3"/)
  })

  it('a template prefills name, description, amount and its details', async () => {
    const { browser } = await signedIn()
    const html = await page(await browser.get('/plan/goals/new?template=rental-property'))
    expect(html).toContain('value="Rental property"')
    expect(html).toContain('value="300000"')
    expect(html).toMatch(/<option value="investment_property" selected="">/)
    expect(html).toMatch(/name="params\.down_payment_percentage"[^>]*value="25"/)
  })

  it('creates a goal and shows it with a toast', async () => {
    const { browser, userId } = await signedIn()
    const { id, response } = await createGoal(browser)
    const html = await page(await browser.follow(response))
    expect(html).toContain('Goal created')
    expect(html).toContain('Retire by the sea')
    expect(html).toContain('Critical')
    const row = await getDb().Goal.findByPk(id)
    expect(row).toMatchObject({
      user_id: userId,
      category: 'retirement',
      target_amount_cents: 500000,
      priority: 8,
      target_date: '2040-06-30',
      status: 'active',
    })
    expect(JSON.parse(row!.params)).toEqual({ current_age: 40, retirement_age: 62, annual_spending: 45000 })
  })

  it('refuses bad input with 422 and a message on each field, saving nothing', async () => {
    const { browser, userId } = await signedIn()
    const response = await browser.post(
      '/plan/goals/new?category=retirement',
      retirement({ target_amount: '99.99', priority: '11', target_date: '2020-01-01', 'params.current_age': '17' }),
    )
    expect(response.status).toBe(422)
    const html = await page(response)
    expect(html).toContain('Target amount must be at least $100')
    expect(html).toContain('Priority must be between 1 and 10')
    expect(html).toContain('Target date must be today or later')
    expect(html).toContain('Current age must be between 18 and 80')
    // What was typed stays in the form.
    expect(html).toContain('value="Retire by the sea"')

    const zero = await browser.post('/plan/goals/new?category=retirement', retirement({ priority: '0', name: '' }))
    expect(zero.status).toBe(422)
    const zeroHtml = await page(zero)
    expect(zeroHtml).toContain('Priority must be between 1 and 10')
    expect(zeroHtml).toContain('Name is required')
    const empty = await page(
      await browser.post('/plan/goals/new?category=retirement', retirement({ target_amount: '', target_date: '' })),
    )
    expect(empty).toContain('Target amount is required')
    expect(empty).toContain('Target date is required')
    expect(await getDb().Goal.count({ where: { user_id: userId } })).toBe(0)
  })

  it('checks feasibility without saving', async () => {
    const { browser, userId } = await signedIn()
    const soon = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const response = await browser.post(
      '/plan/goals/new?category=retirement',
      retirement({ intent: 'preview', target_amount: '900000', target_date: soon }),
    )
    expect(response.status).toBe(200)
    const html = await page(response)
    expect(html).toContain('Very high monthly requirement')
    expect(html).toContain('Monthly savings needed: $900,000')
    const calm = await page(
      await browser.post('/plan/goals/new?category=retirement', retirement({ intent: 'preview' })),
    )
    expect(calm).toContain('this goal looks feasible')
    expect(calm).not.toContain('Very high monthly requirement')
    expect(await getDb().Goal.count({ where: { user_id: userId } })).toBe(0)
  })

  it('edits with a reason and the history shows who, why and old → new', async () => {
    const { browser, email } = await signedIn()
    const { id } = await createGoal(browser)
    const form = await page(await browser.get(`/plan/goals/${id}/edit`))
    expect(form).toContain('Edit Goal')
    expect(form).toContain('Reason for Change')
    expect(form).toContain('value="5000.00"')

    const bad = await browser.post(`/plan/goals/${id}/edit`, retirement({ 'params.retirement_age': '81' }))
    expect(bad.status).toBe(422)
    expect(await page(bad)).toContain('Retirement age must be between 50 and 80')

    const saved = await browser.post(
      `/plan/goals/${id}/edit`,
      retirement({ target_amount: '6000', 'params.retirement_age': '60', change_reason: 'Raised my target' }),
    )
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe(`/plan/goals/${id}`)
    expect(await page(await browser.follow(saved))).toContain('Goal updated')

    const untouched = await browser.post(
      `/plan/goals/${id}/edit`,
      retirement({ target_amount: '6000', priority: '4', 'params.retirement_age': '60' }),
    )
    expect(untouched.status).toBe(302)

    const history = await page(await browser.get(`/plan/goals/${id}?tab=history`))
    expect(history).toContain('Reason: Raised my target')
    expect(history).toContain('$5,000 → $6,000')
    expect(history).toContain('62 → 60')
    expect(history).toContain('Reason: User updated goal')
    expect(history).toContain('8 → 4')
    expect(history).toContain('Reason: Goal created')
    expect(history).toContain(email)
    expect(history.match(/data-testid="history-entry"/g)).toHaveLength(3)
  })

  it('keeps an overdue goal editable and shows "Target date has passed"', async () => {
    const { browser } = await signedIn()
    const { id } = await createGoal(browser)
    await getDb().Goal.update({ target_date: '2021-03-01' }, { where: { id } })
    const detail = await page(await browser.get(`/plan/goals/${id}`))
    expect(detail).toContain('Target date has passed')
    expect(detail).toContain('Overdue')
    const preview = await browser.post(
      `/plan/goals/${id}/edit`,
      retirement({ intent: 'preview', target_date: '2021-03-01' }),
    )
    expect(preview.status).toBe(200)
    expect(await page(preview)).toContain('Target date has passed')
    // A new date in the past is refused; the stored one may stay.
    const moved = await browser.post(`/plan/goals/${id}/edit`, retirement({ target_date: '2021-04-01' }))
    expect(moved.status).toBe(422)
    expect(await page(moved)).toContain('Target date must be today or later')
    const kept = await browser.post(`/plan/goals/${id}/edit`, retirement({ target_date: '2021-03-01', name: 'Late' }))
    expect(kept.status).toBe(302)
  })
})

describe('Goal detail and progress', () => {
  it('records progress, recomputes the percentage and lists the entries', async () => {
    const { browser } = await signedIn()
    const { id } = await createGoal(browser)
    const tab = await page(await browser.get(`/plan/goals/${id}?tab=progress`))
    expect(tab).toContain('Record Progress')
    expect(tab).toContain('No progress recorded yet.')

    const empty = await browser.post(`/plan/goals/${id}?tab=progress`, {
      intent: 'record-progress',
      current_amount: '',
    })
    expect(empty.status).toBe(422)
    expect(await page(empty)).toContain('Current amount is required')
    const negative = await browser.post(`/plan/goals/${id}?tab=progress`, {
      intent: 'record-progress',
      current_amount: '-5',
    })
    expect(negative.status).toBe(422)
    expect(await page(negative)).toContain('Current amount cannot be negative')

    const recorded = await browser.post(`/plan/goals/${id}?tab=progress`, {
      intent: 'record-progress',
      current_amount: '1,250',
      notes: 'First deposit',
    })
    expect(recorded.status).toBe(302)
    expect(recorded.headers.get('location')).toBe(`/plan/goals/${id}?tab=progress`)
    const list = await page(await browser.follow(recorded))
    expect(list).toContain('Progress recorded')
    expect(list).toContain('$1,250 · 25%')
    expect(list).toContain('First deposit')

    const overview = await page(await browser.get(`/plan/goals/${id}`))
    expect(overview).toMatch(/data-testid="goal-progress"[^>]*>25%</)
    expect(overview).toMatch(/data-testid="goal-current"[^>]*>\$1,250</)
    const row = await getDb().Goal.findByPk(id)
    expect(row).toMatchObject({ current_amount_cents: 125000, progress_percentage: 25 })

    for (let n = 1; n <= 11; n++) {
      await browser.post(`/plan/goals/${id}?tab=progress`, {
        intent: 'record-progress',
        current_amount: String(n * 100),
      })
    }
    const ten = await page(await browser.get(`/plan/goals/${id}?tab=progress`))
    expect(ten.match(/data-testid="progress-entry"/g)).toHaveLength(10)
    expect(ten).not.toContain('First deposit')
  })

  it('deletes a goal after the confirmation page', async () => {
    const { browser, userId } = await signedIn()
    const { id } = await createGoal(browser)
    const confirm = await browser.get(`/plan/goals/${id}/delete`)
    expect(confirm.status).toBe(200)
    const html = await page(confirm)
    expect(html).toContain(
      'Are you sure you want to delete the goal "Retire by the sea"? This action cannot be undone.',
    )
    expect(html).toContain(`href="/plan/goals/${id}"`)
    const deleted = await browser.post(`/plan/goals/${id}/delete`, {})
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('location')).toBe('/plan/goals')
    expect(await page(await browser.follow(deleted))).toContain('Goal deleted')
    expect(await getDb().Goal.count({ where: { user_id: userId } })).toBe(0)
    expect((await browser.get(`/plan/goals/${id}`)).status).toBe(404)
  })

  it("answers 404 on every screen for another user's goal and for ids that do not exist", async () => {
    const owner = await signedIn()
    const { id } = await createGoal(owner.browser)
    const { browser: stranger } = await signedIn()
    for (const path of [
      `/plan/goals/${id}`,
      `/plan/goals/${id}?tab=progress`,
      `/plan/goals/${id}?tab=history`,
      `/plan/goals/${id}/edit`,
      `/plan/goals/${id}/delete`,
      '/plan/goals/999999999',
      '/plan/goals/abc',
      '/plan/goals/0/edit',
    ]) {
      const response = await stranger.get(path)
      expect(response.status, path).toBe(404)
      expect(await page(response)).toContain('We could not find that goal.')
    }
    const posts: [string, Record<string, string>][] = [
      [`/plan/goals/${id}/edit`, retirement({ name: 'Stolen' })],
      [`/plan/goals/${id}?tab=progress`, { intent: 'record-progress', current_amount: '4000' }],
      [`/plan/goals/${id}/delete`, {}],
    ]
    for (const [path, fields] of posts) {
      expect((await stranger.post(path, fields)).status, path).toBe(404)
    }
    const row = await getDb().Goal.findByPk(id)
    expect(row).toMatchObject({ name: 'Retire by the sea', current_amount_cents: 0 })
  })
})

describe('Goal preferences', () => {
  it('shows the defaults before anything is saved, on every tab', async () => {
    const { browser } = await signedIn()
    const risk = await page(await browser.get('/plan/goals/preferences'))
    expect(risk).toContain('Not saved yet')
    for (const label of [
      'Risk & Investment',
      'Lifestyle',
      'Values & Priorities',
      'Goal Categories',
      'Tax & Optimization',
    ]) {
      expect(risk).toContain(label)
    }
    expect(risk).toMatch(/name="risk_score"[^>]*value="7"/)
    expect(risk).toContain('7 · Moderate-High')
    expect(risk).toMatch(/name="investment_timeline"[^>]*min="1"[^>]*max="50"[^>]*value="20"/)
    const tax = await page(await browser.get('/plan/goals/preferences?tab=tax'))
    expect(tax).toMatch(/name="state_tax_rate"[^>]*min="0"[^>]*max="15"[^>]*step="0.1"[^>]*value="6.5"/)
    expect(tax).toContain('value="NY"')
    const categories = await page(await browser.get('/plan/goals/preferences?tab=categories'))
    expect(checkbox(categories, 'retirement')).toContain('checked')
    expect(checkbox(categories, 'travel')).not.toContain('checked')
  })

  it('refuses values out of bounds with 422 and saves nothing', async () => {
    const { browser, userId } = await signedIn()
    const risk = await browser.post('/plan/goals/preferences?tab=risk', {
      tab: 'risk',
      risk_tolerance: 'moderate',
      risk_score: '11',
      investment_style: 'aggressive',
      investment_timeline: '51',
      financial_knowledge: 'advanced',
      stocks_preference: '0',
      bonds_preference: '5',
      real_estate_preference: '5',
      crypto_preference: '1',
    })
    expect(risk.status).toBe(422)
    const riskHtml = await page(risk)
    expect(riskHtml).toContain('Risk score must be between 1 and 10')
    expect(riskHtml).toContain('Investment timeline must be between 1 and 50')
    expect(riskHtml).toContain('Stocks preference must be between 1 and 10')
    const lifestyle = await page(
      await browser.post('/plan/goals/preferences?tab=lifestyle', {
        tab: 'lifestyle',
        retirement_age: '49',
        annual_income_goal: '-1',
        retirement_lifestyle: 'maintain',
        emergency_fund_months: '13',
      }),
    )
    expect(lifestyle).toContain('Retirement age must be between 50 and 80')
    expect(lifestyle).toContain('Annual income goal cannot be negative')
    expect(lifestyle).toContain('Emergency fund months must be between 1 and 12')
    const tax = await page(
      await browser.post('/plan/goals/preferences?tab=tax', {
        tab: 'tax',
        tax_filing_status: 'single',
        federal_tax_bracket: '24',
        state_tax_rate: '15.5',
        state: 'NYC',
        tax_optimization_priority: 'moderate',
      }),
    )
    expect(tax).toContain('State tax rate must be between 0% and 15%')
    expect(tax).toContain('State must be two letters')
    expect(await getDb().GoalPreferences.count({ where: { user_id: userId } })).toBe(0)
  })

  it('creates the preferences on the first save and updates them after, tab by tab', async () => {
    const { browser, userId } = await signedIn()
    const first = await browser.post('/plan/goals/preferences?tab=tax', {
      tab: 'tax',
      tax_filing_status: 'married_filing_jointly',
      federal_tax_bracket: '22',
      state_tax_rate: '5.5',
      state: 'ca',
      tax_optimization_priority: 'aggressive',
      roth_ira_eligible: 'on',
    })
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/plan/goals/preferences?tab=tax')
    expect(await page(await browser.follow(first))).toContain('Preferences saved')
    const created = await getDb().GoalPreferences.findOne({ where: { user_id: userId } })
    expect(created).toMatchObject({ state: 'CA', state_tax_rate: 0.055, federal_tax_bracket: 22, risk_score: 7 })
    expect(Boolean(created!.tax_loss_harvesting)).toBe(false)
    expect(Boolean(created!.roth_ira_eligible)).toBe(true)

    const second = await browser.post('/plan/goals/preferences?tab=categories', {
      tab: 'categories',
      goal_categories_enabled: 'travel',
    })
    expect(second.status).toBe(302)
    const notifications = await browser.post('/plan/goals/preferences?tab=notifications', {
      tab: 'notifications',
      'notification_preferences.monthly_summary': 'on',
    })
    expect(notifications.status).toBe(302)
    const updated = await getDb().GoalPreferences.findOne({ where: { user_id: userId } })
    expect(JSON.parse(updated!.goal_categories_enabled)).toEqual(['travel'])
    expect(JSON.parse(updated!.notification_preferences)).toEqual({
      goal_reminders: false,
      milestone_alerts: false,
      deadline_warnings: false,
      conflict_alerts: false,
      monthly_summary: true,
    })
    // The other tabs kept their values.
    expect(updated).toMatchObject({ state: 'CA', state_tax_rate: 0.055 })
    expect(await getDb().GoalPreferences.count({ where: { user_id: userId } })).toBe(1)
    const shown = await page(await browser.get('/plan/goals/preferences?tab=tax'))
    expect(shown).toContain('value="5.5"')
    expect(shown).not.toContain('Not saved yet')
  })
})
