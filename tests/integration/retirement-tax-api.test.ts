import { describe, expect, it } from 'vitest'
import { getDb } from '../../db/index.ts'
import { analyzeMatch, parseMatchFormula } from '../../app/lib/match-formula.ts'
import { monthlyBenefitCents } from '../../app/lib/social-security.ts'
import { analyzeTaxes } from '../../app/lib/tax/recommendations.ts'
import { callAs, fieldMessages as messages, type FieldErrorDetail as Detail } from '../helpers/api-client.ts'
import { useTestServer } from '../helpers/test-server.ts'
import { apiUser } from '../helpers/users.ts'

// The Retirement and Tax panels' JSON API: the numbers are the pure libraries' (checked here
// against their reference cases), the input checks answer 422 with field messages.
const server = useTestServer()

type User = { token: string; id: number }

const newUser = (): Promise<User> => apiUser(server.base)

const call = callAs(server)

describe('POST /api/v1/retirement/social-security', () => {
  it('answers 401 without a token and 405 to GET', async () => {
    expect((await call(null, 'POST', '/retirement/social-security', {})).status).toBe(401)
    const user = await newUser()
    expect((await call(user, 'GET', '/retirement/social-security')).status).toBe(405)
  })

  it('FRA 67, $2,000 at full retirement age: $1,400 at 62, $2,000 at 67, $2,480 at 70', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 62,
      birth_year: 1960,
    })
    expect(status).toBe(200)
    expect(json.full_retirement_age).toMatchObject({ years: 67, months: 0, label: '67', source: 'birth_year' })
    expect(json).toMatchObject({ claiming_age: 62, monthly_benefit: 1400, annual_benefit: 16800, percent_of_pia: 70 })
    expect(json.timing).toBe('early')
    expect(json.change_from_full_benefit).toBe(-600)
    const byAge = Object.fromEntries(
      (json.comparison as { claiming_age_months: number; monthly_benefit: number }[]).map((r) => [
        r.claiming_age_months / 12,
        r.monthly_benefit,
      ]),
    )
    expect(byAge).toEqual({ 62: 1400, 63: 1500, 64: 1600, 65: 1733, 66: 1866, 67: 2000, 68: 2160, 69: 2320, 70: 2480 })
    // Every row is the library's figure.
    for (const [age, dollars] of Object.entries(byAge)) {
      const cents = monthlyBenefitCents({ piaCents: 200_000, claimAgeMonths: Number(age) * 12, fraMonths: 804 })
      expect(dollars * 100).toBe(cents)
    }
    // 62 against 70: 2480·(m − 839) ≥ 1400·(m − 743) first at m = 964 months, 80 and 4 months.
    const versus70 = (json.breakeven as Detail[] & { later_claiming_age: number }[]).find(
      (b: { later_claiming_age: number }) => b.later_claiming_age === 70,
    )
    expect(versus70).toMatchObject({
      earlier_claiming_age: 62,
      breakeven_age_months: 964,
      breakeven_age_label: '80 and 4 months',
    })
    expect(json.recommendation).toContain('70% of your full benefit')
  })

  it('FRA 66 (born 1954): 75% at 62 and 132% at 70; without a birth year FRA is 67', async () => {
    const user = await newUser()
    const at70 = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: '2,000',
      claiming_age: '70',
      birth_year: '1954',
    })
    expect(at70.json).toMatchObject({ monthly_benefit: 2640, percent_of_pia: 132, timing: 'delayed' })
    expect(at70.json.comparison[0]).toMatchObject({
      claiming_age_months: 744,
      monthly_benefit: 1500,
      percent_of_pia: 75,
    })
    const noYear = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
    })
    expect(noYear.json.full_retirement_age).toMatchObject({ years: 67, source: 'default' })
    expect(noYear.json).toMatchObject({ monthly_benefit: 2000, timing: 'full', birth_year: null })
    // Born 1958: FRA 66 and 8 months gets its own row.
    const y1958 = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_year: 1958,
    })
    expect(y1958.json.full_retirement_age.label).toBe('66 and 8 months')
    expect(y1958.json.comparison).toHaveLength(10)
  })

  it('takes a date of birth and applies SSA’s day rules (20 CFR 404.311(a)(2), SSA agereduction notes)', async () => {
    const user = await newUser()
    // Born 1 March 1960: SSA counts February 1960 (age is attained the day before the
    // birthday), so FRA 67 is reached in February 2027; the first month at 62 throughout is
    // March 2022, 62 and 1 month of SSA age: 59 months early, 70.42 % of $2,000 → $1,408.
    const { status, json } = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 62,
      birth_date: '1960-03-01',
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      birth_year: 1960,
      birth_date: '1960-03-01',
      ssa_birth_month: '1960-02',
      full_retirement_age: { label: '67', source: 'birth_date', month: '2027-02' },
      claiming_age_months: 745,
      claiming_month: '2022-03',
      monthly_benefit: 1408,
      percent_of_pia: 70.42,
    })
    expect(json.notes).toHaveLength(2)
    // Born 1 January 1956: the 1955 table, FRA 66 and 2 months (66 and 4 for the year alone).
    const january = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_date: '1956-01-01',
      birth_year: 1956,
    })
    expect(january.json.full_retirement_age.label).toBe('66 and 2 months')
    // A birth year that is not the date's year is refused on that field.
    const mismatch = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_date: '1956-01-01',
      birth_year: 1955,
    })
    expect(mismatch.status).toBe(422)
    expect(messages(mismatch.json)).toEqual({
      'body.birth_year': 'Birth year must be the year of the date of birth (or leave it blank)',
    })
    const badDate = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: 2000,
      claiming_age: 67,
      birth_date: '1960-02-30',
    })
    expect(messages(badDate.json)).toEqual({ 'body.birth_date': 'Date of birth must be a valid date (YYYY-MM-DD)' })
  })

  it('answers 422 with a message for each bad field', async () => {
    const user = await newUser()
    const bad = await call(user, 'POST', '/retirement/social-security', {
      estimated_benefit: -5,
      claiming_age: 61,
      birth_year: 1800,
    })
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toEqual({
      'body.estimated_benefit': 'Estimated benefit must be greater than 0',
      'body.claiming_age': 'Claiming age must be between 62 and 70',
      'body.birth_year': `Birth year must be between 1900 and ${new Date().getFullYear()}`,
    })
    expect(messages((await call(user, 'POST', '/retirement/social-security', {})).json)).toEqual({
      'body.estimated_benefit': 'Estimated benefit at full retirement age is required',
      'body.claiming_age': 'Claiming age is required',
    })
    expect(
      messages(
        (await call(user, 'POST', '/retirement/social-security', { estimated_benefit: 'lots', claiming_age: 66.5 }))
          .json,
      ),
    ).toEqual({
      'body.estimated_benefit': 'Estimated benefit at full retirement age must be a number',
      'body.claiming_age': 'Claiming age must be a whole number of years',
    })
    const malformed = await call(user, 'POST', '/retirement/social-security', '{nope')
    expect(malformed.status).toBe(422)
    expect((await call(user, 'POST', '/retirement/social-security', '[1,2]')).status).toBe(422)
  })
})

