import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { EntryCreateSchema } from '../../app/schemas/financial-entry.ts'
import { FamilyMemberSchema } from '../../app/schemas/profile.ts'
import { createEntry } from '../../app/services/finance/entries.server.ts'
import { createFamilyMember } from '../../app/services/profile/family.server.ts'
import { callAs, fieldMessages as messages } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

type User = { token: string; id: number }

const newUser = (): Promise<User> => apiUser(server.base)

const call = callAs(server)

async function addEntry(user: User, fields: Record<string, unknown>) {
  await createEntry(user.id, EntryCreateSchema.parse(fields))
}
async function addChild(user: User, fields: Record<string, unknown>) {
  await createFamilyMember(user.id, FamilyMemberSchema.parse(fields))
}

const dataVersion = async (userId: number) =>
  (await getDb().User.findByPk(userId, { attributes: ['data_version'] }))?.data_version

const URLS = [
  '/estate-planning/document-types',
  '/estate-planning/documents',
  '/estate-planning/summary',
  '/insurance/policy-types',
  '/insurance/policies',
  '/insurance/policies/summary',
]

describe('authentication', () => {
  it('answers 401 without a bearer token on every URL', async () => {
    for (const path of URLS) {
      const { status, json } = await call(null, 'GET', path)
      expect(status, path).toBe(401)
      expect(json).toEqual({ detail: 'Not authenticated' })
    }
    expect((await call(null, 'POST', '/estate-planning/documents', {})).status).toBe(401)
    expect((await call(null, 'PUT', '/insurance/policies/1', {})).status).toBe(401)
    expect((await call(null, 'DELETE', '/insurance/policies/1')).status).toBe(401)
  })
})

