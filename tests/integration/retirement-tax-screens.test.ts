import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { browserUser, signInApi } from '../helpers/users.ts'

// The Retirement and Tax panels as a browser without JavaScript uses them: GET forms for the
// calculators, an HTML form post for the tax information, and the same numbers as the API.
const server = useTestServer()

/** A signed-in browser and a bearer token for the same account. */
async function signedIn() {
  const { browser, userId, user } = await browserUser(server.base, { tag: 'panels' })
  const session = await signInApi(server.base, user)
  const api = async (method: string, path: string, body?: unknown) => {
    const { status, body: json } = await session.api.call(method, path, body)
    return { status, json }
  }
  return { browser, userId, api }
}

/** The page's text with React's entity escapes undone. */
async function page(response: Response) {
  const html = await response.text()
  return html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

/** The text of the element carrying data-testid, tags stripped. */
function testIdText(html: string, id: string): string {
  const match = new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</`).exec(html)
  return match ? match[1].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '') : ''
}

const usd = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`

describe('Retirement panel', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const response = await new Browser(server.base).get('/plan/finances/retirement')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fplan%2Ffinances%2Fretirement')
  })

  it('shows both calculators with labelled inputs and a Refresh Data link when nothing is known', async () => {
    const { browser } = await signedIn()
    const response = await browser.get('/plan/finances/retirement')
    expect(response.status).toBe(200)
    const html = await page(response)
    for (const text of ['Social Security Optimization', '401(k) Match Analyzer', 'Refresh Data']) {
      expect(html).toContain(text)
    }
    for (const label of [
      'Claiming Age',
      'Birth Year',
      'Annual Salary ($)',
      'Employer Match Formula',
      'Vesting Schedule',
    ]) {
      expect(html).toContain(label)
    }
    expect(html).toContain('method="get"')
    expect(html).not.toContain('data-testid="ss-results"')
    expect(html).not.toContain('data-testid="match-results"')
  })

  it('computes a claiming comparison from the query string, equal to the API', async () => {
    const { browser, api } = await signedIn()
    const query = { estimated_benefit: '2000', claiming_age: '62', birth_year: '1960' }
    const response = await browser.get(`/plan/finances/retirement?${new URLSearchParams(query)}`)
    expect(response.status).toBe(200)
    const html = await page(response)
    const { json } = await api('POST', '/retirement/social-security', query)
    expect(json.monthly_benefit).toBe(1400)
    expect(testIdText(html, 'ss-monthly')).toBe(usd(json.monthly_benefit))
    expect(testIdText(html, 'ss-fra')).toBe(json.full_retirement_age.label)
    expect(html).toContain(json.recommendation)
    for (const row of json.comparison as {
      claiming_age_months: number
      monthly_benefit: number
      annual_benefit: number
    }[]) {
      const rowHtml = new RegExp(`data-testid="ss-row-${row.claiming_age_months}"[\\s\\S]*?</tr>`).exec(html)?.[0] ?? ''
      expect(rowHtml).toContain(usd(row.monthly_benefit))
      expect(rowHtml).toContain(usd(row.annual_benefit))
    }
    expect(html).toContain('$2,480')
    expect(html).toContain('pays more in total from age 80 and 4 months')
  })

  it('analyses a match formula and keeps the other calculator’s answer', async () => {
    const { browser, api } = await signedIn()
    const match = { salary: '100000', contribution_percent: '4', match_formula: '50% up to 6%', year: '2024' }
    const ss = { estimated_benefit: '2000', claiming_age: '70', birth_year: '1960' }
    const response = await browser.get(`/plan/finances/retirement?${new URLSearchParams({ ...ss, ...match })}`)
    expect(response.status).toBe(200)
    const html = await page(response)
    const { json } = await api('POST', '/retirement/match-analysis', match)
    expect([json.max_annual_match, json.captured_match, json.left_on_table]).toEqual([3000, 2000, 1000])
    expect(testIdText(html, 'match-max')).toBe(usd(json.max_annual_match))
    expect(testIdText(html, 'match-captured')).toBe(usd(json.captured_match))
    expect(testIdText(html, 'match-left')).toBe(usd(json.left_on_table))
    expect(testIdText(html, 'match-needed')).toBe('6%')
    expect(html).toContain(json.message)
    // The Social Security answer from the same URL stays, and each form carries the other's values.
    expect(testIdText(html, 'ss-monthly')).toBe('$2,480')
    expect(html).toContain('<input type="hidden" name="match_formula" value="50% up to 6%"/>')
    expect(html).toContain('<input type="hidden" name="claiming_age" value="70"/>')
  })

  it('answers 422 with the red "Error:" banner and field messages for bad input', async () => {
    const { browser } = await signedIn()
    const bad = await browser.get('/plan/finances/retirement?estimated_benefit=2000&claiming_age=61')
    expect(bad.status).toBe(422)
    const html = await page(bad)
    expect(html).toContain('Error: Claiming age must be between 62 and 70')
    expect(html).not.toContain('data-testid="ss-results"')

    const formula = await browser.get(
      `/plan/finances/retirement?${new URLSearchParams({ salary: '90000', contribution_percent: '5', match_formula: 'generous' })}`,
    )
    expect(formula.status).toBe(422)
    expect(await page(formula)).toContain('Error: Could not read "generous"')
  })

  it('prefills from the profile, the Social Security benefit and salary entries', async () => {
    const { browser, api } = await signedIn()
    expect((await api('POST', '/profile', { date_of_birth: '1958-05-01' })).status).toBeLessThan(300)
    expect(
      (
        await api('POST', '/profile/benefits', {
          benefit_type: 'social_security',
          benefit_name: 'SSA statement',
          estimated_monthly_benefit: 2000,
        })
      ).status,
    ).toBe(201)
    const entry = await api('POST', '/financial/entries', {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 8000,
      frequency: 'monthly',
    })
    expect(entry.status).toBeLessThan(300)
    const html = await page(await browser.get('/plan/finances/retirement'))
    expect(html).toContain('Prefilled: benefit from "SSA statement"; date of birth and birth year from your profile.')
    expect(html).toContain('Prefilled: salary from your employment income entries.')
    expect(html).toMatch(/name="salary"[^>]*value="96000"/)
    expect(html).toMatch(/name="birth_year"[^>]*value="1958"/)
    expect(html).toMatch(/name="birth_date"[^>]*value="1958-05-01"/)
    // Born 1958: FRA 66 and 8 months, so 67 is four months of delayed credits: 102.66 % → $2,053.
    expect(testIdText(html, 'ss-fra')).toBe('66 and 8 months')
    // Born on the 1st: SSA counts April 1958, so FRA is reached in December 2024, not January 2025.
    expect(html).toContain('Born 1958-05-01; reached in 2024-12')
    expect(html).toContain('as if you were born in April 1958')
    const { json } = await api('POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_date: '1958-05-01',
    })
    expect(json.monthly_benefit).toBe(2053)
    expect(testIdText(html, 'ss-monthly')).toBe(usd(json.monthly_benefit))

    // Claiming at 62 with the date of birth: the first month at 62 throughout is May 2020,
    // 62 and 1 month of SSA age, 55 months before FRA: 20 % + 19 × 5/12 % = 27.92 % off → $1,441.
    const at62 = await page(
      await browser.get(
        `/plan/finances/retirement?${new URLSearchParams({ estimated_benefit: '2000', claiming_age: '62', birth_year: '1958', birth_date: '1958-05-01' })}`,
      ),
    )
    expect(testIdText(at62, 'ss-monthly')).toBe('$1,441')
    expect(at62).toContain('Monthly Benefit at 62 and 1 month')
    expect(at62).toContain('2020-05 at the earliest')
  })
})

