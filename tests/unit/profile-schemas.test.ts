import { describe, expect, it } from 'vitest'
import {
  BenefitPatchSchema,
  BenefitSchema,
  CLEARABLE_PROFILE_FIELDS,
  FamilyMemberPatchSchema,
  FamilyMemberSchema,
  isClearableProfileField,
  parseRowId,
  ProfileSchema,
  TaxInfoFormSchema,
  TaxInfoPatchSchema,
  TaxInfoQuerySchema,
  TaxInfoSchema,
} from '../../app/schemas/profile.ts'

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }

function messagesOf(result: Result): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

const thisYear = new Date().getFullYear()

describe('ProfileSchema', () => {
  it('accepts an empty profile: every field is optional', () => {
    expect(ProfileSchema.parse({})).toEqual({})
  })

  it('reads form strings: numbers, trimmed text, upper-cased state, lower-cased choices', () => {
    expect(
      ProfileSchema.parse({
        age: ' 45 ',
        state: ' ca ',
        city: '  Portland ',
        marital_status: 'Married',
        employment_status: 'SELF_EMPLOYED',
        risk_tolerance: 'moderate',
        zip_code: '97201-1234',
        phone: '+1 (503) 555-0100',
      }),
    ).toEqual({
      age: 45,
      state: 'CA',
      city: 'Portland',
      marital_status: 'married',
      employment_status: 'self_employed',
      risk_tolerance: 'moderate',
      zip_code: '97201-1234',
      phone: '+1 (503) 555-0100',
    })
  })

  it('turns blanks into "not given" and keeps null as "clear"', () => {
    const parsed = ProfileSchema.parse({ age: '', city: '   ', notes: null })
    expect(parsed.age).toBeUndefined()
    expect(parsed.city).toBeUndefined()
    expect(parsed.notes).toBeNull()
  })

  it.each([0, -1, 120, 150, '0', '120'])('refuses age %s as out of range', (age) => {
    expect(messagesOf(ProfileSchema.safeParse({ age }))).toEqual({ age: 'Age must be greater than 0 and under 120' })
  })

  it.each([1, 119, '64'])('accepts age %s', (age) => {
    expect(ProfileSchema.safeParse({ age }).success).toBe(true)
  })

  it('says why other values are refused', () => {
    expect(
      messagesOf(
        ProfileSchema.safeParse({
          age: 'old',
          marital_status: 'engaged',
          employment_status: 'freelance',
          risk_tolerance: 'yolo',
          state: 'C',
          zip_code: 'ABCDE',
          phone: '12',
          date_of_birth: '01/02/1990',
          notes: 'x'.repeat(2001),
          gender: 7,
        }),
      ),
    ).toEqual({
      age: 'Age must be a number',
      marital_status: 'Choose a valid marital status',
      employment_status: 'Choose a valid employment status',
      risk_tolerance: 'Choose a valid risk tolerance',
      state: 'State must be a 2-letter code (e.g. CA)',
      zip_code: 'ZIP code must be 5 digits (or ZIP+4, e.g. 12345-6789)',
      phone: 'Enter a valid phone number',
      date_of_birth: 'Date of birth must be a valid date (YYYY-MM-DD)',
      notes: 'Notes must be at most 2000 characters',
      gender: 'Gender must be text',
    })
  })

  it('refuses impossible and future birth dates, accepts a leap day', () => {
    expect(ProfileSchema.safeParse({ date_of_birth: '1984-02-29' }).success).toBe(true)
    expect(messagesOf(ProfileSchema.safeParse({ date_of_birth: '1985-02-29' }))).toEqual({
      date_of_birth: 'Date of birth must be a valid date (YYYY-MM-DD)',
    })
    expect(messagesOf(ProfileSchema.safeParse({ date_of_birth: `${thisYear + 2}-01-01` }))).toEqual({
      date_of_birth: 'Date of birth cannot be in the future',
    })
    expect(messagesOf(ProfileSchema.safeParse({ date_of_birth: '1899-12-31' }))).toEqual({
      date_of_birth: 'Date of birth must be in 1900 or later',
    })
  })
})

