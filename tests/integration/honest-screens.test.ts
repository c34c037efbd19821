import { describe, expect, it } from 'vitest'
import { seedDemoHousehold } from '../../seeds/demo-household.ts'
import { useAppWithSimWorker } from '../helpers/app-with-sim-worker.ts'
import { monthsAhead } from '../helpers/dates.ts'
import type { Browser } from '../helpers/test-server.ts'
import { browserUser, signInApi } from '../helpers/users.ts'

// Issue 12, item 6: indicators that were not true, and zeros presented as findings on a new
// account, as a browser without JavaScript sees the screens.
const server = useAppWithSimWorker()

const html = async (response: Response) => (await response.text()).replace(/<!-- -->/g, '')
/** The page's visible text: no scripts (the loader data), no styles, no tags. */
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** Every screen under /plan a new account can open. */
const PLAN_SCREENS = [
  '/plan/profile',
  '/plan/financial-data',
  '/plan/current-state',
  '/plan/projections',
  '/plan/goals',
  '/plan/analysis',
  '/plan/finances',
  '/plan/finances?tab=advisor',
  '/plan/finances?tab=connections',
  '/plan/finances/retirement',
  '/plan/finances/tax',
  '/plan/data-service',
  '/plan/portfolio',
]

/** "1 rows", "1 years" and the like: a count of one with a plural noun. */
const ONE_WITH_PLURAL =
  /\b1 (rows|years|months|entries|goals|recommendations|conflicts|insights|points|scenarios|simulations|subscriptions|items|policies|paths|days|minutes|sessions)\b/

async function newAccount(tag: string) {
  const { browser, user } = await browserUser(server.base, { tag })
  const { api } = await signInApi(server.base, user)
  const post = async (path: string, body: unknown) => {
    const response = await api.post(path, body)
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
    return response.body
  }
  return { browser, user, post }
}

async function demoAccount() {
  const account = await newAccount('honest-demo')
  await seedDemoHousehold(account.user.id)
  return account
}

async function screen(browser: Browser, path: string) {
  const response = await browser.get(path)
  expect(response.status, path).toBe(200)
  return html(response)
}

describe('header and stepper', () => {
  it('show no sync badge and only the steps that exist; Analysis does not lead to a missing step', async () => {
    const { browser } = await newAccount('honest-steps')
    for (const path of PLAN_SCREENS) {
      const page = await screen(browser, path)
      expect(page, path).not.toContain('Live Sync')
      const stepper = page.slice(page.indexOf('aria-label="Planning steps"'), page.indexOf('</nav>'))
      const steps = ['data-service', 'profile', 'financial-data', 'current-state', 'goals', 'analysis', 'chat']
      for (const slug of steps) {
        expect(stepper, `${path}: ${slug}`).toContain(`href="/plan/${slug}"`)
      }
      expect(stepper, `${path}: debug`).toContain('href="/plan/debug"')
    }
  })

  it('serves every step, step 0 included; an unknown step is a 404', async () => {
    const { browser } = await newAccount('honest-steps')
    for (const slug of ['data-service', 'chat', 'debug']) {
      expect((await browser.get(`/plan/${slug}`)).status, slug).toBe(200)
    }
    expect((await browser.get('/plan/no-such-step')).status).toBe(404)
  })
})

describe('a new account', () => {
  it('gets empty states instead of zeros on Current State, Projections and Financial Management', async () => {
    const { browser } = await newAccount('honest-empty')
    const current = text(await screen(browser, '/plan/current-state'))
    expect(current).toContain('Nothing to analyse yet')
    expect(current).not.toMatch(/Data quality|DQ\d|\/100|Savings rate|\$0/)

    const projections = await screen(browser, '/plan/projections')
    expect(text(projections)).toContain('Nothing to project yet')
    expect(text(projections)).toContain('Add your income and what you own first')
    expect(projections).toContain('href="/plan/financial-data/new?category=income&amp;subcategory=employment_income"')
    expect(projections).not.toContain('data-testid="card-median"')
    expect(text(projections)).not.toMatch(/simulated paths|funded to age|\$0/)

    const finances = text(await screen(browser, '/plan/finances'))
    expect(finances).toContain('No entries yet')
    expect(finances).not.toMatch(/Savings rate|Net worth history|\$0/)

    const goals = text(await screen(browser, '/plan/goals'))
    expect(goals).toContain('No Goals Yet')
    expect(goals).not.toMatch(/Active Goals|Total Target|Average Progress/)

    for (const path of PLAN_SCREENS) {
      expect(text(await screen(browser, path)), path).not.toMatch(ONE_WITH_PLURAL)
    }
  })

  it('projects once there is income, and the empty state is gone', async () => {
    const { browser, post } = await newAccount('honest-project')
    await post('/financial/entries', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 6000,
      frequency: 'monthly',
    })
    const page = await screen(browser, '/plan/projections')
    expect(text(page)).not.toContain('Nothing to project yet')
    expect(page).toContain('data-testid="card-median"')
  })
})

