import { describe, expect, it } from 'vitest'
import { addDays, estateGaps, isReviewDue } from '../../app/lib/estate-gaps.ts'
import { ageOf, householdFacts, isMinorChild } from '../../app/lib/household-facts.ts'

const none = { retirementAccounts: 0, minorChildren: 0 }
const keys = (gaps: { key: string }[]) => gaps.map((g) => g.key)

describe('estate gaps', () => {
  it('asks a household with nothing for a will, a healthcare directive and a power of attorney', () => {
    expect(keys(estateGaps([], none))).toEqual(['will', 'healthcare_directive', 'power_of_attorney'])
  })

  it('names no gap once those three are on file', () => {
    const docs = ['will', 'healthcare_directive', 'power_of_attorney'].map((t) => ({
      document_type: t,
      status: 'current',
    }))
    expect(estateGaps(docs, none)).toEqual([])
  })

  it('treats a document recorded as missing as absent, and one needing an update as present', () => {
    const docs = [
      { document_type: 'will', status: 'missing' },
      { document_type: 'healthcare_directive', status: 'needs_update' },
      { document_type: 'power_of_attorney', status: 'in_progress' },
    ]
    expect(keys(estateGaps(docs, none))).toEqual(['will'])
  })

  it('asks for beneficiary designations only when retirement accounts exist', () => {
    expect(keys(estateGaps([], { ...none, retirementAccounts: 2 }))).toContain('beneficiary_designation')
    const gap = estateGaps([], { ...none, retirementAccounts: 2 }).find((g) => g.key === 'beneficiary_designation')
    expect(gap?.reason).toContain('2 retirement accounts')
    expect(keys(estateGaps([], { ...none, retirementAccounts: 1 }))).toContain('beneficiary_designation')
    expect(estateGaps([], { ...none, retirementAccounts: 1 }).at(-1)?.reason).toContain('1 retirement account;')
    const designated = [{ document_type: 'beneficiary_designation', status: 'current' }]
    expect(keys(estateGaps(designated, { ...none, retirementAccounts: 2 }))).not.toContain('beneficiary_designation')
  })

  it('asks for a guardianship designation when minors exist and no will names one', () => {
    const gaps = estateGaps([], { ...none, minorChildren: 2 })
    expect(keys(gaps)).toEqual(['will', 'guardianship', 'healthcare_directive', 'power_of_attorney'])
    expect(gaps[1].reason).toContain('2 minor children')
    expect(
      keys(estateGaps([{ document_type: 'will', status: 'current' }], { ...none, minorChildren: 1 })),
    ).not.toContain('guardianship')
  })
})

describe('review dates', () => {
  it('counts reviews due within 90 days, overdue ones included', () => {
    expect(addDays('2025-01-01', 90)).toBe('2025-04-01')
    expect(isReviewDue('2025-04-01', '2025-01-01')).toBe(true)
    expect(isReviewDue('2025-04-02', '2025-01-01')).toBe(false)
    expect(isReviewDue('2024-06-01', '2025-01-01')).toBe(true)
    expect(isReviewDue(null, '2025-01-01')).toBe(false)
  })
})

describe('household facts', () => {
  const today = '2025-06-15'
  it('reads age from the recorded age, else from the birth date', () => {
    expect(ageOf({ age: 40, date_of_birth: null }, today)).toBe(40)
    expect(ageOf({ age: null, date_of_birth: '2007-06-15' }, today)).toBe(18)
    expect(ageOf({ age: null, date_of_birth: '2007-06-16' }, today)).toBe(17)
    expect(ageOf({ age: null, date_of_birth: null }, today)).toBeNull()
  })

  it('counts minors: under 18, or a child with no age recorded', () => {
    expect(isMinorChild({ relationship_type: 'child', age: 17, date_of_birth: null }, today)).toBe(true)
    expect(isMinorChild({ relationship_type: 'child', age: 18, date_of_birth: null }, today)).toBe(false)
    expect(isMinorChild({ relationship_type: 'child', age: null, date_of_birth: null }, today)).toBe(true)
    expect(isMinorChild({ relationship_type: 'spouse', age: null, date_of_birth: null }, today)).toBe(false)
  })

  it('counts retirement accounts, dependents, annual earned income and real estate', () => {
    const facts = householdFacts(
      {
        entries: [
          {
            category: 'assets',
            subcategory: 'retirement_accounts',
            description: '401k',
            amount_cents: 1,
            frequency: 'one_time',
          },
          {
            category: 'assets',
            subcategory: 'retirement_accounts',
            description: 'Roth IRA',
            amount_cents: 1,
            frequency: 'one_time',
          },
          {
            category: 'assets',
            subcategory: 'real_estate',
            description: 'REITs',
            amount_cents: 1,
            frequency: 'one_time',
          },
          {
            category: 'income',
            subcategory: 'employment_income',
            description: 'Salary',
            amount_cents: 500_000,
            frequency: 'monthly',
          },
          {
            category: 'income',
            subcategory: 'business_income',
            description: 'Consulting',
            amount_cents: 10_000,
            frequency: 'weekly',
          },
          {
            category: 'income',
            subcategory: 'investment_income',
            description: 'Dividends',
            amount_cents: 99_999,
            frequency: 'annually',
          },
        ],
        family: [
          { relationship_type: 'spouse', age: 40, date_of_birth: null },
          { relationship_type: 'child', age: 8, date_of_birth: null },
          { relationship_type: 'parent', age: 75, date_of_birth: null },
          { relationship_type: 'dependent', age: 75, date_of_birth: null },
        ],
        benefits: [],
      },
      today,
    )
    expect(facts.retirementAccounts).toBe(2)
    expect(facts.minorChildren).toBe(1)
    expect(facts.dependents).toBe(2)
    expect(facts.annualEarnedIncomeCents).toBe(500_000 * 12 + 10_000 * 52)
    expect(facts.ownsRealEstate).toBe(false)
    expect(facts.hasDisabilityBenefit).toBe(false)
  })
})