describe('FamilyMemberSchema', () => {
  it('requires a name and a relationship', () => {
    expect(messagesOf(FamilyMemberSchema.safeParse({}))).toEqual({
      name: 'Name is required',
      relationship_type: 'Relationship is required',
    })
    expect(messagesOf(FamilyMemberSchema.safeParse({ name: '  ', relationship_type: '' }))).toEqual({
      name: 'Name is required',
      relationship_type: 'Relationship is required',
    })
  })

  it.each(['spouse', 'partner', 'child', 'dependent', 'other_dependent', 'parent', 'sibling', 'other'])(
    'accepts the relationship %s',
    (relationship_type) => {
      expect(FamilyMemberSchema.safeParse({ name: 'A', relationship_type }).success).toBe(true)
    },
  )

  it('reads amounts typed with $ and thousands commas, and refuses a misplaced comma', () => {
    const parsed = FamilyMemberSchema.parse({
      name: 'Lee',
      relationship_type: 'spouse',
      income: '$85,000.50',
      retirement_savings: '1234',
      education_fund_target: 0,
    })
    expect(parsed).toMatchObject({ income: 85000.5, retirement_savings: 1234, education_fund_target: 0 })
    expect(
      messagesOf(FamilyMemberSchema.safeParse({ name: 'Lee', relationship_type: 'spouse', income: '1,5' })),
    ).toEqual({ income: 'Income must be a number' })
  })

  it('caps amounts at 999,999,999.99 with two decimals, never negative', () => {
    const base = { name: 'Lee', relationship_type: 'spouse' }
    expect(FamilyMemberSchema.safeParse({ ...base, income: 999_999_999.99 }).success).toBe(true)
    expect(messagesOf(FamilyMemberSchema.safeParse({ ...base, income: 1_000_000_000 }))).toEqual({
      income: 'Income is too large (at most 999,999,999.99)',
    })
    expect(messagesOf(FamilyMemberSchema.safeParse({ ...base, income: '-1' }))).toEqual({
      income: 'Income cannot be negative',
    })
    expect(messagesOf(FamilyMemberSchema.safeParse({ ...base, income: 1.234 }))).toEqual({
      income: 'Income can have at most 2 decimals',
    })
    expect(messagesOf(FamilyMemberSchema.safeParse({ ...base, income: 'Infinity' }))).toEqual({
      income: 'Income must be a number',
    })
  })

  it('PATCH: every field optional, but a required one cannot be blanked', () => {
    expect(FamilyMemberPatchSchema.parse({})).toEqual({})
    expect(FamilyMemberPatchSchema.parse({ income: null })).toEqual({ income: null })
    expect(messagesOf(FamilyMemberPatchSchema.safeParse({ name: null, relationship_type: '' }))).toEqual({
      name: 'Name is required',
      relationship_type: 'Relationship is required',
    })
  })
})

describe('BenefitSchema', () => {
  it('requires a type and a name', () => {
    expect(messagesOf(BenefitSchema.safeParse({}))).toEqual({
      benefit_type: 'Benefit type is required',
      benefit_name: 'Benefit name is required',
    })
  })

  it('allows an eligibility date in the future and a zero benefit', () => {
    const parsed = BenefitSchema.parse({
      benefit_type: 'Social_Security',
      benefit_name: ' SSA ',
      eligibility_date: `${thisYear + 20}-06-01`,
      estimated_monthly_benefit: '0',
    })
    expect(parsed).toMatchObject({ benefit_type: 'social_security', benefit_name: 'SSA', estimated_monthly_benefit: 0 })
  })

  it('refuses an unknown type and a 256-character name', () => {
    expect(messagesOf(BenefitSchema.safeParse({ benefit_type: 'lottery', benefit_name: 'x'.repeat(256) }))).toEqual({
      benefit_type: 'Choose a valid benefit type',
      benefit_name: 'Benefit name must be at most 255 characters',
    })
    expect(BenefitPatchSchema.parse({})).toEqual({})
  })
})