describe('POST /api/v1/retirement/match-analysis', () => {
  it('"50% up to 6%" on $100,000 at 4%: captures $2,000 of $3,000', async () => {
    const user = await newUser()
    const { status, json } = await call(user, 'POST', '/retirement/match-analysis', {
      salary: 100000,
      contribution_percent: 4,
      match_formula: '50% up to 6%',
      year: 2024,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      limits_year: 2024,
      formula: '50% of the first 6% of pay',
      max_annual_match: 3000,
      captured_match: 2000,
      left_on_table: 1000,
      contribution_needed_percent: 6,
      employee_contribution: 4000,
      deferral_limit: 23000,
      deferral_limit_source: 'irs',
      contribution_capped: false,
    })
    expect(json.message).toContain("You're leaving free money on the table!")
  })

  it('reads the tiered and the plain formulas as the library does', async () => {
    const user = await newUser()
    const cases: [string, number, number, number][] = [
      ['100% up to 3%', 3, 3000, 3000],
      ['100% of first 3% and 50% of next 2%', 5, 4000, 4000],
      ['100% of first 3% and 50% of next 2%', 3, 4000, 3000],
    ]
    for (const [formula, percent, max, captured] of cases) {
      const { json } = await call(user, 'POST', '/retirement/match-analysis', {
        salary: 100000,
        contribution_percent: percent,
        match_formula: formula,
        year: 2025,
      })
      expect(json.max_annual_match, formula).toBe(max)
      expect(json.captured_match, formula).toBe(captured)
      const parsed = parseMatchFormula(formula)
      const lib = analyzeMatch({
        formula: parsed.formula!,
        salaryCents: 10_000_000,
        contributionPercent: percent,
        year: 2025,
      })
      expect(json.captured_match * 100).toBe(lib?.capturedMatchCents)
      expect(json.left_on_table * 100).toBe(lib?.leftOnTableCents)
    }
  })

  it("respects the year's deferral limit and the compensation limit", async () => {
    const user = await newUser()
    const { json } = await call(user, 'POST', '/retirement/match-analysis', {
      salary: 500000,
      contribution_percent: 10,
      match_formula: '100% up to 10%',
      year: 2024,
    })
    // Pay counted: $345,000 (401(a)(17)); 10% would be $34,500, capped at the $23,000 402(g) limit.
    expect(json).toMatchObject({
      compensation: 345000,
      compensation_capped: true,
      employee_contribution: 23000,
      contribution_capped: true,
      max_annual_match: 23000,
      captured_match: 23000,
      left_on_table: 0,
      max_limited_by_deferral_limit: true,
    })
    const withCatchUp = await call(user, 'POST', '/retirement/match-analysis', {
      salary: 500000,
      contribution_percent: 10,
      match_formula: '100% up to 10%',
      year: 2024,
      deferral_limit: 30500,
    })
    expect(withCatchUp.json).toMatchObject({
      deferral_limit: 30500,
      deferral_limit_source: 'entered',
      captured_match: 30500,
    })
  })

  it('reads the safe harbor names as the law defines them and holds additions to 415(c)', async () => {
    const user = await newUser()
    const at = async (match_formula: string, contribution_percent: number, salary = 100000, year = 2025) =>
      (await call(user, 'POST', '/retirement/match-analysis', { salary, contribution_percent, match_formula, year }))
        .json
    // IRC 401(k)(13)(D)(i)(I): QACA is 100% of 1% + 50% of the next 5%: $3,500 at 6% of $100,000.
    expect(await at('QACA safe harbor', 3)).toMatchObject({
      formula: '100% of the first 1% of pay, 50% of the next 5%',
      max_annual_match: 3500,
      captured_match: 2000,
      contribution_needed_percent: 6,
    })
    // IRC 401(k)(12)(C): 3% of pay whatever the employee defers, nothing to capture.
    expect(await at('safe harbor nonelective', 0)).toMatchObject({
      nonelective_contribution: 3000,
      max_annual_match: 0,
      left_on_table: 0,
      total_employer_contribution: 3000,
    })
    // 2026 (Notice 2025-67): 24,500 deferred + a 49,000 formula match would be 73,500; the
    // 415(c) limit of 72,000 leaves 47,500 for the employer.
    expect(await at('200% up to 100%', 10, 300000, 2026)).toMatchObject({
      employee_contribution: 24500,
      captured_match: 47500,
      annual_additions_limit: 72000,
      annual_additions_capped: true,
    })
  })

  it('refuses a match rate without its limit and asks for the limit', async () => {
    const user = await newUser()
    const response = await call(user, 'POST', '/retirement/match-analysis', {
      salary: 100000,
      contribution_percent: 5,
      match_formula: '100%',
    })
    expect(response.status).toBe(422)
    expect(messages(response.json)).toEqual({
      'body.match_formula':
        'No limit given for the 100% match: up to what share of your pay does your employer match? Write it like "100% up to 6%".',
    })
  })

  it('answers 422 with the reason when the formula cannot be read, and for each bad field', async () => {
    const user = await newUser()
    const unreadable = await call(user, 'POST', '/retirement/match-analysis', {
      salary: 100000,
      contribution_percent: 4,
      match_formula: 'whatever the boss feels like',
    })
    expect(unreadable.status).toBe(422)
    expect(messages(unreadable.json)['body.match_formula']).toMatch(/^Could not read "whatever the boss feels like"/)

    const bad = await call(user, 'POST', '/retirement/match-analysis', {
      salary: -1,
      contribution_percent: 101,
      vesting_schedule: 'someday',
      deferral_limit: -3,
    })
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toEqual({
      'body.salary': 'Salary cannot be negative',
      'body.contribution_percent': 'Must be between 0-100%',
      'body.match_formula': "Enter your employer's match formula",
      'body.vesting_schedule': 'Choose a valid vesting schedule',
      'body.deferral_limit': 'Contribution limit cannot be negative',
    })
  })
})