describe('Tax panel', () => {
  const form = {
    tax_year: '2024',
    filing_status: 'single',
    adjusted_gross_income: '200,000',
    federal_tax_bracket: '24',
    effective_tax_rate: '',
    state_tax_rate: '5',
    charitable_giving_annual: '6000',
    itemized_deduction_total: '20000',
    mega_backdoor_roth_available: 'on',
    notes: 'From the 2024 return',
  }

  it('shows the cards, an empty state and hints before anything is saved', async () => {
    const { browser } = await signedIn()
    const response = await browser.get('/plan/finances/tax')
    expect(response.status).toBe(200)
    const html = await page(response)
    for (const text of [
      'Tax Bracket',
      'AGI',
      'Charitable',
      'Strategies',
      'Tax Savings Analysis',
      'Tax Planning Recommendations',
      'Refresh Data',
    ]) {
      expect(html).toContain(text)
    }
    expect(testIdText(html, 'tax-card-strategies')).toBe('—')
    expect(html).toContain(`No tax information for ${new Date().getFullYear()} yet`)
    expect(html).toContain('Add your adjusted gross income (AGI) to compute your bracket and savings.')
    expect(html).toMatch(new RegExp(`name="tax_year"[^>]*value="${new Date().getFullYear()}"`))
    // The form's id is unique, so the inputs that name it with form="…" belong to it.
    expect(html.match(/id="tax-configure"/g)).toHaveLength(1)
  })

  it('saves the configure form into the year’s record and shows the API’s numbers', async () => {
    const { browser, api, userId } = await signedIn()
    const saved = await browser.post('/plan/finances/tax', form)
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/plan/finances/tax?year=2024')
    const html = await page(await browser.follow(saved))
    expect(html).toContain('Tax information saved')

    const { json } = await api('GET', '/tax/analysis?year=2024')
    expect(json.cards).toEqual({
      tax_bracket: 24,
      adjusted_gross_income: 200000,
      charitable_giving: 6000,
      strategies: 3,
    })
    expect(testIdText(html, 'tax-card-bracket')).toBe('24%')
    expect(testIdText(html, 'tax-card-agi')).toBe('$200,000')
    expect(testIdText(html, 'tax-card-charitable')).toBe('$6,000')
    expect(testIdText(html, 'tax-card-strategies')).toBe('3')
    expect(testIdText(html, 'saving-charitable')).toBe(usd(json.analysis.savings.charitable))
    expect(testIdText(html, 'saving-itemizing')).toBe(usd(json.analysis.savings.itemizing))
    expect(testIdText(html, 'saving-backdoor')).toBe(usd(json.analysis.savings.backdoor_roth))
    expect(testIdText(html, 'saving-harvesting')).toBe(usd(json.analysis.savings.tax_loss_harvesting))
    for (const r of json.analysis.recommendations as { id: string; title: string; description: string }[]) {
      expect(html).toContain(`data-testid="tax-recommendation-${r.id}"`)
      expect(html).toContain(r.title)
      expect(html).toContain(r.description)
    }
    const rows = await getDb().TaxInfo.findAll({ where: { user_id: userId } })
    expect(rows).toHaveLength(1)
    expect(rows[0].state_tax_rate).toBe(5)
    expect(Boolean(rows[0].mega_backdoor_roth_available)).toBe(true)
    expect(Boolean(rows[0].tax_loss_harvesting_enabled)).toBe(false)

    // Saving the same year again updates the record; an unticked box is saved as "no".
    const again = await browser.post('/plan/finances/tax', {
      ...form,
      mega_backdoor_roth_available: '',
      tax_loss_harvesting_enabled: 'on',
    })
    expect(again.status).toBe(302)
    const after = await api('GET', '/tax/analysis?year=2024')
    expect(after.json.tax_info).toMatchObject({
      tax_loss_harvesting_enabled: true,
      mega_backdoor_roth_available: false,
    })
    expect(after.json.analysis.recommendations.map((r: { id: string }) => r.id)).not.toContain('tax_loss_harvesting')
    expect(await getDb().TaxInfo.count({ where: { user_id: userId } })).toBe(1)
  })

  it("keeps the panel's fields when the record is edited on the Profile screen", async () => {
    const { browser, api } = await signedIn()
    await browser.post('/plan/finances/tax', form)
    const [record] = (await api('GET', '/profile/tax-info')).json as { id: number }[]
    const edited = await browser.post(`/plan/profile/tax-info/${record.id}/edit`, {
      tax_year: '2024',
      filing_status: 'single',
      federal_tax_bracket: '24',
      effective_tax_rate: '18',
      adjusted_gross_income: '210000',
      notes: '',
    })
    expect(edited.status).toBe(302)
    const { json } = await api('GET', '/tax/analysis?year=2024')
    expect(json.tax_info).toMatchObject({
      adjusted_gross_income: 210000,
      effective_tax_rate: 18,
      state_tax_rate: 5,
      charitable_giving_annual: 6000,
      itemized_deduction_total: 20000,
      mega_backdoor_roth_available: true,
    })
  })

  it('answers 422 with the red "Error:" banner and field messages, and saves nothing', async () => {
    const { browser, userId } = await signedIn()
    const bad = await browser.post('/plan/finances/tax', {
      ...form,
      state_tax_rate: '16',
      charitable_giving_annual: '-5',
    })
    expect(bad.status).toBe(422)
    const html = await page(bad)
    expect(html).toContain('Error: State tax rate must be between 0 and 15')
    expect(html).toContain('Error: Annual charitable giving cannot be negative')
    expect(await getDb().TaxInfo.count({ where: { user_id: userId } })).toBe(0)

    const badYear = await browser.get('/plan/finances/tax?year=soon')
    expect(badYear.status).toBe(422)
    expect(await page(badYear)).toContain('Error: Year must be a number')
  })
})
