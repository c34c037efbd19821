import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The Profile Management screens as a browser without JavaScript uses them: links,
// HTML form posts, redirects carrying a toast.
const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'profile' })

/** The page's text with React's entity escapes undone, so quotes read as typed. */
async function page(response: Response) {
  const html = await response.text()
  return html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

const family = (overrides: Record<string, string> = {}) => ({
  name: 'Sam Hale',
  relationship_type: 'child',
  age: '9',
  date_of_birth: '2016-04-01',
  income: '',
  retirement_savings: '1,234.56',
  education_fund_target: '80000',
  notes: 'Loves math',
  ...overrides,
})

describe('Profile Management screen', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const response = await new Browser(server.base).get('/plan/profile?tab=family')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fplan%2Fprofile%3Ftab%3Dfamily')
  })

  it('shows the title, the summary tiles, the tabs as links and the empty states', async () => {
    const { browser } = await signedIn()
    const response = await browser.get('/plan/profile')
    expect(response.status).toBe(200)
    const html = await page(response)
    expect(html).toContain('Profile Management')
    expect(html).toMatch(/data-testid="tile-profile"[^>]*>0%</)
    for (const label of ['Estate Docs', 'Insurance', 'Investment']) expect(html).toContain(label)
    expect(html).not.toContain('Coming soon')
    for (const href of ['/plan/profile', '/plan/profile?tab=family', '/plan/profile?tab=benefits']) {
      expect(html).toContain(`href="${href}"`)
    }
    expect(html).toContain('href="/plan/profile?tab=tax-info"')
    expect(html).toContain('Add Personal Information')
    expect(html).toContain('href="/plan/financial-data"')

    expect(await page(await browser.get('/plan/profile?tab=family'))).toContain('Add First Family Member')
    expect(await page(await browser.get('/plan/profile?tab=benefits'))).toContain('Add First Benefit')
    expect(await page(await browser.get('/plan/profile?tab=tax-info'))).toContain('Add Tax Information')
    // An unknown tab falls back to the first one rather than failing.
    expect(await page(await browser.get('/plan/profile?tab=zzz'))).toContain('Add Personal Information')
  })
})

