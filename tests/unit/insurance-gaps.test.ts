import { describe, expect, it } from 'vitest'
import type { HouseholdFacts } from '../../app/lib/household-facts.ts'
import { insuranceGaps, LIFE_COVERAGE_INCOME_MULTIPLE } from '../../app/lib/insurance-gaps.ts'

const household = (overrides: Partial<HouseholdFacts> = {}): HouseholdFacts => ({
  retirementAccounts: 0,
  minorChildren: 0,
  dependents: 0,
  annualEarnedIncomeCents: 0,
  ownsRealEstate: false,
  hasAutoLoan: false,
  hasDisabilityBenefit: false,
  ...overrides,
})
const keys = (gaps: { key: string }[]) => gaps.map((g) => g.key)
const policy = (policy_type: string, coverage_amount_cents: number | null = null) => ({
  policy_type,
  coverage_amount_cents,
})

describe('insurance gaps', () => {
  it('notes nothing for a household whose data shows no exposure', () => {
    expect(insuranceGaps([], household())).toEqual([])
  })

  it('asks for life insurance when dependents rely on earned income, and not without either', () => {
    const gaps = insuranceGaps([], household({ dependents: 2, annualEarnedIncomeCents: 9_000_000 }))
    expect(keys(gaps)).toEqual(['life', 'disability'])
    expect(gaps[0].reason).toContain('2 people depend on your earned income of $90,000 a year')
    expect(keys(insuranceGaps([], household({ dependents: 2 })))).toEqual([])
    expect(keys(insuranceGaps([], household({ annualEarnedIncomeCents: 1 })))).toEqual(['disability'])
  })

  it('notes a life shortfall below 10 times earned income, and none at exactly 10 times', () => {
    const base = household({ dependents: 1, annualEarnedIncomeCents: 10_000_000, hasDisabilityBenefit: true })
    expect(LIFE_COVERAGE_INCOME_MULTIPLE).toBe(10)
    const short = insuranceGaps([policy('life', 99_999_999)], base)
    expect(keys(short)).toEqual(['life_shortfall'])
    expect(short[0].reason).toContain('$1,000,000')
    expect(insuranceGaps([policy('life', 50_000_000), policy('life', 50_000_000)], base)).toEqual([])
  })

  it('counts a disability benefit or policy as disability cover', () => {
    const earning = household({ annualEarnedIncomeCents: 100 })
    expect(keys(insuranceGaps([], earning))).toEqual(['disability'])
    expect(insuranceGaps([policy('disability')], earning)).toEqual([])
    expect(insuranceGaps([], { ...earning, hasDisabilityBenefit: true })).toEqual([])
  })

  it('asks for a homeowners policy when real estate is owned, and an auto policy with an auto loan', () => {
    expect(keys(insuranceGaps([], household({ ownsRealEstate: true, hasAutoLoan: true })))).toEqual([
      'homeowners',
      'auto',
    ])
    expect(
      insuranceGaps([policy('homeowners'), policy('auto')], household({ ownsRealEstate: true, hasAutoLoan: true })),
    ).toEqual([])
    // Renters cover is not homeowners cover.
    expect(keys(insuranceGaps([policy('renters')], household({ ownsRealEstate: true })))).toEqual(['homeowners'])
  })
})