describe('Tax info schemas', () => {
  it('API create: an absent tax year is the current year, an empty one is refused', () => {
    expect(TaxInfoSchema.parse({})).toEqual({ tax_year: thisYear })
    expect(messagesOf(TaxInfoSchema.safeParse({ tax_year: null }))).toEqual({ tax_year: 'Tax year is required' })
    expect(messagesOf(TaxInfoSchema.safeParse({ tax_year: '' }))).toEqual({ tax_year: 'Tax year is required' })
  })

  it('form: the year is required', () => {
    expect(messagesOf(TaxInfoFormSchema.safeParse({}))).toEqual({ tax_year: 'Tax year is required' })
    expect(TaxInfoFormSchema.parse({ tax_year: '2024' })).toEqual({ tax_year: 2024 })
  })

  it('years run from 1900 to next year', () => {
    const range = `Tax year must be between 1900 and ${thisYear + 1}`
    expect(TaxInfoFormSchema.safeParse({ tax_year: 1900 }).success).toBe(true)
    expect(TaxInfoFormSchema.safeParse({ tax_year: thisYear + 1 }).success).toBe(true)
    expect(messagesOf(TaxInfoFormSchema.safeParse({ tax_year: 1899 }))).toEqual({ tax_year: range })
    expect(messagesOf(TaxInfoFormSchema.safeParse({ tax_year: thisYear + 2 }))).toEqual({ tax_year: range })
    expect(messagesOf(TaxInfoFormSchema.safeParse({ tax_year: 2024.5 }))).toEqual({
      tax_year: 'Tax year must be a whole year',
    })
  })

  it('percentages are 0-100 with at most two decimals; filing status from the list', () => {
    expect(
      TaxInfoFormSchema.parse({ tax_year: 2024, federal_tax_bracket: '0', effective_tax_rate: '100' }),
    ).toMatchObject({ federal_tax_bracket: 0, effective_tax_rate: 100 })
    expect(
      messagesOf(
        TaxInfoFormSchema.safeParse({
          tax_year: 2024,
          federal_tax_bracket: 100.5,
          effective_tax_rate: 12.345,
          filing_status: 'married_filing_jointly',
        }),
      ),
    ).toEqual({
      federal_tax_bracket: 'Federal tax bracket must be between 0 and 100',
      effective_tax_rate: 'Effective tax rate can have at most 2 decimals',
      filing_status: 'Choose a valid filing status',
    })
  })

  it('PATCH never fills in a default year', () => {
    expect(TaxInfoPatchSchema.parse({ notes: 'x' })).toEqual({ notes: 'x' })
  })

  it('the ?tax_year query is optional and must be a year when given', () => {
    expect(TaxInfoQuerySchema.parse({})).toEqual({})
    expect(TaxInfoQuerySchema.parse({ tax_year: '' })).toEqual({})
    expect(TaxInfoQuerySchema.parse({ tax_year: '2023' })).toEqual({ tax_year: 2023 })
    expect(messagesOf(TaxInfoQuerySchema.safeParse({ tax_year: 'abc' }))).toEqual({
      tax_year: 'Tax year must be a number',
    })
  })
})

describe('parseRowId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['000123', 123],
  ])('reads %s as %s', (raw, id) => {
    expect(parseRowId(raw)).toBe(id)
  })

  it.each([undefined, '', '0', '-1', '1.5', '1e3', 'abc', ' 1', '9'.repeat(16)])('refuses %s', (raw) => {
    expect(parseRowId(raw)).toBeNull()
  })
})

describe('clearable profile fields', () => {
  it('are exactly the fields the financial screen shows as profile rows', () => {
    expect([...CLEARABLE_PROFILE_FIELDS].sort()).toEqual(
      [
        'age',
        'state',
        'notes',
        'marital_status',
        'employment_status',
        'occupation',
        'gender',
        'phone',
        'city',
        'risk_tolerance',
      ].sort(),
    )
    expect(isClearableProfileField('age')).toBe(true)
    expect(isClearableProfileField('address')).toBe(false)
    expect(isClearableProfileField('user_id')).toBe(false)
  })
})