describe('Family members (no JavaScript)', () => {
  it('adds, edits and deletes a family member through form posts and the confirmation page', async () => {
    const { browser, userId } = await signedIn()
    const form = await browser.get('/plan/profile/family/new')
    expect(form.status).toBe(200)
    const formHtml = await page(form)
    expect(formHtml).toContain('Add Family Member')
    expect(formHtml).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/)

    const created = await browser.post('/plan/profile/family/new', family())
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toBe('/plan/profile?tab=family')
    const list = await page(await browser.follow(created))
    expect(list).toContain('Family member added')
    expect(list).toContain('Sam Hale')
    expect(list).toContain('$1,235') // whole dollars
    expect(list).toContain('$80,000')
    expect(list).toMatch(/data-testid="tile-profile"[^>]*>25%</)

    const row = await getDb().FamilyMember.findOne({ where: { user_id: userId } })
    expect(row).toMatchObject({ name: 'Sam Hale', relationship_type: 'child', age: 9, income_cents: null })
    expect(row?.retirement_savings_cents).toBe(123456)
    const id = row?.id
    expect(list).toContain(`href="/plan/profile/family/${id}/edit"`)
    expect(list).toContain(`href="/plan/profile/family/${id}/delete"`)

    const edit = await page(await browser.get(`/plan/profile/family/${id}/edit`))
    expect(edit).toContain('Edit Family Member')
    expect(edit).toContain('value="Sam Hale"')
    expect(edit).toContain('value="1234.56"')
    expect(edit).toMatch(/<button[^>]*type="submit"[^>]*>Update<\/button>/)

    const updated = await browser.post(`/plan/profile/family/${id}/edit`, family({ name: 'Samuel Hale', age: '' }))
    expect(updated.status).toBe(302)
    expect(await page(await browser.follow(updated))).toContain('Family member updated')
    const after = await getDb().FamilyMember.findOne({ where: { id, user_id: userId } })
    expect(after?.name).toBe('Samuel Hale')
    expect(after?.age).toBeNull() // a field left blank on the form is cleared

    const confirm = await browser.get(`/plan/profile/family/${id}/delete`)
    expect(confirm.status).toBe(200)
    const confirmHtml = await page(confirm)
    expect(confirmHtml).toContain('Are you sure you want to delete "Samuel Hale"?')
    expect(confirmHtml).toContain('>Cancel</a>')
    // Confirm is a real form post; Emotion may put a <style> tag inside the form before the button.
    expect(confirmHtml).toMatch(/<form method="post"[^>]*>(?:(?!<\/form>)[\s\S])*type="submit"[^>]*>Confirm<\/button>/)
    expect(await getDb().FamilyMember.count({ where: { user_id: userId } })).toBe(1) // GET changed nothing

    const deleted = await browser.post(`/plan/profile/family/${id}/delete`, {})
    expect(deleted.status).toBe(302)
    const gone = await page(await browser.follow(deleted))
    expect(gone).toContain('Family member deleted')
    expect(gone).toContain('Add First Family Member')
    expect(await getDb().FamilyMember.count({ where: { user_id: userId } })).toBe(0)
  })

  it('re-renders the form with 422 and the messages when fields are missing, saving nothing', async () => {
    const { browser, userId } = await signedIn()
    const response = await browser.post('/plan/profile/family/new', family({ name: ' ', relationship_type: '' }))
    expect(response.status).toBe(422)
    const html = await page(response)
    expect(html).toContain('Name is required')
    expect(html).toContain('Relationship is required')
    expect(html).toContain('value="1,234.56"') // what was typed is kept
    const tooOld = await browser.post('/plan/profile/family/new', family({ age: '150', income: 'lots' }))
    expect(tooOld.status).toBe(422)
    const tooOldHtml = await page(tooOld)
    expect(tooOldHtml).toContain('Age must be greater than 0 and under 120')
    expect(tooOldHtml).toContain('Income must be a number')
    expect(await getDb().FamilyMember.count({ where: { user_id: userId } })).toBe(0)
  })

  it('answers 404 to another user’s edit and delete URLs and changes nothing', async () => {
    const owner = await signedIn()
    await owner.browser.post('/plan/profile/family/new', family({ name: 'Private Person' }))
    const row = await getDb().FamilyMember.findOne({ where: { user_id: owner.userId } })
    const intruder = await signedIn()

    for (const path of [`/plan/profile/family/${row?.id}/edit`, `/plan/profile/family/${row?.id}/delete`]) {
      const view = await intruder.browser.get(path)
      expect(view.status, path).toBe(404)
      const html = await page(view)
      expect(html).toContain('Family member not found')
      expect(html).not.toContain('Private Person')
    }
    expect((await intruder.browser.post(`/plan/profile/family/${row?.id}/edit`, family())).status).toBe(404)
    expect((await intruder.browser.post(`/plan/profile/family/${row?.id}/delete`, {})).status).toBe(404)
    const still = await getDb().FamilyMember.findOne({ where: { id: row?.id } })
    expect(still?.name).toBe('Private Person')
    expect(await page(await intruder.browser.get('/plan/profile?tab=family'))).not.toContain('Private Person')
  })

  it('answers 400 to an id that is not a number', async () => {
    const { browser } = await signedIn()
    expect((await browser.get('/plan/profile/family/abc/edit')).status).toBe(400)
    expect((await browser.post('/plan/profile/family/1e3/delete', {})).status).toBe(400)
  })
})