describe('GET /api/v1/tax/analysis', () => {
  const record = {
    tax_year: 2024,
    filing_status: 'single',
    adjusted_gross_income: 200000,
    federal_tax_bracket: 24,
    state_tax_rate: 5,
    charitable_giving_annual: 6000,
    itemized_deduction_total: 20000,
    tax_loss_harvesting_enabled: false,
    backdoor_roth_eligible: false,
    mega_backdoor_roth_available: true,
  }

  it('stores the panel fields on the tax information record and analyses it as analyzeTaxes() does', async () => {
    const user = await newUser()
    const created = await call(user, 'POST', '/profile/tax-info', record)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject(record)
    const row = await getDb().TaxInfo.findOne({ where: { user_id: user.id } })
    expect(row?.charitable_giving_annual_cents).toBe(600_000)

    const { status, json } = await call(user, 'GET', '/tax/analysis?year=2024')
    expect(status).toBe(200)
    expect(json.year).toBe(2024)
    expect(json.tax_info).toMatchObject(record)
    // By hand: taxable 200,000 − 20,000 itemized = 180,000 → 24 % (2024 single); + 5 % state = 29 %.
    expect(json.cards).toEqual({
      tax_bracket: 24,
      adjusted_gross_income: 200000,
      charitable_giving: 6000,
      strategies: 3,
    })
    expect(json.analysis).toMatchObject({ marginal_rate: 29, standard_deduction: 14600, taxable_income: 180000 })
    expect(json.analysis.savings).toEqual({
      charitable: 1566, // (20,000 − 14,600) × 29 %
      itemizing: 1566,
      backdoor_roth: 2030, // AGI above the 161,000 phase-out end: 7,000 × 29 %
      tax_loss_harvesting: 870, // min(0.5 % × 200,000, 3,000 × 29 %)
    })
    expect(json.analysis.recommendations.map((r: { id: string }) => r.id)).toEqual([
      'backdoor_roth',
      'charitable_bunching',
      'tax_loss_harvesting',
    ])

    const lib = analyzeTaxes({
      tax_year: 2024,
      filing_status: 'single',
      adjusted_gross_income_cents: 20_000_000,
      federal_tax_bracket: 24,
      state_tax_rate: 5,
      charitable_giving_annual_cents: 600_000,
      itemized_deduction_total_cents: 2_000_000,
      tax_loss_harvesting_enabled: false,
      backdoor_roth_eligible: false,
      mega_backdoor_roth_available: true,
    })
    expect(json.analysis.federal_tax * 100).toBe(lib.federal_tax_cents)
    expect(
      json.analysis.recommendations.map((r: { estimated_annual_savings: number | null }) => r.estimated_annual_savings),
    ).toEqual(
      lib.recommendations.map((r) =>
        r.estimated_annual_savings_cents === null ? null : r.estimated_annual_savings_cents / 100,
      ),
    )

    // Above $230,000 with after-tax contributions available: the mega backdoor Roth joins.
    const id = created.json.id as number
    await call(user, 'PATCH', `/profile/tax-info/${id}`, { adjusted_gross_income: 250000 })
    const richer = await call(user, 'GET', '/tax/analysis?year=2024')
    expect(richer.json.analysis.recommendations.map((r: { id: string }) => r.id)).toContain('mega_backdoor_roth')
  })

  it("defaults to this year's record, else the latest one, and never shows another user's", async () => {
    const owner = await newUser()
    await call(owner, 'POST', '/profile/tax-info', record)
    const latest = await call(owner, 'GET', '/tax/analysis')
    expect(latest.json.year).toBe(2024)
    expect(latest.json.years).toEqual([2024])

    const stranger = await newUser()
    const empty = await call(stranger, 'GET', '/tax/analysis?year=2024')
    expect(empty.status).toBe(200)
    expect(empty.json.tax_info).toBeNull()
    expect(empty.json.cards).toEqual({
      tax_bracket: null,
      adjusted_gross_income: null,
      charitable_giving: null,
      strategies: 0,
    })
    expect(empty.json.analysis.hints).toContain(
      'Add your adjusted gross income (AGI) to compute your bracket and savings.',
    )
    expect((await call(stranger, 'GET', '/tax/analysis')).json.year).toBe(new Date().getFullYear())
  })

  it('answers 401 without a token and 422 for a bad year or bad panel fields', async () => {
    expect((await call(null, 'GET', '/tax/analysis')).status).toBe(401)
    const user = await newUser()
    const bad = await call(user, 'GET', '/tax/analysis?year=abc')
    expect(bad.status).toBe(422)
    expect(messages(bad.json)).toEqual({ 'query.year': 'Year must be a number' })
    expect((await call(user, 'POST', '/tax/analysis', {})).status).toBe(405)

    const badFields = await call(user, 'POST', '/profile/tax-info', {
      tax_year: 2024,
      state_tax_rate: 16,
      charitable_giving_annual: -1,
      itemized_deduction_total: 'a lot',
      tax_loss_harvesting_enabled: 'maybe',
    })
    expect(badFields.status).toBe(422)
    expect(messages(badFields.json)).toEqual({
      'body.state_tax_rate': 'State tax rate must be between 0 and 15',
      'body.charitable_giving_annual': 'Annual charitable giving cannot be negative',
      'body.itemized_deduction_total': 'Itemized deduction total must be a number',
      'body.tax_loss_harvesting_enabled': 'Tax-loss harvesting enabled must be true or false',
    })
  })
})
