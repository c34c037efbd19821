import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { Browser, useTestServer } from '../helpers/test-server.ts'
import { browserUser } from '../helpers/users.ts'

// The Estate Planning and Insurance tabs of Profile Management as a browser without
// JavaScript uses them: links, HTML form posts, confirmation pages, redirects with a toast.
const server = useTestServer()

const signedIn = () => browserUser(server.base, { tag: 'estate' })

async function page(response: Response) {
  // React separates adjacent text with <!-- --> markers; drop them so sentences read whole.
  const html = (await response.text()).replaceAll('<!-- -->', '')
  return html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'").replaceAll('&amp;', '&')
}

const tile = (html: string, name: string) => new RegExp(`data-testid="tile-${name}"[^>]*>([^<]*)<`).exec(html)?.[1]

const documentForm = (overrides: Record<string, string> = {}) => ({
  document_type: 'will',
  document_name: 'Last Will',
  status: 'current',
  last_updated: '2024-01-10',
  next_review_date: '',
  attorney_contact: 'J. Rivera',
  document_location: 'Safe',
  ...overrides,
})

const policyForm = (overrides: Record<string, string> = {}) => ({
  policy_type: 'life',
  policy_name: 'Term Life',
  coverage_amount: '500,000',
  annual_premium: '$1,200.50',
  beneficiary_primary: 'Jordan',
  beneficiary_secondary: '',
  ...overrides,
})

describe('Profile Management tabs and tiles', () => {
  it('shows seven tiles, the three new tabs and their empty states', async () => {
    const { browser } = await signedIn()
    const html = await page(await browser.get('/plan/profile'))
    for (const name of ['estate-docs', 'insurance', 'investment']) expect(tile(html, name)).toBe('0')
    expect(html).not.toContain('Coming soon')
    for (const tab of ['estate-planning', 'insurance', 'investment-preferences']) {
      expect(html).toContain(`href="/plan/profile?tab=${tab}"`)
    }
    const estate = await page(await browser.get('/plan/profile?tab=estate-planning'))
    expect(estate).toContain('Add Your First Document')
    expect(estate).toContain('No will')
    expect(estate).toMatch(/data-testid="tile-total-documents"[^>]*>0</)
    const insurance = await page(await browser.get('/plan/profile?tab=insurance'))
    expect(insurance).toContain('Add Your First Policy')
    expect(insurance).toMatch(/data-testid="tile-annual-premiums"[^>]*>\$0</)
    expect((await browser.get('/plan/profile?tab=investment-preferences')).status).toBe(200)
  })
})

describe('Estate documents (no JavaScript)', () => {
  it('adds, edits and deletes a document, the gaps and badges following', async () => {
    const { browser, userId } = await signedIn()
    const form = await page(await browser.get('/plan/profile/estate/new'))
    expect(form).toContain('Add Estate Planning Document')
    for (const label of ['Document Type', 'Document Name', 'Status', 'Last Updated', 'Next Review Date']) {
      expect(form).toContain(label)
    }

    const invalid = await browser.post('/plan/profile/estate/new', documentForm({ document_name: '  ' }))
    expect(invalid.status).toBe(422)
    expect(await page(invalid)).toContain('Document name is required')

    const created = await browser.post('/plan/profile/estate/new', documentForm())
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toBe('/plan/profile?tab=estate-planning')
    const list = await page(await browser.follow(created))
    expect(list).toContain('Document added')
    expect(list).toContain('Last Will')
    expect(list).not.toContain('No will:')
    expect(list).toMatch(/data-testid="tile-estate-docs"[^>]*>1</)
    expect(list).toMatch(/data-testid="tile-current"[^>]*>1</)
    expect(list).toContain('aria-label="1 item"')

    const doc = await getDb().EstateDocument.findOne({ where: { user_id: userId } })
    expect(doc).not.toBeNull()
    const id = doc?.id ?? 0
    const edit = await page(await browser.get(`/plan/profile/estate/${id}/edit`))
    expect(edit).toContain('value="Last Will"')
    const updated = await browser.post(
      `/plan/profile/estate/${id}/edit`,
      documentForm({ status: 'needs_update', attorney_contact: '' }),
    )
    expect(updated.status).toBe(302)
    const afterEdit = await page(await browser.follow(updated))
    expect(afterEdit).toContain('Document updated')
    expect(afterEdit).toMatch(/data-testid="tile-need-updates"[^>]*>1</)
    await doc?.reload()
    expect(doc?.attorney_contact).toBeNull()

    const confirm = await page(await browser.get(`/plan/profile/estate/${id}/delete`))
    expect(confirm).toContain('Are you sure you want to delete this estate planning document?')
    const deleted = await browser.post(`/plan/profile/estate/${id}/delete`, {})
    expect(deleted.status).toBe(302)
    const afterDelete = await page(await browser.follow(deleted))
    expect(afterDelete).toContain('Document deleted')
    expect(afterDelete).toContain('Add Your First Document')
  })

  it("answers 404 for another user's document on the edit and delete pages", async () => {
    const owner = await signedIn()
    await owner.browser.post('/plan/profile/estate/new', documentForm())
    const doc = await getDb().EstateDocument.findOne({ where: { user_id: owner.userId } })
    const { browser } = await signedIn()
    expect((await browser.get(`/plan/profile/estate/${doc?.id}/edit`)).status).toBe(404)
    expect((await browser.post(`/plan/profile/estate/${doc?.id}/edit`, documentForm())).status).toBe(404)
    expect((await browser.get(`/plan/profile/estate/${doc?.id}/delete`)).status).toBe(404)
    expect((await browser.post(`/plan/profile/estate/${doc?.id}/delete`, {})).status).toBe(404)
    expect((await browser.get('/plan/profile/estate/abc/edit')).status).toBe(400)
    expect(await getDb().EstateDocument.count({ where: { user_id: owner.userId } })).toBe(1)
  })
})