describe('Personal information (no JavaScript)', () => {
  it('adds then edits the profile, with validation errors re-rendered', async () => {
    const { browser, userId } = await signedIn()
    const empty = await page(await browser.get('/plan/profile/personal'))
    expect(empty).toContain('Add Personal Information')
    expect(empty).toMatch(/<button[^>]*type="submit"[^>]*>Save<\/button>/)

    const invalid = await browser.post('/plan/profile/personal', { age: '150', state: 'Texas', marital_status: 'x' })
    expect(invalid.status).toBe(422)
    const invalidHtml = await page(invalid)
    expect(invalidHtml).toContain('Age must be greater than 0 and under 120')
    expect(invalidHtml).toContain('State must be a 2-letter code (e.g. CA)')
    expect(invalidHtml).toContain('Choose a valid marital status')
    expect(await getDb().UserProfile.count({ where: { user_id: userId } })).toBe(0)

    const saved = await browser.post('/plan/profile/personal', {
      age: '47',
      state: 'tx',
      marital_status: 'married',
      employment_status: 'employed',
      occupation: 'Teacher',
      risk_tolerance: 'conservative',
      notes: 'Plans to retire at 60',
      city: '',
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/plan/profile')
    const overview = await page(await browser.follow(saved))
    expect(overview).toContain('Personal information saved')
    expect(overview).toContain('Edit Profile')
    for (const text of ['47', 'TX', 'Married', 'Employed', 'Teacher', 'Conservative', 'Plans to retire at 60']) {
      expect(overview).toContain(text)
    }

    const edit = await page(await browser.get('/plan/profile/personal'))
    expect(edit).toContain('Edit Personal Information')
    expect(edit).toMatch(/<button[^>]*type="submit"[^>]*>Update<\/button>/)
    await browser.post('/plan/profile/personal', { age: '48', state: 'TX' })
    const row = await getDb().UserProfile.findOne({ where: { user_id: userId } })
    expect(row).toMatchObject({ age: 48, state: 'TX', occupation: null, notes: null })
  })
})

describe('Benefits and tax information (no JavaScript)', () => {
  it('adds a benefit and shows its monthly amount in whole dollars', async () => {
    const { browser, userId } = await signedIn()
    const missing = await browser.post('/plan/profile/benefits/new', { benefit_type: '', benefit_name: '' })
    expect(missing.status).toBe(422)
    const missingHtml = await page(missing)
    expect(missingHtml).toContain('Benefit type is required')
    expect(missingHtml).toContain('Benefit name is required')

    const saved = await browser.post('/plan/profile/benefits/new', {
      benefit_type: 'social_security',
      benefit_name: 'Social Security',
      estimated_monthly_benefit: '2450.75',
    })
    expect(saved.status).toBe(302)
    const html = await page(await browser.follow(saved))
    expect(html).toContain('Benefit added')
    expect(html).toContain('$2,451/month')
    const row = await getDb().Benefit.findOne({ where: { user_id: userId } })
    expect(await page(await browser.get(`/plan/profile/benefits/${row?.id}/delete`))).toContain(
      'Are you sure you want to delete "Social Security"?',
    )
  })

  it('pre-fills the tax year, requires it, and refuses a second record for the same year', async () => {
    const { browser, userId } = await signedIn()
    const year = new Date().getFullYear()
    expect(await page(await browser.get('/plan/profile/tax-info/new'))).toContain(`value="${year}"`)

    const empty = await browser.post('/plan/profile/tax-info/new', { tax_year: '' })
    expect(empty.status).toBe(422)
    expect(await page(empty)).toContain('Tax year is required')

    const saved = await browser.post('/plan/profile/tax-info/new', {
      tax_year: '2024',
      filing_status: 'head_of_household',
      federal_tax_bracket: '22',
      adjusted_gross_income: '98,765',
    })
    expect(saved.status).toBe(302)
    const html = await page(await browser.follow(saved))
    expect(html).toContain('Tax Year 2024')
    expect(html).toContain('Head of household')
    expect(html).toContain('$98,765')

    const again = await browser.post('/plan/profile/tax-info/new', { tax_year: '2024' })
    expect(again.status).toBe(409)
    expect(await page(again)).toContain('Tax information for 2024 already exists')
    expect(await getDb().TaxInfo.count({ where: { user_id: userId } })).toBe(1)
  })
})