describe('estate planning API', () => {
  it('lists the five document types with labels', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'GET', '/estate-planning/document-types')
    expect(status).toBe(200)
    expect(json).toEqual({
      document_types: [
        { value: 'will', label: 'Will' },
        { value: 'trust', label: 'Trust' },
        { value: 'power_of_attorney', label: 'Power of Attorney' },
        { value: 'healthcare_directive', label: 'Healthcare Directive' },
        { value: 'beneficiary_designation', label: 'Beneficiary Designation' },
      ],
    })
  })

  it('creates, lists, reads, updates and deletes a document, bumping the data version on each write', async () => {
    const user = await newUser()
    expect((await call(user, 'GET', '/estate-planning/documents')).json).toEqual([])
    const v0 = await dataVersion(user.id)
    const created = await call(user, 'POST', '/estate-planning/documents', {
      document_type: 'will',
      document_name: '  Last Will and Testament  ',
      last_updated: '2023-05-01',
      next_review_date: '2026-05-01',
      attorney_contact: 'J. Rivera, Esq.',
      document_location: 'Home safe',
      document_details: {},
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      document_type: 'will',
      document_name: 'Last Will and Testament',
      status: 'current',
      last_updated: '2023-05-01',
      next_review_date: '2026-05-01',
      attorney_contact: 'J. Rivera, Esq.',
      document_location: 'Home safe',
      document_details: {},
      user_id: user.id,
    })
    const id = created.json.id as number
    expect(await dataVersion(user.id)).toBe((v0 ?? 0) + 1)

    const list = await call(user, 'GET', '/estate-planning/documents')
    expect(list.json).toHaveLength(1)
    expect((await call(user, 'GET', `/estate-planning/documents/${id}`)).json).toMatchObject({ id })

    const updated = await call(user, 'PUT', `/estate-planning/documents/${id}`, {
      status: 'needs_update',
      attorney_contact: null,
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({
      status: 'needs_update',
      attorney_contact: null,
      document_location: 'Home safe',
      document_name: 'Last Will and Testament',
    })
    expect(await dataVersion(user.id)).toBe((v0 ?? 0) + 2)

    const deleted = await call(user, 'DELETE', `/estate-planning/documents/${id}`)
    expect(deleted).toEqual({ status: 200, json: { message: 'Document deleted', id } })
    expect(await dataVersion(user.id)).toBe((v0 ?? 0) + 3)
    expect((await call(user, 'DELETE', `/estate-planning/documents/${id}`)).status).toBe(404)
  })

  it('summarises by status and type, upcoming reviews and the gaps the household data shows', async () => {
    const user = await newUser()
    const empty = await call(user, 'GET', '/estate-planning/summary')
    expect(empty.status).toBe(200)
    expect(empty.json).toMatchObject({
      total_documents: 0,
      documents_by_status: { current: 0, needs_update: 0, missing: 0, in_progress: 0 },
      upcoming_reviews: [],
    })
    const emptyKeys = (empty.json.gaps as { key: string }[]).map((g) => g.key)
    expect(emptyKeys).toEqual(['will', 'healthcare_directive', 'power_of_attorney'])
    expect(empty.json.gaps_identified).toHaveLength(3)
    expect((empty.json.gaps_identified as string[])[0]).toMatch(/^No will: /)

    // A retirement account and a minor child add two more gaps.
    await addEntry(user, {
      category: 'assets',
      subcategory: 'retirement_accounts',
      description: '401k',
      amount: 50000,
      frequency: 'one_time',
    })
    await addChild(user, { name: 'Kid', relationship_type: 'child', age: 7 })
    const withHousehold = await call(user, 'GET', '/estate-planning/summary')
    expect((withHousehold.json.gaps as { key: string }[]).map((g) => g.key)).toEqual([
      'will',
      'guardianship',
      'healthcare_directive',
      'power_of_attorney',
      'beneficiary_designation',
    ])

    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    const later = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10)
    await call(user, 'POST', '/estate-planning/documents', {
      document_type: 'will',
      document_name: 'Will',
      next_review_date: soon,
    })
    await call(user, 'POST', '/estate-planning/documents', {
      document_type: 'power_of_attorney',
      document_name: 'POA',
      status: 'missing',
      next_review_date: later,
    })
    const summary = await call(user, 'GET', '/estate-planning/summary')
    expect(summary.json).toMatchObject({
      total_documents: 2,
      documents_by_status: { current: 1, missing: 1, needs_update: 0, in_progress: 0 },
      documents_by_type: { will: 1, power_of_attorney: 1, trust: 0 },
    })
    expect(summary.json.upcoming_reviews).toEqual([
      expect.objectContaining({ document_name: 'Will', next_review_date: soon, overdue: false }),
    ])
    expect((summary.json.gaps as { key: string }[]).map((g) => g.key)).toEqual([
      'healthcare_directive',
      'power_of_attorney',
      'beneficiary_designation',
    ])
  })

  it('answers 422 with clear messages for bad input, never 500', async () => {
    const user = await newUser()
    const missing = await call(user, 'POST', '/estate-planning/documents', { document_name: '   ' })
    expect(missing.status).toBe(422)
    expect(messages(missing.json)).toMatchObject({
      'body.document_type': 'Document type is required',
      'body.document_name': 'Document name is required',
    })
    const bad = await call(user, 'POST', '/estate-planning/documents', {
      document_type: 'tattoo',
      document_name: 'x'.repeat(201),
      status: 'lost',
      last_updated: '2023-02-30',
      next_review_date: 12,
      attorney_contact: 5,
      document_details: 'nope',
    })
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toMatchObject({
      'body.document_type': 'Choose a valid document type',
      'body.document_name': 'Document name must be at most 200 characters',
      'body.status': 'Choose a valid status',
      'body.last_updated': 'Last updated must be a valid date (YYYY-MM-DD)',
      'body.attorney_contact': 'Attorney contact must be text',
      'body.document_details': 'Document details must be an object',
    })
    expect((await call(user, 'POST', '/estate-planning/documents', '{not json')).status).toBe(422)
    for (const body of ['[]', 'null', '42', '"text"']) {
      expect((await call(user, 'POST', '/estate-planning/documents', body)).status, body).toBe(422)
    }
    const created = await call(user, 'POST', '/estate-planning/documents', {
      document_type: 'trust',
      document_name: 'Trust',
    })
    const id = created.json.id as number
    const blankName = await call(user, 'PUT', `/estate-planning/documents/${id}`, { document_name: '' })
    expect(blankName.status).toBe(422)
    expect(messages(blankName.json)).toEqual({ 'body.document_name': 'Document name is required' })
    expect((await call(user, 'PUT', `/estate-planning/documents/${id}`, { status: null })).status).toBe(422)
    expect((await call(user, 'PUT', `/estate-planning/documents/${id}`, '{')).status).toBe(422)
    expect((await call(user, 'GET', '/estate-planning/documents/abc')).status).toBe(400)
    expect((await call(user, 'PUT', '/estate-planning/documents/99999999999999999999', {})).status).toBe(400)
    expect((await call(user, 'PATCH', `/estate-planning/documents/${id}`, {})).status).toBe(405)
  })

  it("answers 404 for another user's document on every call and leaves it untouched", async () => {
    const owner = await newUser()
    const other = await newUser()
    const created = await call(owner, 'POST', '/estate-planning/documents', {
      document_type: 'will',
      document_name: 'Mine',
    })
    const id = created.json.id as number
    expect(await call(other, 'GET', `/estate-planning/documents/${id}`)).toEqual({
      status: 404,
      json: { detail: 'Document not found' },
    })
    expect((await call(other, 'PUT', `/estate-planning/documents/${id}`, { document_name: 'Stolen' })).status).toBe(404)
    expect((await call(other, 'DELETE', `/estate-planning/documents/${id}`)).status).toBe(404)
    expect((await call(other, 'GET', '/estate-planning/documents')).json).toEqual([])
    expect((await call(other, 'GET', '/estate-planning/summary')).json).toMatchObject({ total_documents: 0 })
    expect((await call(owner, 'GET', `/estate-planning/documents/${id}`)).json).toMatchObject({ document_name: 'Mine' })
  })
})

