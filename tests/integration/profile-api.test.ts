import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { profileCompletion } from '../../app/services/profile/complete-profile.server.ts'
import { clearProfileField } from '../../app/services/profile/personal.server.ts'
import { apiCall, fieldMessages as messages, type FieldErrorDetail as Detail } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

const server = useTestServer()

type User = { token: string; id: number }

const newUser = (): Promise<User> => apiUser(server.base)

/** A JSON call as the user, or anonymously; a string body is sent as-is (for malformed JSON). */
async function call(user: User | null, method: string, path: string, body?: unknown) {
  const token = user?.token ?? null
  const { status, body: json, headers } = await apiCall(server.base, token, method, `/profile${path}`, body)
  return { status, json, headers }
}

const dataVersion = async (userId: number) =>
  (await getDb().User.findByPk(userId, { attributes: ['data_version'] }))?.data_version

describe('authentication and routing', () => {
  it('answers 401 without a bearer token on every profile URL', async () => {
    for (const path of ['', '/family', '/benefits', '/tax-info', '/complete-profile']) {
      const { status, json } = await call(null, 'GET', path)
      expect(status, path).toBe(401)
      expect(json).toEqual({ detail: 'Not authenticated' })
    }
    expect((await call(null, 'PATCH', '/family/1', {})).status).toBe(401)
  })

  it('sends each URL to its own module, not to the /api/v1/profile parent', async () => {
    const user = await newUser()
    expect((await call(user, 'GET', '')).json).toEqual({ detail: 'Profile not found' })
    expect((await call(user, 'GET', '/family')).json).toEqual([])
    expect((await call(user, 'GET', '/benefits')).json).toEqual([])
    expect((await call(user, 'GET', '/tax-info')).json).toEqual([])
    expect((await call(user, 'GET', '/complete-profile')).json).toEqual({
      profile: null,
      family_members: [],
      benefits: [],
      tax_info: null,
      estate_documents: [],
      insurance_policies: [],
      investment_preferences: null,
    })
    const unknown = await call(user, 'GET', '/nothing-here')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ detail: 'Not Found' })
  })

  it('answers 405 with an Allow header to the wrong method', async () => {
    const user = await newUser()
    const cases: [string, string, string][] = [
      ['PUT', '', 'GET, POST, PATCH'],
      ['DELETE', '', 'GET, POST, PATCH'],
      ['DELETE', '/family', 'GET, POST'],
      ['GET', '/family/1', 'PATCH, DELETE'],
      ['PUT', '/benefits/1', 'PATCH, DELETE'],
      ['PATCH', '/tax-info', 'GET, POST'],
      ['POST', '/complete-profile', 'GET'],
    ]
    for (const [method, path, allow] of cases) {
      const { status, json, headers } = await call(user, method, path)
      expect(status, `${method} ${path}`).toBe(405)
      expect(json).toEqual({ detail: 'Method Not Allowed' })
      expect(headers.get('allow')).toBe(allow)
    }
  })
})