describe('figures that say what they are', () => {
  it('the savings rate counts loan payments as outflows', async () => {
    const { browser, post } = await newAccount('honest-savings')
    await post('/financial/entries', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 10000,
      frequency: 'monthly',
    })
    await post('/financial/entries', {
      category: 'expenses',
      subcategory: 'housing',
      description: 'Property costs',
      amount: 4000,
      frequency: 'monthly',
    })
    await post('/financial/entries', {
      category: 'liabilities',
      subcategory: 'mortgage_real_estate',
      description: 'Mortgage',
      amount: 300000,
      minimum_payment: 2000,
    })
    // (10,000 − 4,000 − 2,000) / 10,000 = 40 %, not the 60 % that leaves the mortgage out.
    for (const path of ['/plan/finances', '/plan/current-state']) {
      const page = text(await screen(browser, path))
      expect(page, path).toContain('Savings rate 40.0% after $2,000 a month of loan payments')
      expect(page, path).toContain('$6,000') // the cash flow card itself is income − expenses
    }
  })

  it('the analysis calls a surplus a surplus, shows no trend it cannot know and no link to a missing step', async () => {
    const { browser, post } = await newAccount('honest-analysis')
    await post('/financial/entries', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 10000,
      frequency: 'monthly',
    })
    await post('/financial/entries', {
      category: 'expenses',
      subcategory: 'housing',
      description: 'Rent',
      amount: 2000,
      frequency: 'monthly',
    })
    await post('/goals-v2', {
      category: 'other',
      name: 'New car',
      target_amount: 24000,
      target_date: monthsAhead(24),
      priority: 5,
    })
    const run = await browser.post('/plan/analysis', { intent: 'refresh' })
    const page = await html(run.status === 302 ? await browser.follow(run) : run)
    const visible = text(page)
    expect(page).toContain('data-testid="overall-score"')
    expect(visible).toContain('Monthly surplus')
    expect(visible).not.toContain('Monthly gap')
    expect(page).toMatch(/data-testid="metric-gap"[^>]*>\$[\d,]+</)
    expect(visible).not.toMatch(/Trending|Stable outlook|Improving trajectory|Needs attention/)
    expect(page).not.toContain('data-testid="score-trend"')
    expect(page).toContain('href="/plan/chat"')
    expect(visible).toContain('Chat with AI Advisor')
    expect(visible).toContain('Your 1 goal needs')
    expect(visible).not.toMatch(ONE_WITH_PLURAL)

    const timeline = await screen(browser, '/plan/analysis?tab=timeline')
    expect(text(timeline)).toContain('New car')
    // Category names in words: emoji show as empty boxes where no emoji font is installed.
    expect(text(timeline)).not.toMatch(/\p{Extended_Pictographic}/u)
  })
})

describe('the demo household', () => {
  it('keeps profile facts out of the entries, with labels, and links each to its own Profile tab', async () => {
    const { browser } = await demoAccount()
    const page = await screen(browser, '/plan/finances')
    const entries = text(page.slice(page.indexOf('id="entries-heading"'), page.indexOf('id="profile-facts-heading"')))
    expect(entries).toContain('Salary (Jordan)')
    expect(entries).toContain('Income · Employment Income')
    expect(entries).not.toMatch(/Marital status|Tax year|Sam Rivera \(/)
    const facts = text(page.slice(page.indexOf('id="profile-facts-heading"')))
    for (const fact of [
      'Profile, benefits and tax',
      'Marital status: Married',
      'Risk tolerance: Moderate',
      'Sam Rivera (Spouse) Spouse/Partner',
      'Benefits · Social Security',
      'Married filing jointly',
      'Open the Tax Info tab',
      'Open the Family tab',
    ]) {
      expect(facts).toContain(fact)
    }
    expect(page).not.toMatch(/married_jointly|social_security|health_insurance/)
    expect(page).toContain('href="/plan/profile?tab=tax-info"')
    expect(page).not.toContain('href="/plan/profile?tab=tax"')
    const taxTab = text(await screen(browser, '/plan/profile?tab=tax-info'))
    expect(taxTab).toContain('Married filing jointly')
  })

  it('shows every advisor recommendation, the ones past the top three in a <details>', async () => {
    const { browser } = await demoAccount()
    const page = await screen(browser, '/plan/finances?tab=advisor')
    const ids = [...page.matchAll(/data-testid="rec-([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(3)
    const more = page.slice(page.indexOf('data-testid="advisor-more"'))
    expect(page).toContain('<details')
    expect(text(more)).toContain(`Show all ${ids.length} recommendations`)
    for (const id of ids.slice(3)) expect(more).toContain(`data-testid="rec-${id}"`)
  })

  it("prefills the 401(k) salary with the plan holder's pay, not the spouse's", async () => {
    const { browser } = await demoAccount()
    const page = await screen(browser, '/plan/finances/retirement')
    // Jordan 7,800 a month and the 9,000 bonus; Sam's 5,200 a month is his spouse's pay.
    expect(page).toMatch(/name="salary"[^>]*value="102600"/)
    expect(text(page)).toContain('"Salary (Sam)" left out as your spouse\'s or partner\'s pay')
  })

  it('prints no count of one with a plural noun on any screen', async () => {
    const { browser } = await demoAccount()
    for (const path of [...PLAN_SCREENS, '/plan/analysis?tab=scenarios', '/plan/analysis?tab=recommendations']) {
      expect(text(await screen(browser, path)), path).not.toMatch(ONE_WITH_PLURAL)
    }
  })
})