describe('Insurance policies (no JavaScript)', () => {
  it('adds, edits and deletes a policy, the stat cards following', async () => {
    const { browser, userId } = await signedIn()
    const form = await page(await browser.get('/plan/profile/insurance/new'))
    expect(form).toContain('Add Insurance Policy')

    const invalid = await browser.post(
      '/plan/profile/insurance/new',
      policyForm({ policy_name: '', coverage_amount: '-5' }),
    )
    expect(invalid.status).toBe(422)
    const invalidHtml = await page(invalid)
    expect(invalidHtml).toContain('Policy name is required')
    expect(invalidHtml).toContain('Coverage amount cannot be negative')

    const created = await browser.post('/plan/profile/insurance/new', policyForm())
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toBe('/plan/profile?tab=insurance')
    const list = await page(await browser.follow(created))
    expect(list).toContain('Policy added')
    expect(list).toMatch(/data-testid="tile-total-policies"[^>]*>1</)
    expect(list).toMatch(/data-testid="tile-annual-premiums"[^>]*>\$1,201</)
    expect(list).toMatch(/data-testid="tile-coverage-types"[^>]*>1</)
    expect(list).toContain('1 policy · Total coverage $500,000 · Annual premium $1,201')

    const policy = await getDb().InsurancePolicy.findOne({ where: { user_id: userId } })
    expect(policy?.annual_premium_cents).toBe(120050)
    const id = policy?.id ?? 0
    const updated = await browser.post(`/plan/profile/insurance/${id}/edit`, policyForm({ annual_premium: '900' }))
    expect(updated.status).toBe(302)
    expect(await page(await browser.follow(updated))).toMatch(/data-testid="tile-annual-premiums"[^>]*>\$900</)

    const confirm = await page(await browser.get(`/plan/profile/insurance/${id}/delete`))
    expect(confirm).toContain('Are you sure you want to delete this insurance policy?')
    const deleted = await browser.post(`/plan/profile/insurance/${id}/delete`, {})
    const afterDelete = await page(await browser.follow(deleted))
    expect(afterDelete).toContain('Policy deleted')
    expect(afterDelete).toContain('Add Your First Policy')
  })

  it("answers 404 for another user's policy on the edit and delete pages", async () => {
    const owner = await signedIn()
    await owner.browser.post('/plan/profile/insurance/new', policyForm())
    const policy = await getDb().InsurancePolicy.findOne({ where: { user_id: owner.userId } })
    const { browser } = await signedIn()
    expect((await browser.get(`/plan/profile/insurance/${policy?.id}/edit`)).status).toBe(404)
    expect((await browser.post(`/plan/profile/insurance/${policy?.id}/delete`, {})).status).toBe(404)
    expect(await getDb().InsurancePolicy.count({ where: { user_id: owner.userId } })).toBe(1)
  })

  it('sends a signed-out visitor to sign in', async () => {
    const response = await new Browser(server.base).get('/plan/profile/insurance/new')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toContain('/login?redirectTo=')
  })
})