describe('/api/v1/profile', () => {
  it('POST creates the profile, returns every field and stores the row', async () => {
    const user = await newUser()
    const before = await dataVersion(user.id)
    const { status, json } = await call(user, 'POST', '', {
      age: '42',
      date_of_birth: '1983-05-17',
      gender: 'female',
      marital_status: 'Married',
      state: 'ca',
      city: 'Oakland',
      phone: '(510) 555-0100',
      address: '1 Main St',
      zip_code: '94601',
      emergency_contact: 'Pat Doe (510) 555-0101',
      employment_status: 'self_employed',
      occupation: 'Architect',
      risk_tolerance: 'moderate',
      notes: 'Avery Stone',
      user_id: 999_999,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      user_id: user.id,
      age: 42,
      date_of_birth: '1983-05-17',
      gender: 'female',
      marital_status: 'married',
      state: 'CA',
      city: 'Oakland',
      phone: '(510) 555-0100',
      address: '1 Main St',
      zip_code: '94601',
      emergency_contact: 'Pat Doe (510) 555-0101',
      employment_status: 'self_employed',
      occupation: 'Architect',
      risk_tolerance: 'moderate',
      notes: 'Avery Stone',
    })
    const row = await getDb().UserProfile.findOne({ where: { user_id: user.id } })
    expect(row?.state).toBe('CA')
    expect(row?.age).toBe(42)
    expect(await dataVersion(user.id)).toBe((before ?? 0) + 1)
    expect((await call(user, 'GET', '')).json).toEqual(json)
  })

  it('POST again updates the profile: fields it does not send survive (spec: create or update), one row', async () => {
    const user = await newUser()
    await call(user, 'POST', '', { age: 30, date_of_birth: '1995-02-14', city: 'Austin', state: 'TX' })
    const { status, json } = await call(user, 'POST', '', { age: 31, state: null })
    expect(status).toBe(200)
    expect(json).toMatchObject({ age: 31, date_of_birth: '1995-02-14', city: 'Austin', state: null })
    const row = await getDb().UserProfile.findOne({ where: { user_id: user.id } })
    expect(row?.city).toBe('Austin')
    expect(row?.date_of_birth).toBe('1995-02-14')
    expect(await getDb().UserProfile.count({ where: { user_id: user.id } })).toBe(1)
  })

  it('answers at the spec path /api/v1/profile/profile and at /api/v1/profile with the same handler', async () => {
    const user = await newUser()
    const created = await call(user, 'POST', '/profile', { occupation: 'Pilot', city: 'Denver' })
    expect(created.status).toBe(200)
    const updated = await call(user, 'POST', '', { occupation: 'Captain' })
    expect(updated.json).toMatchObject({ occupation: 'Captain', city: 'Denver' })
    expect((await call(user, 'GET', '/profile')).json).toEqual(updated.json)
    expect((await call(user, 'PUT', '/profile')).headers.get('allow')).toBe('GET, POST, PATCH')
  })

  it('answers the account with its profile at /api/v1/users/profile and /users/{userId}/profile (own id only)', async () => {
    const user = await newUser()
    const before = await apiCall(server.base, user.token, 'GET', '/users/profile')
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ id: user.id, profile: null })
    await call(user, 'POST', '/profile', { city: 'Boise' })
    const own = await apiCall(server.base, user.token, 'GET', `/users/${user.id}/profile`)
    expect(own.body).toMatchObject({ id: user.id, email: expect.any(String), profile: { city: 'Boise' } })
    expect((await apiCall(server.base, user.token, 'GET', `/users/${user.id + 1000}/profile`)).status).toBe(404)
    expect((await apiCall(server.base, null, 'GET', '/users/profile')).status).toBe(401)
  })

  it('PATCH changes only the fields given, null clears one, and creates the profile when missing', async () => {
    const user = await newUser()
    const created = await call(user, 'PATCH', '', { occupation: 'Nurse' })
    expect(created.status).toBe(200)
    expect(created.json).toMatchObject({ occupation: 'Nurse', age: null })
    await call(user, 'PATCH', '', { age: 50, city: 'Reno' })
    const { json } = await call(user, 'PATCH', '', { city: null, risk_tolerance: 'aggressive' })
    expect(json).toMatchObject({ occupation: 'Nurse', age: 50, city: null, risk_tolerance: 'aggressive' })
    const row = await getDb().UserProfile.findOne({ where: { user_id: user.id } })
    expect(row?.city).toBeNull()
    expect(row?.occupation).toBe('Nurse')
  })

  it('answers 422 with a message per bad field and changes nothing', async () => {
    const user = await newUser()
    await call(user, 'POST', '', { age: 40, state: 'NY' })
    const { status, json } = await call(user, 'PATCH', '', {
      age: 0,
      marital_status: 'complicated',
      state: 'Cal',
      zip_code: '123',
      phone: 'call me',
      date_of_birth: '2023-02-30',
      occupation: 'x'.repeat(101),
    })
    expect(status).toBe(422)
    expect(messages(json)).toEqual({
      'body.age': 'Age must be greater than 0 and under 120',
      'body.marital_status': 'Choose a valid marital status',
      'body.state': 'State must be a 2-letter code (e.g. CA)',
      'body.zip_code': 'ZIP code must be 5 digits (or ZIP+4, e.g. 12345-6789)',
      'body.phone': 'Enter a valid phone number',
      'body.date_of_birth': 'Date of birth must be a valid date (YYYY-MM-DD)',
      'body.occupation': 'Occupation must be at most 100 characters',
    })
    expect((await call(user, 'PATCH', '', { age: 120 })).status).toBe(422)
    expect((await call(user, 'PATCH', '', { age: 'forty' })).status).toBe(422)
    const row = await getDb().UserProfile.findOne({ where: { user_id: user.id } })
    expect(row?.age).toBe(40)
    expect(row?.state).toBe('NY')
  })

  it('answers 422 (not 500) to malformed JSON and to a body that is not an object', async () => {
    const user = await newUser()
    for (const body of ['{"age":', '[1,2]', '"text"', 'null']) {
      for (const method of ['POST', 'PATCH']) {
        const { status, json } = await call(user, method, '', body)
        expect(status, `${method} ${body}`).toBe(422)
        expect((json as { detail: Detail[] }).detail[0].loc).toEqual(['body'])
      }
    }
    expect(await getDb().UserProfile.count({ where: { user_id: user.id } })).toBe(0)
  })
})