describe('insurance API', () => {
  it('lists the eight policy types with labels', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'GET', '/insurance/policy-types')
    expect(status).toBe(200)
    expect((json.policy_types as { value: string }[]).map((t) => t.value)).toEqual([
      'life',
      'disability',
      'health',
      'auto',
      'homeowners',
      'umbrella',
      'renters',
      'travel',
    ])
    expect((json.policy_types as { label: string }[])[0].label).toBe('Life Insurance')
  })

  it('creates, lists, updates and deletes policies and summarises them by type in exact dollars', async () => {
    const user = await newUser()
    const v0 = (await dataVersion(user.id)) ?? 0
    const term = await call(user, 'POST', '/insurance/policies', {
      policy_type: 'life',
      policy_name: 'Term Life 20',
      coverage_amount: 500000,
      annual_premium: 420.1,
      beneficiary_primary: 'Jordan',
      policy_details: {},
    })
    expect(term.status).toBe(201)
    expect(term.json).toMatchObject({
      policy_type: 'life',
      policy_name: 'Term Life 20',
      coverage_amount: 500000,
      annual_premium: 420.1,
      beneficiary_primary: 'Jordan',
      beneficiary_secondary: null,
      policy_details: {},
    })
    await call(user, 'POST', '/insurance/policies', {
      policy_type: 'life',
      policy_name: 'Group Life',
      coverage_amount: '100,000',
      annual_premium: '0.2',
    })
    const home = await call(user, 'POST', '/insurance/policies', { policy_type: 'homeowners', policy_name: 'Home' })
    expect(home.json).toMatchObject({ coverage_amount: null, annual_premium: null })
    expect(await dataVersion(user.id)).toBe(v0 + 3)
    expect((await call(user, 'GET', '/insurance/policies')).json).toHaveLength(3)

    const summary = await call(user, 'GET', '/insurance/policies/summary')
    expect(summary.status).toBe(200)
    expect(summary.json).toMatchObject({
      total_policies: 3,
      total_annual_premiums: 420.3,
      coverage_by_type: {
        life: { count: 2, total_coverage: 600000, total_premiums: 420.3 },
        homeowners: { count: 1, total_coverage: 0, total_premiums: 0 },
      },
    })

    const id = term.json.id as number
    const updated = await call(user, 'PUT', `/insurance/policies/${id}`, {
      annual_premium: 450,
      beneficiary_primary: null,
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({ annual_premium: 450, beneficiary_primary: null, coverage_amount: 500000 })
    expect((await call(user, 'GET', `/insurance/policies/${id}`)).json).toMatchObject({ annual_premium: 450 })

    expect(await call(user, 'DELETE', `/insurance/policies/${id}`)).toEqual({
      status: 200,
      json: { message: 'Policy deleted', id },
    })
    expect((await call(user, 'GET', '/insurance/policies/summary')).json).toMatchObject({ total_policies: 2 })
  })

  it('notes coverage gaps from the household data', async () => {
    const user = await newUser()
    expect((await call(user, 'GET', '/insurance/policies/summary')).json.coverage_gaps).toEqual([])
    await addEntry(user, {
      category: 'income',
      subcategory: 'employment_income',
      description: 'Salary',
      amount: 8000,
      frequency: 'monthly',
    })
    await addEntry(user, {
      category: 'assets',
      subcategory: 'real_estate',
      description: 'Primary Residence',
      amount: 400000,
      frequency: 'one_time',
    })
    await addChild(user, { name: 'Kid', relationship_type: 'child', age: 4 })
    const gaps = (await call(user, 'GET', '/insurance/policies/summary')).json.coverage_gaps as {
      key: string
      reason: string
    }[]
    expect(gaps.map((g) => g.key)).toEqual(['life', 'disability', 'homeowners'])
    expect(gaps[0].reason).toContain('$96,000 a year')
    await call(user, 'POST', '/insurance/policies', {
      policy_type: 'life',
      policy_name: 'Term',
      coverage_amount: 960000,
    })
    await call(user, 'POST', '/insurance/policies', { policy_type: 'homeowners', policy_name: 'Home' })
    const after = (await call(user, 'GET', '/insurance/policies/summary')).json.coverage_gaps as { key: string }[]
    expect(after.map((g) => g.key)).toEqual(['disability'])
  })

  it('answers 422 with clear messages for bad input, never 500', async () => {
    const user = await newUser()
    const missing = await call(user, 'POST', '/insurance/policies', {})
    expect(missing.status).toBe(422)
    expect(messages(missing.json)).toEqual({
      'body.policy_type': 'Policy type is required',
      'body.policy_name': 'Policy name is required',
    })
    const bad = await call(user, 'POST', '/insurance/policies', {
      policy_type: 'pet',
      policy_name: 'P',
      coverage_amount: -1,
      annual_premium: 'lots',
      beneficiary_primary: 'x'.repeat(201),
      policy_details: [],
    })
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toMatchObject({
      'body.policy_type': 'Choose a valid policy type',
      'body.coverage_amount': 'Coverage amount cannot be negative',
      'body.annual_premium': 'Annual premium must be a number',
      'body.beneficiary_primary': 'Primary beneficiary must be at most 200 characters',
      'body.policy_details': 'Policy details must be an object',
    })
    const tooBig = await call(user, 'POST', '/insurance/policies', {
      policy_type: 'life',
      policy_name: 'P',
      coverage_amount: 1e12,
      annual_premium: 10.001,
    })
    expect(messages(tooBig.json)).toEqual({
      'body.coverage_amount': 'Coverage amount is too large (at most 999,999,999.99)',
      'body.annual_premium': 'Annual premium can have at most 2 decimals',
    })
    for (const body of ['{', '[]', 'null', '"x"']) {
      expect((await call(user, 'POST', '/insurance/policies', body)).status, body).toBe(422)
    }
    const created = await call(user, 'POST', '/insurance/policies', { policy_type: 'auto', policy_name: 'Car' })
    const id = created.json.id as number
    expect(messages((await call(user, 'PUT', `/insurance/policies/${id}`, { policy_name: ' ' })).json)).toEqual({
      'body.policy_name': 'Policy name is required',
    })
    expect((await call(user, 'PUT', `/insurance/policies/${id}`, { coverage_amount: 'NaN' })).status).toBe(422)
    expect((await call(user, 'GET', '/insurance/policies/0')).status).toBe(400)
    expect((await call(user, 'POST', `/insurance/policies/${id}`, {})).status).toBe(405)
  })

  it("answers 404 for another user's policy on every call and leaves it untouched", async () => {
    const owner = await newUser()
    const other = await newUser()
    const created = await call(owner, 'POST', '/insurance/policies', { policy_type: 'health', policy_name: 'Mine' })
    const id = created.json.id as number
    expect(await call(other, 'GET', `/insurance/policies/${id}`)).toEqual({
      status: 404,
      json: { detail: 'Policy not found' },
    })
    expect((await call(other, 'PUT', `/insurance/policies/${id}`, { policy_name: 'Stolen' })).status).toBe(404)
    expect((await call(other, 'DELETE', `/insurance/policies/${id}`)).status).toBe(404)
    expect((await call(other, 'GET', '/insurance/policies')).json).toEqual([])
    expect((await call(other, 'GET', '/insurance/policies/summary')).json).toMatchObject({ total_policies: 0 })
    expect((await call(owner, 'GET', `/insurance/policies/${id}`)).json).toMatchObject({ policy_name: 'Mine' })
  })
})