describe('/api/v1/profile/family', () => {
  it('creates (201), lists, patches and deletes a family member, with money in dollars', async () => {
    const user = await newUser()
    const created = await call(user, 'POST', '/family', {
      name: ' Sam Stone ',
      relationship_type: 'child',
      age: 9,
      date_of_birth: '2016-04-01',
      income: 0,
      retirement_savings: '1,234.56',
      education_fund_target: 80000.1,
      notes: 'Loves math',
    })
    expect(created.status).toBe(201)
    const member = created.json as { id: number }
    expect(member).toMatchObject({
      user_id: user.id,
      name: 'Sam Stone',
      relationship_type: 'child',
      age: 9,
      date_of_birth: '2016-04-01',
      income: 0,
      retirement_savings: 1234.56,
      education_fund_target: 80000.1,
      notes: 'Loves math',
    })
    const row = await getDb().FamilyMember.findOne({ where: { id: member.id, user_id: user.id } })
    expect(row?.retirement_savings_cents).toBe(123456)
    expect(row?.education_fund_target_cents).toBe(8000010)

    expect((await call(user, 'GET', '/family')).json).toEqual([member])

    const patched = await call(user, 'PATCH', `/family/${member.id}`, { age: 10, notes: null })
    expect(patched.status).toBe(200)
    expect(patched.json).toMatchObject({ id: member.id, name: 'Sam Stone', age: 10, notes: null, income: 0 })

    const deleted = await call(user, 'DELETE', `/family/${member.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ message: 'Family member deleted', id: member.id })
    expect(await getDb().FamilyMember.count({ where: { user_id: user.id } })).toBe(0)
    expect((await call(user, 'DELETE', `/family/${member.id}`)).json).toEqual({ detail: 'Family member not found' })
  })

  it('says which required field is missing and refuses bad values', async () => {
    const user = await newUser()
    const empty = await call(user, 'POST', '/family', {})
    expect(empty.status).toBe(422)
    expect(messages(empty.json)).toEqual({
      'body.name': 'Name is required',
      'body.relationship_type': 'Relationship is required',
    })
    const bad = await call(user, 'POST', '/family', {
      name: '   ',
      relationship_type: 'cousin',
      age: 130,
      income: -5,
      retirement_savings: 1_000_000_000,
      education_fund_target: 10.005,
      date_of_birth: '2999-01-01',
    })
    expect(messages(bad.json)).toEqual({
      'body.name': 'Name is required',
      'body.relationship_type': 'Choose a valid relationship',
      'body.age': 'Age must be greater than 0 and under 120',
      'body.income': 'Income cannot be negative',
      'body.retirement_savings': 'Retirement savings is too large (at most 999,999,999.99)',
      'body.education_fund_target': 'Education fund target can have at most 2 decimals',
      'body.date_of_birth': 'Date of birth cannot be in the future',
    })
    expect(await getDb().FamilyMember.count({ where: { user_id: user.id } })).toBe(0)
  })

  it('accepts every relationship the profile form offers', async () => {
    const user = await newUser()
    for (const relationship_type of [
      'spouse',
      'partner',
      'child',
      'dependent',
      'other_dependent',
      'parent',
      'sibling',
      'other',
    ]) {
      expect((await call(user, 'POST', '/family', { name: 'X', relationship_type })).status).toBe(201)
    }
    expect(((await call(user, 'GET', '/family')).json as unknown[]).length).toBe(8)
  })

  it('PATCH refuses to blank a required field, and bad JSON, and changes nothing', async () => {
    const user = await newUser()
    const { json } = await call(user, 'POST', '/family', { name: 'Kim', relationship_type: 'spouse' })
    const id = (json as { id: number }).id
    const blank = await call(user, 'PATCH', `/family/${id}`, { name: '', relationship_type: null })
    expect(messages(blank.json)).toEqual({
      'body.name': 'Name is required',
      'body.relationship_type': 'Relationship is required',
    })
    expect((await call(user, 'PATCH', `/family/${id}`, '{oops')).status).toBe(422)
    const row = await getDb().FamilyMember.findOne({ where: { id, user_id: user.id } })
    expect(row?.name).toBe('Kim')
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400 "Invalid ID" for id %s', async (id) => {
    const user = await newUser()
    for (const method of ['PATCH', 'DELETE']) {
      const { status, json } = await call(user, method, `/family/${id}`, method === 'PATCH' ? {} : undefined)
      expect(status).toBe(400)
      expect(json).toEqual({ detail: 'Invalid ID' })
    }
  })
})

describe('/api/v1/profile/benefits', () => {
  it('creates, lists, patches and deletes a benefit', async () => {
    const user = await newUser()
    const created = await call(user, 'POST', '/benefits', {
      benefit_type: 'social_security',
      benefit_name: 'Social Security',
      estimated_monthly_benefit: '2,450.75',
      eligibility_date: '2049-06-01',
      notes: 'At full retirement age',
    })
    expect(created.status).toBe(201)
    const benefit = created.json as { id: number }
    expect(benefit).toMatchObject({
      user_id: user.id,
      benefit_type: 'social_security',
      benefit_name: 'Social Security',
      estimated_monthly_benefit: 2450.75,
      eligibility_date: '2049-06-01',
      notes: 'At full retirement age',
    })
    const row = await getDb().Benefit.findOne({ where: { id: benefit.id, user_id: user.id } })
    expect(row?.estimated_monthly_benefit_cents).toBe(245075)
    expect((await call(user, 'GET', '/benefits')).json).toEqual([benefit])

    const patched = await call(user, 'PATCH', `/benefits/${benefit.id}`, { estimated_monthly_benefit: 2500 })
    expect(patched.json).toMatchObject({ benefit_name: 'Social Security', estimated_monthly_benefit: 2500 })

    expect((await call(user, 'DELETE', `/benefits/${benefit.id}`)).status).toBe(200)
    expect(await getDb().Benefit.count({ where: { user_id: user.id } })).toBe(0)
  })

  it('requires a name and a type and refuses bad values', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'POST', '/benefits', {})
    expect(status).toBe(422)
    expect(messages(json)).toEqual({
      'body.benefit_type': 'Benefit type is required',
      'body.benefit_name': 'Benefit name is required',
    })
    const bad = await call(user, 'POST', '/benefits', {
      benefit_type: 'lottery',
      benefit_name: 'Win',
      estimated_monthly_benefit: 'lots',
      eligibility_date: 'soon',
    })
    expect(messages(bad.json)).toEqual({
      'body.benefit_type': 'Choose a valid benefit type',
      'body.estimated_monthly_benefit': 'Estimated monthly benefit must be a number',
      'body.eligibility_date': 'Eligibility date must be a valid date (YYYY-MM-DD)',
    })
    expect(await getDb().Benefit.count({ where: { user_id: user.id } })).toBe(0)
  })

  it('answers 404 "Benefit not found" for an id that does not exist', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'PATCH', '/benefits/987654', { benefit_name: 'X' })
    expect(status).toBe(404)
    expect(json).toEqual({ detail: 'Benefit not found' })
  })
})

describe('/api/v1/profile/tax-info', () => {
  it('defaults tax_year to the current year and stores percentages and the AGI', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'POST', '/tax-info', {
      filing_status: 'married_jointly',
      federal_tax_bracket: 22,
      effective_tax_rate: '14.35',
      adjusted_gross_income: 185000.5,
      notes: 'Itemizing',
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      user_id: user.id,
      tax_year: new Date().getFullYear(),
      filing_status: 'married_jointly',
      federal_tax_bracket: 22,
      effective_tax_rate: 14.35,
      adjusted_gross_income: 185000.5,
      notes: 'Itemizing',
    })
    const row = await getDb().TaxInfo.findOne({ where: { user_id: user.id } })
    expect(row?.adjusted_gross_income_cents).toBe(18500050)
    expect(row?.effective_tax_rate).toBe(14.35)
  })

  it('lists newest year first, filters by ?tax_year, and refuses a second record for a year', async () => {
    const user = await newUser()
    for (const tax_year of [2022, 2024, 2023]) {
      expect((await call(user, 'POST', '/tax-info', { tax_year })).status).toBe(201)
    }
    const list = (await call(user, 'GET', '/tax-info')).json as { tax_year: number }[]
    expect(list.map((r) => r.tax_year)).toEqual([2024, 2023, 2022])
    const one = (await call(user, 'GET', '/tax-info?tax_year=2023')).json as { tax_year: number }[]
    expect(one.map((r) => r.tax_year)).toEqual([2023])
    expect((await call(user, 'GET', '/tax-info?tax_year=')).json).toHaveLength(3)

    const bad = await call(user, 'GET', '/tax-info?tax_year=abc')
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toEqual({ 'query.tax_year': 'Tax year must be a number' })

    const duplicate = await call(user, 'POST', '/tax-info', { tax_year: 2023 })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json).toEqual({ detail: 'Tax information for 2023 already exists. Edit that record instead.' })
    const id2022 = (list[2] as unknown as { id: number }).id
    const moved = await call(user, 'PATCH', `/tax-info/${id2022}`, { tax_year: 2024 })
    expect(moved.status).toBe(409)
    expect(await getDb().TaxInfo.count({ where: { user_id: user.id } })).toBe(3)
  })

  it('patches and deletes a record', async () => {
    const user = await newUser()
    const { json } = await call(user, 'POST', '/tax-info', { tax_year: 2021, federal_tax_bracket: 12 })
    const id = (json as { id: number }).id
    const patched = await call(user, 'PATCH', `/tax-info/${id}`, { federal_tax_bracket: 24, filing_status: 'single' })
    expect(patched.status).toBe(200)
    expect(patched.json).toMatchObject({ tax_year: 2021, federal_tax_bracket: 24, filing_status: 'single' })
    expect((await call(user, 'DELETE', `/tax-info/${id}`)).json).toEqual({ message: 'Tax information deleted', id })
    expect(await getDb().TaxInfo.count({ where: { user_id: user.id } })).toBe(0)
  })

  it('refuses an empty or out-of-range year and percentages outside 0-100', async () => {
    const user = await newUser()
    expect(messages((await call(user, 'POST', '/tax-info', { tax_year: null })).json)).toEqual({
      'body.tax_year': 'Tax year is required',
    })
    const next = new Date().getFullYear() + 1
    const bad = await call(user, 'POST', '/tax-info', {
      tax_year: next + 1,
      filing_status: 'married_filing_jointly',
      federal_tax_bracket: 101,
      effective_tax_rate: -1,
      adjusted_gross_income: -10,
    })
    expect(messages(bad.json)).toEqual({
      'body.tax_year': `Tax year must be between 1900 and ${next}`,
      'body.filing_status': 'Choose a valid filing status',
      'body.federal_tax_bracket': 'Federal tax bracket must be between 0 and 100',
      'body.effective_tax_rate': 'Effective tax rate must be between 0 and 100',
      'body.adjusted_gross_income': 'Adjusted gross income cannot be negative',
    })
    expect(messages((await call(user, 'POST', '/tax-info', { tax_year: 1899 })).json)).toEqual({
      'body.tax_year': `Tax year must be between 1900 and ${next}`,
    })
    expect(await getDb().TaxInfo.count({ where: { user_id: user.id } })).toBe(0)
  })
})

describe('/api/v1/profile/complete-profile', () => {
  it('returns the profile, family members, benefits and the latest tax record', async () => {
    const user = await newUser()
    await call(user, 'POST', '', { age: 55 })
    await call(user, 'POST', '/family', { name: 'Lee', relationship_type: 'spouse', income: 70000 })
    await call(user, 'POST', '/benefits', { benefit_type: 'pension', benefit_name: 'State pension' })
    await call(user, 'POST', '/tax-info', { tax_year: 2023 })
    await call(user, 'POST', '/tax-info', { tax_year: 2024, federal_tax_bracket: 24 })
    const { status, json } = await call(user, 'GET', '/complete-profile')
    expect(status).toBe(200)
    expect(json).toMatchObject({
      profile: { age: 55 },
      family_members: [{ name: 'Lee', income: 70000 }],
      benefits: [{ benefit_name: 'State pension' }],
      tax_info: { tax_year: 2024, federal_tax_bracket: 24 },
    })
  })

  it('includes the estate documents, insurance policies and investment preferences', async () => {
    const user = await newUser()
    const post = (path: string, body: unknown) => apiCall(server.base, user.token, 'POST', path, body)
    expect((await post('/estate-planning/documents', { document_type: 'will', document_name: 'Will' })).status).toBe(
      201,
    )
    expect(
      (await post('/insurance/policies', { policy_type: 'life', policy_name: 'Term', coverage_amount: 500000 })).status,
    ).toBe(201)
    expect((await post('/investment-preferences/', { risk_tolerance_score: 8 })).status).toBe(201)
    const { json } = await call(user, 'GET', '/complete-profile')
    expect(json).toMatchObject({
      estate_documents: [{ document_type: 'will', document_name: 'Will' }],
      insurance_policies: [{ policy_type: 'life', policy_name: 'Term', coverage_amount: 500000 }],
      investment_preferences: { risk_tolerance_score: 8 },
    })
  })
})

describe('ownership: another user never sees or changes these rows', () => {
  it('answers 404 to PATCH and DELETE of another user’s rows and hides them from lists', async () => {
    const owner = await newUser()
    const other = await newUser()
    const member = (await call(owner, 'POST', '/family', { name: 'Ana', relationship_type: 'child' })).json as {
      id: number
    }
    const benefit = (await call(owner, 'POST', '/benefits', { benefit_type: 'pension', benefit_name: 'Plan A' }))
      .json as { id: number }
    const tax = (await call(owner, 'POST', '/tax-info', { tax_year: 2020, notes: 'mine' })).json as { id: number }
    await call(owner, 'POST', '', { age: 40 })

    const cases: [string, string, string][] = [
      [`/family/${member.id}`, 'Family member not found', 'name'],
      [`/benefits/${benefit.id}`, 'Benefit not found', 'benefit_name'],
      [`/tax-info/${tax.id}`, 'Tax information not found', 'notes'],
    ]
    for (const [path, detail, field] of cases) {
      const patch = await call(other, 'PATCH', path, { [field]: 'stolen' })
      expect(patch.status, path).toBe(404)
      expect(patch.json).toEqual({ detail })
      const del = await call(other, 'DELETE', path)
      expect(del.status, path).toBe(404)
      expect(del.json).toEqual({ detail })
    }

    for (const path of ['/family', '/benefits', '/tax-info']) {
      expect((await call(other, 'GET', path)).json, path).toEqual([])
    }
    expect((await call(other, 'GET', '')).status).toBe(404)
    expect((await call(other, 'GET', '/complete-profile')).json).toEqual({
      profile: null,
      family_members: [],
      benefits: [],
      tax_info: null,
      estate_documents: [],
      insurance_policies: [],
      investment_preferences: null,
    })

    const db = getDb()
    expect((await db.FamilyMember.findByPk(member.id))?.name).toBe('Ana')
    expect((await db.Benefit.findByPk(benefit.id))?.benefit_name).toBe('Plan A')
    expect((await db.TaxInfo.findByPk(tax.id))?.notes).toBe('mine')
    expect((await call(owner, 'GET', '/family')).json).toHaveLength(1)
  })
})

describe('profile service helpers', () => {
  it('clearProfileField clears an allowed field and refuses any other with "Unknown profile field"', async () => {
    const user = await newUser()
    await expect(clearProfileField(user.id, 'age')).rejects.toMatchObject({ status: 404, message: 'Profile not found' })
    await call(user, 'POST', '', { age: 33, state: 'WA', address: '2 Elm St' })
    const cleared = await clearProfileField(user.id, 'state')
    expect(cleared.state).toBeNull()
    expect(cleared.age).toBe(33)
    await expect(clearProfileField(user.id, 'address')).rejects.toMatchObject({
      status: 400,
      message: 'Unknown profile field',
    })
    await expect(clearProfileField(user.id, 'user_id')).rejects.toMatchObject({ message: 'Unknown profile field' })
    const row = await getDb().UserProfile.findOne({ where: { user_id: user.id } })
    expect(row?.state).toBeNull()
    expect(row?.address).toBe('2 Elm St')
  })

  it('profileCompletion adds 25 per filled area', async () => {
    const user = await newUser()
    expect(await profileCompletion(user.id)).toBe(0)
    await call(user, 'POST', '', {})
    expect(await profileCompletion(user.id)).toBe(0)
    await call(user, 'PATCH', '', { occupation: 'Pilot' })
    expect(await profileCompletion(user.id)).toBe(25)
    await call(user, 'POST', '/family', { name: 'Jo', relationship_type: 'partner' })
    expect(await profileCompletion(user.id)).toBe(50)
    await call(user, 'POST', '/benefits', { benefit_type: 'other', benefit_name: 'Annuity' })
    expect(await profileCompletion(user.id)).toBe(75)
    await call(user, 'POST', '/tax-info', {})
    expect(await profileCompletion(user.id)).toBe(100)
  })
})
